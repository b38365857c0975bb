/// The pixel size a PNG or JPEG declares in its header, read without decoding, so the resource
/// budget refuses a bomb (a 31 KB PNG or a 632-byte JPEG claiming 16384 × 16384) before any
/// decoder allocates for it. Nil when the header cannot be found (the decoder then says why).
enum ImageHeaderSize {
  /// IHDR, which the PNG format requires to be the first chunk.
  static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
    guard b.count >= 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
      b[12..<16].elementsEqual([0x49, 0x48, 0x44, 0x52]) else { return nil }
    func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    return (u32(16), u32(20))
  }

  /// The first start-of-frame marker (SOF0…SOF15 but DHT, JPG and DAC), walking the segments.
  static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
    guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
    var i = 2
    while i + 9 < b.count {
      guard b[i] == 0xFF else { return nil }
      let marker = b[i + 1]
      if marker == 0xFF { i += 1; continue }
      if marker == 0x01 || (0xD0...0xD8).contains(marker) { i += 2; continue }
      let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return (Int(b[i + 7]) << 8 | Int(b[i + 8]), Int(b[i + 5]) << 8 | Int(b[i + 6]))
      }
      guard length >= 2 else { return nil }
      i += 2 + length
    }
    return nil
  }
}
