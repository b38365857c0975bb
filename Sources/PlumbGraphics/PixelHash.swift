/// A stable 64-bit FNV-1a hash of an image's size and pixels, written into golden PNGs so that a
/// later verify can pass without decoding the golden when the freshly rendered pixels hash the same.
///
/// FNV-1a is not cryptographic; it only has to make accidental equality of two different renders
/// vanishingly unlikely. It is processed 8 bytes at a time for speed on large screens.
public enum PixelHash {
  /// The hash as 16 lowercase hex digits, prefixed with the algorithm name: `fnv1a64:0123…`.
  public static func of(_ image: RGBAImage) -> String {
    "fnv1a64:" + hex(value(of: image))
  }

  /// The raw 64-bit hash value.
  public static func value(of image: RGBAImage) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    let prime: UInt64 = 0x0000_0100_0000_01b3
    func mix(_ v: UInt64) { h = (h ^ v) &* prime }
    mix(UInt64(image.width)); mix(UInt64(image.height))
    image.pixels.withUnsafeBytes { raw in
      let n = raw.count / 8
      for i in 0..<n { mix(raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
      for i in (n * 8)..<raw.count { mix(UInt64(raw[i])) }
    }
    return h
  }

  private static func hex(_ v: UInt64) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
  }
}
