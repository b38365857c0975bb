/// What a comparison found, with the figures a failure message needs so nobody tunes a tolerance
/// by guesswork: how many pixels, how far apart, where, and the threshold that would have passed.
public struct PixelDiffResult: Hashable, Sendable {
  /// The colour distance the deltas and thresholds are measured in.
  public enum Metric: String, Hashable, Sendable, Codable {
    /// pixelmatch's YIQ distance, normalised to 0…1 (√(δ / 35215)), the unit of `threshold`.
    case yiq
    /// CIEDE2000 ΔE (0 = same, ~2.3 = just noticeable, 100 ≈ black against white).
    case ciede2000
  }

  /// Both sizes, when the images could not be compared pixel for pixel.
  public struct SizeMismatch: Hashable, Sendable {
    public var expected: PixelSize
    public var actual: PixelSize
  }

  /// The compared size (the union of both sizes when they differ).
  public var size: PixelSize
  /// Pixels that differ by more than the threshold and are not anti-aliasing (unless counted),
  /// outside ignore regions. With a size mismatch: every pixel covered by only one image, plus
  /// those of the overlap that differ by more than the threshold.
  public var differentPixels: Int
  /// Pixels over the threshold that were put down to anti-aliasing and not counted.
  public var antialiasedPixels: Int
  public var metric: Metric
  /// The largest distance of any compared pixel (anti-aliased ones included) in `metric` units.
  public var largestDelta: Double
  /// Bounds of all counted pixels; nil when none.
  public var boundingBox: PixelRect?
  /// Clusters of counted pixels (see `PixelDiffOptions.regionCellSize`), largest first.
  public var regions: [PixelRect]
  /// The smallest threshold (in `metric` units: YIQ threshold, or ΔE in perceptual mode) at
  /// which this pair passes with the same limits; 0 when it would pass at any threshold. Nil when
  /// no threshold passes (size mismatch).
  public var loosestPassingThreshold: Double?
  /// Both sizes when they differ; such a pair never passes.
  public var sizeMismatch: SizeMismatch?

  public var totalPixels: Int { size.width * size.height }

  /// `differentPixels / totalPixels` (0 for an empty image).
  public var differentRatio: Double {
    totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
  }

  /// Whether the pair is equal within the limits of `options` (the pixel counts, the ratio and the
  /// perceptual image precision). Thresholds were applied when the result was computed.
  public func passed(_ options: PixelDiffOptions) -> Bool {
    sizeMismatch == nil && differentPixels <= options.allowedDifferentPixels(outOf: totalPixels)
  }

  /// One line with the figures, e.g. `1,204 pixels differ (0.04%), largest Δ 0.412 (YIQ), 2 regions,
  /// bounds 48,310 200×60; passes at threshold ≥ 0.413`, or the size mismatch.
  public var summary: String {
    if let m = sizeMismatch {
      return "size mismatch: expected \(m.expected), actual \(m.actual)"
        + " (\(Self.grouped(differentPixels)) pixels differ over the union \(size))"
    }
    if differentPixels == 0 && antialiasedPixels == 0 && largestDelta == 0 {
      return "identical (\(size))"
    }
    var s = "\(Self.grouped(differentPixels)) pixel\(differentPixels == 1 ? "" : "s") differ"
    s += " (\(Self.percent(differentRatio)))"
    s += ", largest Δ \(Self.fixed(largestDelta)) (\(metric == .yiq ? "YIQ" : "ΔE2000"))"
    if antialiasedPixels > 0 { s += ", \(Self.grouped(antialiasedPixels)) anti-aliased not counted" }
    if let box = boundingBox {
      s += ", \(regions.count) region\(regions.count == 1 ? "" : "s"), bounds \(box)"
    }
    if let t = loosestPassingThreshold {
      s += metric == .yiq ? "; passes at threshold ≥ \(Self.fixedUp(t))"
                          : "; passes at ΔE ≥ \(Self.fixedUp(t))"
    }
    return s
  }

  // MARK: - Private

  private static func grouped(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (i, c) in digits.reversed().enumerated() {
      if i > 0 && i % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return String(out.reversed())
  }

  private static func percent(_ r: Double) -> String {
    let p = r * 100
    if p > 0 && p < 0.01 { return "<0.01%" }
    return fixed(p, digits: 2) + "%"
  }

  static func fixed(_ v: Double, digits: Int = 3) -> String {
    let scale = pow10(digits)
    return format((v * scale).rounded() / scale, digits: digits)
  }

  /// Rounded up, so that the printed threshold itself passes.
  static func fixedUp(_ v: Double, digits: Int = 3) -> String {
    let scale = pow10(digits)
    return format((v * scale - 1e-9).rounded(.up) / scale, digits: digits)
  }

  private static func pow10(_ d: Int) -> Double { (0..<d).reduce(1.0) { acc, _ in acc * 10 } }

  private static func format(_ v: Double, digits: Int) -> String {
    let scale = pow10(digits)
    let whole = Int(v.rounded(.towardZero))
    var frac = Int(((abs(v) - Double(abs(whole))) * scale).rounded())
    var w = abs(whole)
    if frac >= Int(scale) { w += 1; frac -= Int(scale) }
    let fs = String(frac)
    let sign = v < 0 && (w != 0 || frac != 0) ? "-" : ""
    return sign + String(w) + "." + String(repeating: "0", count: digits - fs.count) + fs
  }
}
