import AppIntents
import Foundation
import PlumbUI

// Widgets configured by an app intent (iOS 17): `AppIntentConfiguration` with an
// `AppIntentTimelineProvider`, and the `#Preview(as:using:widget:timelineProvider:)` form. As for
// `StaticConfiguration`, a preview surface draws the provider's placeholder entry
// (`WidgetPreviewSurface(MyWidget(), family:)`); the intent's `perform()` never runs.

/// Supplies the entries of a widget configured by an app intent, as WidgetKit's
/// `AppIntentTimelineProvider`: like `TimelineProvider`, with the configuration intent passed in.
public protocol AppIntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
  /// Preconfigured intents offered where widgets cannot be configured (watchOS).
  func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
  /// None.
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent with a description, as `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
  public let intent: Intent
  public let description: LocalizedStringResource

  public init(intent: Intent, description: LocalizedStringResource) { self.intent = intent; self.description = description }
  @_disfavoredOverload
  public init<S: StringProtocol>(intent: Intent, description: S) {
    self.init(intent: intent, description: LocalizedStringResource(stringLiteral: String(description)))
  }
  /// A recommendation described by a text (its words as the text holds them).
  public init(intent: Intent, description: Text) {
    let words = Mirror(reflecting: description).descendant("string") as? String ?? ""
    self.init(intent: intent, description: LocalizedStringResource(stringLiteral: words))
  }
}

/// A widget whose content a person configures through an app intent, as WidgetKit's
/// `AppIntentConfiguration`. Holds the entry view builder and the provider's placeholder entry, so
/// a preview renders an entry at a family's size, as `StaticConfiguration` does.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
  public let kind: String
  let content: (Any) -> Content
  let placeholder: (TimelineProviderContext) -> Any
  let accepts: (Any) -> Bool

  public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                   @ViewBuilder content: @escaping (Provider.Entry) -> Content)
  where Intent == Provider.Intent {
    self.kind = kind
    self.content = { content($0 as! Provider.Entry) }
    placeholder = { provider.placeholder(in: $0) }
    accepts = { $0 is Provider.Entry }
  }
  public var body: Never { fatalError("AppIntentConfiguration is primitive") }

  public func _plumbPlaceholderView(for family: WidgetFamily) -> AnyView? {
    AnyView(content(placeholder(TimelineProviderContext(family: family))))
  }
  public func _plumbEntryView(_ entry: any TimelineEntry) -> AnyView? {
    accepts(entry) ? AnyView(content(entry)) : nil
  }
}

/// Previews a widget configured by an app intent with the entries its provider makes for `intent`:
/// the first entry of the provider's timeline is drawn (`#Preview(as: .systemSmall, using:
/// MyIntent(), widget: { MyWidget() }, timelineProvider: { Provider() })`).
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Provider: AppIntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> Widget,
  timelineProvider: @escaping () -> Provider)
  = #externalMacro(module: "PlumbPreviewMacros", type: "PreviewMacro")

extension Preview {
  /// A widget preview over an app intent provider (what `#Preview(as:using:widget:timelineProvider:)`
  /// expands to): the provider's timeline for `intent` is asked for in a task, and its first entry
  /// is drawn, as the timeline form draws its first entry.
  @MainActor
  public init<Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
                                                   widget: @escaping () -> some Widget, timelineProvider: @escaping () -> Provider) {
    let size = Device.widget(family).size
    let box = _PreviewIntentBox(intent: intent, provider: timelineProvider())
    self.init(name, traits: .fixedLayout(width: size.width, height: size.height)) {
      WidgetTimelinePreview(family: family, configuration: AnyWidgetConfiguration(widget().body), timeline: {
        await box.entries(in: TimelineProviderContext(family: family))
      })
    }
  }
}

/// The intent and provider of an app intent widget preview, carried into the preview's task.
struct _PreviewIntentBox<Provider: AppIntentTimelineProvider>: @unchecked Sendable {
  let intent: Provider.Intent
  let provider: Provider
  func entries(in context: TimelineProviderContext) async -> [any TimelineEntry] {
    await provider.timeline(for: intent, in: context).entries
  }
}
