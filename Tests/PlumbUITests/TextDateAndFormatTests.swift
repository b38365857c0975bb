import Foundation
import PlumbUI
import XCTest

/// `Text(date, style:)`, `Text(_:format:)`, `Text(timerInterval:)`, the environment's locale,
/// calendar and time zone, and the fixed render clock (RenderClock.referenceDate, 2026-01-01
/// 09:41:00 UTC). Expected strings: Apple's `Text.DateStyle` documentation examples (same
/// shapes: "2 hours, 23 minutes", "+2 hours", "2:32"), ICU's en_US / de_DE patterns (H).
/// The debug names of every text in a snapshot, in tree order.
func texts(_ s: LayoutSnapshot) -> [String] { s.nodes(named: "Text(").map(\.name) }

final class TextDateAndFormatTests: XCTestCase {
  static let ref = RenderClock.referenceDate

  func testReferenceDateIsAppleNineFortyOneUTC() {
    XCTAssertEqual(Self.ref.timeIntervalSince1970, 1_767_260_460)
    XCTAssertEqual(ISO8601DateFormatter().string(from: Self.ref), "2026-01-01T09:41:00Z")
  }

  func testDateStylesAtTheReferenceDate() { onMain {
    let later = Self.ref.addingTimeInterval(2 * 3600 + 23 * 60)
    let s = layout(VStack {
      Text(later, style: .date)
      Text(later, style: .time)
      Text(later, style: .relative)
      Text(later, style: .offset)
      Text(Self.ref.addingTimeInterval(-152), style: .timer)
      Text(Self.ref.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer)
      Text(Self.ref.addingTimeInterval(-3 * 86_400 * 31), style: .offset)
    })
    XCTAssertEqual(texts(s), ["Text(\"January 1, 2026\")", "Text(\"12:04\u{202F}PM\")", "Text(\"2 hours, 23 minutes\")",
                              "Text(\"+2 hours\")", "Text(\"2:32\")", "Text(\"36:59:01\")", "Text(\"-3 months\")"])
  } }

  func testRelativeStyleFollowsTheVirtualClock() { onMain {
    let host = ViewHost(Text(Self.ref.addingTimeInterval(150), style: .relative))
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(").map(\.name), ["Text(\"2 minutes, 30 seconds\")"])
    host.advance(to: 60)
    XCTAssertEqual(host.renderDate, Self.ref.addingTimeInterval(60))
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(").map(\.name), ["Text(\"1 minute, 30 seconds\")"])
    // A still (finishAnimations) does not move the clock.
    host.finishAnimations()
    XCTAssertEqual(host.renderDate, Self.ref.addingTimeInterval(60))
    host.referenceDate = Self.ref.addingTimeInterval(-3600)
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(").map(\.name), ["Text(\"1 hour, 1 minute\")"])
  } }

  func testTimerIntervalCountsDownAtTheClock() { onMain {
    let host = ViewHost(VStack {
      Text(timerInterval: Self.ref...Self.ref.addingTimeInterval(300))
      Text(timerInterval: Self.ref...Self.ref.addingTimeInterval(300), countsDown: false)
      Text(timerInterval: Self.ref...Self.ref.addingTimeInterval(5400), showsHours: false)
    })
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(").map(\.name), ["Text(\"5:00\")", "Text(\"0:00\")", "Text(\"90:00\")"])
    host.advance(to: 10)
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(").map(\.name), ["Text(\"4:50\")", "Text(\"0:10\")", "Text(\"89:50\")"])
  } }

  func testEnvironmentLocaleTimeZoneAndCalendar() { onMain {
    let s = layout(VStack {
      Text(Self.ref, style: .date).environment(\.locale, Locale(identifier: "de_DE"))
      Text(Self.ref, style: .time).environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
      Text(Self.ref, format: .dateTime.year()).environment(\.calendar, Calendar(identifier: .buddhist))
      Text(Self.ref.addingTimeInterval(7200), style: .relative).environment(\.locale, Locale(identifier: "de_DE"))
    })
    XCTAssertEqual(texts(s), ["Text(\"1. Januar 2026\")", "Text(\"4:41\u{202F}AM\")", "Text(\"2569 BE\")",
                              "Text(\"2 Stunden\")"])
  } }

  func testDefaultsAreFixedNotTheMachines() {
    let env = EnvironmentValues()
    XCTAssertEqual(env.locale.identifier, "en_US")
    XCTAssertEqual(env.timeZone.secondsFromGMT(for: Self.ref), 0)  // Foundation on Linux names UTC "GMT"
    XCTAssertEqual(env.calendar.identifier, .gregorian)
  }

  func testFormatStyles() { onMain {
    let s = layout(VStack {
      Text(12.5, format: .currency(code: "USD"))
      Text(0.25, format: .percent)
      Text(1_234_567, format: .number)
      Text(Self.ref, format: .dateTime.day().month().year())
      Text(Self.ref, format: Date.FormatStyle(date: .numeric, time: .shortened))
      Text(12.5, format: .currency(code: "EUR")).environment(\.locale, Locale(identifier: "de_DE"))
      Text(Self.ref.addingTimeInterval(7200), format: .relative(presentation: .named))
    })
    XCTAssertEqual(texts(s), ["Text(\"$12.50\")", "Text(\"25%\")", "Text(\"1,234,567\")", "Text(\"Jan 1, 2026\")",
                              "Text(\"1/1/2026, 9:41\u{202F}AM\")", "Text(\"12,50\u{A0}€\")", "Text(\"in 2 hours\")"])
  } }

  func testInterpolationsFormatInTheEnvironment() { onMain {
    let s = layout(VStack {
      Text("Total: \(12.5, format: .currency(code: "EUR"))").environment(\.locale, Locale(identifier: "de_DE"))
      Text("At \(Self.ref, style: .time) UTC")
      Text("Due ") + Text(Self.ref, style: .date)
    })
    XCTAssertEqual(texts(s), ["Text(\"Total: 12,50\u{A0}€\")", "Text(\"At 9:41\u{202F}AM UTC\")", "Text(\"Due January 1, 2026\")"])
    // The formatted string is laid out: 19 characters at 17 pt.
    XCTAssertEqual(s.nodes(named: "Text(\"Due").first?.frame.width ?? 0, 19 * 10.2, accuracy: 0.001)
  } }
}
