import Foundation

/// The environment a host gives its root view beyond the device: the traits a golden variant
/// changes (appearance, text size, layout direction, locale, contrast). A nil trait keeps the
/// default (light, `.large`, left-to-right, en_US, standard contrast). See docs/variants.md.
public struct RenderTraits: Hashable, Sendable {
  public var colorScheme: ColorScheme?
  public var dynamicTypeSize: DynamicTypeSize?
  public var layoutDirection: LayoutDirection?
  public var locale: Locale?
  /// Increase Contrast (`\.colorSchemeContrast`).
  public var colorSchemeContrast: ColorSchemeContrast?
  /// A pseudolanguage localized strings are shown in (Localization/Pseudolanguage.swift); the
  /// right-to-left one also lays out right to left unless `layoutDirection` says otherwise.
  public var pseudolanguage: Pseudolanguage?
  /// The iOS design drawn (docs/design-generations.md); nil = `DesignGeneration.standard`.
  public var designGeneration: DesignGeneration?

  public init(colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
              layoutDirection: LayoutDirection? = nil, locale: Locale? = nil,
              colorSchemeContrast: ColorSchemeContrast? = nil, pseudolanguage: Pseudolanguage? = nil,
              designGeneration: DesignGeneration? = nil) {
    self.colorScheme = colorScheme; self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection; self.locale = locale
    self.colorSchemeContrast = colorSchemeContrast; self.pseudolanguage = pseudolanguage
    self.designGeneration = designGeneration
  }

  /// No trait set: the host's defaults.
  public var isEmpty: Bool { self == RenderTraits() }

  /// These traits with every trait `other` sets taking its value.
  public func merging(_ other: RenderTraits) -> RenderTraits {
    RenderTraits(colorScheme: other.colorScheme ?? colorScheme,
                 dynamicTypeSize: other.dynamicTypeSize ?? dynamicTypeSize,
                 layoutDirection: other.layoutDirection ?? layoutDirection,
                 locale: other.locale ?? locale,
                 colorSchemeContrast: other.colorSchemeContrast ?? colorSchemeContrast,
                 pseudolanguage: other.pseudolanguage ?? pseudolanguage,
                 designGeneration: other.designGeneration ?? designGeneration)
  }

  /// Writes the set traits into a root environment.
  public func apply(to environment: inout EnvironmentValues) {
    if let colorScheme { environment.colorScheme = colorScheme }
    if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
    if let layoutDirection { environment.layoutDirection = layoutDirection }
    if let locale { environment.locale = locale }
    if let colorSchemeContrast { environment._colorSchemeContrast = colorSchemeContrast }
    if let designGeneration { environment.designGeneration = designGeneration }
    if let pseudolanguage {
      environment.pseudolanguage = pseudolanguage
      if pseudolanguage == .rightToLeft && layoutDirection == nil { environment.layoutDirection = .rightToLeft }
    }
  }
}
