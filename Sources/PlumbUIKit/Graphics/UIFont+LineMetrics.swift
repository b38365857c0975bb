import Foundation
import PlumbGraphics

// UIFont's vertical metrics, the numbers the text engine spaces lines with (docs/fonts.md, "Line
// height"): the system font's are SF Pro's (ascent 1950 and descent 494 of 2048 units, no line
// gap, as PlumbText's TextEngine), a registered font's come from its hhea table.

extension UIFont {
  /// SF Pro's metrics in em (PlumbText's `FontLineMetrics.system`).
  static let systemLineMetrics = (ascent: 1950.0 / 2048, descent: 494.0 / 2048, leading: 0.0)

  private var lineMetricsInEm: (ascent: Double, descent: Double, leading: Double) {
    guard let customName else { return Self.systemLineMetrics }
    return FontNameDirectory.current?.lineMetrics(postScriptName: customName) ?? Self.systemLineMetrics
  }

  /// The distance from the baseline to the top of the line, in points (positive).
  public var ascender: CGFloat { CGFloat(lineMetricsInEm.ascent) * pointSize }
  /// The distance from the baseline to the bottom of the glyphs' area, in points (negative, as UIKit's).
  public var descender: CGFloat { -CGFloat(lineMetricsInEm.descent) * pointSize }
  /// The font's line gap, in points.
  public var leading: CGFloat { CGFloat(lineMetricsInEm.leading) * pointSize }
  /// `ascender − descender + leading`: the height of one line of text in this font.
  public var lineHeight: CGFloat {
    let m = lineMetricsInEm
    return CGFloat(m.ascent + m.descent + m.leading) * pointSize
  }
}
