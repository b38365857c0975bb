import CPDFShim
import Foundation
import PlumbGraphics

/// PDF vector images (asset catalogs' "preserve vector data" PDFs), drawn by poppler-glib into
/// the Cairo context at any scale, as iOS draws them (docs/assets.md, "PDF vectors").
///
/// poppler is opened with dlopen on the first PDF, so no other command loads it. A PDF that does
/// not parse, has no first page, or a machine without poppler: nothing is drawn and the error
/// says why (the caller warns). Only the first page is used, as Xcode does for an image set.
public enum PDFVectors {
  /// The largest PDF accepted, in bytes: an icon is a few kilobytes; a hostile file this large is
  /// refused before poppler parses it.
  public static let maximumBytes = ResourceBudget.untrusted.maxFileBytes

  /// Why a PDF was not drawn.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Whether poppler-glib is present on this machine, or why not.
  public static func availability() -> Result<Void, Failure> {
    var error = [CChar](repeating: 0, count: 256)
    return plumb_pdf_available(&error, error.count) != 0 ? .success(()) : .failure(Failure(description: text(error)))
  }

  /// The first page's size in points (its crop box, as poppler reports it).
  public static func pageSize(of bytes: [UInt8]) throws(Failure) -> CGSize {
    try checkSize(bytes)
    var w = 0.0, h = 0.0
    var error = [CChar](repeating: 0, count: 256)
    let status = bytes.withUnsafeBufferPointer { plumb_pdf_page_size($0.baseAddress, $0.count, 0, &w, &h, &error, error.count) }
    guard status == 0 else { throw Failure(description: text(error)) }
    return CGSize(width: w, height: h)
  }

  /// Draws the first page scaled to fill `rect` on the Cairo context `cr`, clipped to it. The
  /// file is scanned against `budget` first (`PDFBudgetScan`): poppler cannot be stopped once it
  /// draws, so a PDF over budget is never handed to it.
  static func draw(_ bytes: [UInt8], in rect: CGRect, on cr: OpaquePointer,
                   budget: ResourceBudget = .untrusted) throws(DrawFailure) {
    do { try checkSize(bytes) } catch { throw .poppler(error) }
    if let over = PDFBudgetScan.check(bytes, budget: budget) { throw .overBudget(over) }
    var error = [CChar](repeating: 0, count: 256)
    let status = bytes.withUnsafeBufferPointer {
      plumb_pdf_render($0.baseAddress, $0.count, 0, cr, rect.minX, rect.minY, rect.width, rect.height, &error, error.count)
    }
    guard status == 0 else { throw .poppler(Failure(description: text(error))) }
  }

  /// Why `draw` drew nothing: poppler's reason, or the resource budget's.
  enum DrawFailure: Error {
    case poppler(Failure)
    case overBudget(ResourceBudget.Exceeded)
  }

  private static func checkSize(_ bytes: [UInt8]) throws(Failure) {
    guard bytes.count <= maximumBytes else {
      throw Failure(description: "the PDF is \(bytes.count) bytes, over the \(maximumBytes)-byte limit")
    }
  }

  private static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
