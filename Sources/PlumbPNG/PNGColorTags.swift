/// What a PNG says about the colour space of its samples: the chunks cICP, iCCP, sRGB, gAMA and
/// cHRM, read without decoding pixels, so a drawer can convert the samples into sRGB.
///
/// `PNG.decode` never applies them (samples come out as stored, which is what golden comparison
/// needs); PlumbRaster applies them to images a view draws. Which one wins is the PNG
/// specification's order (3rd edition, "Colour chunk precedence"): cICP, then iCCP, then sRGB,
/// then gAMA and cHRM; see `effective`.
public struct PNGColorTags: Equatable, Sendable {
  /// The inflated ICC profile of an iCCP chunk.
  public var iccProfile: [UInt8]?
  /// Why an iCCP chunk could not be used (corrupt, over the size limit), when it could not.
  public var iccProblem: String?
  /// An sRGB chunk is present (its rendering intent is not used).
  public var isSRGB = false
  /// A gAMA chunk's file gamma (its value / 100000: 0.45455 for a 2.2 display exponent).
  public var gamma: Double?
  /// A cHRM chunk: white x, y, red x, y, green x, y, blue x, y.
  public var chromaticities: [Double]?
  /// A cICP chunk: colour primaries, transfer function, matrix coefficients, full-range flag.
  public var cicp: [UInt8]?
  /// The image is greyscale (colour type 0 or 4), so an ICC profile must be a grey one.
  public var isGrey = false

  public init() {}

  /// The colour space the samples are in, by the specification's precedence.
  public enum ColorSpace: Equatable, Sendable {
    /// No tag, an sRGB chunk, or cICP for sRGB: draw the samples as they are.
    case sRGB
    /// cICP with primaries and transfer codes (ITU-T H.273) other than sRGB's.
    case cicp(primaries: UInt8, transfer: UInt8)
    case iccProfile([UInt8])
    /// An iCCP chunk that cannot be read: the specification's decoders ignore it (libpng marks the
    /// whole colour space invalid), so the samples are drawn as sRGB with a warning.
    case unreadableProfile(String)
    /// gAMA and/or cHRM without iCCP or sRGB: a missing gAMA means the sRGB curve, a missing cHRM
    /// sRGB's primaries (Chrome's Skia PNG codec does the same).
    case gammaAndChromaticities(gamma: Double?, chromaticities: [Double]?)
  }

  /// cICP first, then iCCP, then sRGB, then gAMA/cHRM; cICP for sRGB (primaries 1, transfer 13)
  /// is sRGB.
  public var effective: ColorSpace {
    if let cicp, cicp.count == 4 {
      if cicp[0] == 1 && cicp[1] == 13 { return .sRGB }
      return .cicp(primaries: cicp[0], transfer: cicp[1])
    }
    if let iccProblem { return .unreadableProfile(iccProblem) }
    if let iccProfile { return .iccProfile(iccProfile) }
    if isSRGB { return .sRGB }
    if gamma != nil || chromaticities != nil {
      return .gammaAndChromaticities(gamma: gamma, chromaticities: chromaticities)
    }
    return .sRGB
  }
}

extension PNG {
  /// Reads the colour chunks before the first IDAT (the specification puts them there; later ones
  /// are ignored, as libpng ignores them), inflating an iCCP profile up to `maxProfileBytes`.
  /// Throws only when the file itself is not a structurally valid PNG; a bad colour chunk is
  /// reported in the result (`iccProblem`) or skipped (a gAMA of 0, a short cHRM).
  public static func readColorTags(_ bytes: [UInt8], maxProfileBytes: Int = 4 << 20,
                                   source: String = "<memory>") throws(PNGError) -> PNGColorTags {
    var result: Result<PNGColorTags, PNGError>!
    bytes.withUnsafeBufferPointer { buffer in
      do throws(PNGError) {
        let layout = try PNGChunkWalker.walk(buffer, source: source, limits: nil, checkIDATCRC: false)
        result = .success(colorTags(buffer, layout, maxProfileBytes: maxProfileBytes, source: source))
      } catch { result = .failure(error) }
    }
    return try result.get()
  }

  private static func colorTags(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: PNGLayout,
                                maxProfileBytes: Int, source: String) -> PNGColorTags {
    var tags = PNGColorTags()
    tags.isGrey = layout.header.colorType == 0 || layout.header.colorType == 4
    var sawICCP = false, sawGAMA = false, sawCHRM = false
    for chunk in layout.chunks {
      if chunk.type == ChunkType.IDAT { break }
      let data = UnsafeBufferPointer(rebasing: bytes[chunk.data])
      switch chunk.type {
      case ChunkType.iCCP where !sawICCP:
        sawICCP = true
        do throws(PNGError) {
          tags.iccProfile = try iccProfile(data, maxBytes: maxProfileBytes, source: source)
        } catch {
          if case .decompressionBomb = error {
            tags.iccProblem = "its iCCP profile inflates to more than \(maxProfileBytes) bytes"
          } else if case .corrupt(_, let reason) = error {
            tags.iccProblem = reason
          } else {
            tags.iccProblem = "its iCCP chunk cannot be read"
          }
        }
      case ChunkType.sRGB:
        tags.isSRGB = true
      case ColorChunk.gAMA where !sawGAMA && data.count == 4:
        sawGAMA = true
        let value = readUInt32BE(data, 0)
        if value > 0 { tags.gamma = Double(value) / 100_000 }
      case ColorChunk.cHRM where !sawCHRM && data.count == 32:
        sawCHRM = true
        tags.chromaticities = (0..<8).map { Double(readUInt32BE(data, $0 * 4)) / 100_000 }
      case ColorChunk.cICP where tags.cicp == nil && data.count == 4:
        tags.cicp = Array(data)
      default:
        break
      }
    }
    return tags
  }

  /// An iCCP chunk's profile: keyword, NUL, compression method 0, zlib data.
  private static func iccProfile(_ data: UnsafeBufferPointer<UInt8>, maxBytes: Int,
                                 source: String) throws(PNGError) -> [UInt8] {
    guard let nul = data.firstIndex(of: 0), (1...79).contains(nul), nul + 1 < data.count else {
      throw .corrupt(source: source, reason: "its iCCP chunk has no valid profile name")
    }
    guard data[nul + 1] == 0 else {
      throw .corrupt(source: source, reason: "its iCCP chunk has an unknown compression method")
    }
    return try PNGText.inflate(UnsafeBufferPointer(rebasing: data[(nul + 2)...]), chunk: "iCCP",
                               source: source, limit: maxBytes)
  }
}

/// The colour chunk codes that only `PNGColorTags` reads.
enum ColorChunk {
  static let gAMA = ChunkType.code("gAMA"), cHRM = ChunkType.code("cHRM"), cICP = ChunkType.code("cICP")
}
