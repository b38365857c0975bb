import Foundation

// `Text(value, format:)` and `"\(value, format:)"`: any Foundation `FormatStyle` producing a
// string (dates, numbers, `.currency(code:)`, `.percent`, measurements, lists…), formatted with
// the environment's locale and, for dates, its calendar and time zone (never the machine's:
// State/EnvironmentValues+Locale.swift). `Date.RelativeFormatStyle` is measured from the
// render clock.

extension Text {
  /// A value formatted with a format style, as SwiftUI's `Text(_:format:)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(formatted: "format.\(F.self)#\(format.hashValue)@\(input)") { FormatStyleText.format(input, format, $0) }
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// `"\(value, format: .number)"`, as in SwiftUI.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    appendFormatted(key: "format.\(F.self)#\(format.hashValue)@\(input)") { FormatStyleText.format(input, format, $0) }
  }
}

/// Applies the environment to a format style, then formats.
enum FormatStyleText {
  static func format<F: FormatStyle>(_ input: F.FormatInput, _ style: F, _ c: TextFormatContext) -> String
  where F.FormatOutput == String {
    let env = c.environment
    if let date = input as? Date, let r = style as? Date.RelativeFormatStyle {
      // Relative to the render clock, not to the machine's "now".
      let anchored = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: r.presentation, unitsStyle: r.unitsStyle,
                                                      locale: env.locale, calendar: env.formattingCalendar,
                                                      capitalizationContext: r.capitalizationContext)
      return anchored.format(c.now())
    }
    var s = style.locale(env.locale)
    if var d = s as? Date.FormatStyle {
      d.calendar = env.formattingCalendar
      d.timeZone = env.timeZone
      s = d as! F
    } else if var i = s as? Date.IntervalFormatStyle {
      i.calendar = env.formattingCalendar
      i.timeZone = env.timeZone
      s = i as! F
    }
    return s.format(input)
  }
}
