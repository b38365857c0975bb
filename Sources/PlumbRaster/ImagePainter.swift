import Foundation
import CCairo
import PlumbGraphics
import PlumbPNG

/// Draws an image item: the bitmap scaled to fill its rectangle.
///
/// Sampling is explicit (`nearest` or `bilinear`, never Cairo's size-dependent `GOOD`), and the
/// edges are padded so a bilinear image keeps a hard edge at its rectangle instead of fading into
/// transparent. A source that does not decode or whose byte count does not match its size draws
/// nothing.
enum ImagePainter {
  static func draw(_ item: ImageItem, on cr: OpaquePointer) {
    let r = item.rect
    guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0,
      let surface = surface(for: item.source)
    else { return }
    if item.tint != nil {
      RenderWarnings.warnOnce("Image template tint", "Image: template rendering (tint) is not drawn yet; the image's own colours are drawn.")
    }
    let pattern = cairo_pattern_create_for_surface(surface.pointer)!
    defer { cairo_pattern_destroy(pattern) }
    var m = cairo_matrix_t()
    cairo_matrix_init_scale(&m, Double(surface.width) / r.width, Double(surface.height) / r.height)
    cairo_matrix_translate(&m, -r.minX, -r.minY)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_filter(
      pattern, item.interpolation == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    guard CairoPath.set(Path(rect: r), on: cr) else { return }
    cairo_set_source(cr, pattern)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
  }

  static func surface(for source: ImageItem.Source) -> CairoSurface? {
    switch source {
    case .rgba(let width, let height, let pixels):
      return CairoSurface.fromStraightRGBA(width: width, height: height, pixels: pixels)
    case .png(let bytes):
      guard let image = try? PNG.decode(bytes, source: "display list image") else { return nil }
      return CairoSurface.fromStraightRGBA(width: image.width, height: image.height, pixels: image.pixels)
    case .jpeg:
      RenderWarnings.warnOnce("Image JPEG", "Image: JPEG images are not drawn yet (nothing is drawn in their place).")
      return nil
    case .svg:
      RenderWarnings.warnOnce("Image SVG", "Image: SVG images are not drawn yet (nothing is drawn in their place).")
      return nil
    }
  }
}
