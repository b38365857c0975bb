import CCairo
import PlumbGraphics

/// Draws a group that has a blur or a mask: its children (over their shadow) are rendered into
/// an offscreen ARGB surface in device pixels, blurred channel by channel with `GaussianBlur`
/// (premultiplied colour, so edges fade to transparent as they should), then composited on the
/// target through the mask's alpha (rendered into a second surface) at the group's opacity.
///
/// The target's transform and clip are already set by the caller; compositing happens in
/// device space with the clip still in effect.
enum GroupEffectsPainter {
  /// The blur for a user-to-device transform: σ = radius / 2 scaled by √|det| (as shadows).
  static func gaussian(_ blur: Blur?, ctm m: AffineTransform2D) -> GaussianBlur? {
    guard let blur, blur.radius.isFinite, blur.radius > 0 else { return nil }
    return GaussianBlur(sigma: blur.radius / 2 * abs(m.a * m.d - m.b * m.c).squareRoot())
  }

  static func draw(_ group: DisplayGroup, opacity: Double, on cr: OpaquePointer, visible: PixelRect,
                   shadowNesting: Int) {
    let ctm = DisplayListPainter.currentTransform(cr)
    let blur = gaussian(group.blur, ctm: ctm)
    let k = blur?.radius ?? 0
    guard let ink = DeviceBounds.layer(group.items, shadow: group.shadow, through: ctm),
      let inkBox = PixelRect(covering: ink)
    else { return }
    // Output: where the (blurred) content can reach and is visible; input: k more on each side.
    let output = inkBox.insetBy(-k).intersection(visible.insetBy(-1))
    guard !output.isEmpty else { return }
    let input = output.insetBy(-k)

    guard let content = render(group.items, shadow: group.shadow, box: input, ctm: ctm, nesting: shadowNesting)
    else { return }
    let source: CairoSurface
    if let blur, k > 0 {
      guard let blurred = try? CairoSurface(format: CAIRO_FORMAT_ARGB32, width: output.width, height: output.height)
      else { return }
      blurChannels(content, into: blurred, blur)
      source = blurred
    } else {
      guard let cropped = crop(content, by: k, to: output) else { return }
      source = cropped
    }

    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let pattern = source.devicePattern(at: output)
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_source(cr, pattern)
    guard let maskItems = group.mask else {
      cairo_paint_with_alpha(cr, opacity)
      return
    }
    guard !maskItems.isEmpty,
      let mask = render(maskItems, shadow: nil, box: output, ctm: ctm, nesting: shadowNesting, alpha: opacity)
    else { return }
    let maskPattern = mask.devicePattern(at: output)
    defer { cairo_pattern_destroy(maskPattern) }
    cairo_mask(cr, maskPattern)
  }

  /// `items` (over `shadow`) drawn into a new ARGB surface covering device pixels `box`,
  /// composited at `alpha`.
  private static func render(_ items: [DisplayItem], shadow: Shadow?, box: PixelRect, ctm: AffineTransform2D,
                             nesting: Int, alpha: Double = 1) -> CairoSurface? {
    guard let surface = try? CairoSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
    else { return nil }
    let offscreen = cairo_create(surface.pointer)!
    defer { cairo_destroy(offscreen) }
    DisplayListPainter.configure(offscreen)
    var m = DisplayListPainter.matrix(ctm)
    m.x0 -= Double(box.x)
    m.y0 -= Double(box.y)
    cairo_set_matrix(offscreen, &m)
    let local = PixelRect(x: 0, y: 0, width: box.width, height: box.height)
    if alpha < 1 { cairo_push_group_with_content(offscreen, CAIRO_CONTENT_COLOR_ALPHA) }
    if let shadow, nesting < DisplayListPainter.maxShadowNesting {
      ShadowPainter.draw(shadow, beneath: items, on: offscreen, visible: local, nesting: nesting + 1)
    }
    DisplayListPainter(visible: local, shadowNesting: nesting).draw(items, on: offscreen)
    if alpha < 1 {
      cairo_pop_group_to_source(offscreen)
      cairo_paint_with_alpha(offscreen, alpha)
    }
    cairo_surface_flush(surface.pointer)
    return cairo_status(offscreen) == CAIRO_STATUS_SUCCESS ? surface : nil
  }

  /// The central part of `content` (k pixels in from each side).
  private static func crop(_ content: CairoSurface, by k: Int, to output: PixelRect) -> CairoSurface? {
    guard k > 0 else { return content }
    guard let out = try? CairoSurface(format: CAIRO_FORMAT_ARGB32, width: output.width, height: output.height)
    else { return nil }
    content.withBytes { src, srcStride in
      out.withBytes { dst, dstStride in
        guard let src, let dst else { return }
        for y in 0..<output.height {
          (dst + y * dstStride).update(from: src + (y + k) * srcStride + k * 4, count: output.width * 4)
        }
      }
    }
    return out
  }

  /// Blurs each of the four premultiplied channels of `content` into `output` (k pixels
  /// smaller on each side).
  static func blurChannels(_ content: CairoSurface, into output: CairoSurface, _ blur: GaussianBlur) {
    let w = content.width, h = content.height, ow = output.width, oh = output.height
    var plane = [UInt8](repeating: 0, count: w * h)
    var blurred = [UInt8](repeating: 0, count: ow * oh)
    content.withBytes { src, srcStride in
      output.withBytes { dst, dstStride in
        guard let src, let dst else { return }
        for c in 0..<4 {
          for y in 0..<h {
            let row = src + y * srcStride
            for x in 0..<w { plane[y * w + x] = row[x * 4 + c] }
          }
          plane.withUnsafeBufferPointer { p in
            blurred.withUnsafeMutableBufferPointer { b in
              blur.blur(p.baseAddress!, width: w, height: h, inputStride: w, into: b.baseAddress!, outputStride: ow)
            }
          }
          for y in 0..<oh {
            let row = dst + y * dstStride
            for x in 0..<ow { row[x * 4 + c] = blurred[y * ow + x] }
          }
        }
        // A premultiplied colour channel can never exceed alpha; rounding in separate passes can.
        for y in 0..<oh {
          let row = dst + y * dstStride
          for x in 0..<ow {
            let a = row[x * 4 + 3]
            for c in 0..<3 where row[x * 4 + c] > a { row[x * 4 + c] = a }
          }
        }
      }
    }
    cairo_surface_mark_dirty(output.pointer)
  }
}
