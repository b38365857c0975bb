import Foundation
import CCairo
import PlumbGraphics

/// Draws an image item: the bitmap (or SVG) scaled to fill its rectangle, in its own colours or,
/// with a `tint`, as a template (its alpha filled with the tint, as iOS template rendering does).
///
/// Bitmaps come decoded from `DecodedImageCache` (one decode per distinct image per process).
/// Sampling is explicit (`nearest` or `bilinear`, never Cairo's size-dependent `GOOD`), and the
/// edges are padded so a bilinear image keeps a hard edge at its rectangle instead of fading into
/// transparent. A source that does not decode, or whose byte count does not match its size, draws
/// nothing and warns once naming the problem.
enum ImagePainter {
  static func draw(_ item: ImageItem, on cr: OpaquePointer) {
    let r = item.rect
    guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0 else { return }
    if case .svg(let bytes) = item.source {
      drawSVG(bytes, item, on: cr)
      return
    }
    guard let bitmap = DecodedImageCache.shared.bitmap(for: item.source) else { return }
    _ = bitmap.withSurface { surface in
      let pattern = cairo_pattern_create_for_surface(surface)!
      defer { cairo_pattern_destroy(pattern) }
      var m = cairo_matrix_t()
      cairo_matrix_init_scale(&m, Double(bitmap.width) / r.width, Double(bitmap.height) / r.height)
      cairo_matrix_translate(&m, -r.minX, -r.minY)
      cairo_pattern_set_matrix(pattern, &m)
      cairo_pattern_set_filter(
        pattern, item.interpolation == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      guard CairoPath.set(Path(rect: r), on: cr) else { return }
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      if let tint = item.tint {
        // Template: the tint where the bitmap has alpha, inside the rectangle.
        cairo_save(cr)
        cairo_clip(cr)
        CairoPaint.setColor(tint, on: cr)
        cairo_mask(cr, pattern)
        cairo_restore(cr)
      } else {
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
      }
    }
  }

  /// SVG is drawn as vectors at the device resolution, so `interpolation` has nothing to sample
  /// (bitmaps embedded in the SVG follow its own `image-rendering`). A template SVG is drawn
  /// into a group whose alpha then masks the tint.
  private static func drawSVG(_ bytes: [UInt8], _ item: ImageItem, on cr: OpaquePointer) {
    guard let tint = item.tint else {
      SVGPainter.draw(bytes, in: item.rect, on: cr)
      return
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard CairoPath.set(Path(rect: item.rect), on: cr) else { return }
    cairo_clip(cr)
    cairo_push_group(cr)
    SVGPainter.draw(bytes, in: item.rect, on: cr)
    let group = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(group) }
    CairoPaint.setColor(tint, on: cr)
    cairo_mask(cr, group)
  }
}
