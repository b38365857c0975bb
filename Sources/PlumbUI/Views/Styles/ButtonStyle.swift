import Foundation

/// How a button draws its label, as SwiftUI's `ButtonStyle`: `makeBody` wraps the label and the
/// button keeps its own tap (use `PrimitiveButtonStyle` to decide when the action runs).
///
/// Isolated as in the iOS 18 SDK (`@MainActor @preconcurrency`, `makeBody` likewise), so a
/// conforming struct is main-actor isolated in Swift 6 mode and compiles unchanged in Swift 5.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

/// What a button style receives, as `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, StylePart {
    let content: AnyView
    public var body: Never { primitiveBody() }
  }
  public let label: ButtonStyleConfiguration.Label
  /// Snapshots show buttons at rest, so this is false.
  public let isPressed: Bool
  public let role: ButtonRole?
}

/// Applies a style to the buttons below. `makePrimitive` is set for a custom
/// `PrimitiveButtonStyle`, which owns the tap (the button then adds none); the others keep the
/// button's tap and wrap its label with `make`.
struct AnyButtonStyle: @unchecked Sendable {
  let tintsLabel: Bool
  let make: @MainActor (ButtonStyleConfiguration) -> AnyView
  var makePrimitive: (@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)? = nil
}

struct ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the buttons in this view to a custom `ButtonStyle` (the label is not tinted:
  /// the style decides its colours, as in SwiftUI).
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(tintsLabel: false) { AnyView(style.makeBody(configuration: $0)) })
  }

  /// Sets the look and interaction of the buttons in this view: a system style (`.bordered`,
  /// `.plain`…) or a custom `PrimitiveButtonStyle`, which triggers the action itself.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    if let system = style as? any SystemButtonStyle {
      return environment(\.buttonStyle, AnyButtonStyle(tintsLabel: system.tintsLabel) { system.look($0) })
    }
    return environment(\.buttonStyle, AnyButtonStyle(tintsLabel: false, make: { AnyView($0.label) }) {
      AnyView(style.makeBody(configuration: $0))
    })
  }
}

/// The system button styles: their look wraps the label and the button keeps its tap.
@MainActor
protocol SystemButtonStyle {
  /// Whether the label takes the accent colour (every system look but `.plain`).
  var tintsLabel: Bool { get }
  func look(_ configuration: ButtonStyleConfiguration) -> AnyView
}

extension SystemButtonStyle where Self: PrimitiveButtonStyle {
  /// Used only when a custom style calls a system style's `makeBody` itself: a button with this look.
  func systemBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// The default look: the label tinted with the accent colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  public init() {}
  var tintsLabel: Bool { true }
  func look(_ configuration: ButtonStyleConfiguration) -> AnyView { AnyView(configuration.label) }
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// The label alone, tinted.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  public init() {}
  var tintsLabel: Bool { true }
  func look(_ configuration: ButtonStyleConfiguration) -> AnyView { AnyView(configuration.label) }
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// The label alone, untinted.
public struct PlainButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  public init() {}
  var tintsLabel: Bool { false }
  func look(_ configuration: ButtonStyleConfiguration) -> AnyView { AnyView(configuration.label) }
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// The label on a light accent rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  public init() {}
  var tintsLabel: Bool { true }
  func look(_ configuration: ButtonStyleConfiguration) -> AnyView {
    AnyView(BorderedButtonBody(label: configuration.label, prominent: false))
  }
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// The label in white on a solid accent rounded rectangle.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  public init() {}
  var tintsLabel: Bool { false }
  func look(_ configuration: ButtonStyleConfiguration) -> AnyView {
    AnyView(BorderedButtonBody(label: configuration.label, prominent: true))
  }
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// The bordered looks. Disabled, both turn grey as on iOS: the label in tertiary label colour on a
/// tertiary system fill (docs/compatibility/controls.md; confidence M, from iOS 17 screenshots).
/// The shape follows `buttonBorderShape(_:)` (6-pt rounded rectangle by default in iOS 18's design,
/// a capsule in iOS 26's) and the padding `controlSize(_:)` (Views/Styles/ControlSize.swift). In
/// iOS 26's design `.bordered` is a grey capsule (secondary system fill) under a tinted label
/// (docs/design-generations.md, "Buttons").
struct BorderedButtonBody: View {
  let label: ButtonStyleConfiguration.Label
  let prominent: Bool
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlTint) private var tint
  @Environment(\.buttonBorderShape) private var borderShape
  @Environment(\.controlSize) private var controlSize
  @Environment(\.designGeneration) private var generation

  var body: some View {
    let accent = tint ?? .accentColor
    let metrics = BorderedButtonMetrics(size: controlSize, generation: generation)
    let fill: Color =
      !isEnabled ? .tertiarySystemFill : prominent ? accent : metrics.tintedFill ? accent.opacity(0.15) : .secondarySystemFill
    // Enabled .bordered keeps the tint the button gave its label.
    let text: Color? = !isEnabled ? .tertiaryLabel : prominent ? .white : nil
    return label
      .transformEnvironment(\.foregroundColor) { if let text { $0 = text } }
      .padding(.horizontal, metrics.padding.width).padding(.vertical, metrics.padding.height)
      .background(metrics.shape(borderShape).fill(fill))
  }
}
