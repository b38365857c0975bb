@testable import PlumbPNG
import PlumbGraphics
import PlumbTestSupport

/// One PNG pixel format (colour type × bit depth × interlace × tRNS) with deterministic samples,
/// the expected RGBA8 computed here in Swift (independently of libpng), and libpng-written bytes.
struct PNGFormatSample: CustomStringConvertible, Sendable {
  var colorType: Int
  var bitDepth: Int
  var interlaced: Bool
  var withTRNS: Bool

  var description: String {
    "type \(colorType) depth \(bitDepth)\(interlaced ? " Adam7" : "")\(withTRNS ? " tRNS" : "")"
  }

  /// Every colour type and bit depth PNG allows, each plain and interlaced, with and without tRNS
  /// where the type allows it.
  static let all: [PNGFormatSample] = {
    var out: [PNGFormatSample] = []
    let depths: [(Int, [Int])] = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]
    for (type, list) in depths {
      for depth in list {
        for interlaced in [false, true] {
          for trns in (type == 4 || type == 6) ? [false] : [false, true] {
            out.append(PNGFormatSample(colorType: type, bitDepth: depth, interlaced: interlaced, withTRNS: trns))
          }
        }
      }
    }
    return out
  }()

  var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

  /// Samples, raw PNG rows, and the RGBA8 libpng should produce.
  func make(width: Int = 19, height: Int = 11, seed: UInt64 = 7) -> (raw: PNGTesting.RawImage, expected: RGBAImage) {
    var rng = SplitMix64(seed: seed &+ UInt64(colorType * 100 + bitDepth))
    let maxSample = (1 << bitDepth) - 1
    let paletteSize = min(1 << bitDepth, 256)
    var palette: [UInt8] = []
    for _ in 0..<paletteSize { for _ in 0..<3 { palette.append(UInt8(truncatingIfNeeded: rng.next())) } }
    let paletteAlpha: [UInt8] = withTRNS ? (0..<max(1, paletteSize / 2)).map { UInt8(truncatingIfNeeded: $0 * 37) } : []

    // Samples: a random pattern, with the tRNS colour planted in a few places.
    var samples = [[Int]](repeating: [], count: width * height)
    for i in 0..<samples.count { samples[i] = (0..<channels).map { _ in Int(rng.next() % UInt64(maxSample + 1)) } }
    var transparent: [Int]? = nil
    if withTRNS && colorType != 3 {
      transparent = samples[min(3, samples.count - 1)]
      for i in stride(from: 5, to: samples.count, by: 9) { samples[i] = transparent! }
    }

    func to8(_ v: Int) -> UInt8 {
      switch bitDepth {
      case 16: return UInt8((Double(v) / 257).rounded())
      case 8: return UInt8(v)
      default: return UInt8(v * 255 / maxSample)
      }
    }
    var expected = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let s = samples[y * width + x]
        switch colorType {
        case 0:
          let a: UInt8 = transparent == s ? 0 : 255
          expected[x, y] = (to8(s[0]), to8(s[0]), to8(s[0]), a)
        case 2:
          let a: UInt8 = transparent == s ? 0 : 255
          expected[x, y] = (to8(s[0]), to8(s[1]), to8(s[2]), a)
        case 3:
          let i = s[0] % paletteSize
          let a = i < paletteAlpha.count ? paletteAlpha[i] : 255
          expected[x, y] = (palette[i * 3], palette[i * 3 + 1], palette[i * 3 + 2], a)
        case 4:
          expected[x, y] = (to8(s[0]), to8(s[0]), to8(s[0]), to8(s[1]))
        default:
          expected[x, y] = (to8(s[0]), to8(s[1]), to8(s[2]), to8(s[3]))
        }
      }
    }

    // Pack rows the way PNG stores them.
    let rowBytes = (width * channels * bitDepth + 7) / 8
    var rows = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
      var bit = 0
      for x in 0..<width {
        for var v in samples[y * width + x] {
          if colorType == 3 { v %= paletteSize }
          if bitDepth == 16 {
            rows[y * rowBytes + bit / 8] = UInt8(v >> 8)
            rows[y * rowBytes + bit / 8 + 1] = UInt8(v & 255)
          } else {
            rows[y * rowBytes + bit / 8] |= UInt8(v << (8 - bitDepth - bit % 8))
          }
          bit += bitDepth
        }
      }
    }
    var raw = PNGTesting.RawImage(width: width, height: height, colorType: colorType, bitDepth: bitDepth,
                                  interlaced: interlaced, rows: rows, rowBytes: rowBytes)
    if colorType == 3 {
      raw.palette = palette
      raw.paletteAlpha = paletteAlpha
    }
    if let transparent { raw.transparentColor = transparent.map { UInt16($0) } }
    return (raw, expected)
  }
}
