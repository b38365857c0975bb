import Foundation
import PlumbGraphics
import PlumbUI

/// How a document picker was opened, as UIKit's `UIDocumentPickerMode` (the deprecated initializers').
public enum UIDocumentPickerMode: UInt, Sendable { case `import` = 0, open = 1, exportToService = 2, moveToService = 3 }

/// Told what a document picker picked or that it was cancelled, as `UIDocumentPickerDelegate`
/// (every method optional).
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
  public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
  public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// UIKit's document picker. There is no Files browser here: a stand-in is drawn, warned once (a
/// navigation bar titled "Browse" with Cancel, over the grouped background); nothing can be
/// picked. Cancel dismisses the picker, as UIKit's dismisses itself, and tells the delegate
/// (`documentPickerWasCancelled`). Inside a SwiftUI sheet (through a representable) the stand-in
/// fills the sheet.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
  /// The types that can be opened (opening pickers), the files being exported (exporting
  /// pickers) and whether they are copied (not public on iOS).
  private(set) var contentTypes: [UTType] = []
  private(set) var exportedURLs: [URL] = []
  private(set) var asCopy = false
  public private(set) var documentPickerMode: UIDocumentPickerMode = .import

  open weak var delegate: (any UIDocumentPickerDelegate)?
  open var allowsMultipleSelection = false
  open var shouldShowFileExtensions = false
  open var directoryURL: URL?

  private let browser = UINavigationController(nibName: nil, bundle: nil)
  private let placeholder = UIViewController(nibName: nil, bundle: nil)

  /// A picker opening documents of `contentTypes`, copied into the app's sandbox when `asCopy`.
  public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
    super.init(nibName: nil, bundle: nil)
    self.contentTypes = contentTypes
    self.asCopy = asCopy
    documentPickerMode = asCopy ? .import : .open
    setUp()
  }
  public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
    self.init(forOpeningContentTypes: contentTypes, asCopy: false)
  }

  /// A picker exporting (moving, or copying when `asCopy`) the files at `urls`.
  public init(forExporting urls: [URL], asCopy: Bool) {
    super.init(nibName: nil, bundle: nil)
    exportedURLs = urls
    self.asCopy = asCopy
    documentPickerMode = asCopy ? .exportToService : .moveToService
    setUp()
  }
  public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }

  /// Deprecated in iOS 14: by type identifiers and mode.
  public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
    super.init(nibName: nil, bundle: nil)
    contentTypes = allowedUTIs.compactMap { UTType($0) }
    documentPickerMode = mode
    setUp()
  }
  public init(url: URL, in mode: UIDocumentPickerMode) {
    super.init(nibName: nil, bundle: nil)
    exportedURLs = [url]
    documentPickerMode = mode
    setUp()
  }
  public init(urls: [URL], in mode: UIDocumentPickerMode) {
    super.init(nibName: nil, bundle: nil)
    exportedURLs = urls
    documentPickerMode = mode
    setUp()
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp()
  }
  public required init?(coder: NSCoder) { return nil }

  private func setUp() {
    placeholder.navigationItem.title = "Browse"
    placeholder.navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.cancel() })
    browser.viewControllers = [placeholder]
  }

  open override func loadView() {
    let v = DocumentPickerView(frame: UIScreen.main.bounds)
    v.picker = self
    v.backgroundColor = .systemGroupedBackground
    view = v
    addChild(browser)
    v.addSubview(browser.view)
    browser.didMove(toParent: self)
    placeholder.view.backgroundColor = .systemGroupedBackground
  }

  /// Cancel was tapped: the picker goes and the delegate is told.
  func cancel() {
    dismiss(animated: true)
    delegate?.documentPickerWasCancelled(self)
  }
}

/// The document picker's view: the stand-in browser fills it.
@MainActor
final class DocumentPickerView: UIView {
  weak var picker: UIDocumentPickerViewController?

  override func layoutSubviews() {
    for s in subviews { s.frame = bounds }
  }

  override var hostedContent: PlatformHostedContent? {
    RenderWarnings.warnOnce("UIDocumentPickerViewController",
      "UIDocumentPickerViewController: there is no Files browser here; a stand-in is drawn (its bar with Cancel) and nothing can be picked")
    return nil
  }
}
