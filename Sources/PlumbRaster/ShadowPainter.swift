import Foundation
import CCairo
import PlumbGraphics

/// A shadow's offset and blur in device pixels for a given user-to-device transform.
struct ShadowGeometry {
  /// The offset mapped through the transform's linear part.
  var dx, dy: Double
  /// A Gaussian of standard deviation radius / 2 (CoreGraphics' convention), scaled by the
  /// transform's area scale √|det|.
  var blur: GaussianBlur

  init?(_ shadow: Shadow, ctm m: AffineTransform2D) {
    let ox = shadow.offset.width, oy = shadow.offset.height
    guard ox.isFinite, oy.isFinite, shadow.radius.isFinite, shadow.color.alpha > 0 else {
      return nil
    }
    dx = m.a * ox + m.c * oy
    dy = m.b * ox + m.d * oy
    blur = GaussianBlur(sigma: max(0, shadow.radius) / 2 * abs(m.a * m.d - m.b * m.c).squareRoot())
  }
}

/// Draws a group's drop shadow: the children's alpha, rendered offscreen at the shadow offset,
/// blurred by `GaussianBlur`, then used as a mask for the shadow colour in device space.
///
/// The children are rendered a second time for the shadow (into an A8 surface) rather than
/// resampling the group, so a fractional offset stays exact.
enum ShadowPainter {
  static func draw(_ shadow: Shadow, beneath items: [DisplayItem], on cr: OpaquePointer,
                   visible: PixelRect, nesting: Int) {
    let ctm = DisplayListPainter.currentTransform(cr)
    guard let geometry = ShadowGeometry(shadow, ctm: ctm),
      let content = DeviceBounds.of(items, through: ctm),
      let ink = PixelRect(covering: content.offsetBy(geometry.dx, geometry.dy))
    else { return }
    let k = geometry.blur.radius
    let output = ink.insetBy(-k).intersection(visible)
    guard !output.isEmpty else { return }
    let input = output.insetBy(-k)
    guard let alpha = try? CairoSurface(format: CAIRO_FORMAT_A8, width: input.width, height: input.height)
    else { return }

    // Children, shifted by the offset, in the input buffer's pixel space.
    let offscreen = cairo_create(alpha.pointer)!
    DisplayListPainter.configure(offscreen)
    var shifted = DisplayListPainter.matrix(ctm)
    shifted.x0 += geometry.dx - Double(input.x)
    shifted.y0 += geometry.dy - Double(input.y)
    cairo_set_matrix(offscreen, &shifted)
    DisplayListPainter(visible: PixelRect(x: 0, y: 0, width: input.width, height: input.height),
                       shadowNesting: nesting)
      .draw(items, on: offscreen)
    let ok = cairo_status(offscreen) == CAIRO_STATUS_SUCCESS
    cairo_destroy(offscreen)
    guard ok else { return }

    guard let mask = try? CairoSurface(format: CAIRO_FORMAT_A8, width: output.width, height: output.height)
    else { return }
    alpha.withBytes { input, inputStride in
      mask.withBytes { output, outputStride in
        guard let input, let output else { return }
        geometry.blur.blur(input, width: alpha.width, height: alpha.height, inputStride: inputStride,
                           into: output, outputStride: outputStride)
      }
    }

    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    CairoPaint.setColor(shadow.color, on: cr)
    let pattern = mask.devicePattern(at: output)
    defer { cairo_pattern_destroy(pattern) }
    cairo_mask(cr, pattern)
  }
}
