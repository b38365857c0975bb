import Foundation

/// The text attributes a container sets for the text below it (`VStack { … }.underline()`): the
/// base every `Text` below starts from, its own modifiers winning (Views/TextAttributes.swift).
struct TextAttributesKey: EnvironmentKey { static var defaultValue: TextAttributes { TextAttributes() } }

/// How far text may shrink before it truncates (`minimumScaleFactor`; 1: not at all).
struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
/// Whether text may tighten its letter spacing before it truncates (`allowsTightening`).
struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
  var textAttributes: TextAttributes {
    get { self[TextAttributesKey.self] }
    set { self[TextAttributesKey.self] = newValue }
  }
}

extension View {
  /// Extra space between the characters of text below, in points.
  public func kerning(_ kerning: CGFloat) -> some View { transformEnvironment(\.textAttributes) { $0.kerning = kerning } }
  /// Extra space after each character of text below, in points.
  public func tracking(_ tracking: CGFloat) -> some View { transformEnvironment(\.textAttributes) { $0.tracking = tracking } }
  /// Raises (positive) or lowers text below from its baseline, in points.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    transformEnvironment(\.textAttributes) { $0.baselineOffset = baselineOffset }
  }
  /// Underlines text below (iOS 16), in `color` (nil: each text's colour).
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    transformEnvironment(\.textAttributes) { $0.underline = isActive ? .on(Text.LineStyle(pattern: pattern, color: color)) : .off }
  }
  /// Strikes through text below (iOS 16), in `color` (nil: each text's colour).
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    transformEnvironment(\.textAttributes) {
      $0.strikethrough = isActive ? .on(Text.LineStyle(pattern: pattern, color: color)) : .off
    }
  }
}
