import Foundation

/// How a label arranges its title and icon, as SwiftUI's `LabelStyle` (iOS 18 isolation).
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = LabelStyleConfiguration
}

/// What a label style receives, as `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View, StylePart {
    let content: AnyView
    public var body: Never { primitiveBody() }
  }
  /// The label's icon, as a view.
  public struct Icon: View, StylePart {
    let content: AnyView
    public var body: Never { primitiveBody() }
  }
  public var title: LabelStyleConfiguration.Title
  public var icon: LabelStyleConfiguration.Icon
}

/// `.automatic`: icon and title side by side, 8 pt apart (**L**); in a tab bar, icon above title.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { AutomaticLabelBody(configuration: configuration) }
}
/// `.iconOnly`: the icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// `.titleOnly`: the title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
/// `.titleAndIcon`: icon and title side by side, 8 pt apart.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) { configuration.icon; configuration.title }
  }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

/// The automatic arrangement, which depends on where the label is: the icon alone in a toolbar
/// item (as iOS draws bar buttons), icon over title in a tab item, else side by side.
struct AutomaticLabelBody: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.isTabItem) private var isTabItem
  @Environment(\.isToolbarItem) private var isToolbarItem
  var body: some View {
    if isToolbarItem {
      configuration.icon
    } else if isTabItem {
      VStack(spacing: 2) { configuration.icon; configuration.title }
    } else {
      HStack(spacing: 8) { configuration.icon; configuration.title }
    }
  }
}

struct LabelStyleKey: EnvironmentKey { static var defaultValue: ErasedStyle<LabelStyleConfiguration>? { nil } }

extension EnvironmentValues {
  var labelStyle: ErasedStyle<LabelStyleConfiguration>? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the labels below.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
  }
}
