import Foundation
import CCairo
import PlumbGraphics

/// Draws an image item that has an `ImageSlicing`: the image cut into nine pieces (three when
/// only one axis has caps), the corners at their natural size, the edges resized along one axis,
/// the centre along both, each part stretched or tiled (docs/images.md, "Resizable images").
///
/// Every source kind the item supports is sliced: bitmaps from `DecodedImageCache`; SVG and PDF
/// rasterised first at the device scale (its pixels per point), then cut like a bitmap. A
/// template tint fills the assembled picture's alpha. The pieces are filled without
/// antialiasing inside an antialiased clip to the item's rectangle, so neighbouring pieces meet
/// on one pixel edge with no seam; each piece pads its own edge pixels (no bleeding from its
/// neighbour under bilinear sampling), as separate sub-images do on iOS.
enum SlicedImagePainter {
  /// A vector source rasterised for slicing is at most this many pixels a side.
  static let maxVectorPixels = 4096
  /// A tiled part with more tiles than this is drawn as one repeating pattern.
  static let maxTilesPerPart = 4096

  static func draw(_ item: ImageItem, _ slicing: ImageSlicing, on cr: OpaquePointer) {
    let scale = deviceScale(cr)
    switch item.source {
    case .rgba, .png, .jpeg:
      guard let bitmap = DecodedImageCache.shared.bitmap(for: item.source, name: item.name) else { return }
      _ = bitmap.withSurface { surface in
        draw(surface, width: bitmap.width, height: bitmap.height, item, slicing, scale: scale, on: cr)
      }
    case .svg, .pdf:
      let size = slicing.imageSize
      let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
      guard w > 0, h > 0, w <= maxVectorPixels, h <= maxVectorPixels,
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
        cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
      else {
        RenderWarnings.warnOnce("Image slicing vector size",
          "Image.resizable(capInsets:): a vector image of \(size.width)×\(size.height) pt is not drawn sliced at @\(scale)x (over \(maxVectorPixels) pixels a side or empty)")
        return
      }
      defer { cairo_surface_destroy(surface) }
      let vcr = cairo_create(surface)!
      cairo_scale(vcr, Double(w) / size.width, Double(h) / size.height)
      let rect = CGRect(origin: .zero, size: size)
      if case .svg(let bytes) = item.source { SVGPainter.draw(bytes, in: rect, on: vcr, name: item.name) }
      if case .pdf(let bytes) = item.source { ImagePainter.drawPDF(bytes, in: rect, on: vcr, name: item.name) }
      cairo_destroy(vcr)
      cairo_surface_flush(surface)
      draw(surface, width: w, height: h, item, slicing, scale: scale, on: cr)
    }
  }

  /// Device pixels per point of the context's current transformation (its larger axis).
  static func deviceScale(_ cr: OpaquePointer) -> Double {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let s = max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
    return s.isFinite && s > 0 ? s : 1
  }

  private static func draw(_ surface: OpaquePointer, width: Int, height: Int, _ item: ImageItem,
                           _ slicing: ImageSlicing, scale: Double, on cr: OpaquePointer) {
    let r = item.rect
    let x = SliceAxis(capA: slicing.left, capB: slicing.right, centre: slicing.centerSize.map { Double($0.width) },
                      imagePoints: slicing.imageSize.width, pixels: width, destination: r.width, deviceScale: scale)
    let y = SliceAxis(capA: slicing.top, capB: slicing.bottom, centre: slicing.centerSize.map { Double($0.height) },
                      imagePoints: slicing.imageSize.height, pixels: height, destination: r.height, deviceScale: scale)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard CairoPath.set(Path(rect: r), on: cr) else { return }
    cairo_clip(cr)
    if item.tint != nil { cairo_push_group(cr) }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
    var top = r.minY
    for j in 0..<3 {
      var left = r.minX
      for i in 0..<3 {
        let dest = CGRect(x: left, y: top, width: x.lengths[i], height: y.lengths[j])
        let src = (x: x.source[i], y: y.source[j])
        if dest.width > 0, dest.height > 0, !src.x.isEmpty, !src.y.isEmpty {
          // A part tiles along an axis where it is interior, unless its source there is one pixel
          // (UIKit stretches a 1-pixel region whatever the mode: the two look the same).
          let tileX = slicing.mode == .tile && i == 1 && src.x.count > 1
          let tileY = slicing.mode == .tile && j == 1 && src.y.count > 1
          piece(surface, src, into: dest, tile: (tileX ? x.tileLength : nil, tileY ? y.tileLength : nil),
                item.interpolation, on: cr)
        }
        left += x.lengths[i]
      }
      top += y.lengths[j]
    }
    if let tint = item.tint {
      let group = cairo_pop_group(cr)!
      defer { cairo_pattern_destroy(group) }
      CairoPaint.setColor(tint, on: cr)
      cairo_mask(cr, group)
    }
  }

  /// One part: the source pixels `src` into `dest`, fitted along each axis, or tiled from the
  /// top-left at `tile` points per copy along an axis that has one.
  private static func piece(_ surface: OpaquePointer, _ src: (x: Range<Int>, y: Range<Int>), into dest: CGRect,
                            tile: (Double?, Double?), _ interpolation: ImageItem.Interpolation, on cr: OpaquePointer) {
    guard let sub = cairo_surface_create_for_rectangle(
      surface, Double(src.x.lowerBound), Double(src.y.lowerBound), Double(src.x.count), Double(src.y.count))
    else { return }
    defer { cairo_surface_destroy(sub) }
    let cellW = tile.0 ?? dest.width, cellH = tile.1 ?? dest.height
    guard cellW > 0, cellH > 0 else { return }
    let columns = Int((dest.width / cellW).rounded(.up)), rows = Int((dest.height / cellH).rounded(.up))
    if columns * rows > maxTilesPerPart {
      // Very many tiles: one repeating pattern (edge samples may wrap to the opposite side).
      fill(sub, src, cell: CGRect(origin: dest.origin, size: CGSize(width: cellW, height: cellH)), clippedTo: dest,
           extend: CAIRO_EXTEND_REPEAT, interpolation, on: cr)
      return
    }
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = CGRect(x: dest.minX + Double(column) * cellW, y: dest.minY + Double(row) * cellH,
                          width: cellW, height: cellH)
        fill(sub, src, cell: cell, clippedTo: dest, extend: CAIRO_EXTEND_PAD, interpolation, on: cr)
      }
    }
  }

  /// Fills `cell ∩ bounds` with the sub-surface scaled to `cell`.
  private static func fill(_ sub: OpaquePointer, _ src: (x: Range<Int>, y: Range<Int>), cell: CGRect,
                           clippedTo bounds: CGRect, extend: cairo_extend_t,
                           _ interpolation: ImageItem.Interpolation, on cr: OpaquePointer) {
    let area = cell.intersection(bounds)
    guard !area.isNull, area.width > 0, area.height > 0 else { return }
    let pattern = cairo_pattern_create_for_surface(sub)!
    defer { cairo_pattern_destroy(pattern) }
    var m = cairo_matrix_t()
    cairo_matrix_init_scale(&m, Double(src.x.count) / cell.width, Double(src.y.count) / cell.height)
    cairo_matrix_translate(&m, -cell.minX, -cell.minY)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_filter(pattern, interpolation == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, extend)
    cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
  }
}
