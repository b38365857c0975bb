import Foundation

// Modifiers whose pixels Plumbline does not draw yet. Each keeps the view's layout, draws the view
// as it would be without the effect, and warns once naming the effect (docs/compatibility/graphics.md),
// so a golden never shows a silently different picture.

/// Warns once, when the modified view is resolved, that `effect` is not drawn.
nonisolated struct UndrawnEffectModifier: ViewModifier, AttachingModifier {
  let effect: String
  let consequence: String
  /// A whole sentence to print instead of "<effect> is not drawn: <consequence>".
  var sentence: String? = nil
  @MainActor func attach(to node: Node, _ ctx: ResolveContext) {
    RenderWarnings.warnOnce("undrawn.\(effect)", sentence ?? "\(effect) is not drawn: \(consequence)")
  }
}

/// Warns once under `key`, when the modified view is resolved, with `message`; nothing when the
/// message is nil. The one mechanism behind modifiers that compile, draw what they can and say
/// what they left out only in some configurations (a non-zero amount, a custom style, a placement).
nonisolated struct WarnOnceModifier: ViewModifier, AttachingModifier {
  let key: String
  let message: String?
  @MainActor func attach(to node: Node, _ ctx: ResolveContext) {
    if let message { RenderWarnings.warnOnce(key, message) }
  }
}

extension View {
  /// The view, warning once under `key` with `message` when resolved (nothing when nil): how the
  /// framework placeholders (MapKit, StoreKit, …; docs/compatibility/frameworks.md) say what they
  /// do not draw, through the same `WarnOnceModifier` as PlumbUI's own.
  package func warnOnce(key: String, message: String?) -> some View {
    modifier(WarnOnceModifier(key: key, message: message))
  }
}

// Nonisolated, as SwiftUI's colour effects are (`Color.primary.colorInvert()` in a nonisolated
// static func compiles in Swift 6 mode).
nonisolated extension View {
  private func undrawn(_ effect: String, _ consequence: String = "the view is drawn without it") -> some View {
    modifier(UndrawnEffectModifier(effect: effect, consequence: consequence))
  }

  /// Brightens or darkens the view's colours (not drawn; warned).
  public func brightness(_ amount: Double) -> some View { undrawn("brightness(_:)") }
  /// Changes the contrast (not drawn; warned).
  public func contrast(_ amount: Double) -> some View { undrawn("contrast(_:)") }
  /// Changes the saturation (not drawn; warned).
  public func saturation(_ amount: Double) -> some View { undrawn("saturation(_:)") }
  /// Removes colour (not drawn; warned).
  public func grayscale(_ amount: Double) -> some View { undrawn("grayscale(_:)") }
  /// Rotates hues (not drawn; warned).
  public func hueRotation(_ angle: Angle) -> some View { undrawn("hueRotation(_:)") }
  /// Inverts colours (not drawn; warned).
  public func colorInvert() -> some View { undrawn("colorInvert()") }
  /// Multiplies colours (not drawn; warned).
  public func colorMultiply(_ color: Color) -> some View { undrawn("colorMultiply(_:)") }
  /// Turns luminance into alpha (not drawn; warned).
  public func luminanceToAlpha() -> some View { undrawn("luminanceToAlpha()") }
  /// A 3-D rotation with perspective (not drawn; warned: the view is drawn unrotated).
  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                               anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
    undrawn("rotation3DEffect(_:axis:)", "the view is drawn unrotated")
  }
  /// The navigation or tab bar's background (not drawn; warned: bars keep their system look).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    undrawn("toolbarBackground(_:for:)", "bars keep their system background")
  }
  /// Whether the bar's background shows (not drawn; warned: bars keep their system look).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    undrawn("toolbarBackground(_:for:)", "bars keep their system background")
  }
}

extension View {
  /// The pre-iOS 15 capitalisation modifier (no keyboard is drawn, so nothing to draw).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// Presents the action sheet `content(item)` builds while `item` is not nil.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    let sheet = item.wrappedValue.map(content) ?? ActionSheet(title: Text(""))
    return actionSheet(isPresented: shown) { sheet }
  }

  /// Ties VoiceOver focus to a focus state (no pixels).
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }
  public func accessibilityFocused<V: Hashable>(_ binding: AccessibilityFocusState<V?>.Binding, equals value: V) -> some View { self }
}

/// VoiceOver focus, as SwiftUI's `@AccessibilityFocusState`: state like `@FocusState`, no pixels.
public typealias AccessibilityFocusState = FocusState

/// Capitalisation styles of the pre-iOS 15 `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}
