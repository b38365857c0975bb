import Foundation

// `Text(value, formatter:)` and `"\(value, formatter:)"`: a Foundation `Formatter` (DateFormatter,
// NumberFormatter, …). The formatter is copied and, where it still has the process's default
// locale or time zone, given the environment's (fixed, never the machine's: docs/compatibility/
// controls.md, "Determinism"), so a render does not depend on where it runs. A locale or time zone
// the app set on the formatter is kept.

extension Text {
  /// A value formatted by `formatter`, as SwiftUI's `Text(_:formatter:)`.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    let box = FormatterText(formatter: formatter)
    self.init(formatted: box.key(subject)) {
      box.format(subject, $0)
    }
  }

  /// Any value formatted by `formatter`: Linux Foundation does not make `Date`, `Decimal` and the
  /// other value types `ReferenceConvertible`, as Apple's does.
  @_disfavoredOverload
  public init<Subject>(_ subject: Subject, formatter: Formatter) {
    let box = FormatterText(formatter: formatter)
    self.init(formatted: box.key(subject)) { box.format(subject, $0) }
  }

  /// An object formatted by `formatter`, as SwiftUI's `Text(_:formatter:)` for `NSObject` values.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    let box = FormatterText(formatter: formatter)
    self.init(formatted: box.key(subject)) {
      box.format(subject, $0)
    }
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// `"\(date, formatter: formatter)"`, as in SwiftUI.
  public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    let box = FormatterText(formatter: formatter)
    appendFormatted(key: box.key(subject)) {
      box.format(subject, $0)
    }
  }

  /// `"\(date, formatter: formatter)"` for values Linux Foundation does not make `ReferenceConvertible`.
  @_disfavoredOverload
  public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
    let box = FormatterText(formatter: formatter)
    appendFormatted(key: box.key(subject)) { box.format(subject, $0) }
  }

  /// `"\(object, formatter: formatter)"` for `NSObject` values, as in SwiftUI.
  public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    let box = FormatterText(formatter: formatter)
    appendFormatted(key: box.key(subject)) {
      box.format(subject, $0)
    }
  }
}

/// A formatter held for formatting where the text is shown (formatters are not Sendable; one
/// render formats on one thread).
final class FormatterText: @unchecked Sendable {
  let formatter: Formatter
  init(formatter: Formatter) { self.formatter = formatter }

  /// Identifies the text for equality: the formatter's type and what it makes of the subject.
  func key(_ subject: Any) -> String { "formatter.\(type(of: formatter))@\(formatter.string(for: subject) ?? "")" }

  func format(_ subject: Any, _ c: TextFormatContext) -> String {
    let env = c.environment
    let copy = (formatter.copy() as? Formatter) ?? formatter
    if let d = copy as? DateFormatter {
      if d.locale == Locale.current { d.locale = env.locale }
      if d.timeZone == TimeZone.current { d.timeZone = env.timeZone }
      if d.calendar == Calendar.current { d.calendar = env.formattingCalendar }
    } else if let n = copy as? NumberFormatter, n.locale == Locale.current {
      n.locale = env.locale
    }
    return copy.string(for: subject) ?? ""
  }
}
