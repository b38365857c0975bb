import Foundation

/// The environment a host gives its root view beyond the device: the traits a golden variant
/// changes (appearance, text size, layout direction, locale). A nil trait keeps the default
/// (light, `.large`, left-to-right, en_US). See docs/variants.md.
public struct RenderTraits: Hashable, Sendable {
  public var colorScheme: ColorScheme?
  public var dynamicTypeSize: DynamicTypeSize?
  public var layoutDirection: LayoutDirection?
  public var locale: Locale?

  public init(colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
              layoutDirection: LayoutDirection? = nil, locale: Locale? = nil) {
    self.colorScheme = colorScheme; self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection; self.locale = locale
  }

  /// No trait set: the host's defaults.
  public var isEmpty: Bool { self == RenderTraits() }

  /// These traits with every trait `other` sets taking its value.
  public func merging(_ other: RenderTraits) -> RenderTraits {
    RenderTraits(colorScheme: other.colorScheme ?? colorScheme,
                 dynamicTypeSize: other.dynamicTypeSize ?? dynamicTypeSize,
                 layoutDirection: other.layoutDirection ?? layoutDirection,
                 locale: other.locale ?? locale)
  }

  /// Writes the set traits into a root environment.
  public func apply(to environment: inout EnvironmentValues) {
    if let colorScheme { environment.colorScheme = colorScheme }
    if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
    if let layoutDirection { environment.layoutDirection = layoutDirection }
    if let locale { environment.locale = locale }
  }
}
