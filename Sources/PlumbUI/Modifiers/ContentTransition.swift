import Foundation

/// How a view's content changes inside an animation, as SwiftUI's `ContentTransition`. Plumbline
/// draws content changes at once (the frame shows the new content); a still frame is the same as
/// on iOS, so only the in-between frames differ, and `contentTransition(_:)` warns once about that
/// for every kind but `.identity`.
public struct ContentTransition: Equatable, Sendable {
  let name: String
  /// No transition: the new content replaces the old at once (what Plumbline always draws).
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade.
  public static let opacity = ContentTransition(name: "opacity")
  /// Interpolated glyphs and colours where possible.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Digits roll as a number changes.
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
  /// Digits roll up or down by the sign of the change to `value`.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
  /// The symbol replace effect between two SF Symbols.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
  /// A given symbol effect between two SF Symbols.
  public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
}

/// Warns once per transition kind, when the view is resolved, that its content changes jump.
struct ContentTransitionModifier: ViewModifier, AttachingModifier {
  let transition: ContentTransition
  func attach(to node: Node, _ ctx: ResolveContext) {
    guard transition != .identity else { return }
    RenderWarnings.warnOnce("contentTransition.\(transition.name)",
      "contentTransition(.\(transition.name)): content changes are not animated; the new content is drawn at once")
  }
}

extension View {
  /// Sets how the content of the view changes during an animation (see `ContentTransition`).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    modifier(ContentTransitionModifier(transition: transition))
  }
}
