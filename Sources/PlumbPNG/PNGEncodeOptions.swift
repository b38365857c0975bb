/// How the encoder trades time for size. The defaults were picked by measurement on UI-like
/// screens (see `plumb-bench png`); every choice is deterministic, so equal input gives equal bytes.
public struct PNGEncodeOptions: Equatable, Sendable {
  /// How each row is filtered before compression.
  public enum Filter: Equatable, Sendable {
    /// No filtering (filter type 0 on every row).
    case none
    /// Sub on every row (difference to the pixel on the left).
    case sub
    /// Up on every row (difference to the pixel above).
    case up
    /// Paeth on every row.
    case paeth
    /// Per row, the filter with the smallest sum of absolute residuals among those tried.
    case adaptive
  }

  /// Row filter choice; default `.adaptive`.
  public var filter: Filter
  /// libdeflate compression level, 0 (store) to 12 (smallest); default 4.
  public var compressionLevel: Int
  /// Store an image whose alpha is 255 everywhere as RGB (colour type 2) instead of RGBA: a
  /// quarter less data to filter and compress, and decoding gives the same RGBA back. Default on.
  public var dropOpaqueAlpha: Bool

  public init(filter: Filter = .adaptive, compressionLevel: Int = 4, dropOpaqueAlpha: Bool = true) {
    self.filter = filter
    self.compressionLevel = compressionLevel
    self.dropOpaqueAlpha = dropOpaqueAlpha
  }

  /// Adaptive filtering, libdeflate level 4, opaque images stored as RGB.
  public static let `default` = PNGEncodeOptions()
}
