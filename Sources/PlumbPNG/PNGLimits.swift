/// Bounds a decoder enforces on untrusted PNGs, so a hostile or broken file fails with a typed
/// error instead of exhausting memory or time.
///
/// - `maxWidth`, `maxHeight`: largest accepted IHDR size in pixels (default 16384 each), checked
///   before any pixel memory is allocated.
/// - `maxDecodedBytes`: largest RGBA8 result in bytes (default 1 GiB, i.e. 16384 × 16384 × 4).
/// - `maxChunkBytes`: largest stored size of any chunk other than IDAT, and largest inflated size
///   of a compressed metadata chunk (zTXt, iTXt, iCCP); default 8 MiB.
public struct PNGLimits: Equatable, Sendable {
  public var maxWidth: Int
  public var maxHeight: Int
  public var maxDecodedBytes: Int
  public var maxChunkBytes: Int

  public init(maxWidth: Int = 16384, maxHeight: Int = 16384,
              maxDecodedBytes: Int = 16384 * 16384 * 4, maxChunkBytes: Int = 8 << 20) {
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
    self.maxDecodedBytes = maxDecodedBytes
    self.maxChunkBytes = maxChunkBytes
  }

  /// 16384 × 16384 pixels, 1 GiB decoded, 8 MiB per metadata chunk.
  public static let `default` = PNGLimits()

  /// The limits of the golden tools (`plumb diff`, `verify`, `record`, `render` and golden
  /// assertions), whose inputs may come from an untrusted pull request: each side at most 16384
  /// pixels and at most `goldenImageBytes` (268435456 bytes, 256 MiB) as RGBA, checked from IHDR
  /// before any pixel memory is allocated, so a 31 KB PNG claiming 16384 × 16384 is refused.
  public static let goldens = PNGLimits(maxDecodedBytes: goldenImageBytes)

  /// 268435456 bytes: the largest RGBA image (67108864 pixels, e.g. 8192 × 8192) a golden tool
  /// holds. A comparison holds at most three (two inputs and the diff image).
  public static let goldenImageBytes = 256 << 20
}
