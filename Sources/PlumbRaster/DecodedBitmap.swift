import CCairo
import PlumbGraphics

/// A decoded image held as Cairo's premultiplied ARGB32, immutable once made, so one decode can be
/// drawn by any number of renders on any number of threads at once.
///
/// Each draw wraps the memory in its own short-lived Cairo surface (`withSurface`); Cairo only
/// reads a source surface, so the shared pixels are never written after `init`. A decoded image
/// is premultiplied in its own buffer (`init(width:height:premultiplying:)`), so decoding holds one
/// copy of the pixels, not two (docs/security.md, "Limits").
final class DecodedBitmap: @unchecked Sendable {
  let width: Int
  let height: Int
  /// ARGB32 in native byte order, 4·width bytes a row; never mutated after `init`.
  private let storage: [UInt8]

  /// Premultiplies straight RGBA with exact rounding (`round(c·a/255)`), as
  /// `CairoSurface.fromStraightRGBA` does, into a copy. Nil when the size is empty, over Cairo's
  /// 32767-pixel side, or does not match the byte count.
  convenience init?(width: Int, height: Int, straightRGBA pixels: [UInt8]) {
    var copy = pixels
    self.init(width: width, height: height, premultiplying: &copy)
  }

  /// As `init(width:height:straightRGBA:)`, converting `pixels` in place and taking its buffer
  /// (`pixels` is left empty), so no second copy of a large image is made.
  init?(width: Int, height: Int, premultiplying pixels: inout [UInt8]) {
    guard width > 0, height > 0, width <= 32_767, height <= 32_767,
      pixels.count == width * height * 4
    else { return nil }
    self.width = width; self.height = height
    pixels.withUnsafeMutableBytes { raw in
      for i in 0..<(width * height) {
        let a = UInt32(raw[i * 4 + 3])
        func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a * 2 + 255) / 510 }
        let v = a << 24 | pre(raw[i * 4]) << 16 | pre(raw[i * 4 + 1]) << 8 | pre(raw[i * 4 + 2])
        raw.storeBytes(of: v, toByteOffset: i * 4, as: UInt32.self)
      }
    }
    storage = pixels
    pixels = []
  }

  /// The bytes this bitmap holds (what the cache counts against its budget).
  var byteCount: Int { width * height * 4 }

  /// Gives `body` a Cairo surface over the shared pixels, valid only during the call. The
  /// surface is finished before it is released, so a reference Cairo kept past the call (a
  /// context's source pattern) can no longer reach the pixels once this bitmap is freed.
  func withSurface<R>(_ body: (OpaquePointer) -> R) -> R? {
    storage.withUnsafeBufferPointer { buffer -> R? in
      // Cairo reads a source surface only; the cast is for its non-const parameter.
      guard let base = buffer.baseAddress,
        let surface = cairo_image_surface_create_for_data(
          UnsafeMutablePointer(mutating: base), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
      else { return nil }
      defer {
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
      }
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
      return body(surface)
    }
  }
}
