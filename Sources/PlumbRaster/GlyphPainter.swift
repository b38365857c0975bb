import CCairo
import Foundation
import PlumbGraphics
import PlumbText

/// Draws glyph runs of real fonts (PlumbText's bundled faces) on a Cairo context, through cairo-ft.
///
/// Rendering options are set explicitly on every draw, never taken from the surface, the system or
/// fontconfig: grey antialiasing, no hinting, unhinted metrics, no subpixel order. Glyph positions
/// come from the run (HarfBuzz's unhinted advances), so the pixels depend only on the bundled font
/// files and Cairo/FreeType's rasteriser.
///
/// Thread safety: FreeType faces are not thread-safe, so each draw holds its face's lock
/// (`BundledFace.withFreeTypeFace`) while Cairo loads and renders glyphs.
enum GlyphPainter {
  /// Draws `run` on `context` (a `cairo_t`), whose user space is in points.
  static func draw(_ run: GlyphRun, on context: OpaquePointer) {
    guard !run.glyphs.isEmpty, run.fontSize > 0, run.fontSize.isFinite else { return }
    guard run.fontName != FontLibrary.missingGlyphFontName,
          let face = FontLibrary.current.face(named: run.fontName) else {
      drawMissingGlyphBoxes(run, on: context)
      return
    }
    cairo_save(context)
    defer { cairo_restore(context) }
    let c = run.color
    cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
    var glyphs = zip(run.glyphs, run.positions).map { g, p in
      cairo_glyph_t(index: UInt(g), x: p.x, y: p.y)
    }
    _ = face.withFreeTypeFace { ftFace in
      guard let fontFace = CairoFaceCache.shared.fontFace(for: face, ftFace: ftFace) else { return }
      cairo_set_font_face(context, fontFace)
      var matrix = cairo_matrix_t()
      // Font space to user space; a synthetic oblique shears glyphs to the right above the baseline.
      cairo_matrix_init(&matrix, run.fontSize, 0, -run.obliqueSkew * run.fontSize, run.fontSize, 0, 0)
      cairo_set_font_matrix(context, &matrix)
      cairo_set_font_options(context, CairoFaceCache.shared.options)
      cairo_show_glyphs(context, &glyphs, Int32(glyphs.count))
    }
  }

  /// Boxes for characters no bundled face covers (and for runs whose font is unknown): an outlined
  /// rectangle 0.5 em wide and 0.7 em tall, sitting on the baseline.
  static func drawMissingGlyphBoxes(_ run: GlyphRun, on context: OpaquePointer) {
    let em = run.fontSize
    let stroke = max(0.06 * em, 0.5)
    cairo_save(context)
    defer { cairo_restore(context) }
    let c = run.color
    cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
    for p in run.positions {
      let x = p.x + 0.05 * em, y = p.y - 0.7 * em, w = 0.5 * em, h = 0.7 * em
      cairo_rectangle(context, x, y, w, h)
      cairo_rectangle(context, x + stroke, y + stroke, w - 2 * stroke, h - 2 * stroke)
    }
    cairo_fill(context)
  }
}

/// Cairo font faces for the bundled faces, created once (cairo-ft, from the face's FreeType face)
/// and kept for the process, plus the one set of font options every glyph draw uses.
final class CairoFaceCache: @unchecked Sendable {
  static let shared = CairoFaceCache()

  /// Grey antialiasing, no hinting, unhinted metrics, default (no) subpixel order: the same on
  /// every machine, independent of fontconfig and of the target surface.
  let options: OpaquePointer

  private var faces: [ObjectIdentifier: OpaquePointer] = [:]
  private let lock = NSLock()

  private init() {
    let o = cairo_font_options_create()!
    cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(o, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    options = o
  }

  /// The Cairo face for the bundled `face`; `ftFace` is its `FT_Face`, only touched here
  /// while the caller holds the face's lock. (Faces live for the process, so their identity is a
  /// stable key.)
  func fontFace(for face: BundledFace, ftFace: UnsafeMutableRawPointer) -> OpaquePointer? {
    lock.lock()
    defer { lock.unlock() }
    let name = ObjectIdentifier(face)
    if let f = faces[name] { return f }
    // Load flags: no hinting and no autohinter, in addition to what the options above imply.
    let loadFlags: Int32 = (1 << 1) | (1 << 15)  // FT_LOAD_NO_HINTING | FT_LOAD_NO_AUTOHINT
    guard let f = cairo_ft_font_face_create_for_ft_face(ftFace.assumingMemoryBound(to: FT_FaceRec_.self), loadFlags),
          cairo_font_face_status(f) == CAIRO_STATUS_SUCCESS else { return nil }
    faces[name] = f
    return f
  }
}
