import Foundation

// `Text(date, style:)`, `Text(timerInterval:)` and `"\(date, style:)"`: dates formatted with the
// environment's locale, calendar and time zone, and the relative styles measured from the
// render clock (Engine/RenderClock.swift), never from the machine's clock.
//
// Output, per Apple's documentation of `Text.DateStyle` (en_US): `.date` "June 3, 2019" (the
// long date), `.time` "11:23 PM" (the short time), `.relative` "2 hours, 23 minutes" (the two
// largest units), `.offset` "+2 hours" (the largest unit, signed), `.timer` "2:32" / "36:59:01".

extension Text {
  /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind
    /// The date alone, long form ("January 1, 2026").
    public static let date = DateStyle(kind: .date)
    /// The time alone, short form ("9:41 AM").
    public static let time = DateStyle(kind: .time)
    /// The distance from now in the two largest units ("2 hours, 23 minutes").
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now in the largest unit ("+2 hours").
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting from now ("2:32", "36:59:01").
    public static let timer = DateStyle(kind: .timer)
  }

  /// A date in one of the predefined styles, as SwiftUI's `Text(_:style:)`.
  public init(_ date: Date, style: DateStyle) {
    self.init(formatted: "date.\(style.kind.rawValue)@\(date.timeIntervalSinceReferenceDate)") {
      DateTextFormatting.format(date, style: style, $0)
    }
  }

  /// A timer over an interval at the render clock, as SwiftUI's
  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    let key = "timer@\(timerInterval.lowerBound.timeIntervalSinceReferenceDate)-\(timerInterval.upperBound.timeIntervalSinceReferenceDate)"
      + "/\(pauseTime?.timeIntervalSinceReferenceDate ?? .nan)/\(countsDown)/\(showsHours)"
    self.init(formatted: key) { c in
      let t = min(max(pauseTime ?? c.now(), timerInterval.lowerBound), timerInterval.upperBound)
      let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(t) : t.timeIntervalSince(timerInterval.lowerBound)
      return DateTextFormatting.timer(seconds: seconds, showsHours: showsHours)
    }
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// `"\(date, style: .time)"`, as in SwiftUI.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendFormatted(key: "date.\(style.kind.rawValue)@\(date.timeIntervalSinceReferenceDate)") {
      DateTextFormatting.format(date, style: style, $0)
    }
  }
}

/// The formatting behind the date styles.
enum DateTextFormatting {
  static func format(_ date: Date, style: Text.DateStyle, _ c: TextFormatContext) -> String {
    let env = c.environment
    switch style.kind {
    case .date:
      return Date.FormatStyle(date: .long, time: .omitted, locale: env.locale, calendar: env.formattingCalendar,
                              timeZone: env.timeZone).format(date)
    case .time:
      return Date.FormatStyle(date: .omitted, time: .shortened, locale: env.locale, calendar: env.formattingCalendar,
                              timeZone: env.timeZone).format(date)
    case .relative:
      return distance(from: c.now(), to: date, units: 2, env: env)
    case .offset:
      let now = c.now()
      return (date < now ? "-" : "+") + distance(from: now, to: date, units: 1, env: env)
    case .timer:
      return timer(seconds: abs(date.timeIntervalSince(c.now())), showsHours: true)
    }
  }

  /// "h:mm:ss" from an hour on, else "m:ss"; without hours, minutes go past 59.
  static func timer(seconds: Double, showsHours: Bool) -> String {
    let s = Int(max(seconds, 0).rounded(.down))
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    if showsHours && s >= 3600 { return "\(s / 3600):\(two(s % 3600 / 60)):\(two(s % 60))" }
    return "\(s / 60):\(two(s % 60))"
  }

  /// The distance between two dates in at most `units` calendar units, largest first, zero
  /// units left out ("1 year, 1 month", "2 hours, 23 minutes").
  static func distance(from a: Date, to b: Date, units: Int, env: EnvironmentValues) -> String {
    let (start, end) = a < b ? (a, b) : (b, a)
    let cal = env.formattingCalendar
    let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start, to: end)
    let all: [(Unit, Int)] = [(.year, c.year ?? 0), (.month, c.month ?? 0), (.day, c.day ?? 0),
                              (.hour, c.hour ?? 0), (.minute, c.minute ?? 0), (.second, c.second ?? 0)]
    var shown = Array(all.filter { $0.1 != 0 }.prefix(units))
    if shown.isEmpty { shown = [(.second, 0)] }
    if env.locale.language.languageCode?.identifier == "en" {
      return shown.map { "\($0.1) \($0.0.rawValue)\($0.1 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
    if shown.contains(where: { $0.0 == .year || $0.0 == .month }) {
      RenderWarnings.warnOnce("Text.DateStyle.relative.locale",
                              "Text(date, style: .relative/.offset): years and months are spelled in English outside English locales")
      return shown.map { "\($0.1) \($0.0.rawValue)\($0.1 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
    // Days and smaller: Foundation's localized unit names.
    let seconds = shown.reduce(0) { $0 + $1.1 * $1.0.seconds }
    let allowed = Set(shown.map(\.0.durationUnit))
    return Duration.seconds(seconds).formatted(.units(allowed: allowed, width: .wide, maximumUnitCount: units)
      .locale(env.locale))
  }

  enum Unit: String {
    case year, month, day, hour, minute, second
    var seconds: Int {
      switch self {
      case .day: return 86_400
      case .hour: return 3600
      case .minute: return 60
      default: return 1
      }
    }
    var durationUnit: Duration.UnitsFormatStyle.Unit {
      switch self {
      case .day: return .days
      case .hour: return .hours
      case .minute: return .minutes
      default: return .seconds
      }
    }
  }
}
