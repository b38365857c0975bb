import Foundation
import PlumbUI

/// Scales fonts and lengths with Dynamic Type as UIKit's `UIFontMetrics` does: by the ratio of a
/// text style's point size at the current text size (`RenderingTextSize.current`) to its size at
/// Large, from the HIG table SwiftUI's fonts use (docs/dynamic-type.md).
public struct UIFontMetrics: Sendable {
  let style: Font.TextStyle

  public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle.swiftUI }

  /// The body style's metrics.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` at the current text size; its face and weight kept.
  public func scaledFont(for font: UIFont) -> UIFont {
    font.withSize(scaledValue(for: font.pointSize))
  }

  /// `font` at the current text size, at most `maximumPointSize` points (0: no maximum, as UIKit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let size = scaledValue(for: font.pointSize)
    return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
  }

  /// `value` scaled by the style's ratio (unrounded, as UIKit returns it).
  public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

  /// `font` at the traits' text size when they set one.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }

  /// `value` scaled for the traits' text size when they set one.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    DynamicTypeSizes.scaled(value, relativeTo: style, at: traitCollection.textSize)
  }
}

extension Optional where Wrapped == UITraitCollection {
  /// The traits' text size, else the rendered one (`RenderingTextSize.current`).
  var textSize: DynamicTypeSize {
    self.flatMap { DynamicTypeSize($0.preferredContentSizeCategory) } ?? RenderingTextSize.current
  }
}

extension UIFont.TextStyle {
  /// The SwiftUI style with the same metrics (`title1` is `.title`, `caption1` is `.caption`).
  var swiftUI: Font.TextStyle {
    switch self {
    case .largeTitle: return .largeTitle
    case .title1: return .title
    case .title2: return .title2
    case .title3: return .title3
    case .headline: return .headline
    case .subheadline: return .subheadline
    case .callout: return .callout
    case .footnote: return .footnote
    case .caption1: return .caption
    case .caption2: return .caption2
    default: return .body
    }
  }
}
