import Foundation

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// Base or elevated (presented content), as UIKit's `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1, base, elevated
}

/// The appearance traits a colour resolves against, as UIKit's `UITraitCollection` (only the
/// interface style and level: what `UIColor.resolvedColor(with:)` reads).
public final class UITraitCollection: @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let userInterfaceLevel: UIUserInterfaceLevel

  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle; userInterfaceLevel = .unspecified
  }
  public init(userInterfaceLevel: UIUserInterfaceLevel) {
    userInterfaceStyle = .unspecified; self.userInterfaceLevel = userInterfaceLevel
  }
  init(style: UIUserInterfaceStyle, level: UIUserInterfaceLevel) {
    userInterfaceStyle = style; userInterfaceLevel = level
  }
  /// Traits combined, later ones winning where they are specified, as UIKit's.
  public convenience init(traitsFrom traits: [UITraitCollection]) {
    var style = UIUserInterfaceStyle.unspecified, level = UIUserInterfaceLevel.unspecified
    for t in traits {
      if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
      if t.userInterfaceLevel != .unspecified { level = t.userInterfaceLevel }
    }
    self.init(style: style, level: level)
  }
}
