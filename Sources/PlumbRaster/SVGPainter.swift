import Foundation
import CCairo
import CRSVG
import PlumbGraphics

/// Draws SVG documents with librsvg, straight into the render's Cairo context (vectors at the
/// device resolution, no intermediate bitmap). librsvg is opened on the first SVG (CRSVG shim);
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
    if containsText(bytes) {
      RenderWarnings.warnOnce("Image SVG text", "Image: text inside an SVG is drawn by librsvg with the machine's fonts (Pango and fontconfig), not the bundled ones, so it may differ between machines; convert it to outlines.")
    }
    var report = plumb_svg_report()
    let status = bytes.withUnsafeBufferPointer { b in
      plumb_svg_render(b.baseAddress, b.count, UnsafeMutableRawPointer(cr), rect.minX, rect.minY,
                       rect.width, rect.height, &report)
    }
    guard status != Int32(PLUMB_SVG_OK) else { return }
    let reason = withUnsafeBytes(of: &report.message) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    RenderWarnings.warnOnce("Image SVG: \(reason)", "Image: an SVG image (\(bytes.count) bytes) is not drawn: \(reason)")
  }

  /// Whether the document has a `<text` element (librsvg would lay it out with system fonts).
  static func containsText(_ bytes: [UInt8]) -> Bool {
    let needle = Array("<text".utf8)
    guard bytes.count >= needle.count else { return false }
    return bytes.withUnsafeBufferPointer { b in
      (0...(b.count - needle.count)).contains { i in
        b[i] == 0x3C && b[i + 1] == 0x74 && b[i + 2] == 0x65 && b[i + 3] == 0x78 && b[i + 4] == 0x74
      }
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
