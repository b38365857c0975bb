import Foundation

/// The tint a view tree asked for with `.tint(_:)` or `.accentColor(_:)`, read by the controls
/// that iOS draws in the tint: a button's label, bordered buttons' fills, a menu picker's value,
/// progress bars, sliders, a tab bar's selected item, disclosure chevrons, control groups.
struct ControlTintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

/// The switch colour of an on toggle, set by `.tint(_:)` and `SwitchToggleStyle(tint:)`. Kept
/// apart from the control tint because on iOS `.accentColor(_:)` leaves switches green.
struct SwitchTintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
  var controlTint: Color? {
    get { self[ControlTintKey.self] }
    set { self[ControlTintKey.self] = newValue }
  }
  var switchTint: Color? {
    get { self[SwitchTintKey.self] }
    set { self[SwitchTintKey.self] = newValue }
  }
  /// The colour controls draw their accent in: the tint set above them, else the accent colour.
  var resolvedTint: Color { controlTint ?? .accentColor }
}

extension View {
  /// Tints the controls inside, as SwiftUI's `tint(_:)` (iOS 15): buttons, bordered fills,
  /// pickers, progress, sliders, tab items and on switches. `nil` keeps the tint from above.
  public func tint(_ color: Color?) -> some View {
    transformEnvironment(\.controlTint) { if let color { $0 = color } }
      .transformEnvironment(\.switchTint) { if let color { $0 = color } }
  }
  /// The older spelling of the control tint, as SwiftUI's `accentColor(_:)`: as `tint(_:)` except
  /// that switches keep their green, as on iOS.
  public func accentColor(_ color: Color?) -> some View {
    transformEnvironment(\.controlTint) { if let color { $0 = color } }
  }
}

