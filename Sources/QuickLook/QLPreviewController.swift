import Foundation
import PlumbGraphics

/// Supplies the items a preview controller shows, as `QLPreviewControllerDataSource`.
@preconcurrency @MainActor
public protocol QLPreviewControllerDataSource: AnyObject {
  func numberOfPreviewItems(in controller: QLPreviewController) -> Int
  func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// How editing a previewed file is allowed, as `QLPreviewItemEditingMode`.
public enum QLPreviewItemEditingMode: Int, Sendable {
  case disabled = 0, updateContents = 1, createCopy = 2
}

/// Callbacks of a preview controller, as `QLPreviewControllerDelegate` (every method optional; none
/// is called in a render, where nothing is dismissed or edited).
@preconcurrency @MainActor
public protocol QLPreviewControllerDelegate: AnyObject {
  func previewControllerWillDismiss(_ controller: QLPreviewController)
  func previewControllerDidDismiss(_ controller: QLPreviewController)
  func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool
  func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode
  func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem)
  func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL)
}

extension QLPreviewControllerDelegate {
  public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
  public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
  public func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool { true }
  public func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode { .disabled }
  public func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem) {}
  public func previewController(_ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL) {}
}

/// Previews files, as QuickLook's `QLPreviewController`. The file's contents are not drawn: the
/// controller's view shows the system background with a labelled placeholder (the item's title and
/// its place in the list) and warns once naming the file (docs/compatibility/frameworks.md,
/// "QuickLook").
open class QLPreviewController: UIViewController {
  open weak var dataSource: (any QLPreviewControllerDataSource)? { didSet { viewIfLoaded?.setNeedsLayout() } }
  open weak var delegate: (any QLPreviewControllerDelegate)?
  /// The index of the item shown (0 until set).
  open var currentPreviewItemIndex = 0 { didSet { viewIfLoaded?.setNeedsLayout() } }

  public init() { super.init(nibName: nil, bundle: nil) }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { return nil }

  /// Whether Quick Look can preview `item`: true for a file URL, as for the common types on iOS.
  open class func canPreview(_ item: any QLPreviewItem) -> Bool { item.previewItemURL?.isFileURL ?? false }

  /// The item shown, asked of the data source.
  open var currentPreviewItem: (any QLPreviewItem)? {
    guard let dataSource else { return nil }
    let count = dataSource.numberOfPreviewItems(in: self)
    guard count > 0 else { return nil }
    return dataSource.previewController(self, previewItemAt: min(max(currentPreviewItemIndex, 0), count - 1))
  }

  /// Asks the data source again (when the view is next laid out).
  open func reloadData() { viewIfLoaded?.setNeedsLayout() }
  open func refreshCurrentPreviewItem() { viewIfLoaded?.setNeedsLayout() }

  open override func loadView() {
    view = PreviewPlaceholderView(controller: self)
  }
}

/// The preview controller's view: the system background and a centred caption.
@MainActor
final class PreviewPlaceholderView: UIView {
  private unowned let controller: QLPreviewController
  private let caption = UILabel(frame: .zero)

  init(controller: QLPreviewController) {
    self.controller = controller
    super.init(frame: UIScreen.main.bounds)
    backgroundColor = .systemBackground
    caption.numberOfLines = 0
    caption.textAlignment = .center
    caption.font = .systemFont(ofSize: 15)
    caption.textColor = .secondaryLabel
    addSubview(caption)
  }
  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let count = controller.dataSource?.numberOfPreviewItems(in: controller) ?? 0
    let item = controller.currentPreviewItem
    let index = min(max(controller.currentPreviewItemIndex, 0), max(count - 1, 0))
    var lines = ["Quick Look placeholder"]
    if let item { lines.append(item.shownTitle) } else { lines.append("No file to preview") }
    if count > 1 { lines.append("\(index + 1) of \(count)") }
    caption.text = lines.joined(separator: "\n")
    caption.frame = CGRect(x: 16, y: bounds.midY - 60, width: max(0, bounds.width - 32), height: 120)
    RenderWarnings.warnOnce("QuickLook.QLPreviewController",
      "QLPreviewController: the file\(item.map { " (\($0.shownTitle))" } ?? "") is not drawn; its view shows the system background with a labelled placeholder")
  }
}
