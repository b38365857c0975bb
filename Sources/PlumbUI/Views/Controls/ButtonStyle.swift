import Foundation

/// How a button draws its label, as SwiftUI's `ButtonStyle`: `makeBody` wraps the label.
///
/// Built-in looks (iOS 17, regular control size; **L**: drawn to match, not measured):
/// `.automatic`/`.borderless`/`.plain` show the label alone (accent-tinted except `.plain`);
/// `.bordered` puts it on a 15 % accent rounded rectangle, `.borderedProminent` on a solid accent
/// one with white text; both pad the label 12 × 7 pt with a 6-pt corner radius.
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style receives, as `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func resolve(_ ctx: ResolveContext, into out: inout [Node]) { content.resolve(ctx, into: &out) }
  }
  public let label: Label
  /// Snapshots show buttons at rest.
  public let isPressed: Bool
  public let role: ButtonRole?
}

/// Applies a style to the buttons below.
struct AnyButtonStyle: @unchecked Sendable {
  let tintsLabel: Bool
  let make: @MainActor (ButtonStyleConfiguration) -> AnyView
}

struct ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    // The system styles tint the label; custom styles and .plain leave it to the style.
    let tints = style is DefaultButtonStyle || style is BorderlessButtonStyle || style is BorderedButtonStyle
    return environment(\.buttonStyle, AnyButtonStyle(tintsLabel: tints) { AnyView(style.makeBody(configuration: $0)) })
  }
}

/// The default look: the label tinted with the accent colour.
public struct DefaultButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label alone, tinted.
public struct BorderlessButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label alone, untinted.
public struct PlainButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label on a light accent rounded rectangle.
public struct BorderedButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButtonBody(label: configuration.label, prominent: false)
  }
}

/// The label in white on a solid accent rounded rectangle.
public struct BorderedProminentButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderedButtonBody(label: configuration.label, prominent: true)
  }
}

extension ButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension ButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension ButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The bordered looks. Disabled, both turn grey as on iOS: the label in tertiary label colour on a
/// tertiary system fill (docs/compatibility/controls.md; confidence M, from iOS 17 screenshots).
struct BorderedButtonBody: View {
  let label: ButtonStyleConfiguration.Label
  let prominent: Bool
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlTint) private var tint

  var body: some View {
    let accent = tint ?? .accentColor
    let fill: Color = !isEnabled ? .tertiarySystemFill : prominent ? accent : accent.opacity(0.15)
    // Enabled .bordered keeps the tint the button gave its label.
    let text: Color? = !isEnabled ? .tertiaryLabel : prominent ? .white : nil
    return label
      .transformEnvironment(\.foregroundColor) { if let text { $0 = text } }
      .padding(.horizontal, 12).padding(.vertical, 7)
      .background(RoundedRectangle(cornerRadius: 6).fill(fill))
  }
}
