import Foundation
import PlumbUI

/// UIKit's name for a Dynamic Type size (the Settings text size), as `UIContentSizeCategory`,
/// with UIKit's raw strings; convertible to and from SwiftUI's `DynamicTypeSize`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Smallest to largest, in `DynamicTypeSize.allCases` order.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The category of a SwiftUI Dynamic Type size.
  public init(_ dynamicTypeSize: DynamicTypeSize) {
    self = Self.ordered[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
  }

  /// The five accessibility sizes (AX1 … AX5).
  public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

  /// UIKit orders categories by size; `.unspecified` (and an unknown raw value) sorts first.
  public static func < (l: UIContentSizeCategory, r: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: l) ?? -1) < (ordered.firstIndex(of: r) ?? -1)
  }

  /// The SwiftUI size, or nil for `.unspecified` and unknown raw values.
  var dynamicTypeSize: DynamicTypeSize? {
    Self.ordered.firstIndex(of: self).map { DynamicTypeSize.allCases[$0] }
  }
}

extension DynamicTypeSize {
  /// The SwiftUI size of a UIKit content size category; nil for `.unspecified`.
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
    self = size
  }
}

extension UIApplication {
  /// The Settings text size: the root text size of the host being rendered
  /// (`RenderingTextSize.current`, PlumbUI), Large unless a variant or `--text-size` sets it.
  public var preferredContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory(RenderingTextSize.current) }
}
