import Foundation

// iOS 18's tab declarations: `TabView { Tab("Home", systemImage: "house", value: .home) { … } }`.
// A `Tab` is the same tab as `content.tabItem { Label(…) }.tag(value)`, which TabView already
// lays out, so both spellings draw the same bar. `TabContent` refines `View` here (on iOS it is a
// protocol of its own), so tabs built by `@TabContentBuilder` go wherever a TabView's content does.

/// Content of a tab view (iOS 18), as SwiftUI's `TabContent`: tabs, sections of tabs and
/// `ForEach` over tabs, whose selection values are `TabValue`.
public protocol TabContent<TabValue>: View {
  associatedtype TabValue: Hashable
}

/// A tab's role (iOS 18), as SwiftUI's `TabRole`: the search tab.
public struct TabRole: Hashable, Sendable {
  let name: String
  public static let search = TabRole(name: "search")
}

/// The label a `Tab` made from a title and an image shows, as SwiftUI's `DefaultTabLabel`.
nonisolated public struct DefaultTabLabel: View {
  let title: Text
  let image: String
  let isSystemImage: Bool
  @MainActor public var body: some View {
    Label { title } icon: { isSystemImage ? Image(systemName: image) : Image(image) }
  }
}

/// One tab of a tab view (iOS 18), as SwiftUI's `Tab`: its content, its label in the tab bar and
/// the value that selects it.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  public typealias TabValue = Value
  let value: Value?
  let role: TabRole?
  let content: Content
  let label: Label

  @MainActor public var body: some View {
    TabBody(content: content, label: label, value: value.map { AnyHashable($0) })
  }
}

/// What a tab resolves to: its content, labelled and tagged as `.tabItem` and `.tag` do.
nonisolated private struct TabBody<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  let value: AnyHashable?
  @MainActor var body: some View {
    if let value {
      content.tabItem { label }.tag(value)
    } else {
      content.tabItem { label }
    }
  }
}

extension Tab where Label == DefaultTabLabel {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
              @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(),
              label: DefaultTabLabel(title: Text(titleKey), image: systemImage, isSystemImage: true))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                 @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(),
              label: DefaultTabLabel(title: Text(title), image: systemImage, isSystemImage: true))
  }
  public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
              @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(),
              label: DefaultTabLabel(title: Text(titleKey), image: image, isSystemImage: false))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil,
                                 @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(),
              label: DefaultTabLabel(title: Text(title), image: image, isSystemImage: false))
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab without a selection value (a tab view without a selection binding).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(),
              label: DefaultTabLabel(title: Text(titleKey), image: systemImage, isSystemImage: true))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(),
              label: DefaultTabLabel(title: Text(title), image: systemImage, isSystemImage: true))
  }
  public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(),
              label: DefaultTabLabel(title: Text(titleKey), image: image, isSystemImage: false))
  }
}

extension Tab {
  /// A tab with a label of its own.
  public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, role: role, content: content(), label: label())
  }
}

extension Tab where Value == Never {
  /// A tab with a label of its own and no selection value.
  public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, role: role, content: content(), label: label())
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab of a role with that role's label (the search tab: "Search", a magnifying glass).
  public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(), label: Self.roleLabel(role))
  }

  static func roleLabel(_ role: TabRole) -> DefaultTabLabel {
    DefaultTabLabel(title: Text("Search"), image: "magnifyingglass", isSystemImage: true)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab of a role, without a selection value.
  public init(role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(), label: Self.roleLabel(role))
  }
}

/// Tabs grouped under a title (iOS 18), as SwiftUI's `TabSection`. A tab bar shows a section's
/// tabs in place, as iPhones do; the title is shown only by a sidebar, which is not drawn here.
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View, SectionValue: Hashable>: TabContent {
  public typealias TabValue = SectionValue
  let content: Content
  @MainActor public var body: some View { content }
}

extension TabSection where Header == Text, Footer == EmptyView, SectionValue == Content.TabValue {
  public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<Content.TabValue> content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @TabContentBuilder<Content.TabValue> content: () -> Content) {
    self.content = content()
  }
}

extension TabSection where Footer == EmptyView, SectionValue == Content.TabValue {
  public init(@TabContentBuilder<Content.TabValue> content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
  }
}

/// Several tabs in a builder block.
nonisolated public struct TupleTabContent<TabValue: Hashable, Content: View>: TabContent {
  let content: Content
  @MainActor public var body: some View { content }
}

/// Builds tab content from closures, as SwiftUI's `TabContentBuilder`.
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
  /// What a tab view holds when built from tab content, as `TabContentBuilder.Content`.
  nonisolated public struct Content<C: TabContent>: View {
    let content: C
    @MainActor public var body: some View { content }
  }

  public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
  public static func buildBlock<C: TabContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<TabValue, TupleView<(repeat each C)>> {
    TupleTabContent(content: ViewBuilder.buildBlock(repeat each content))
  }
  public static func buildOptional<C: TabContent>(_ content: C?) -> TupleTabContent<TabValue, C?> {
    TupleTabContent(content: content)
  }
  public static func buildEither<T: TabContent, F: TabContent>(first: T) -> TupleTabContent<TabValue, _ConditionalContent<T, F>> {
    TupleTabContent(content: ViewBuilder.buildEither(first: first))
  }
  public static func buildEither<T: TabContent, F: TabContent>(second: F) -> TupleTabContent<TabValue, _ConditionalContent<T, F>> {
    TupleTabContent(content: ViewBuilder.buildEither(second: second))
  }
}

extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
}

extension TabContent {
  /// The identifier a customisable tab view stores the tab's visibility under (no customisation
  /// is drawn: the tab is shown).
  public func customizationID(_ id: String) -> Self { self }
  /// Where the tab is placed in a sidebar-adaptable tab view (the tab bar shows it in place).
  public func tabPlacement(_ placement: TabPlacement) -> Self { self }
}

/// Where a tab goes in a sidebar-adaptable tab view, as SwiftUI's `TabPlacement`.
public struct TabPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = TabPlacement(name: "automatic")
  public static let pinned = TabPlacement(name: "pinned")
  public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

extension TabView {
  /// Tabs declared with `Tab` (iOS 18), selected by `selection`: each tab's `value` is a
  /// `SelectionValue` (`Tab("Home", systemImage: "house", value: .home)`).
  public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
  where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.init(selection: selection) { TabContentBuilder<SelectionValue>.Content(content: content()) }
  }
}

extension TabView where SelectionValue == Never {
  /// Tabs declared with `Tab` without values (iOS 18): the first shows; taps switch tabs.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentBuilder<Never>.Content<C> {
    self.init(selection: nil) { TabContentBuilder<Never>.Content(content: content()) }
  }
}
