import Foundation

/// Foundation's `DateComponentsFormatter` ("1:02:05", "1 hour, 2 minutes"), which Foundation on
/// Linux declares but marks unavailable; this one shadows it for files that import SwiftUI,
/// UIKit or CoreGraphics. English locales get Apple's words exactly ("1 hr, 2 min, 5 sec",
/// "1hr 2min 5sec"; ICU's own differ: "5 secs"); other languages get ICU's words through
/// Foundation's `Duration.UnitsFormatStyle`, and positional times come from ICU's
/// `Duration.TimeFormatStyle` in every locale. English-only: years and months outside English,
/// the "About"/"remaining" phrases, and positional "y/mo/w/d" prefixes.
/// Values are truncated to the smallest shown unit, and `allowsFractionalUnits` changes nothing,
/// as with Apple's (hours only, 5400 s and 10000 s read "1 hour" and "2 hours" there too).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  /// How units are written, from "1:02:05" to "one hour, two minutes, five seconds".
  public enum UnitsStyle: Int, @unchecked Sendable {
    case positional = 0
    case abbreviated = 1
    case short = 2
    case full = 3
    case spellOut = 4
    case brief = 5
  }

  /// Which zero-valued units are left out (or, with `pad`, shown and zero-padded).
  public struct ZeroFormattingBehavior: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Positional: drop leading zero units, keep the others. Other styles: drop all zero units.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  /// The units that may appear: years, months, weeks (`.weekOfMonth`), days, hours, minutes,
  /// seconds. Others are ignored.
  open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
  /// Kept for source compatibility; like Apple's, the formatter never writes fractional units.
  open var allowsFractionalUnits: Bool = false
  /// The calendar that splits intervals into days and longer units; its locale picks the words.
  open var calendar: Calendar? = .current
  /// Whether a largest unit of 1 is folded into the next one: "1 min, 10 sec" reads "70 sec".
  open var collapsesLargestUnit: Bool = false
  /// Prefixes "About ".
  open var includesApproximationPhrase: Bool = false
  /// Appends " remaining".
  open var includesTimeRemainingPhrase: Bool = false
  /// At most this many units (0: no limit), the largest non-zero ones.
  open var maximumUnitCount: Int = 0
  open var unitsStyle: UnitsStyle = .positional
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// Where a time interval starts when it is split into days, weeks, months and years; now if nil.
  open var referenceDate: Date?
  /// `.beginningOfSentence` capitalises the first letter.
  open var formattingContext: Formatter.Context = .unknown

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `components` in one call, with a formatter of `unitsStyle` and the default settings.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    return formatter.string(from: components)
  }

  /// The allowed components of `components` (missing ones are zero); nothing is carried between
  /// units.
  open func string(from components: DateComponents) -> String? {
    let values = units.map { unit -> (DurationUnit, Double) in
      let v: Int? = switch unit {
      case .year: components.year
      case .month: components.month
      case .week: components.weekOfMonth ?? components.weekOfYear
      case .day: components.day
      case .hour: components.hour
      case .minute: components.minute
      case .second: components.second
      }
      return (unit, Double(v ?? 0))
    }
    return render(values, negative: false)
  }

  /// `ti` seconds split into the allowed units (days and longer counted on `calendar` from
  /// `referenceDate`); nil for NaN or infinity.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    let start = referenceDate ?? Date()
    return render(split(start: start, seconds: abs(ti)), negative: ti < 0)
  }

  /// The time from `startDate` to `endDate`, split into the allowed units on `calendar`.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    let seconds = endDate.timeIntervalSince(startDate)
    return render(split(start: min(startDate, endDate), seconds: abs(seconds)), negative: seconds < 0)
  }

  /// `DateComponents` as `string(from:)`; a number as a time interval; anything else nil.
  open override func string(for obj: Any?) -> String? {
    switch obj {
    case let c as DateComponents: string(from: c)
    case let t as TimeInterval: string(from: t)
    case let n as NSNumber: string(from: n.doubleValue)
    default: nil
    }
  }

  // MARK: Splitting

  /// The allowed units, largest first.
  var units: [DurationUnit] {
    var result: [DurationUnit] = []
    if allowedUnits.contains(.year) { result.append(.year) }
    if allowedUnits.contains(.month) { result.append(.month) }
    if allowedUnits.contains(.weekOfMonth) || allowedUnits.contains(.weekOfYear) { result.append(.week) }
    if allowedUnits.contains(.day) { result.append(.day) }
    if allowedUnits.contains(.hour) { result.append(.hour) }
    if allowedUnits.contains(.minute) { result.append(.minute) }
    if allowedUnits.contains(.second) { result.append(.second) }
    return result
  }

  private func split(start: Date, seconds: Double) -> [(DurationUnit, Double)] {
    let units = self.units
    guard !units.isEmpty else { return [] }
    var remaining = seconds
    var values: [DurationUnit: Double] = [:]
    let calendarUnits = units.filter { $0.seconds == nil || $0 == .week || $0 == .day }
    if !calendarUnits.isEmpty {
      // Days and longer are counted on the calendar, so months and daylight saving are right.
      let cal = calendar ?? .current
      let end = start.addingTimeInterval(seconds)
      let comps = cal.dateComponents(Set(calendarUnits.map(\.calendarComponent)), from: start, to: end)
      for unit in calendarUnits { values[unit] = Double(comps.value(for: unit.calendarComponent) ?? 0) }
      let counted = cal.date(byAdding: comps, to: start) ?? start
      remaining = max(0, end.timeIntervalSince(counted))
    }
    for unit in units where unit.seconds != nil && values[unit] == nil {
      let size = unit.seconds!
      let whole = (remaining / size + 1e-9).rounded(.down)
      values[unit] = whole
      remaining = max(0, remaining - whole * size)
    }
    return units.map { ($0, values[$0] ?? 0) }
  }

  // MARK: Choosing units

  private func render(_ all: [(DurationUnit, Double)], negative: Bool) -> String? {
    guard !all.isEmpty else { return nil }
    var values = all
    if collapsesLargestUnit, let i = values.firstIndex(where: { $0.1 != 0 }), values[i].1 == 1, i + 1 < values.count,
       let ratio = values[i].0.ratio(to: values[i + 1].0) {
      values[i + 1].1 += ratio
      values[i].1 = 0
    }
    var shown = unitsStyle == .positional ? positionalUnits(values) : namedUnits(values)
    if maximumUnitCount > 0 {
      let firstNonZero = shown.firstIndex { $0.1 != 0 } ?? 0
      shown = Array(shown[firstNonZero...].prefix(maximumUnitCount))
    }
    let locale = calendar?.locale ?? .current
    let text = unitsStyle == .positional
      ? DurationWords.positional(shown, pad: zeroFormattingBehavior.contains(.pad), locale: locale)
      : DurationWords.named(shown, style: unitsStyle, locale: locale)
    var result = (negative && shown.contains { $0.1 != 0 } ? "-" : "") + text
    if includesApproximationPhrase { result = DurationWords.about(result, locale: locale) }
    if includesTimeRemainingPhrase { result = DurationWords.remaining(result, locale: locale) }
    if formattingContext == .beginningOfSentence, let first = result.first {
      result = first.uppercased() + result.dropFirst()
    }
    return result
  }

  /// Named styles: `.default` drops every zero unit; `.pad` (or no option) keeps them all.
  private func namedUnits(_ values: [(DurationUnit, Double)]) -> [(DurationUnit, Double)] {
    var behavior = zeroFormattingBehavior
    if behavior.contains(.pad) { return values }
    if behavior.contains(.default) { behavior = .dropAll }
    let nonZero = values.indices.filter { values[$0].1 != 0 }
    guard let first = nonZero.first, let last = nonZero.last else {
      return [(values.last!.0, 0)]  // all zero: "0 seconds"
    }
    return values.indices.compactMap { i -> (DurationUnit, Double)? in
      guard values[i].1 == 0 else { return values[i] }
      if i < first { return behavior.contains(.dropLeading) ? nil : values[i] }
      if i > last { return behavior.contains(.dropTrailing) ? nil : values[i] }
      return behavior.contains(.dropMiddle) ? nil : values[i]
    }
  }

  /// Positional: leading zero units are dropped (unless `.pad`), but at least the last two of
  /// hours, minutes and seconds stay ("0:05").
  private func positionalUnits(_ values: [(DurationUnit, Double)]) -> [(DurationUnit, Double)] {
    if zeroFormattingBehavior.contains(.pad) { return values }
    let clock = values.filter { $0.0.isClockUnit }
    let keepFrom = values.count - min(2, max(1, clock.count))
    var i = 0
    while i < keepFrom, values[i].1 == 0 { i += 1 }
    return Array(values[i...])
  }
}

/// A unit `DateComponentsFormatter` can show.
enum DurationUnit: Int, Sendable {
  case year, month, week, day, hour, minute, second

  /// The length in seconds, for the units that have a fixed one (days taken as 24 hours).
  var seconds: Double? {
    switch self {
    case .year, .month: nil
    case .week: 604_800
    case .day: 86_400
    case .hour: 3_600
    case .minute: 60
    case .second: 1
    }
  }

  var isClockUnit: Bool { self == .hour || self == .minute || self == .second }

  var calendarComponent: Calendar.Component {
    switch self {
    case .year: .year
    case .month: .month
    case .week: .weekOfMonth
    case .day: .day
    case .hour: .hour
    case .minute: .minute
    case .second: .second
    }
  }

  /// How many of `smaller` make one of this unit, where that is fixed.
  func ratio(to smaller: DurationUnit) -> Double? {
    if self == .year && smaller == .month { return 12 }
    guard let a = seconds, let b = smaller.seconds else { return nil }
    return a / b
  }
}
