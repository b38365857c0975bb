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
    if let slicing = item.slicing, !slicing.isPlainStretch {
      SlicedImagePainter.draw(item, slicing, on: cr)
      return
    }
    switch item.source {
    case .svg(let bytes):
      drawVectors(item, on: cr) { SVGPainter.draw(bytes, in: item.rect, on: cr, name: item.name) }
      return
    case .pdf(let bytes):
      drawVectors(item, on: cr) { drawPDF(bytes, in: item.rect, on: cr, name: item.name) }
      return
    case .rgba, .png, .jpeg: break
    }
    guard let bitmap = DecodedImageCache.shared.bitmap(for: item.source, name: item.name) else { return }
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
        // Saved and restored, so the context does not keep the bitmap's pattern as its source
        // after the bitmap (possibly dropped from the cache meanwhile) is freed.
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_restore(cr)
      }
    }
  }

  /// SVG and PDF are drawn as vectors at the device resolution, so `interpolation` has nothing
  /// to sample (bitmaps embedded in them follow their own rules). A template is drawn into a
  /// group whose alpha then masks the tint.
  private static func drawVectors(_ item: ImageItem, on cr: OpaquePointer, _ draw: () -> Void) {
    guard let tint = item.tint else {
      draw()
      return
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard CairoPath.set(Path(rect: item.rect), on: cr) else { return }
    cairo_clip(cr)
    cairo_push_group(cr)
    draw()
    let group = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(group) }
    CairoPaint.setColor(tint, on: cr)
    cairo_mask(cr, group)
  }

  /// A PDF that poppler cannot draw (or a machine without poppler), or one over the resource
  /// budget, draws nothing and warns once with the reason, naming `name` (the file) when known
  /// (docs/assets.md, "PDF vectors"; docs/security.md).
  static func drawPDF(_ bytes: [UInt8], in rect: CGRect, on cr: OpaquePointer, name: String? = nil) {
    let file = ResourceBudget.fileDescription(name, kind: "a PDF image", bytes: bytes.count)
    do { try PDFVectors.draw(bytes, in: rect, on: cr) } catch {
      switch error {
      case .overBudget(let over): ResourceBudget.warn(file, over)
      case .poppler(let failure):
        RenderWarnings.warnOnce("Image PDF: \(name ?? "") \(failure)", "Image: \(file) is not drawn: \(failure)")
      }
    }
  }
}
