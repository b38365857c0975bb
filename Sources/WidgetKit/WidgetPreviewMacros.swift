import Foundation
import PlumbUI

// WidgetKit's `#Preview` forms (iOS 17): `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`
// and `#Preview(as:widget:timelineProvider:)`. They expand, like SwiftUI's `#Preview`, to a
// registered `Preview` (the same macro plugin), through the initialisers below; the preview is
// the widget's entry view on the Home Screen surface of the family's size (docs/previews.md).

/// Previews a widget with the entries of `timeline`: the first entry is drawn.
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry])
  = #externalMacro(module: "PlumbPreviewMacros", type: "PreviewMacro")

/// Previews a widget with the entries of a timeline provider: its placeholder entry is drawn.
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Provider: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
  timelineProvider: @escaping () -> Provider)
  = #externalMacro(module: "PlumbPreviewMacros", type: "PreviewMacro")

/// Collects a widget preview's entries, as WidgetKit's `PreviewTimelineBuilder`.
@resultBuilder
public struct PreviewTimelineBuilder {
  public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
  public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
  public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
    accumulated + next
  }
  public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
  public static func buildBlock() -> [any TimelineEntry] { [] }
}

extension Preview {
  /// A widget preview over timeline entries (what `#Preview(as:widget:timeline:)` expands to).
  @MainActor
  public init(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget,
              @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) {
    let size = Device.widget(family).size
    self.init(name, traits: .fixedLayout(width: size.width, height: size.height)) {
      WidgetTimelinePreview(family: family, configuration: AnyWidgetConfiguration(widget().body), timeline: timeline)
    }
  }

  /// A widget preview over a provider (what `#Preview(as:widget:timelineProvider:)` expands to):
  /// the provider's placeholder entry is drawn (its timeline would need time to pass).
  @MainActor
  public init<P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> some Widget,
                                   timelineProvider: @escaping () -> P) {
    let size = Device.widget(family).size
    self.init(name, traits: .fixedLayout(width: size.width, height: size.height)) {
      let entry = timelineProvider().placeholder(in: TimelineProviderContext(family: family))
      return WidgetTimelinePreview(family: family, configuration: AnyWidgetConfiguration(widget().body),
                                   timeline: { [entry] })
    }
  }
}

/// A widget's configuration with its type erased, for previews.
@MainActor
struct AnyWidgetConfiguration {
  let entryView: (any TimelineEntry) -> AnyView?
  init(_ configuration: some WidgetConfiguration) { entryView = { configuration._plumbEntryView($0) } }
}

/// The first entry of a preview timeline, drawn on the widget's Home Screen surface. The timeline
/// is read in a task, so the first frame is empty and the settled render shows the entry; an
/// entry the widget does not take, or an empty timeline, warns and draws the surface alone.
struct WidgetTimelinePreview: View {
  let family: WidgetFamily
  let configuration: AnyWidgetConfiguration
  let timeline: @MainActor () async -> [any TimelineEntry]
  @State private var entryView: AnyView?

  var body: some View {
    WidgetPreviewSurface(family: family, on: .iPhone14) {
      if let entryView { entryView } else { Color.clear }
    }
    .task {
      let entries = await timeline()
      guard let first = entries.first else {
        RenderWarnings.warnOnce("WidgetKit.Preview.emptyTimeline", "#Preview(as:): the timeline has no entries; the widget is drawn empty")
        return
      }
      guard let view = configuration.entryView(first) else {
        RenderWarnings.warnOnce("WidgetKit.Preview.entryType \(type(of: first))",
                                "#Preview(as:): the widget does not take entries of type \(type(of: first)); the widget is drawn empty")
        return
      }
      if entries.count > 1 {
        RenderWarnings.warnOnce("WidgetKit.Preview.laterEntries",
                                "#Preview(as:): only the first of the timeline's \(entries.count) entries is drawn")
      }
      entryView = view
    }
  }
}
