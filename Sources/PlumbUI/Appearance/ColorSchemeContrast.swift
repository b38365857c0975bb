import Foundation

/// Standard or increased contrast, as SwiftUI's `ColorSchemeContrast`: what iOS's Settings →
/// Accessibility → Display & Text Size → Increase Contrast selects. Under `.increased`, system
/// colours take their increased-contrast values (SystemColorTable+IncreasedContrast.swift) and
/// asset colours and images their "High Contrast" appearance (docs/appearance.md).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard
  case increased
}

struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }

extension EnvironmentValues {
  /// The contrast of this environment, as SwiftUI's: read-only, because on iOS it is the user's
  /// setting. Renders set it through the golden variant `.increasedContrast`
  /// (`RenderTraits.colorSchemeContrast`) or `.environment(\._colorSchemeContrast, .increased)`.
  public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

  /// The writable contrast, SwiftUI's underscored spelling (what previews and snapshot tests set).
  public var _colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
}
