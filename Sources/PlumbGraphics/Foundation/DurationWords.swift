import Foundation

/// The words and times `DateComponentsFormatter` writes: Apple's English tables, ICU (through
/// Foundation's `Duration` format styles) for other languages and for positional times.
enum DurationWords {
  // MARK: Positional

  /// "1:02:05", "2:05", "01:02:05" (padded), "6y 4mo 0w 3d 20:33:20".
  static func positional(_ units: [(DurationUnit, Double)], pad: Bool, locale: Locale) -> String {
    let prefix = units.filter { !$0.0.isClockUnit }.map { number($0.1, locale) + abbreviated($0.0) }
    let clock = units.filter { $0.0.isClockUnit }
    var parts = prefix
    if !clock.isEmpty {
      // The first field is two digits only when padded and nothing precedes it ("0d 1:00:00").
      let lead = pad && prefix.isEmpty ? 2 : 1
      parts.append(clockTime(clock, leadLength: lead, locale: locale))
    }
    return parts.joined(separator: " ")
  }

  private static func clockTime(_ clock: [(DurationUnit, Double)], leadLength: Int, locale: Locale) -> String {
    let seconds = clock.reduce(0) { $0 + $1.1 * $1.0.seconds! }
    let duration = Duration.seconds(seconds)
    switch clock.map(\.0) {
    case [.hour, .minute, .second]:
      return duration.formatted(.time(pattern: .hourMinuteSecond(padHourToLength: leadLength)).locale(locale))
    case [.minute, .second]:
      return duration.formatted(.time(pattern: .minuteSecond(padMinuteToLength: leadLength)).locale(locale))
    case [.hour, .minute]:
      return duration.formatted(.time(pattern: .hourMinute(padHourToLength: leadLength, roundSeconds: .down)).locale(locale))
    default:
      // A single field, or hours and seconds without minutes: numbers joined with ":".
      return clock.enumerated().map { i, unit in
        let n = Int(unit.1.rounded(.down))
        let width = i == 0 ? leadLength : 2
        let digits = String(n)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
      }.joined(separator: ":")
    }
  }

  // MARK: Named units

  /// "1 hour, 2 minutes", "1 hr, 2 min", "1h 2m", "1hr 2min", "one hour, two minutes".
  static func named(_ units: [(DurationUnit, Double)], style: DateComponentsFormatter.UnitsStyle, locale: Locale) -> String {
    let english = locale.language.languageCode?.identifier == "en"
    let hasCalendarMonths = units.contains { $0.0 == .year || $0.0 == .month }
    if !english, !hasCalendarMonths, let icu = icuNamed(units, style: style, locale: locale) { return icu }
    let englishLocale = english ? locale : Locale(identifier: "en_US")
    let items = units.map { unit, value -> String in
      let one = value == 1
      switch style {
      case .full, .positional: return number(value, englishLocale) + " " + (one ? unit.fullSingular : unit.fullPlural)
      case .spellOut: return spelledOut(value, englishLocale) + " " + (one ? unit.fullSingular : unit.fullPlural)
      case .short: return number(value, englishLocale) + " " + (one ? unit.shortSingular : unit.shortPlural)
      case .brief: return number(value, englishLocale) + (one ? unit.shortSingular : unit.shortPlural)
      case .abbreviated: return number(value, englishLocale) + abbreviated(unit)
      }
    }
    return items.joined(separator: style == .brief || style == .abbreviated ? " " : ", ")
  }

  /// ICU's words for weeks to seconds in `locale`, via `Duration.UnitsFormatStyle`.
  private static func icuNamed(_ units: [(DurationUnit, Double)], style: DateComponentsFormatter.UnitsStyle, locale: Locale) -> String? {
    let width: Duration.UnitsFormatStyle.UnitWidth = switch style {
    case .full, .spellOut, .positional: .wide
    case .short: .abbreviated
    case .brief: .condensedAbbreviated
    case .abbreviated: .narrow
    }
    var allowed: Set<Duration.UnitsFormatStyle.Unit> = []
    var seconds = 0.0
    for (unit, value) in units {
      guard let size = unit.seconds else { return nil }
      seconds += value * size
      switch unit {
      case .week: allowed.insert(.weeks)
      case .day: allowed.insert(.days)
      case .hour: allowed.insert(.hours)
      case .minute: allowed.insert(.minutes)
      case .second: allowed.insert(.seconds)
      case .year, .month: return nil
      }
    }
    let zeros: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy = units.contains { $0.1 == 0 } ? .show(length: 1) : .hide
    let text = Duration.seconds(seconds).formatted(
      .units(allowed: allowed, width: width, zeroValueUnits: zeros).locale(locale))
    return style == .spellOut ? spellingOutNumbers(in: text, locale: locale) : text
  }

  /// Each run of ASCII digits in `text` spelled out in `locale` (ICU's rule-based spell-out).
  private static func spellingOutNumbers(in text: String, locale: Locale) -> String {
    var result = ""
    var digits = ""
    for ch in text {
      if ch.isASCII, ch.isNumber { digits.append(ch); continue }
      if !digits.isEmpty { result += spelledOut(Double(digits) ?? 0, locale); digits = "" }
      result.append(ch)
    }
    if !digits.isEmpty { result += spelledOut(Double(digits) ?? 0, locale) }
    return result
  }

  // MARK: Phrases (English only)

  static func about(_ text: String, locale: Locale) -> String { "About " + text }
  static func remaining(_ text: String, locale: Locale) -> String { text + " remaining" }

  // MARK: Numbers and English words

  private static func number(_ value: Double, _ locale: Locale) -> String {
    value.formatted(.number.precision(.fractionLength(0...2)).locale(locale))
  }

  private static func spelledOut(_ value: Double, _ locale: Locale) -> String {
    let f = NumberFormatter()
    f.numberStyle = .spellOut
    f.locale = locale
    return f.string(from: NSNumber(value: value)) ?? number(value, locale)
  }

  private static func abbreviated(_ unit: DurationUnit) -> String {
    switch unit {
    case .year: "y"
    case .month: "mo"
    case .week: "w"
    case .day: "d"
    case .hour: "h"
    case .minute: "m"
    case .second: "s"
    }
  }
}

extension DurationUnit {
  var fullSingular: String {
    switch self {
    case .year: "year"
    case .month: "month"
    case .week: "week"
    case .day: "day"
    case .hour: "hour"
    case .minute: "minute"
    case .second: "second"
    }
  }

  var fullPlural: String { fullSingular + "s" }

  /// Apple's `.short`/`.brief` English units: "yr", "mth", "wk", "day", "hr", "min", "sec".
  var shortSingular: String {
    switch self {
    case .year: "yr"
    case .month: "mth"
    case .week: "wk"
    case .day: "day"
    case .hour: "hr"
    case .minute: "min"
    case .second: "sec"
    }
  }

  /// Plurals as Apple writes them: "yrs", "mths", "wks", "days", but "hr", "min", "sec".
  var shortPlural: String {
    switch self {
    case .year, .month, .week, .day: shortSingular + "s"
    case .hour, .minute, .second: shortSingular
    }
  }
}
