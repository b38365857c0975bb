import CCairo
import PlumbGraphics

/// A decoded image held as Cairo's premultiplied ARGB32, immutable once made, so one decode can be
/// drawn by any number of renders on any number of threads at once.
///
/// Each draw wraps the memory in its own short-lived Cairo surface (`withSurface`); Cairo only
/// reads a source surface, so the shared pixels are never written after `init`.
final class DecodedBitmap: @unchecked Sendable {
  let width: Int
  let height: Int
  private let data: UnsafeMutablePointer<UInt8>

  /// Premultiplies straight RGBA with exact rounding (`round(c·a/255)`), as
  /// `CairoSurface.fromStraightRGBA` does. Nil when the size is empty, over Cairo's 32767-pixel
  /// side, or does not match the byte count.
  init?(width: Int, height: Int, straightRGBA pixels: [UInt8]) {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767,
      pixels.count == width * height * 4
    else { return nil }
    self.width = width; self.height = height
    data = .allocate(capacity: width * height * 4)
    pixels.withUnsafeBufferPointer { src in
      let out = UnsafeMutableRawPointer(data)
      for i in 0..<(width * height) {
        let a = UInt32(src[i * 4 + 3])
        func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a * 2 + 255) / 510 }
        let v = a << 24 | pre(src[i * 4]) << 16 | pre(src[i * 4 + 1]) << 8 | pre(src[i * 4 + 2])
        out.storeBytes(of: v, toByteOffset: i * 4, as: UInt32.self)
      }
    }
  }

  deinit { data.deallocate() }

  /// The bytes this bitmap holds (what the cache counts against its budget).
  var byteCount: Int { width * height * 4 }

  /// Gives `body` a Cairo surface over the shared pixels, valid only during the call.
  func withSurface<R>(_ body: (OpaquePointer) -> R) -> R? {
    // ARGB32 rows are exactly 4·width bytes (Cairo aligns strides to 4).
    guard let surface = cairo_image_surface_create_for_data(
      data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    return body(surface)
  }
}
