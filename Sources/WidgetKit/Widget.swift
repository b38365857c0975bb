import Foundation
import PlumbUI

/// A widget, as WidgetKit's `Widget`: an app extension's `@main` type whose body is a configuration.
@MainActor @preconcurrency
public protocol Widget {
  associatedtype Body: WidgetConfiguration
  init()
  @WidgetConfigurationBuilder var body: Body { get }
}

/// Several widgets of one extension, as `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
  associatedtype Body: Widget
  init()
  @WidgetBundleBuilder var body: Body { get }
}

extension Widget {
  /// Runs the extension: nothing to run on Linux (widgets are rendered through their entry views).
  public static func main() {}
}
extension WidgetBundle {
  public static func main() {}
}

/// What a widget is made of, as WidgetKit's `WidgetConfiguration`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  associatedtype Body: WidgetConfiguration
  @WidgetConfigurationBuilder var body: Body { get }
  /// The entry view of the provider's placeholder entry for a family (Plumbline's own; nil for a
  /// configuration without one).
  func _plumbPlaceholderView(for family: WidgetFamily) -> AnyView?
  /// The entry view of `entry` (Plumbline's own; nil when the configuration takes entries of
  /// another type, or none).
  func _plumbEntryView(_ entry: any TimelineEntry) -> AnyView?
}

extension WidgetConfiguration {
  public func _plumbPlaceholderView(for family: WidgetFamily) -> AnyView? { body._plumbPlaceholderView(for: family) }
  public func _plumbEntryView(_ entry: any TimelineEntry) -> AnyView? { body._plumbEntryView(entry) }
}

extension Never: WidgetConfiguration {
  public func _plumbPlaceholderView(for family: WidgetFamily) -> AnyView? { nil }
  public func _plumbEntryView(_ entry: any TimelineEntry) -> AnyView? { nil }
}
extension Never: Widget {
  public init() { fatalError("Never has no instances") }
}

/// Builds a widget configuration, as `WidgetConfigurationBuilder`.
@resultBuilder
public enum WidgetConfigurationBuilder {
  public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
  public static func buildExpression<C: WidgetConfiguration>(_ content: C) -> C { content }
}

/// Builds a bundle's widgets, as `WidgetBundleBuilder`.
@resultBuilder
public enum WidgetBundleBuilder {
  public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
  public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetGroup { _WidgetGroup() }
  public static func buildOptional<W: Widget>(_ widget: W?) -> _WidgetGroup { _WidgetGroup() }
  public static func buildEither<W: Widget>(first: W) -> _WidgetGroup { _WidgetGroup() }
  public static func buildEither<W: Widget>(second: W) -> _WidgetGroup { _WidgetGroup() }
  public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> _WidgetGroup { _WidgetGroup() }
  public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
}

/// Several widgets of a bundle.
public struct _WidgetGroup: Widget {
  nonisolated public init() {}
  public var body: _EmptyWidgetConfiguration { _EmptyWidgetConfiguration() }
}

/// A configuration with nothing to show.
public struct _EmptyWidgetConfiguration: WidgetConfiguration {
  public var body: Never { fatalError("_EmptyWidgetConfiguration has no body") }
  public func _plumbPlaceholderView(for family: WidgetFamily) -> AnyView? { nil }
  public func _plumbEntryView(_ entry: any TimelineEntry) -> AnyView? { nil }
}

/// A widget configured by its provider's entries alone, as WidgetKit's `StaticConfiguration`.
/// Holds the entry view builder, so a preview can render an entry at a family's size.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
  public let kind: String
  let content: (Any) -> Content
  let placeholder: (TimelineProviderContext) -> Any
  let accepts: (Any) -> Bool

  public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                          @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
    self.kind = kind
    self.content = { content($0 as! Provider.Entry) }
    placeholder = { provider.placeholder(in: $0) }
    accepts = { $0 is Provider.Entry }
  }
  public var body: Never { fatalError("StaticConfiguration is primitive") }

  public func _plumbPlaceholderView(for family: WidgetFamily) -> AnyView? {
    AnyView(content(placeholder(TimelineProviderContext(family: family))))
  }
  public func _plumbEntryView(_ entry: any TimelineEntry) -> AnyView? {
    accepts(entry) ? AnyView(content(entry)) : nil
  }
}

/// A configuration with modifiers applied (display name, description, families, margins).
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
  let base: Base
  public var body: Never { fatalError("_ModifiedWidgetConfiguration is primitive") }
  public func _plumbPlaceholderView(for family: WidgetFamily) -> AnyView? { base._plumbPlaceholderView(for: family) }
  public func _plumbEntryView(_ entry: any TimelineEntry) -> AnyView? { base._plumbEntryView(entry) }
}

extension WidgetConfiguration {
  private var same: _ModifiedWidgetConfiguration<Self> { _ModifiedWidgetConfiguration(base: self) }
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { same }
  public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { same }
  @_disfavoredOverload
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { same }
  @_disfavoredOverload
  public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration { same }
  public func description(_ description: Text) -> some WidgetConfiguration { same }
  @_disfavoredOverload
  public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration { same }
  public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { same }
  @_disfavoredOverload
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { same }
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { same }
  public func contentMarginsDisabled() -> some WidgetConfiguration { same }
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { same }
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration { same }
  public func onBackgroundURLSessionEvents(matching matchingString: String? = nil,
                                           _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration { same }
}

/// Where a widget may appear, as `WidgetLocation`.
public struct WidgetLocation: Hashable, Sendable {
  let name: String
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  public static let standBy = WidgetLocation(name: "standBy")
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

extension View {
  /// The URL the app opens when the widget is tapped (nothing is tapped in a snapshot).
  public func widgetURL(_ url: URL?) -> some View { self }
  /// Marks the view as part of the accent group in accented rendering (full colour here: no change).
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
  /// Marks content that goes stale while an interaction runs (no interaction here).
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
