import Foundation
import PlumbGraphics

/// A PDF document, as PDFKit's `PDFDocument`. Its pages are counted and sized by poppler (the
/// library that draws PDFs in asset catalogs); their text is not extracted (`string` is nil,
/// warned). A document that is not a PDF, or one poppler cannot read, is nil, as on iOS.
open class PDFDocument: NSObject, @unchecked Sendable {
  /// The file the document was read from.
  open private(set) var documentURL: URL?
  let file: PDFBytes?
  private var pages: [PDFPage] = []
  /// Pages were inserted or removed, so the original bytes no longer represent the document.
  private var edited = false

  /// An empty document, to insert pages into.
  public override init() {
    file = nil
    super.init()
  }

  /// The document in the file at `url`; nil when it cannot be read or is not a PDF.
  public convenience init?(url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    self.init(data: data)
    documentURL = url
  }

  /// The document in `data`; nil when it is not a PDF or poppler cannot read it. On a machine
  /// without poppler-glib, a PDF is accepted with no pages (warned).
  public init?(data: Data) {
    let bytes = [UInt8](data)
    guard PDFBytes.looksLikePDF(bytes) else { return nil }
    let file = PDFBytes(bytes)
    let problem = PDFBytes.popplerProblem()
    if let problem {
      RenderWarnings.warnOnce("PDFKit.PDFDocument poppler",
        "PDFDocument: \(problem); the document has no pages here (pageCount 0)")
    } else if case .failure(let failure) = file.pageSize(0), failure.reason.hasPrefix("not a readable PDF") {
      return nil
    }
    self.file = file
    super.init()
    pages = (0..<file.pageCount).map { PDFPage(document: self, index: $0) }
    if problem == nil, pages.isEmpty, case .failure(let failure) = file.pageSize(0) {
      RenderWarnings.warnOnce("PDFKit.PDFDocument \(failure.reason)", "PDFDocument: \(failure.reason); the document has no pages here")
    }
  }

  open var pageCount: Int { pages.count }

  open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }

  /// The page's index, or `NSNotFound` for a page of another document.
  open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }

  open func insert(_ page: PDFPage, at index: Int) {
    page.document = self
    pages.insert(page, at: min(max(index, 0), pages.count))
    edited = true
  }

  open func removePage(at index: Int) {
    guard pages.indices.contains(index) else { return }
    pages.remove(at: index).document = nil
    edited = true
  }

  open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
    guard pages.indices.contains(indexA), pages.indices.contains(indexB) else { return }
    pages.swapAt(indexA, indexB)
    edited = true
  }

  /// The file's bytes, for a document read from a file or data and not edited; nil otherwise
  /// (Plumbline does not write PDFs; warned).
  open func dataRepresentation() -> Data? {
    if let file, !edited { return Data(file.bytes) }
    RenderWarnings.warnOnce("PDFKit.PDFDocument.dataRepresentation",
      "PDFDocument.dataRepresentation(): a document built or edited in code is not written as PDF here; returns nil")
    return nil
  }

  /// Writes `dataRepresentation()` to `url`; false when there is none or writing fails.
  @discardableResult
  open func write(to url: URL) -> Bool {
    guard let data = dataRepresentation() else { return false }
    return (try? data.write(to: url)) != nil
  }

  /// The document's text: not extracted here, so nil (warned).
  open var string: String? {
    RenderWarnings.warnOnce("PDFKit.text", "PDFKit: a PDF's text is not extracted (PDFDocument.string and PDFPage.string are nil)")
    return nil
  }

  /// The outline (table of contents): not read here, so nil.
  open var outlineRoot: PDFOutline?
  open var documentAttributes: [AnyHashable: Any]?
  open var isEncrypted: Bool { false }
  open var isLocked: Bool { false }
  open var allowsPrinting: Bool { true }
  open var allowsCopying: Bool { true }
  open var majorVersion: Int { 1 }
  open var minorVersion: Int { 7 }
  open func unlock(withPassword password: String) -> Bool { true }
}

/// Which of a page's boxes, as `PDFDisplayBox`.
public enum PDFDisplayBox: Int, Sendable {
  case mediaBox = 0
  case cropBox = 1
  case bleedBox = 2
  case trimBox = 3
  case artBox = 4
}

/// One page of a document, as PDFKit's `PDFPage`. Its size is the page's as poppler reports it
/// (its crop box), the same for every display box; its text is not extracted.
open class PDFPage: NSObject, @unchecked Sendable {
  /// The document the page is in.
  open internal(set) weak var document: PDFDocument?
  private let index: Int?
  private let size: CGSize?
  open var rotation = 0
  open var displaysAnnotations = true

  /// A blank US Letter page (612 × 792 pt), as PDFKit makes one.
  public override init() {
    index = nil; size = CGSize(width: 612, height: 792)
    super.init()
  }

  /// A page showing `image`, the image's size. Its drawing is not kept (a document holding it has
  /// no `dataRepresentation()` here).
  public init?(image: UIImage) {
    index = nil; size = image.size
    super.init()
  }

  init(document: PDFDocument, index: Int) {
    self.document = document; self.index = index; size = nil
    super.init()
  }

  /// The page's rectangle in points, origin zero. A page poppler cannot size is US Letter (warned).
  open func bounds(for box: PDFDisplayBox) -> CGRect {
    if let size { return CGRect(origin: .zero, size: size) }
    guard let index, let file = document?.file else { return CGRect(x: 0, y: 0, width: 612, height: 792) }
    switch file.pageSize(index) {
    case .success(let s): return CGRect(origin: .zero, size: s)
    case .failure(let failure):
      RenderWarnings.warnOnce("PDFKit.PDFPage.bounds", "PDFPage.bounds(for:): \(failure.reason); US Letter (612 × 792 pt) is used")
      return CGRect(x: 0, y: 0, width: 612, height: 792)
    }
  }

  /// The page's label: its number, as PDFKit gives for a document without page labels.
  open var label: String? { document.map { String($0.index(for: self) + 1) } }

  /// The page's text: not extracted here, so nil (warned).
  open var string: String? {
    RenderWarnings.warnOnce("PDFKit.text", "PDFKit: a PDF's text is not extracted (PDFDocument.string and PDFPage.string are nil)")
    return nil
  }

  /// A thumbnail: not drawn here, so the empty image (warned).
  open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage {
    RenderWarnings.warnOnce("PDFKit.PDFPage.thumbnail", "PDFPage.thumbnail(of:for:): PDF pages are not drawn into images here; returns an empty image")
    return UIImage()
  }
}
