import Foundation

/// What a colour shows with Increase Contrast on (`ColorSchemeContrast.increased`). iOS gives
/// every system and semantic colour an increased-contrast value (some equal to the standard one),
/// and an asset colour its "High Contrast" appearance when the colour set has one. A colour whose
/// increased-contrast value is not known here is drawn with its standard value and warns, so an
/// increased-contrast golden never silently shows a guess.
enum IncreasedContrastValues: Hashable, Sendable {
  /// The standard values: fixed colours, asset colours without a high-contrast appearance, and
  /// system colours iOS leaves unchanged.
  case standard
  /// Values of their own (light, dark, and dark inside an elevated presentation when it differs).
  case values(light: RGBAColor, dark: RGBAColor, darkElevated: RGBAColor?)
  /// Not known (chrome colours measured at standard contrast only): the standard values, warned.
  case unknown

  /// The same with `transform` applied to every value (opacity, gradient ends).
  func map(_ transform: (RGBAColor) -> RGBAColor) -> IncreasedContrastValues {
    guard case .values(let l, let d, let e) = self else { return self }
    return .values(light: transform(l), dark: transform(d), darkElevated: e.map(transform))
  }
}

extension Color {
  /// The increased-contrast value in `appearance`, or nil when the standard one is drawn (for
  /// `.unknown`, after a warning naming the colour).
  func increasedContrastRGBA(in appearance: PaintAppearance) -> RGBAColor? {
    switch increasedContrast {
    case .standard: return nil
    case .unknown:
      let label = name ?? "a colour"
      RenderWarnings.warnOnce("Increase Contrast: \(label)",
        "ColorSchemeContrast.increased: \(label) has no known increased-contrast value; drawn with its standard value")
      return nil
    case .values(let light, let dark, let darkElevated):
      guard appearance.colorScheme == .dark else { return light }
      return appearance.isElevated ? darkElevated ?? dark : dark
    }
  }

  /// The colour's values for one appearance at increased contrast, for platform toolkits
  /// (PlumbUIKit's UIColor); nil when it has none of its own.
  package var platformIncreasedContrastRGBA: (light: RGBAColor, dark: RGBAColor, darkElevated: RGBAColor?)? {
    guard case .values(let l, let d, let e) = increasedContrast else { return nil }
    return (l, d, e)
  }
}

extension Material {
  /// Materials keep their standard tint at increased contrast (how iOS changes them is not
  /// known here): warned once when one is painted with Increase Contrast on.
  static func noteIncreasedContrast() {
    guard PaintAppearance.current.isIncreasedContrast else { return }
    RenderWarnings.warnOnce("Increase Contrast: Material",
      "ColorSchemeContrast.increased: materials are drawn with their standard tint (their increased-contrast look is not modelled)")
  }
}
