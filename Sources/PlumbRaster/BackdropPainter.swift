import CCairo
import PlumbGraphics

/// Blurs what is already drawn inside a group's backdrop shape, before the group's children are
/// drawn over it (`DisplayGroup.backdrop`, the blur behind iOS 26's glass). The pixels of the
/// current target under the shape's device box, k pixels wider on each side, are copied, blurred
/// channel by channel with `GaussianBlur` and painted back through the shape. Pure pixels in,
/// pixels out: the same list gives the same bytes.
enum BackdropPainter {
  static func apply(_ backdrop: Backdrop, on cr: OpaquePointer, visible: PixelRect) {
    let ctm = DisplayListPainter.currentTransform(cr)
    guard let blur = GroupEffectsPainter.gaussian(Blur(radius: backdrop.radius), ctm: ctm),
      let bounds = DeviceRect(backdrop.shape.boundingBox, through: ctm),
      let box = PixelRect(covering: bounds)?.intersection(visible), !box.isEmpty
    else { return }
    let target = cairo_get_group_target(cr)!
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return }
    var ox = 0.0, oy = 0.0
    cairo_surface_get_device_offset(target, &ox, &oy)
    let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
    // The box in the target's own pixels, and the input k pixels wider (clamped to the target:
    // beyond its edge there is nothing drawn to blur).
    let k = blur.radius
    let local = PixelRect(x: box.x + Int(ox), y: box.y + Int(oy), width: box.width, height: box.height)
      .intersection(PixelRect(x: 0, y: 0, width: tw, height: th))
    guard !local.isEmpty else { return }
    let input = local.insetBy(-k).intersection(PixelRect(x: 0, y: 0, width: tw, height: th))
    guard let copy = try? CairoSurface(format: CAIRO_FORMAT_ARGB32, width: input.width + 2 * k, height: input.height + 2 * k),
      let blurred = try? CairoSurface(format: CAIRO_FORMAT_ARGB32, width: input.width, height: input.height)
    else { return }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target))
    // Copy the input with its edge pixels repeated k pixels outwards, so the blur near the
    // target's edge does not fade towards transparent.
    copy.withBytes { dst, dstStride in
      guard let dst else { return }
      for y in 0..<(input.height + 2 * k) {
        let sy = min(max(input.y + y - k, input.y), input.maxY - 1)
        let srcRow = data + sy * stride
        let dstRow = dst + y * dstStride
        for x in 0..<(input.width + 2 * k) {
          let sx = min(max(input.x + x - k, input.x), input.maxX - 1)
          (dstRow + x * 4).update(from: srcRow + sx * 4, count: 4)
        }
      }
    }
    GroupEffectsPainter.blurChannels(copy, into: blurred, blur)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard CairoPath.set(backdrop.shape, on: cr) else { return }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    // The pattern's device position: the input box, back in the caller's device space.
    let pattern = blurred.devicePattern(at: PixelRect(x: input.x - Int(ox), y: input.y - Int(oy),
                                                      width: input.width, height: input.height))
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
  }
}
