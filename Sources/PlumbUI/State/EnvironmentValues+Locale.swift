import Foundation

// The locale, calendar and time zone views format dates and numbers with, as SwiftUI's
// `EnvironmentValues.locale`, `.calendar` and `.timeZone`.
//
// On a device they follow the user's settings; here the defaults are fixed so that a render is
// the same on every machine: en_US, the Gregorian calendar (Sunday first) and UTC. The
// machine's own locale and time zone are never read. Override them for a subtree with
// `.environment(\.locale, Locale(identifier: "de_DE"))` and friends (docs/compatibility/controls.md).

/// The default environment locale, calendar and time zone of every render.
public enum RenderLocale {
  /// en_US.
  public static let locale = Locale(identifier: "en_US")
  /// UTC.
  public static let timeZone = TimeZone(identifier: "UTC")!
  /// Gregorian, in en_US and UTC.
  public static let calendar: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.locale = locale
    c.timeZone = timeZone
    return c
  }()
}

struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { RenderLocale.locale } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { RenderLocale.calendar } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { RenderLocale.timeZone } }

extension EnvironmentValues {
  /// The locale dates and numbers are formatted in (default en_US).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The calendar dates are computed in (default Gregorian).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  /// The time zone dates are shown in (default UTC).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar in the environment's locale and time zone, as formatting needs it.
  var formattingCalendar: Calendar {
    var c = calendar
    c.locale = locale
    c.timeZone = timeZone
    return c
  }
}
