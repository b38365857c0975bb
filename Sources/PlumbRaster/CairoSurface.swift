import Foundation
import CCairo
import PlumbGraphics

/// An owned Cairo image surface, destroyed with the value; one per render or offscreen layer, never
/// shared between threads.
final class CairoSurface {
  let pointer: OpaquePointer
  let width: Int
  let height: Int

  /// A new ARGB32 surface, cleared to transparent black.
  convenience init(argb32Width width: Int, height: Int) throws(RasterError) {
    try self.init(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
  }

  init(format: cairo_format_t, width: Int, height: Int) throws(RasterError) {
    guard width >= 0, height >= 0, width <= 32_767, height <= 32_767,
      let s = cairo_image_surface_create(format, Int32(width), Int32(height))
    else { throw RasterError.cairo("cannot create a \(width)×\(height) image surface") }
    let status = cairo_surface_status(s)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(s)
      throw RasterError.cairo(
        "\(width)×\(height) image surface: \(String(cString: cairo_status_to_string(status)))")
    }
    pointer = s; self.width = width; self.height = height
  }

  deinit { cairo_surface_destroy(pointer) }

  var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

  /// Gives `body` the surface's bytes after flushing pending drawing; marks it dirty afterwards
  /// so Cairo sees any changes.
  func withBytes<R>(_ body: (UnsafeMutablePointer<UInt8>?, _ stride: Int) -> R) -> R {
    cairo_surface_flush(pointer)
    let r = body(cairo_image_surface_get_data(pointer), stride)
    cairo_surface_mark_dirty(pointer)
    return r
  }

  /// A new ARGB32 surface holding straight-alpha RGBA8 `pixels`, premultiplied with exact
  /// rounding (`round(c·a/255)`). Returns nil when the byte count does not match the size.
  static func fromStraightRGBA(width: Int, height: Int, pixels: [UInt8]) -> CairoSurface? {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767,
      pixels.count == width * height * 4,
      let surface = try? CairoSurface(argb32Width: width, height: height)
    else { return nil }
    surface.withBytes { data, stride in
      guard let data else { return }
      pixels.withUnsafeBufferPointer { src in
        for y in 0..<height {
          let row = UnsafeMutableRawPointer(data + y * stride)
          for x in 0..<width {
            let i = (y * width + x) * 4
            let a = UInt32(src[i + 3])
            func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a * 2 + 255) / 510 }
            let v = a << 24 | pre(src[i]) << 16 | pre(src[i + 1]) << 8 | pre(src[i + 2])
            row.storeBytes(of: v, toByteOffset: x * 4, as: UInt32.self)
          }
        }
      }
    }
    return surface
  }
}

extension CairoSurface {
  /// A pattern that shows this surface's pixels at device pixel `origin` (the top-left of the box
  /// it was rendered for), unscaled and unfiltered; the caller destroys it. Used with an identity
  /// matrix on the destination, by every effect that renders offscreen (shadows, blur, masks).
  func devicePattern(at origin: PixelRect) -> OpaquePointer {
    let pattern = cairo_pattern_create_for_surface(pointer)!
    var placement = cairo_matrix_t()
    cairo_matrix_init_translate(&placement, -Double(origin.x), -Double(origin.y))
    cairo_pattern_set_matrix(pattern, &placement)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
    return pattern
  }
}
