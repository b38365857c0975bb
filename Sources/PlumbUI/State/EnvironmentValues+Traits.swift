import Foundation

// The trait vocabulary that variants (appearance, Dynamic Type, layout direction) are made of:
// `LayoutDirection`, `DynamicTypeSize`, the legacy `ContentSizeCategory`, and their environment
// values. What each trait changes in layout and pixels is documented in docs/variants.md.

/// The direction of the writing system, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// The user's preferred text size, as SwiftUI's `DynamicTypeSize`: seven standard sizes and five
/// accessibility sizes. `.large` is the iOS default.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The legacy spelling of the text size, as SwiftUI's `ContentSizeCategory` (iOS 13–14 code reads
/// `\.sizeCategory`); it maps one to one onto `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }
}

extension DynamicTypeSize {
  /// The `DynamicTypeSize` of a legacy category.
  public init(_ category: ContentSizeCategory) {
    self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
  }
}

extension ContentSizeCategory {
  /// The legacy category of a `DynamicTypeSize`.
  public init(_ size: DynamicTypeSize) {
    self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
  }
}

struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
  /// The layout direction of this subtree (`.rightToLeft` mirrors leading and trailing).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// The text size of this subtree.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// The legacy spelling of `dynamicTypeSize`.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
}
