import Foundation

/// A place in a document, as `PDFDestination`.
open class PDFDestination: NSObject, @unchecked Sendable {
  open private(set) weak var page: PDFPage?
  public let point: CGPoint
  open var zoom: CGFloat = kPDFDestinationUnspecifiedValue
  public init(page: PDFPage, at point: CGPoint) { self.page = page; self.point = point }
}

/// "Keep the current value" for a destination's coordinates or zoom, as `kPDFDestinationUnspecifiedValue`.
public let kPDFDestinationUnspecifiedValue = CGFloat(Float.greatestFiniteMagnitude)

/// An entry of a document's outline, as `PDFOutline`. Outlines are not read from files here.
open class PDFOutline: NSObject, @unchecked Sendable {
  private var children: [PDFOutline] = []
  open var label: String?
  open var destination: PDFDestination?
  open var action: PDFAction?
  open var isOpen = false
  open private(set) weak var parent: PDFOutline?
  open var document: PDFDocument? { parent?.document }
  public override init() { super.init() }
  open var numberOfChildren: Int { children.count }
  open var index: Int { parent?.children.firstIndex { $0 === self } ?? 0 }
  open func child(at index: Int) -> PDFOutline? { children.indices.contains(index) ? children[index] : nil }
  open func insertChild(_ child: PDFOutline, at index: Int) {
    child.parent = self
    children.insert(child, at: min(max(index, 0), children.count))
  }
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
}

/// An action of an outline entry or annotation, as `PDFAction`.
open class PDFAction: NSObject, @unchecked Sendable {
  open var type: String { "" }
}

/// "Go to a place in the document", as `PDFActionGoTo`.
open class PDFActionGoTo: PDFAction, @unchecked Sendable {
  open var destination: PDFDestination
  public init(destination: PDFDestination) { self.destination = destination }
  open override var type: String { "GoTo" }
}

/// Selected text, as `PDFSelection`. Text is not extracted here, so a selection has none.
open class PDFSelection: NSObject, @unchecked Sendable {
  public init(document: PDFDocument) {}
  open var string: String? { nil }
  open var pages: [PDFPage] { [] }
}
