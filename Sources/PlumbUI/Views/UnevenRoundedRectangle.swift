import Foundation

/// The four corner radii of a rectangle, as SwiftUI's `RectangleCornerRadii` (iOS 17).
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading; self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`
/// (iOS 16; continuous corners by default, as SwiftUI's). Leading and trailing follow the layout
/// direction, as the shape mirrors right to left. A radius larger than fits is limited so that two
/// corners of a side never overlap (docs/layout-rules.md §1.2, confidence M).
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii; self.style = style
  }
  public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
              topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
              style: style)
  }

  public func path(in rect: CGRect) -> Path {
    let r = cornerRadii
    return Path(roundedRect: rect, topLeading: Double(r.topLeading), bottomLeading: Double(r.bottomLeading),
                bottomTrailing: Double(r.bottomTrailing), topTrailing: Double(r.topTrailing), style: style.corner)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// `.rect(topLeadingRadius:…)`, as SwiftUI's shorthand.
  public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                          topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                           bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
