/// Everything that decides whether two images "match", in one place, with pixelmatch's defaults.
///
/// | option | default | meaning |
/// |---|---|---|
/// | `threshold` | 0.1 | per-pixel YIQ colour distance, 0…1 (clamped; NaN is 0); smaller is stricter |
/// | `includeAntialiased` | false | count pixels that look like anti-aliasing (edge jitter) as differences |
/// | `alpha` | 0.1 | opacity of the expected image in the grey background of the diff image, 0…1 |
/// | `ignoreRegions` | [] | pixel rectangles that are never compared (a clock, a caret) |
/// | `maxDifferentPixels` | nil | how many counted pixels may differ and still pass (nil: 0, unless a ratio is set) |
/// | `maxDifferentRatio` | nil | the same as a fraction of all pixels, 0…1; with both set, the stricter wins |
/// | `perceptual` | nil | compare by CIEDE2000 ΔE instead of YIQ (see `PerceptualPrecision`) |
/// | `regionCellSize` | 8 | pixels; changes closer than about this fall into one reported region (1 = exact 8-connectivity) |
public struct PixelDiffOptions: Hashable, Sendable {
  public var threshold: Double
  public var includeAntialiased: Bool
  public var alpha: Double
  public var ignoreRegions: [PixelRect]
  public var maxDifferentPixels: Int?
  public var maxDifferentRatio: Double?
  public var perceptual: PerceptualPrecision?
  public var regionCellSize: Int

  public init(threshold: Double = 0.1, includeAntialiased: Bool = false, alpha: Double = 0.1,
              ignoreRegions: [PixelRect] = [], maxDifferentPixels: Int? = nil,
              maxDifferentRatio: Double? = nil, perceptual: PerceptualPrecision? = nil,
              regionCellSize: Int = 8) {
    self.threshold = threshold; self.includeAntialiased = includeAntialiased; self.alpha = alpha
    self.ignoreRegions = ignoreRegions; self.maxDifferentPixels = maxDifferentPixels
    self.maxDifferentRatio = maxDifferentRatio; self.perceptual = perceptual
    self.regionCellSize = regionCellSize
  }

  /// How many counted pixels may differ out of `total` for the pair to pass: the strictest of
  /// `maxDifferentPixels`, `maxDifferentRatio` and the perceptual whole-image precision; 0 when
  /// none is set; never more than `total`.
  public func allowedDifferentPixels(outOf total: Int) -> Int {
    var allowed = Int.max
    if let n = maxDifferentPixels { allowed = min(allowed, max(0, n)) }
    if let r = maxDifferentRatio { allowed = min(allowed, Self.floorCount(r, total)) }
    if let p = perceptual { allowed = min(allowed, Self.floorCount(1 - p.image, total)) }
    return allowed == Int.max ? 0 : min(allowed, total)
  }

  // A ratio of pixels, rounded down; the small epsilon keeps 0.3 * 10 (2.9999999999999996) at 3.
  private static func floorCount(_ ratio: Double, _ total: Int) -> Int {
    guard ratio.isFinite, ratio > 0 else { return 0 }
    return Int(min(Double(total), (ratio * Double(total) + 1e-9).rounded(.down)))
  }
}

/// swift-snapshot-testing's two precisions, on CIEDE2000 ΔE instead of YIQ.
///
/// `pixel` is 1 − ΔE/100: the default 0.98 lets each pixel move by ΔE 2, about one "just
/// noticeable difference" (ΔE ≈ 2.3, Sharma 2005), so renderer noise passes and visible change
/// fails. `image` is the fraction of pixels that must match: 1 (the default) means all of them.
/// Anti-aliasing detection and ignore regions apply as in the YIQ mode.
public struct PerceptualPrecision: Hashable, Sendable {
  public var pixel: Double
  public var image: Double

  public init(pixel: Double = 0.98, image: Double = 1) {
    self.pixel = pixel; self.image = image
  }

  /// The largest ΔE a pixel may have and still match: `(1 − pixel) × 100`, at least 0 (a NaN
  /// precision allows nothing).
  public var maxDeltaE: Double { pixel.isNaN ? 0 : max(0, (1 - pixel) * 100) }
}
