import Foundation

/// One moment of a widget's content, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
  var date: Date { get }
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, as `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
  public let score: Float
  public let duration: TimeInterval
  public init(score: Float, duration: TimeInterval = 0) { self.score = score; self.duration = duration }
}

/// When WidgetKit asks for a new timeline, as `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case atEnd, never, after(Date) }
  let kind: Kind
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  public static let never = TimelineReloadPolicy(kind: .never)
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Entries over time and when to reload, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy
  public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// What a provider is asked in, as `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
  public let family: WidgetFamily
  public let isPreview: Bool
  public let displaySize: CGSize
  /// A context for a family on a 390 pt phone (Plumbline's own: WidgetKit makes these).
  public init(family: WidgetFamily, isPreview: Bool = true) {
    self.family = family; self.isPreview = isPreview
    displaySize = family.size() ?? .zero
  }
}

/// Supplies a widget's entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext
  func placeholder(in context: Context) -> Entry
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Reloads widgets, as `WidgetCenter` (nothing to reload in a snapshot: the calls do nothing).
public final class WidgetCenter: @unchecked Sendable {
  public static let shared = WidgetCenter()
  private init() {}
  public func reloadAllTimelines() {}
  public func reloadTimelines(ofKind kind: String) {}
  /// The configured widgets: none.
  public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
    completion(.success([]))
  }
  public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// A configured widget, as `WidgetInfo`.
public struct WidgetInfo: Sendable {
  public let family: WidgetFamily
  public let kind: String
}
