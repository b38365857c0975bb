import Foundation

// The accessibility settings a view can read, as SwiftUI's `EnvironmentValues`. A render is a
// device with every setting off (the iOS default), unless a test sets one with
// `.environment(\.accessibilityReduceMotion, true)`; PlumbUI's own drawing does not change with
// them (iOS's reduce-transparency materials and bold-text fonts are not drawn).

struct AccessibilityReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityInvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AccessibilityVoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { nil } }

/// The font weight the user asked for (Bold Text), as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

extension EnvironmentValues {
  /// Reduce Motion (off).
  public var accessibilityReduceMotion: Bool {
    get { self[AccessibilityReduceMotionKey.self] }
    set { self[AccessibilityReduceMotionKey.self] = newValue }
  }
  /// Reduce Transparency (off).
  public var accessibilityReduceTransparency: Bool {
    get { self[AccessibilityReduceTransparencyKey.self] }
    set { self[AccessibilityReduceTransparencyKey.self] = newValue }
  }
  /// Differentiate Without Colour (off).
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[AccessibilityDifferentiateWithoutColorKey.self] }
    set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
  }
  /// Smart/Classic Invert (off).
  public var accessibilityInvertColors: Bool {
    get { self[AccessibilityInvertColorsKey.self] }
    set { self[AccessibilityInvertColorsKey.self] = newValue }
  }
  /// Button Shapes (off).
  public var accessibilityShowButtonShapes: Bool {
    get { self[AccessibilityShowButtonShapesKey.self] }
    set { self[AccessibilityShowButtonShapesKey.self] = newValue }
  }
  /// VoiceOver running (never).
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[AccessibilityVoiceOverEnabledKey.self] }
    set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
  }
  /// Bold Text: nil (not set; iOS reports `.regular` with Bold Text off).
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}
