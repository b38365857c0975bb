import Foundation
import PlumbGraphics

/// How pages are laid out, as `PDFDisplayMode`.
public enum PDFDisplayMode: Int, Sendable {
  case singlePage = 0
  case singlePageContinuous = 1
  case twoUp = 2
  case twoUpContinuous = 3
}

/// Which way pages follow each other, as `PDFDisplayDirection`.
public enum PDFDisplayDirection: Int, Sendable {
  case vertical = 0
  case horizontal = 1
}

extension Notification.Name {
  /// Posted by a PDF view when its document changes, as `PDFViewDocumentChanged`.
  public static let PDFViewDocumentChanged = Notification.Name("PDFViewDocumentChanged")
  /// Posted by a PDF view when its current page changes, as `PDFViewPageChanged`.
  public static let PDFViewPageChanged = Notification.Name("PDFViewPageChanged")
  /// Posted by a PDF view when its scale changes, as `PDFViewScaleChanged`.
  public static let PDFViewScaleChanged = Notification.Name("PDFViewScaleChanged")
  /// Posted by a PDF view when its display mode changes, as `PDFViewDisplayModeChanged`.
  public static let PDFViewDisplayModeChanged = Notification.Name("PDFViewDisplayModeChanged")
  /// Posted by a PDF view when its selection changes, as `PDFViewSelectionChanged`.
  public static let PDFViewSelectionChanged = Notification.Name("PDFViewSelectionChanged")
}

/// Callbacks of a PDF view, as `PDFViewDelegate` (none is called in a render).
@preconcurrency @MainActor
public protocol PDFViewDelegate: AnyObject {
  func pdfViewWillClick(onLink sender: PDFView, with url: URL)
  func pdfViewParentViewController() -> UIViewController
}

extension PDFViewDelegate {
  public func pdfViewWillClick(onLink sender: PDFView, with url: URL) {}
  public func pdfViewParentViewController() -> UIViewController { UIViewController() }
}

/// Shows a PDF document, as PDFKit's `PDFView`. Pages are not drawn: the view keeps its frame and
/// background (light grey, `systemGray5`: an estimate of PDFKit's), and for a document draws one
/// white sheet the size of the current page at the view's scale (fitted to the view when
/// `autoScales`), labelled with the file's name and the page number, and warns once
/// (docs/compatibility/frameworks.md, "PDFKit"). Without a document it draws only its background,
/// as iOS does.
open class PDFView: UIView {
  private let sheet = UIView(frame: .zero)
  private let caption = UILabel(frame: .zero)
  private var shownPage: PDFPage?

  open weak var delegate: (any PDFViewDelegate)?

