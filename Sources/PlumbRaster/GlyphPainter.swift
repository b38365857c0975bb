import CCairo
import PlumbGraphics

/// Draws glyph runs of real fonts (PlumbText's bundled faces) on a Cairo context.
/// Owned by the text layer's work; until it lands, real-font runs draw nothing.
enum GlyphPainter {
  /// Draws `run` on `context` (a `cairo_t`), whose user space is in points.
  static func draw(_ run: GlyphRun, on context: OpaquePointer) {
    _ = run
    _ = context
  }
}
