import Foundation

/// Apple's published iOS text-style metrics at every Dynamic Type size: the HIG "Typography →
/// Specifications → iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes" tables
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications),
/// transcribed in docs/dynamic-type.md. The one place text-style sizes come from, so fonts,
/// `@ScaledMetric` and the chrome that grows with text all agree.
package enum DynamicTypeSizes {
  /// A style's point size and HIG leading at one size.
  struct Metrics: Hashable, Sendable {
    let size: CGFloat
    let leading: CGFloat
  }

  /// The weight the HIG gives each style, and its emphasized weight.
  package static func weights(of style: Font.TextStyle) -> (regular: Font.Weight, emphasized: Font.Weight) {
    switch style {
    case .largeTitle, .title, .title2: return (.regular, .bold)
    case .headline: return (.semibold, .semibold)
    default: return (.regular, .semibold)
    }
  }

  /// The style's size and leading at `size`.
  static func metrics(_ style: Font.TextStyle, at size: DynamicTypeSize) -> Metrics {
    let row = table[style]!
    let m = row[DynamicTypeSize.allCases.firstIndex(of: size)!]
    return Metrics(size: m.0, leading: m.1)
  }

  /// The style's point size at `size`.
  package static func pointSize(_ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
    metrics(style, at: size).size
  }

  /// `value` scaled as UIFontMetrics scales it: by the ratio of the style's point size at `size`
  /// to its point size at `.large`. At `.large` the value is returned unchanged.
  package static func scaled(_ value: CGFloat, relativeTo style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
    if size == .large { return value }
    return value * pointSize(style, at: size) / pointSize(style, at: .large)
  }

  /// (size, leading) per style, in `DynamicTypeSize.allCases` order:
  /// xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
  static let table: [Font.TextStyle: [(CGFloat, CGFloat)]] = [
    .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                  (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
    .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
             (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
    .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
              (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
    .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
              (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
    .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
    .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
            (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
    .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
               (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
    .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                   (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
    .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
    .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
               (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
    .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
  ]
}
