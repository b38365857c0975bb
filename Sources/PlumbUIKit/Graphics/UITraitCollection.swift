import Foundation

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// Base or elevated (presented content), as UIKit's `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1, base, elevated
}

/// Normal or high (Increase Contrast), as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1, normal, high
}

/// The appearance traits a colour resolves against, as UIKit's `UITraitCollection` (only the
/// interface style, level and contrast that `UIColor.resolvedColor(with:)` reads, and the text
/// size that fonts made `compatibleWith:` it use).
public final class UITraitCollection: @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// Increase Contrast (`.high`): colours resolve to their increased-contrast values.
  public let accessibilityContrast: UIAccessibilityContrast
  /// The text size fonts made `compatibleWith:` these traits use (`.unspecified`: the rendered
  /// text size, `RenderingTextSize.current`; docs/dynamic-type.md).
  public private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle; userInterfaceLevel = .unspecified; accessibilityContrast = .unspecified
  }
  public init(userInterfaceLevel: UIUserInterfaceLevel) {
    userInterfaceStyle = .unspecified; self.userInterfaceLevel = userInterfaceLevel; accessibilityContrast = .unspecified
  }
  public init(accessibilityContrast: UIAccessibilityContrast) {
    userInterfaceStyle = .unspecified; userInterfaceLevel = .unspecified; self.accessibilityContrast = accessibilityContrast
  }
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(style: .unspecified, level: .unspecified)
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }
  init(style: UIUserInterfaceStyle, level: UIUserInterfaceLevel, contrast: UIAccessibilityContrast = .unspecified) {
    userInterfaceStyle = style; userInterfaceLevel = level; accessibilityContrast = contrast
  }
  /// Traits combined, later ones winning where they are specified, as UIKit's.
  public convenience init(traitsFrom traits: [UITraitCollection]) {
    var style = UIUserInterfaceStyle.unspecified, level = UIUserInterfaceLevel.unspecified
    var contrast = UIAccessibilityContrast.unspecified, size = UIContentSizeCategory.unspecified
    for t in traits {
      if t.preferredContentSizeCategory != .unspecified { size = t.preferredContentSizeCategory }
      if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
      if t.userInterfaceLevel != .unspecified { level = t.userInterfaceLevel }
      if t.accessibilityContrast != .unspecified { contrast = t.accessibilityContrast }
    }
    self.init(style: style, level: level, contrast: contrast)
    preferredContentSizeCategory = size
  }
}
