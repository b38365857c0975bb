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
    /// Per row: Up for a row equal to the one above; None for a row whose bytes mostly repeat
    /// the pixel to the left or above (flat fills, text on flat fills); otherwise whichever of
    /// Sub and Up leaves the smallest sum of absolute residuals.
    case adaptive
  }

  /// Which deflate encoder compresses the filtered rows.
  public enum Compression: Equatable, Sendable {
    /// PlumbPNG's own greedy encoder, tuned for screens: it looks for repeats one pixel left and
    /// one row up before a hash lookup, and skips over long matches. Pure Swift, so the bytes do
    /// not depend on a library version.
    case fast
    /// libdeflate at `level` (1 fastest … 12 smallest). Its bytes depend on the libdeflate version.
    case libdeflate(level: Int)
  }

  /// Row filter choice; default `.adaptive`.
  public var filter: Filter
  /// Deflate encoder; default `.fast`.
  public var compression: Compression
  /// Store an image whose alpha is 255 everywhere as RGB (colour type 2) instead of RGBA: a
  /// quarter less data to filter and compress, and decoding gives the same RGBA back. Default on.
  public var dropOpaqueAlpha: Bool

  public init(filter: Filter = .adaptive, compression: Compression = .fast, dropOpaqueAlpha: Bool = true) {
    self.filter = filter
    self.compression = compression
    self.dropOpaqueAlpha = dropOpaqueAlpha
  }

  /// Adaptive filtering, the fast encoder, opaque images stored as RGB.
  public static let `default` = PNGEncodeOptions()
}
