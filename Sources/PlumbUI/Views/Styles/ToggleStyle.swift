import Foundation

/// How a toggle looks and behaves, as SwiftUI's `ToggleStyle` (iOS 18 isolation): `makeBody`
/// receives the label and the `isOn` binding, and draws the whole control. A custom style is drawn
/// as its body; the system styles are `.switch` (`.automatic` on iOS) and `.button`.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle style receives, as `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View, StylePart {
    let content: AnyView
    public var body: Never { primitiveBody() }
  }
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on; writing it flips the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that disagree (`Toggle(sources:isOn:)`); false here.
  public var isMixed: Bool = false

  init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
    self.label = label; _isOn = isOn
  }
}

/// `.automatic`: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { SwitchToggleRow(configuration: configuration) }
}

/// `.switch`: the label leading, the 51 × 31 switch trailing, tapping flips it.
public struct SwitchToggleStyle: ToggleStyle {
  /// The on colour from `init(tint:)`, nil for iOS's green.
  let tint: Color?
  public init() { tint = nil }
  /// The deprecated tinted switch (iOS 14); `.tint(_:)` is its replacement.
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleRow(configuration: configuration).transformEnvironment(\.switchTint) { if let tint { $0 = tint } }
  }
}

/// `.button`: a bordered button showing the label: on, the tinted bordered look; off, the label
/// alone in the accent colour (**L**, from iOS 17 screenshots). Tapping flips it.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    let button = Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
    if configuration.isOn {
      button.buttonStyle(.bordered)
    } else {
      button.buttonStyle(.borderless).padding(.horizontal, 12).padding(.vertical, 7)
    }
  }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// The iOS switch row: label, flexible space, switch.
struct SwitchToggleRow: View {
  let configuration: ToggleStyleConfiguration
  var body: some View {
    let isOn = configuration.$isOn
    return HStack {
      configuration.label
      Spacer()
      SwitchLook(isOn: configuration.isOn).onTapGesture { isOn.wrappedValue.toggle() }
    }
  }
}

struct ToggleStyleKey: EnvironmentKey { static var defaultValue: ErasedStyle<ToggleStyleConfiguration>? { nil } }

extension EnvironmentValues {
  var toggleStyle: ErasedStyle<ToggleStyleConfiguration>? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the toggles below (a system style or a custom `ToggleStyle`).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
