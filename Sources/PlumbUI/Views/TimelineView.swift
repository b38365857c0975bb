import Foundation

/// A view that updates on a schedule, as SwiftUI's `TimelineView`, driven by the render clock
/// (Engine/RenderClock.swift) instead of the wall clock: its content gets a context whose
/// `date` is the schedule's latest entry at the render clock's date (2026-01-01 09:41:00 UTC
/// unless the host moves it), and `ViewHost.advance(to:)` moves it forward.
///
/// Entries are taken from the schedule's `entries(from:mode:)` starting at the host's reference
/// date (when the view "appeared"): `.everyMinute` gives the start of the current minute,
/// `.periodic(from:by:)` the last period boundary, `.animation` the clock's date itself,
/// `.explicit(dates)` the latest date not after it (the first date while all are later).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  /// What the content is given (not generic, so the content type can be inferred).
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule; self.content = content
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let now = ctx.graph.readRenderDate()
    let start = ctx.graph.renderClock.referenceDate
    let date = TimelineEntries.latest(of: schedule, from: start, at: now)
    resolveView(content(Context(date: date, cadence: .live)), ctx.child("TimelineView"), into: &out)
  }
}

/// What a `TimelineView`'s content is given, as SwiftUI's `TimelineViewDefaultContext`
/// (`TimelineView.Context`).
public struct TimelineViewDefaultContext: Sendable {
  /// How often the view is redrawn, as `Context.Cadence` (always `.live` here).
  public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
  /// The entry's date.
  public let date: Date
  /// `.live`: a render is never throttled.
  public let cadence: Cadence
}

/// Picks a schedule's entry for a moment.
enum TimelineEntries {
  static func latest<S: TimelineSchedule>(of schedule: S, from start: Date, at now: Date) -> Date {
    if schedule is AnimationTimelineSchedule { return now }
    var latest: Date?
    var first: Date?
    // Bounded: a schedule with entries closer than a millisecond stops after 100 000.
    for (i, d) in schedule.entries(from: start, mode: .normal).enumerated() {
      if first == nil { first = d }
      if d > now || i >= 100_000 { break }
      latest = d
    }
    return latest ?? first ?? now
  }
}

/// When a timeline's content changes, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update, as `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// Every minute, on the minute, as `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    let t = startDate.timeIntervalSinceReferenceDate
    return PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: (t / 60).rounded(.down) * 60), interval: 60)
  }
}

/// Every `interval` seconds from a date, as `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval
  public init(from startDate: Date, by interval: TimeInterval) { start = startDate; self.interval = interval }

  /// The entries: `start + k × interval`.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval
    init(start: Date, interval: TimeInterval) { upcoming = start; self.interval = Swift.max(interval, 0.001) }
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    // The first entry at or before the start, then every interval.
    var first = start
    if startDate > start {
      let k = (startDate.timeIntervalSince(start) / max(interval, 0.001)).rounded(.down)
      first = start.addingTimeInterval(k * interval)
    }
    return Entries(start: first, interval: interval)
  }
}

/// As fast as animations run, as `AnimationTimelineSchedule`: the date is the clock's.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool
  public init(minimumInterval: Double? = nil, paused: Bool = false) { self.minimumInterval = minimumInterval; self.paused = paused }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule.Entries(start: startDate, interval: minimumInterval ?? 1.0 / 60)
  }
}

/// The given dates, as `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
  let dates: Dates
  public init(_ dates: Dates) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    .init(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { .init() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    .init(minimumInterval: minimumInterval, paused: paused)
  }
}
extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
    .init(dates)
  }
}
