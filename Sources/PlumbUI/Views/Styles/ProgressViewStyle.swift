import Foundation

/// How a progress view draws, as SwiftUI's `ProgressViewStyle` (iOS 18 isolation).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style receives, as `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, as a view.
  public struct Label: View, StylePart {
    let content: AnyView
    public var body: Never { primitiveBody() }
  }
  /// The label describing the current value, as a view.
  public struct CurrentValueLabel: View, StylePart {
    let content: AnyView
    public var body: Never { primitiveBody() }
  }
  /// The fraction done (0…1), nil when indeterminate.
  public let fractionCompleted: Double?
  public var label: ProgressViewStyleConfiguration.Label?
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// `.automatic`: a bar when there is a value, else a spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ProgressLook(configuration: configuration, kind: .byValue, tint: nil)
  }
}
/// `.circular`: the spinner, whatever the value (iOS draws no determinate ring).
public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  /// The deprecated tinted spinner (iOS 14); `.tint(_:)` is its replacement.
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    ProgressLook(configuration: configuration, kind: .circular, tint: tint)
  }
}
/// `.linear`: the bar (empty when indeterminate).
public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  /// The deprecated tinted bar (iOS 14).
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    ProgressLook(configuration: configuration, kind: .linear, tint: tint)
  }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }

struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: ErasedStyle<ProgressViewStyleConfiguration>? { nil } }

extension EnvironmentValues {
  var progressViewStyle: ErasedStyle<ProgressViewStyleConfiguration>? {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the progress views below.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
