import Foundation

/// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "tomorrow"), which Foundation on
/// Linux does not have. Apps use it for timestamps; it is built on Foundation's own
/// `Date.AnchoredRelativeFormatStyle`, so the words, locales and rounding are ICU's, as on iOS.
/// It is reachable from `import SwiftUI`, `UIKit` or `CoreGraphics` (a file importing only
/// Foundation cannot see it; docs/compatibility/graphics.md).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
  /// Whether the words may name the day ("yesterday") or always count ("1 day ago").
  public enum DateTimeStyle: Int, @unchecked Sendable {
    case numeric = 0
    case named = 1
  }

  /// How units are written: "2 months ago", "two months ago", "2 mo. ago", "2mo ago".
  public enum UnitsStyle: Int, @unchecked Sendable {
    case full = 0
    case spellOut = 1
    case short = 2
    case abbreviated = 3
  }

  open var dateTimeStyle: DateTimeStyle = .numeric
  open var unitsStyle: UnitsStyle = .full
  open var formattingContext: Formatter.Context = .unknown
  open var calendar: Calendar! = .current
  open var locale: Locale! = .current

  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `date` described relative to `referenceDate`.
  open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    style(anchor: date, fields: nil).format(referenceDate)
  }

  /// A date `timeInterval` seconds from now, described relative to now.
  open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    let now = Date()
    return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
  }

  /// The largest non-zero unit of `dateComponents` (years down to seconds), as an offset from
  /// now: `DateComponents(day: -1)` is "1 day ago" (or "yesterday" when named).
  open func localizedString(from dateComponents: DateComponents) -> String {
    let units: [(Calendar.Component, Date.RelativeFormatStyle.Field, Int?)] = [
      (.year, .year, dateComponents.year), (.month, .month, dateComponents.month),
      (.weekOfMonth, .week, dateComponents.weekOfMonth ?? dateComponents.weekOfYear),
      (.day, .day, dateComponents.day), (.hour, .hour, dateComponents.hour),
      (.minute, .minute, dateComponents.minute), (.second, .second, dateComponents.second),
    ]
    let cal = calendar ?? .current
    // A fixed reference keeps the answer independent of the clock: only the chosen unit counts.
    let reference = Date(timeIntervalSinceReferenceDate: 0)
    guard let (component, field, value) = units.first(where: { ($0.2 ?? 0) != 0 }).map({ ($0.0, $0.1, $0.2!) }),
          let date = cal.date(byAdding: component, value: value, to: reference)
    else { return style(anchor: reference, fields: [.second]).format(reference) }
    return style(anchor: date, fields: [field]).format(reference)
  }

  /// A `Date` described relative to now; anything else is nil.
  open override func string(for obj: Any?) -> String? {
    guard let date = obj as? Date else { return nil }
    return localizedString(for: date, relativeTo: Date())
  }

  private func style(anchor: Date, fields: Set<Date.RelativeFormatStyle.Field>?) -> Date.AnchoredRelativeFormatStyle {
    let units: Date.RelativeFormatStyle.UnitsStyle
    switch unitsStyle {
    case .full: units = .wide
    case .spellOut: units = .spellOut
    case .short: units = .abbreviated
    case .abbreviated: units = .narrow
    }
    var s = Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: dateTimeStyle == .named ? .named : .numeric,
                                             unitsStyle: units, locale: locale ?? .current, calendar: calendar ?? .current,
                                             capitalizationContext: capitalization)
    if let fields { s.allowedFields = fields }
    return s
  }

  private var capitalization: FormatStyleCapitalizationContext {
    switch formattingContext {
    case .beginningOfSentence: return .beginningOfSentence
    case .middleOfSentence: return .middleOfSentence
    case .standalone: return .standalone
    case .listItem: return .listItem
    default: return .unknown
    }
  }
}
