import Foundation

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: the label leading
/// and a chevron trailing (pointing right when collapsed, down when expanded, in the accent
/// colour, semibold footnote size), filling the proposed width; when expanded the content
/// follows below, leading-aligned. Tapping the label row toggles it (the `isExpanded` binding,
/// or the group's own state, collapsed at first as in SwiftUI).
///
/// Metrics (**L**, drawn to match iOS 17 screenshots): 8 pt between the row and the content.
/// In a List, SwiftUI shows the content as separate rows; here it stays inside the group's row.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let binding: Binding<Bool>?
  @State private var ownExpanded = false

  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content(); self.label = label(); binding = nil
  }
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content(); self.label = label(); binding = isExpanded
  }

  @Environment(\.disclosureGroupStyle) private var style

  public var body: some View {
    let expanded = binding ?? $ownExpanded
    let configuration = DisclosureGroupStyleConfiguration(
      label: .init(content: AnyView(label)), content: .init(content: AnyView(content)), isExpanded: expanded)
    if let style {
      style.make(configuration).environment(\.disclosureGroupStyle, nil)
    } else {
      DisclosureGroupLook(configuration: configuration)
    }
  }
}

/// The iOS look: label and chevron on a row, the content below it when expanded.
struct DisclosureGroupLook: View {
  let configuration: DisclosureGroupStyleConfiguration
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.controlTint) private var tint

  var body: some View {
    let expanded = configuration.isExpanded
    let binding = configuration.$isExpanded
    return VStack(alignment: .leading, spacing: 8) {
      HStack {
        configuration.label
        Spacer()
        Image(systemName: expanded ? "chevron.down" : DirectionalSymbols.forwardChevron(layoutDirection))
          .font(.system(size: 13, weight: .semibold))
          .foregroundColor(tint ?? .accentColor)
      }
      .contentShape(Rectangle())
      .onTapGesture { binding.wrappedValue.toggle() }
      if expanded { configuration.content }
    }
  }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label,
  Content == DisclosureGroupStyleConfiguration.Content {
  /// A disclosure group made from a style's configuration, as SwiftUI's `DisclosureGroup(_ configuration:)`.
  public init(_ configuration: DisclosureGroupStyleConfiguration) {
    self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}