  open var document: PDFDocument? {
    didSet {
      shownPage = document?.page(at: 0)
      setNeedsLayout()
      NotificationCenter.default.post(name: .PDFViewDocumentChanged, object: self)
    }
  }
  open var displayMode: PDFDisplayMode = .singlePageContinuous { didSet { setNeedsLayout() } }
  open var displayDirection: PDFDisplayDirection = .vertical { didSet { setNeedsLayout() } }
  open var displaysPageBreaks = true { didSet { setNeedsLayout() } }
  open var pageBreakMargins = UIEdgeInsets(top: 4.75, left: 4, bottom: 4.75, right: 4) { didSet { setNeedsLayout() } }
  open var displayBox: PDFDisplayBox = .cropBox
  open var displaysAsBook = false
  open var displaysRTL = false
  open var pageShadowsEnabled = true
  open var autoScales = false { didSet { setNeedsLayout() } }
  open var scaleFactor: CGFloat = 1 { didSet { setNeedsLayout() } }
  open var minScaleFactor: CGFloat = 0.25
  open var maxScaleFactor: CGFloat = 5
  open private(set) var isUsingPageViewController = false
  open var currentSelection: PDFSelection?
  open var documentView: UIView? { document == nil ? nil : sheet }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGray5
    sheet.backgroundColor = .white
    caption.numberOfLines = 0
    caption.textAlignment = .center
    caption.font = .systemFont(ofSize: 13)
    caption.textColor = .secondaryLabel
    sheet.addSubview(caption)
  }
  public required init?(coder: NSCoder) { return nil }

  /// The page being shown: the first page, or the last one gone to.
  open var currentPage: PDFPage? { shownPage }
  open var currentDestination: PDFDestination? { shownPage.map { PDFDestination(page: $0, at: .zero) } }

  /// The scale at which the current page fits the view (its width, for continuous vertical modes).
  open var scaleFactorForSizeToFit: CGFloat {
    guard let page = shownPage else { return 1 }
    let size = page.bounds(for: displayBox).size
    let m = displaysPageBreaks ? pageBreakMargins : .zero
    let available = CGSize(width: bounds.width - m.left - m.right, height: bounds.height - m.top - m.bottom)
    guard size.width > 0, size.height > 0, available.width > 0, available.height > 0 else { return 1 }
    let fitWidth = available.width / size.width
    let continuous = displayMode == .singlePageContinuous || displayMode == .twoUpContinuous
    return continuous && displayDirection == .vertical ? fitWidth : min(fitWidth, available.height / size.height)
  }

  open func usePageViewController(_ enable: Bool, withViewOptions options: [AnyHashable: Any]? = nil) {
    isUsingPageViewController = enable
  }

  open func go(to page: PDFPage) {
    guard page !== shownPage else { return }
    shownPage = page
    setNeedsLayout()
    NotificationCenter.default.post(name: .PDFViewPageChanged, object: self)
  }
  open func go(to destination: PDFDestination) { if let page = destination.page { go(to: page) } }
  open func go(to rect: CGRect, on page: PDFPage) { go(to: page) }

  private func step(_ by: Int) -> PDFPage? {
    guard let document, let page = shownPage else { return nil }
    return document.page(at: document.index(for: page) + by)
  }
  open var canGoToFirstPage: Bool { document.map { $0.pageCount > 0 && shownPage !== $0.page(at: 0) } ?? false }
  open var canGoToLastPage: Bool { document.map { $0.pageCount > 0 && shownPage !== $0.page(at: $0.pageCount - 1) } ?? false }
  open var canGoToNextPage: Bool { step(1) != nil }
  open var canGoToPreviousPage: Bool { step(-1) != nil }
  open func goToFirstPage(_ sender: Any?) { if let page = document?.page(at: 0) { go(to: page) } }
  open func goToLastPage(_ sender: Any?) { if let d = document, let page = d.page(at: d.pageCount - 1) { go(to: page) } }
  open func goToNextPage(_ sender: Any?) { if let page = step(1) { go(to: page) } }
  open func goToPreviousPage(_ sender: Any?) { if let page = step(-1) { go(to: page) } }
  open func zoomIn(_ sender: Any?) { scaleFactor = min(maxScaleFactor, scaleFactor * 1.25) }
  open func zoomOut(_ sender: Any?) { scaleFactor = max(minScaleFactor, scaleFactor / 1.25) }
  open func layoutDocumentView() { setNeedsLayout() }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let document, let page = shownPage else {
      sheet.removeFromSuperview()
      return
    }
    if sheet.superview !== self { addSubview(sheet) }
    let size = page.bounds(for: displayBox).size
    let scale = autoScales ? scaleFactorForSizeToFit : scaleFactor
    let w = size.width * scale, h = size.height * scale
    let margins = displaysPageBreaks ? pageBreakMargins : .zero
    let continuous = displayMode == .singlePageContinuous || displayMode == .twoUpContinuous
    // Continuous modes start at the top (after the page break margin); single pages are centred.
    let y = continuous && displayDirection == .vertical ? margins.top : (bounds.height - h) / 2
    sheet.frame = CGRect(x: (bounds.width - w) / 2, y: y, width: w, height: h)
    let name = document.documentURL?.lastPathComponent
    let number = document.index(for: page) + 1
    caption.text = ["PDF placeholder", name, "Page \(number) of \(document.pageCount)"].compactMap { $0 }.joined(separator: "\n")
    caption.frame = CGRect(x: 8, y: 0, width: max(0, w - 16), height: min(h, 120))
    caption.center = CGPoint(x: w / 2, y: min(h, bounds.height - y) / 2)
    RenderWarnings.warnOnce("PDFKit.PDFView",
      "PDFView: the PDF's pages are not drawn\(name.map { " (\($0))" } ?? ""); a white sheet the size of page \(number) of \(document.pageCount), labelled, stands in for them")
  }
}
