import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent` (iOS 16): drawn as iOS draws it in a
/// Form or List row and on its own: the label at the leading edge, the content at the trailing
/// edge in the secondary colour, filling the proposed width (M, from iOS 17 screenshots).
/// A custom `LabeledContentStyle` draws its body instead.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.labeledContentStyle) private var style

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content(); self.label = label()
  }

  public var body: some View {
    let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
    if let style {
      style.make(configuration).environment(\.labeledContentStyle, nil)
    } else {
      AutomaticLabeledContentStyle().makeBody(configuration: configuration)
    }
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// Labeled content made from a style's configuration, as SwiftUI's `LabeledContent(_ configuration:)`.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

/// How labeled content draws, as SwiftUI's `LabeledContentStyle` (iOS 18 isolation).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = LabeledContentStyleConfiguration
}

/// What a labeled content style receives, as `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
  public struct Label: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public struct Content: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public let label: LabeledContentStyleConfiguration.Label
  public let content: LabeledContentStyleConfiguration.Content
}

/// `.automatic`: label leading, content trailing in the secondary colour.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      configuration.content.foregroundStyle(.secondary)
    }
  }
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  public static var automatic: AutomaticLabeledContentStyle { .init() }
}

struct LabeledContentStyleKey: EnvironmentKey {
  static var defaultValue: ErasedStyle<LabeledContentStyleConfiguration>? { nil }
}

extension EnvironmentValues {
  var labeledContentStyle: ErasedStyle<LabeledContentStyleConfiguration>? {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the labeled content below.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environment(\.labeledContentStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
