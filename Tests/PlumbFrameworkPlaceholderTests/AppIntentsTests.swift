import AppIntents
import Foundation
import PlumbGoldens
import PlumbScreens
import PlumbGraphics
import SwiftUI
import Testing
import WidgetKit

// AppIntents (docs/compatibility/frameworks.md, "AppIntents"), with WidgetKit's intent-configured
// widgets: intents, parameters and results are values as an app sees them, nothing runs in a
// render (`perform()` is never called), and the intent controls draw as plain controls whose tap
// warns. The app code below is written as widget extensions write it (Xcode 15's widget template,
// with an interactive button).

@Suite struct AppIntentsTests {
  /// The provider's placeholder entry drawn by an `AppIntentConfiguration` on the Home Screen
  /// surface: the same picture as the entry view drawn directly, the container background
  /// behind it, and no intent performed.
  @Test @MainActor func anAppIntentConfigurationDrawsItsPlaceholderEntry() async throws {
    let before = Performed.count
    let (widget, _) = try await draw(WidgetPreviewSurface(EmojiWidget(), family: .systemSmall), on: .widget(.systemSmall))
    let placeholder = EmojiProvider().placeholder(in: TimelineProviderContext(family: .systemSmall))
    let (direct, _) = try await draw(WidgetPreviewSurface(family: .systemSmall) { EmojiView(entry: placeholder) },
                                     on: .widget(.systemSmall))
    #expect(widget.image == direct.image)
    #expect(near(rgb(widget, 79, 4), [0, 0, 255]), "the container background: \(rgb(widget, 79, 4))")
    #expect(Performed.count == before, "perform() ran")
  }

  /// The configuration builds the entry view of its provider's entries, and of no other type.
  @Test @MainActor func theConfigurationTakesItsProvidersEntries() {
    let configuration = EmojiWidget().body
    #expect(configuration._plumbEntryView(EmojiEntry(date: .distantPast, configuration: EmojiConfiguration())) != nil)
    #expect(configuration._plumbEntryView(OtherEntry(date: .distantPast)) == nil)
  }

  /// `#Preview(as:using:widget:timelineProvider:)` draws the first entry of the provider's
  /// timeline for the given intent: the parameter value set on the intent is the one drawn.
  @Test @MainActor func thePreviewUsingAnIntentDrawsTheProvidersFirstEntry() async throws {
    let intent = EmojiConfiguration()
    intent.favoriteEmoji = "Donut"
    let preview = Preview(as: .systemSmall, using: intent, widget: { EmojiWidget() }, timelineProvider: { EmojiProvider() })
    let (previewed, _) = try await draw(AnyView(erasing: preview.makeView()), on: .widget(.systemSmall))
    let (direct, _) = try await draw(WidgetPreviewSurface(family: .systemSmall) {
      EmojiView(entry: EmojiEntry(date: .distantPast, configuration: intent))
    }, on: .widget(.systemSmall))
    let (placeholder, _) = try await draw(WidgetPreviewSurface(EmojiWidget(), family: .systemSmall), on: .widget(.systemSmall))
    #expect(previewed.image == direct.image)
    #expect(previewed.image != placeholder.image, "the intent's value, not the default, is drawn")
  }

  /// `Button(intent:)` draws as the plain button with its label; a tap does not perform the
  /// intent and warns once, naming it.
  @Test @MainActor func anIntentButtonDrawsItsLabelAndATapOnlyWarns() async throws {
    let (intentButton, drawWarnings) = try await draw(Button(intent: CountUp()) { Text("Count up") }, on: .iPhone14)
    let (plainButton, _) = try await draw(Button(action: {}) { Text("Count up") }, on: .iPhone14)
    #expect(intentButton.image == plainButton.image)
    #expect(drawWarnings.isEmpty, "\(drawWarnings)")

    let before = Performed.count
    let host = ViewHost(Button(intent: CountUp()) { Text("Count up") }.id("button"))
    let frame = try #require(host.layoutSnapshot.root.flattened.last { $0.explicitID == "button" }?.frame)
    let tapWarnings = try RenderWarnings.collecting { try host.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }.warnings
    #expect(tapWarnings.contains { $0.contains("Button(intent:)") && $0.contains("CountUp.perform()") }, "\(tapWarnings)")
    #expect(Performed.count == before, "perform() ran")
  }

  /// `Toggle(isOn:intent:)` draws the switch as given; a tap leaves it as drawn and warns.
  @Test @MainActor func anIntentToggleStaysAsDrawnAndATapOnlyWarns() async throws {
    let toggle = Toggle(isOn: true, intent: CountUp()) { Text("Counting") }
    let (intentToggle, _) = try await draw(toggle, on: .iPhone14)
    let (plainToggle, _) = try await draw(Toggle(isOn: .constant(true)) { Text("Counting") }, on: .iPhone14)
    #expect(intentToggle.image == plainToggle.image)

    let host = ViewHost(toggle.id("toggle"))
    let frame = try #require(host.layoutSnapshot.root.flattened.last { $0.explicitID == "toggle" }?.frame)
    let warnings = try RenderWarnings.collecting { try host.tap(at: CGPoint(x: frame.maxX - 30, y: frame.midY)) }.warnings
    #expect(warnings.contains { $0.contains("Toggle(isOn:intent:)") }, "\(warnings)")
    let (afterTap, _) = try await draw(toggle, on: .iPhone14)
    #expect(afterTap.image == plainToggle.image)
  }

