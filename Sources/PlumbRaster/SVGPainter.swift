import Foundation
import CCairo
import CRSVG
import PlumbGraphics

/// Draws SVG documents with librsvg, straight into the render's Cairo context (vectors at the
/// device resolution, no intermediate bitmap), each document parsed once per process
/// (`SVGDocumentCache`). librsvg is opened on the first SVG (CRSVG shim);
/// without it an SVG draws nothing and warns that librsvg is not installed.
///
/// Hostile input: a document over the `ResourceBudget` (file size, elements, nesting, text,
/// entity expansion: `SVGBudgetScan`) is refused before librsvg parses it; librsvg parses with its
/// safety limits on (no `RSVG_HANDLE_FLAG_UNLIMITED`: libxml2's limits on entity expansion and
/// nesting, librsvg's limits on element count and reference depth) and, given no base URL, loads
/// no external file or URL (`<image href="/etc/…">`, `xi:include`, external entities); only
/// `data:` URLs inside the document are read. A document that does not parse or draw draws
/// nothing and warns with librsvg's reason.
enum SVGPainter {
  /// 16 MiB: far beyond any icon or illustration an app ships (`ResourceBudget.untrusted`).
  static let maxBytes = ResourceBudget.untrusted.maxFileBytes

  /// Draws `bytes` filling `rect`, clipped to it (as iOS rasterises a vector asset into its
  /// bounds, which also bounds the layers librsvg makes to the rectangle). `name` (the file) is
  /// named in warnings.
  static func draw(_ bytes: [UInt8], in rect: CGRect, on cr: OpaquePointer, name: String? = nil,
                   budget: ResourceBudget = .untrusted) {
    let file = ResourceBudget.fileDescription(name, kind: "an SVG image", bytes: bytes.count)
    guard bytes.count <= budget.maxFileBytes else {
      ResourceBudget.warn(file, budget.exceeded(.fileBytes, "\(bytes.count) bytes"))
      return
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    let failure = SVGDocumentCache.shared.withDocument(bytes, budget: budget) { document in
      var report = plumb_svg_report()
      let status = plumb_svg_draw(document, UnsafeMutableRawPointer(cr), rect.minX, rect.minY, rect.width, rect.height,
                                  &report)
      return status == Int32(PLUMB_SVG_OK) ? nil : SVGDocumentCache.reason(&report)
    }
    switch failure {
    case nil: return
    case .overBudget(let over): ResourceBudget.warn(file, over)
    case .librsvg(let reason):
      RenderWarnings.warnOnce("Image SVG: \(name ?? "") \(reason)", "Image: \(file) is not drawn: \(reason)")
    }
  }

  /// librsvg's run-time version, e.g. "2.54.7", or "unavailable" when librsvg-2.so.2 cannot be
  /// opened (reading it opens librsvg, which is otherwise opened on the first SVG).
  static let version: String = {
    var major: UInt32 = 0, minor: UInt32 = 0, micro: UInt32 = 0
    guard plumb_svg_version(&major, &minor, &micro) == Int32(PLUMB_SVG_OK) else { return "unavailable" }
    return "\(major).\(minor).\(micro)"
  }()
}
