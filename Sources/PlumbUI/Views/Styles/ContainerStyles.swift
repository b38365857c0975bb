import Foundation

// The style protocols of the containers (group box, disclosure group, menu, control group,
// navigation split view), as Apple declares them in the iOS 18 SDK: each main-actor isolated
// with a `Configuration` and a `makeBody(configuration:)`, so a project can write its own.

/// How a group box draws, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style receives, as `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
  public struct Label: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public struct Content: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public let label: GroupBoxStyleConfiguration.Label
  public let content: GroupBoxStyleConfiguration.Content
}

/// `.automatic`: the label in the headline font above the content, in a rounded
/// secondarySystemBackground box (16-pt padding, 8-pt corners, **L**).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label.font(.headline)
      configuration.content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.groupBoxFill))
  }
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

/// How a disclosure group draws, as SwiftUI's `DisclosureGroupStyle`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a disclosure group style receives, as `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
  public struct Label: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public struct Content: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public let label: DisclosureGroupStyleConfiguration.Label
  public let content: DisclosureGroupStyleConfiguration.Content
  /// Whether the content shows; writing it expands or collapses the group.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label; self.content = content; _isExpanded = isExpanded
  }
}

/// `.automatic`: the label row with a trailing chevron, the content below when expanded.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { DisclosureGroupLook(configuration: configuration) }
}
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

/// How a menu's button draws, as SwiftUI's `MenuStyle` (the menu itself is never open).
@MainActor @preconcurrency
public protocol MenuStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = MenuStyleConfiguration
}

/// What a menu style receives, as `MenuStyleConfiguration`.
public struct MenuStyleConfiguration {
  public struct Label: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public struct Content: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  let label: MenuStyleConfiguration.Label
  let content: MenuStyleConfiguration.Content
}

/// `.automatic` (and `.button`): the label as a button; the menu is not drawn (never open).
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(action: {}) { configuration.label } }
}
/// `.button`: the label as a button styled by the button style above.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(action: {}) { configuration.label } }
}
/// `.borderlessButton` (deprecated): the label as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Button(action: {}) { configuration.label }.buttonStyle(.borderless)
  }
}
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

/// How a navigation split view arranges its columns, as SwiftUI's `NavigationSplitViewStyle`.
/// An iPhone collapses a split view into one stack, so the style is accepted and never drawn.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a navigation split view style receives (opaque, as Apple's).
public struct NavigationSplitViewStyleConfiguration {}

/// `.automatic`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// `.balanced`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// `.prominentDetail`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

struct GroupBoxStyleKey: EnvironmentKey { static var defaultValue: ErasedStyle<GroupBoxStyleConfiguration>? { nil } }
struct DisclosureGroupStyleKey: EnvironmentKey {
  static var defaultValue: ErasedStyle<DisclosureGroupStyleConfiguration>? { nil }
}
struct MenuStyleKey: EnvironmentKey { static var defaultValue: ErasedStyle<MenuStyleConfiguration>? { nil } }

extension EnvironmentValues {
  var groupBoxStyle: ErasedStyle<GroupBoxStyleConfiguration>? {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
  var disclosureGroupStyle: ErasedStyle<DisclosureGroupStyleConfiguration>? {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
  var menuStyle: ErasedStyle<MenuStyleConfiguration>? {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the group boxes below.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environment(\.groupBoxStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
  }
  /// Sets the look of the disclosure groups below.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environment(\.disclosureGroupStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
  }
  /// Sets the look of the menu buttons below.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    environment(\.menuStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
  }
  /// Sets the column arrangement of navigation split views (accepted: there is none to arrange).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