  /// Parameters hold values as a stored property does: the default until the app sets one, nil
  /// for an optional, and the set value after.
  @Test func parametersHoldTheirDefaultOrTheValueSet() {
    let intent = EmojiConfiguration()
    #expect(intent.favoriteEmoji == "Smile")
    #expect(intent.size == nil)
    intent.favoriteEmoji = "Donut"
    intent.size = .large
    #expect(intent.favoriteEmoji == "Donut")
    #expect(intent.size == .large)
    #expect(intent.$favoriteEmoji.title.key == "Favorite Emoji")
    #expect(intent.$size.isOptional)
    #expect(DonutSize.large.localizedStringResource.key == "Large")
    #expect(EmojiConfiguration.title.key == "Configuration")
  }

  /// `.result(value:dialog:)` keeps its value and dialog, typed as the app's `perform()` declares
  /// (a test may call `perform()`; Plumbline never does).
  @Test func resultsKeepTheirValueAndDialog() async throws {
    let performed = try await AddOne(number: 41).perform()
    #expect(performed.value == 42)
    let result: IntentResultContainer<Int, Never, Never, IntentDialog> = .result(value: 42, dialog: "Counted to \(42)")
    #expect(result.value == 42)
    #expect(result.dialog?.full.key == "Counted to %lld")
  }

  /// Shortcut phrases keep the app name's placeholder; nothing registers them.
  @Test func shortcutPhrasesKeepTheirPlaceholders() {
    let shortcuts = CountShortcuts.appShortcuts
    #expect(shortcuts.count == 1)
    #expect(shortcuts.first?.phrases == ["Count up with ${applicationName}", "${applicationName} count from ${parameter}"])
    #expect(shortcuts.first?.systemImageName == "plus")
  }

  /// `@Dependency` reads what the app registered with `AppDependencyManager`.
  @Test func dependenciesReadWhatTheAppRegistered() {
    AppDependencyManager.shared.add(dependency: CounterStore(name: "registered"))
    #expect(CountUp().store.name == "registered")
  }

  /// A request that needs a person to answer (a confirmation, a value) throws: nobody is there.
  @Test func requestsThatNeedAPersonThrow() async {
    await #expect(throws: (any Error).self) { try await CountUp().requestConfirmation() }
    await #expect(throws: (any Error).self) { _ = try await EmojiConfiguration().$favoriteEmoji.requestValue() }
  }
}

// MARK: - App code, as a widget extension writes it

/// Counts the intents performed (none may be, in a render).
private enum Performed {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var performed = 0
  static var count: Int { lock.withLock { performed } }
  static func add() { lock.withLock { performed += 1 } }
}

private final class CounterStore: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

private enum DonutSize: String, AppEnum {
  case small, large
  static var typeDisplayRepresentation: TypeDisplayRepresentation { "Size" }
  static var caseDisplayRepresentations: [DonutSize: DisplayRepresentation] {
    [.small: "Small", .large: DisplayRepresentation(title: "Large", image: .init(systemName: "circle.fill"))]
  }
}

private struct EmojiConfiguration: WidgetConfigurationIntent {
  static var title: LocalizedStringResource { "Configuration" }
  static var description: IntentDescription { "This is an example widget." }

  @Parameter(title: "Favorite Emoji", default: "Smile")
  var favoriteEmoji: String

  @Parameter(title: "Size")
  var size: DonutSize?
}

private struct EmojiEntry: TimelineEntry {
  let date: Date
  let configuration: EmojiConfiguration
}

private struct OtherEntry: TimelineEntry {
  let date: Date
}

private struct EmojiProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> EmojiEntry {
    EmojiEntry(date: .distantPast, configuration: EmojiConfiguration())
  }
  func snapshot(for configuration: EmojiConfiguration, in context: Context) async -> EmojiEntry {
    EmojiEntry(date: .distantPast, configuration: configuration)
  }
  func timeline(for configuration: EmojiConfiguration, in context: Context) async -> Timeline<EmojiEntry> {
    Timeline(entries: [EmojiEntry(date: .distantPast, configuration: configuration)], policy: .atEnd)
  }
}

private struct CountUp: AppIntent {
  static var title: LocalizedStringResource = "Count up"

  @Parameter(title: "Start", default: 0)
  var start: Int

  @Dependency var store: CounterStore

  init() {}
  init(start: Int) { self.start = start }

  func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
    Performed.add()
    return .result(value: start + 1, dialog: "Counted to \(start + 1)")
  }
}

private struct AddOne: AppIntent {
  static var title: LocalizedStringResource = "Add one"
  @Parameter(title: "Number") var number: Int
  init() {}
  init(number: Int) { self.number = number }
  func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog {
    .result(value: number + 1, dialog: "Added one")
  }
}

private struct CountShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: CountUp(), phrases: ["Count up with \(.applicationName)", "\(.applicationName) count from \(\.$start)"],
                shortTitle: "Count up", systemImageName: "plus")
  }
}

private struct EmojiView: View {
  var entry: EmojiEntry
  var body: some View {
    VStack {
      Text(entry.configuration.favoriteEmoji)
      Button(intent: CountUp()) { Image(systemName: "plus") }
    }
    .containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget)
  }
}

private struct EmojiWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "Emoji", intent: EmojiConfiguration.self, provider: EmojiProvider()) { entry in
      EmojiView(entry: entry)
    }
    .configurationDisplayName("Emoji")
    .supportedFamilies([.systemSmall])
  }
}

// MARK: - Drawing

/// Renders a view on a device (the async form, for `@MainActor` tests), with the warnings it gave.
@MainActor
private func draw<V: View>(_ view: V, on device: Device) async throws -> (Rendering, [String]) {
  var result: Rendering?
  let warnings = try await RenderWarnings.collecting {
    result = try await renderView(view, options: ViewRenderOptions(device: device))
  }.warnings
  return (try #require(result), warnings)
}
