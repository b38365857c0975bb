/// Cairo's pixel format to the display list's: premultiplied ARGB32 to straight RGBA8, in place.
enum PixelConversion {
  /// Converts `pixelCount` ARGB32 pixels at `data` to straight-alpha RGBA8 bytes, in place.
  ///
  /// ARGB32 holds premultiplied colour in a native-endian 32-bit word (alpha in the top byte), so
  /// each pixel is read as a `UInt32` and un-premultiplied with integer rounding:
  /// `c = (p·255 + a/2) / a`. Opaque and transparent pixels take exact shortcuts (a byte
  /// shuffle, and zero), which is most of a UI screenshot.
  static func premultipliedARGBToStraightRGBA(_ data: UnsafeMutablePointer<UInt8>, pixelCount: Int) {
    let raw = UnsafeMutableRawPointer(data)
    for i in 0..<pixelCount {
      let v = raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
      let a = v >> 24
      var rgba: UInt32  // R in the lowest byte: the byte order R, G, B, A in memory
      if a == 255 {
        rgba = (v & 0xFF00_FF00) | ((v >> 16) & 0xFF) | ((v & 0xFF) << 16)
      } else if a == 0 {
        rgba = 0
      } else {
        let r = min(255, (((v >> 16) & 0xFF) * 255 + a / 2) / a)
        let g = min(255, (((v >> 8) & 0xFF) * 255 + a / 2) / a)
        let b = min(255, ((v & 0xFF) * 255 + a / 2) / a)
        rgba = a << 24 | b << 16 | g << 8 | r
      }
      raw.storeBytes(of: rgba.littleEndian, toByteOffset: i * 4, as: UInt32.self)
    }
  }
}
