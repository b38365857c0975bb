import PlumbGraphics

/// Deterministic UI-like test images: flat backgrounds, a gradient header, list rows with
/// separators, text-like anti-aliased detail and a translucent overlay. Useful wherever a test
/// needs "something that looks like a rendered screen" without a renderer (codec, diff, store).
public enum SyntheticScreen {
  /// A screen of `width`×`height` pixels. Same arguments → same pixels.
  /// - Parameters:
  ///   - width: pixels across.
  ///   - height: pixels down.
  ///   - seed: varies the text-like detail, so two seeds give two different screens.
  ///   - opaque: when false, the corners are transparent and the overlay has partial alpha.
  public static func make(width: Int, height: Int, seed: UInt64 = 1, opaque: Bool = true) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: (242, 242, 247, 255))
    var rng = SplitMix64(seed: seed)
    let header = max(1, height / 8)
    // Header: vertical gradient from blue to purple.
    for y in 0..<min(header, height) {
      let t = Double(y) / Double(max(1, header - 1))
      let color = (UInt8(10 + 80 * t), UInt8(132 - 60 * t), UInt8(255 - 40 * t), UInt8(255))
      for x in 0..<width { image[x, y] = color }
    }
    // List rows: white cells, 1-pixel separators, "text" made of short anti-aliased strokes.
    let rowHeight = max(4, height / 20)
    var y = header + rowHeight / 2
    while y + rowHeight < height {
      for yy in y..<(y + rowHeight - 1) { for x in 0..<width { image[x, yy] = (255, 255, 255, 255) } }
      for x in (width / 20)..<width { image[x, y + rowHeight - 1] = (198, 198, 200, 255) }
      var x = width / 16
      let baseline = y + rowHeight / 2
      while x < width * 2 / 3 {
        let glyphWidth = 2 + Int(rng.next() % 6)
        let glyphHeight = 3 + Int(rng.next() % UInt64(max(1, rowHeight / 3)))
        for gx in x..<min(width, x + glyphWidth) {
          for gy in max(0, baseline - glyphHeight)..<min(height, baseline) {
            let edge = gx == x || gx == x + glyphWidth - 1
            let v: UInt8 = edge ? 140 + UInt8(rng.next() % 80) : 20
            image[gx, gy] = (v, v, v, 255)
          }
        }
        x += glyphWidth + 1 + (rng.next() % 7 == 0 ? 4 : 0)
      }
      y += rowHeight
    }
    if !opaque {
      let corner = max(1, min(width, height) / 10)
      for yy in 0..<min(corner, height) { for xx in 0..<min(corner, width) where xx + yy < corner {
        image[xx, yy] = (0, 0, 0, 0)
        image[width - 1 - xx, height - 1 - yy] = (0, 0, 0, 0)
      } }
      // A translucent scrim over the bottom quarter.
      for yy in (height * 3 / 4)..<height { for xx in 0..<width where image[xx, yy].a == 255 {
        let p = image[xx, yy]
        image[xx, yy] = (p.r / 2, p.g / 2, p.b / 2, 160)
      } }
    }
    return image
  }

  /// Random pixels (noise compresses badly; a worst case for filters and deflate).
  public static func noise(width: Int, height: Int, seed: UInt64 = 1, opaque: Bool = false) -> RGBAImage {
    var rng = SplitMix64(seed: seed)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in 0..<pixels.count { pixels[i] = UInt8(truncatingIfNeeded: rng.next()) }
    if opaque { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}

/// A tiny deterministic random generator (SplitMix64), so test data never depends on the system RNG.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
