/// How different a rendering may be from its golden and still pass.
///
/// The default is strict: pixelmatch's per-pixel threshold 0.1 (YIQ), anti-aliased edge pixels
/// not counted, and not a single other differing pixel. Loosen it with numbers taken from a
/// failure message (which always prints the loosest threshold that would have passed), never by
/// guessing.
public struct GoldenTolerance: Sendable {
  /// Per-pixel colour threshold in 0…1 (pixelmatch's YIQ scale; smaller is stricter).
  public var threshold: Double
  /// Count anti-aliased pixels as differences too.
  public var includeAntialiased: Bool
  /// How many differing pixels may remain.
  public var maxDifferentPixels: Int
  /// Or what share of all pixels may differ (0…1); nil = use the count only.
  public var maxDifferentRatio: Double?
  /// Perceptual mode: CIEDE2000 ΔE per pixel and the share of pixels that must be within it,
  /// like swift-snapshot-testing's `perceptualPrecision`. nil = YIQ mode.
  public var perceptual: (deltaE: Double, precision: Double)?
  /// Views to ignore or to compare more loosely, found by their `.id(_:)` in the layout.
  public var masks: [GoldenMask]

  public init(threshold: Double = 0.1, includeAntialiased: Bool = false, maxDifferentPixels: Int = 0,
              maxDifferentRatio: Double? = nil, perceptual: (deltaE: Double, precision: Double)? = nil,
              masks: [GoldenMask] = []) {
    self.threshold = threshold; self.includeAntialiased = includeAntialiased
    self.maxDifferentPixels = maxDifferentPixels; self.maxDifferentRatio = maxDifferentRatio
    self.perceptual = perceptual; self.masks = masks
  }

  public static let strict = GoldenTolerance()
}

/// A view singled out by its explicit id: ignored entirely, or allowed a colour distance.
/// The region follows the view wherever the layout puts it in this rendering.
public struct GoldenMask: Sendable, Hashable {
  public enum Rule: Sendable, Hashable {
    case ignore
    /// Allow CIEDE2000 ΔE up to this value inside the view.
    case deltaE(Double)
  }
  public var id: String
  public var rule: Rule

  public static func ignore(id: String) -> GoldenMask { GoldenMask(id: id, rule: .ignore) }
  public static func tolerate(id: String, deltaE: Double) -> GoldenMask { GoldenMask(id: id, rule: .deltaE(deltaE)) }
}
