/// The text PlumbPNG stores in a PNG, plus the image size, readable without inflating pixels.
///
/// A verify step compares `pixelHash` with the hash of freshly rendered pixels and skips decoding
/// the golden when they match; `rendererFingerprint` tells "the environment differs" apart from
/// a real regression.
public struct PNGMetadata: Equatable, Sendable {
  /// Library versions etc. of the renderer that made the pixels (tEXt key `plumb:renderer`).
  public var rendererFingerprint: String?
  /// `PixelHash.of(image)` of the pixels (tEXt key `plumb:pixel-hash`). The encoder always
  /// computes and writes it itself; a value set here before encoding is ignored.
  public var pixelHash: String?
  /// Every other text chunk, keyword → text. PNG keywords are 1–79 printable Latin-1
  /// characters without leading or trailing spaces; the encoder writes keys that are such ASCII
  /// and skips any other key. Values may be any Unicode (ASCII goes in tEXt, the rest in iTXt).
  public var text: [String: String]
  /// Image width from IHDR; filled by `PNG.readMetadata`, ignored by the encoder.
  public var width: Int?
  /// Image height from IHDR; filled by `PNG.readMetadata`, ignored by the encoder.
  public var height: Int?

  public init(rendererFingerprint: String? = nil, pixelHash: String? = nil,
              text: [String: String] = [:], width: Int? = nil, height: Int? = nil) {
    self.rendererFingerprint = rendererFingerprint
    self.pixelHash = pixelHash
    self.text = text
    self.width = width
    self.height = height
  }

  /// The tEXt keyword holding `rendererFingerprint`.
  public static let rendererKey = "plumb:renderer"
  /// The tEXt keyword holding `pixelHash`.
  public static let pixelHashKey = "plumb:pixel-hash"
}
