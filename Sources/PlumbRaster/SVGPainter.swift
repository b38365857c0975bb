import Foundation
import CCairo
import CRSVG
import PlumbGraphics

/// Draws SVG documents with librsvg, straight into the render's Cairo context (vectors at the
/// device resolution, no intermediate bitmap), each document parsed once per process
/// (`SVGDocumentCache`). librsvg is opened on the first SVG (CRSVG shim);
/// without it an SVG draws nothing and warns that librsvg is not installed.
///
/// Hostile input: a document over `maxBytes` is refused before parsing; librsvg parses with its
/// safety limits on (no `RSVG_HANDLE_FLAG_UNLIMITED`: libxml2's limits on entity expansion and
/// nesting, librsvg's limits on element count and reference depth) and, given no base URL, loads
/// no external file or URL (`<image href="/etc/…">`, `xi:include`, external entities); only
/// `data:` URLs inside the document are read. A document that does not parse or draw draws
/// nothing and warns with librsvg's reason.
enum SVGPainter {
  /// 16 MiB: far beyond any icon or illustration an app ships.
  static let maxBytes = 16 << 20

  static func draw(_ bytes: [UInt8], in rect: CGRect, on cr: OpaquePointer) {
    guard bytes.count <= maxBytes else {
      RenderWarnings.warnOnce("Image SVG size", "Image: an SVG of \(bytes.count) bytes is not drawn (the limit is \(maxBytes) bytes).")
      return
    }
    let failure = SVGDocumentCache.shared.withDocument(bytes) { document in
      var report = plumb_svg_report()
      let status = plumb_svg_draw(document, UnsafeMutableRawPointer(cr), rect.minX, rect.minY, rect.width, rect.height,
                                  &report)
      return status == Int32(PLUMB_SVG_OK) ? nil : SVGDocumentCache.reason(&report)
    }
    guard let reason = failure else { return }
    RenderWarnings.warnOnce("Image SVG: \(reason)", "Image: an SVG image (\(bytes.count) bytes) is not drawn: \(reason)")
  }

  /// librsvg's run-time version, e.g. "2.54.7", or "unavailable" when librsvg-2.so.2 cannot be
  /// opened (reading it opens librsvg, which is otherwise opened on the first SVG).
  static let version: String = {
    var major: UInt32 = 0, minor: UInt32 = 0, micro: UInt32 = 0
    guard plumb_svg_version(&major, &minor, &micro) == Int32(PLUMB_SVG_OK) else { return "unavailable" }
    return "\(major).\(minor).\(micro)"
  }()
}
