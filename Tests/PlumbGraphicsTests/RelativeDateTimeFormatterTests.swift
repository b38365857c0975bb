import Foundation
import PlumbGraphics
import Testing

/// `RelativeDateTimeFormatter`, which Linux Foundation lacks (docs/compatibility/graphics.md).
@Suite struct RelativeDateTimeFormatterTests {
  let ref = Date(timeIntervalSince1970: 1_700_000_000)

  func formatter(_ configure: (RelativeDateTimeFormatter) -> Void = { _ in }) -> RelativeDateTimeFormatter {
    let f = RelativeDateTimeFormatter()
    f.locale = Locale(identifier: "en_US")
    f.calendar = Calendar(identifier: .gregorian)
    configure(f)
    return f
  }

  @Test func numericFullIsTheDefault() {
    let f = formatter()
    #expect(f.dateTimeStyle == .numeric)
    #expect(f.unitsStyle == .full)
    #expect(f.localizedString(for: ref.addingTimeInterval(-7200), relativeTo: ref) == "2 hours ago")
    #expect(f.localizedString(for: ref.addingTimeInterval(3 * 86400), relativeTo: ref) == "in 3 days")
    #expect(f.localizedString(for: ref.addingTimeInterval(-86400), relativeTo: ref) == "1 day ago")
  }

  @Test func namedSaysYesterdayAndTomorrow() {
    let f = formatter { $0.dateTimeStyle = .named }
    #expect(f.localizedString(for: ref.addingTimeInterval(-86400), relativeTo: ref) == "yesterday")
    #expect(f.localizedString(from: DateComponents(day: 1)) == "tomorrow")
  }

  @Test func unitStylesAndContext() {
    let spelled = formatter { $0.unitsStyle = .spellOut }
    #expect(spelled.localizedString(from: DateComponents(hour: 25)) == "in twenty-five hours")
    let short = formatter { $0.unitsStyle = .short }
    #expect(short.localizedString(for: ref.addingTimeInterval(-120), relativeTo: ref).hasPrefix("2 min"))
    let sentence = formatter { $0.dateTimeStyle = .named; $0.formattingContext = .beginningOfSentence }
    #expect(sentence.localizedString(from: DateComponents(day: -1)) == "Yesterday")
  }

  @Test func componentsTakeTheLargestNonZeroUnit() {
    let f = formatter()
    #expect(f.localizedString(from: DateComponents(month: -2, day: 5)) == "2 months ago")
    #expect(f.localizedString(from: DateComponents(minute: 90)) == "in 90 minutes")
  }

  @Test func localeAndFormatterEntryPoints() {
    let f = formatter { $0.locale = Locale(identifier: "fr_FR") }
    #expect(f.localizedString(for: ref.addingTimeInterval(-3600), relativeTo: ref) == "il y a 1 heure")
    #expect(f.string(for: "not a date") == nil)
    #expect(f.string(for: Date().addingTimeInterval(-3 * 3600))?.contains("3") == true)
    #expect(formatter().localizedString(fromTimeInterval: -3 * 86400) == "3 days ago")
  }
}
