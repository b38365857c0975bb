import Foundation

/// A labelled box around related content, as SwiftUI's `GroupBox` on iOS: the label in the
/// headline font above the content, leading-aligned, inside a rounded rectangle filled with
/// secondarySystemBackground (light: 242, 242, 247) that takes the proposed width.
///
/// Metrics (**L**, drawn to match iOS 17 screenshots, not measured): 16-pt padding, 8 pt between
/// label and content, 8-pt continuous corners.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content(); self.label = label()
  }
  /// The iOS 14 form with the label first (deprecated in SwiftUI, still common).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.content = content(); self.label = label
  }

  @Environment(\.groupBoxStyle) private var style

  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
    if let style {
      style.make(configuration).environment(\.groupBoxStyle, nil)
    } else {
      DefaultGroupBoxStyle().makeBody(configuration: configuration)
    }
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A group box made from a style's configuration, as SwiftUI's `GroupBox(_ configuration:)`.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
