import Foundation
import PlumbGraphics

// How tall each line of a layout is and where its baseline sits. System text uses SF Pro's
// metrics on every line (every face of a system chain stands in for SF Pro), so its lines are all
// alike and are placed with the same arithmetic as ever. Text in an app font uses the font's own
// metrics (FontLineMetrics), and a line that also draws glyphs of a fallback face takes the
// largest ascent, descent and leading of the faces on it, as a CTLine does (docs/fonts.md).

extension TextEngine {
  /// The vertical place of each line of a layout, in points from the text's top.
  struct LinePlacement {
    /// Each line's baseline.
    var baselines: [Double]
    /// The whole text's height (lines plus the spacing between them).
    var height: Double
    /// The first line's baseline and the last line's distance from the bottom to its baseline.
    var firstBaseline: Double
    var lastBaselineFromBottom: Double
  }

  /// Whether every line of text in `chain` has the system metrics (no app font in it).
  static func isUniform(_ chain: FaceChain) -> Bool { chain.faces[0].lineMetrics == .system }

  /// Places lines of `metrics` at `size` with `spacing` points between them, each line's height
  /// rounded up by `pixelHeight` (to the device's pixel grid, as iOS lays lines out).
  static func place(_ metrics: [FontLineMetrics], size: Double, spacing: Double,
                    pixelHeight: (Double) -> Double = { $0 }) -> LinePlacement {
    var top = 0.0
    var baselines: [Double] = []
    var lastHeight = 0.0
    for (n, m) in metrics.enumerated() {
      if n > 0 { top += spacing }
      baselines.append(top + m.ascent * size)
      lastHeight = pixelHeight(m.height * size)
      top += lastHeight
    }
    return LinePlacement(baselines: baselines, height: top, firstBaseline: metrics.first.map { $0.ascent * size } ?? 0,
                         lastBaselineFromBottom: metrics.last.map { lastHeight - $0.ascent * size } ?? 0)
  }

  /// How many of the lines of `heights` (points each) fit in `available` points with `spacing`
  /// between them; at least one.
  static func fittingLineCount(_ heights: [Double], spacing: Double, available: Double) -> Int {
    var total = 0.0
    var count = 0
    for (n, h) in heights.enumerated() {
      total += h + (n > 0 ? spacing : 0)
      if total > available + 1e-9 { break }
      count += 1
    }
    return max(1, count)
  }
}
