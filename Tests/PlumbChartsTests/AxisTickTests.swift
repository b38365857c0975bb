@testable import Charts
import Foundation
import XCTest

/// Automatic axis ticks (docs/charts.md, "Ticks"): the 1-2-5 rule over a dozen data ranges, the
/// domain widened to whole steps, labels with grouping and the step's decimals, and date strides.
final class AxisTickTests: XCTestCase {
  func testNumericTicksForADozenRanges() {
    // (data range, ticks). The first is measured on a Swift Charts render recorded on iOS
    // (docs/charts.md, "Sources"); the others follow the same rule.
    let cases: [(ClosedRange<Double>, [Double])] = [
      (0...15000, [0, 5000, 10000, 15000]),
      (0...12100, [0, 5000, 10000, 15000]),
      (0...6000, [0, 2000, 4000, 6000]),
      (0...22, [0, 5, 10, 15, 20, 25]),
      (0...61, [0, 20, 40, 60, 80]),
      (0...100, [0, 20, 40, 60, 80, 100]),
      (0...210, [0, 50, 100, 150, 200, 250]),
      (0...9, [0, 2, 4, 6, 8, 10]),
      (0...1, [0, 0.2, 0.4, 0.6, 0.8, 1]),
      (0...0.37, [0, 0.1, 0.2, 0.3, 0.4]),
      (-5...5, [-6, -4, -2, 0, 2, 4, 6]),
      (25...81, [20, 40, 60, 80, 100]),
      (0...1_000_000, [0, 200_000, 400_000, 600_000, 800_000, 1_000_000]),
    ]
    for (range, expected) in cases {
      let ticks = NiceTicks.automatic(range.lowerBound, range.upperBound).ticks
      XCTAssertEqual(ticks.count, expected.count, "\(range): \(ticks)")
      for (t, e) in zip(ticks, expected) { XCTAssertEqual(t, e, accuracy: 1e-9, "\(range): \(ticks)") }
    }
  }

  func testOneValueAndZeroGetARange() {
    XCTAssertEqual(NiceTicks.automatic(0, 0).domain, 0...1)
    XCTAssertEqual(NiceTicks.automatic(3, 3).ticks, [0, 1, 2, 3])
    XCTAssertEqual(NiceTicks.automatic(-4, -4).domain, -4...0)
  }

  func testFixedDomainKeepsItsBoundsAndTicksInside() {
    XCTAssertEqual(NiceTicks.fixed(20...70), [20, 30, 40, 50, 60, 70])
    XCTAssertEqual(NiceTicks.fixed(0...210), [0, 50, 100, 150, 200])
    XCTAssertEqual(NiceTicks.fixed(5...18), [5, 10, 15])
  }

  func testDesiredCountChangesTheStep() {
    XCTAssertEqual(NiceTicks.automatic(0, 100, desired: 3).ticks, [0, 50, 100])
    XCTAssertEqual(NiceTicks.automatic(0, 100, desired: 10).ticks, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
  }

  func testLabelsGroupDigitsAndShowTheStepsDecimals() {
    let en = Locale(identifier: "en_US")
    XCTAssertEqual(ChartNumberFormat.label(15000, step: 5000, locale: en), "15,000")
    XCTAssertEqual(ChartNumberFormat.label(0.4, step: 0.2, locale: en), "0.4")
    XCTAssertEqual(ChartNumberFormat.label(1, step: 0.2, locale: en), "1.0")
    XCTAssertEqual(ChartNumberFormat.label(-6, step: 2, locale: en), "-6")
    XCTAssertEqual(ChartNumberFormat.label(15000, step: 5000, locale: Locale(identifier: "de_DE")), "15.000")
  }

  func testDateStridesAndLabels() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let day = 86400.0
    XCTAssertEqual(DateTicks.choose(span: 6 * 3600), .init(component: .hour, count: 3))
    XCTAssertEqual(DateTicks.choose(span: 20 * 3600), .init(component: .hour, count: 6))
    XCTAssertEqual(DateTicks.choose(span: 4 * day), .init(component: .day, count: 1))
    XCTAssertEqual(DateTicks.choose(span: 30 * day), .init(component: .weekOfYear, count: 1))
    XCTAssertEqual(DateTicks.choose(span: 365 * day), .init(component: .month, count: 3))
    XCTAssertEqual(DateTicks.choose(span: 5 * 365 * day), .init(component: .year, count: 1))
    // 1 June 2024 00:00 UTC to 30 June: weekly ticks on Sundays (en_US weeks), labelled "Jun 2".
    let start = Date(timeIntervalSince1970: 1_717_200_000)
    let ticks = DateTicks.ticks(from: start, to: start.addingTimeInterval(29 * day), .init(component: .weekOfYear, count: 1),
                                calendar: calendar)
    let en = Locale(identifier: "en_US")
    XCTAssertEqual(ticks.map { DateTicks.label($0, .init(component: .day, count: 1), calendar: calendar, locale: en) },
                   ["Jun 2", "Jun 9", "Jun 16", "Jun 23", "Jun 30"])
    let hours = DateTicks.ticks(from: start, to: start.addingTimeInterval(12 * 3600), .init(component: .hour, count: 3), calendar: calendar)
    // ICU puts a narrow no-break space before AM/PM, as iOS 17 does.
    XCTAssertEqual(hours.map { DateTicks.label($0, .init(component: .hour, count: 3), calendar: calendar, locale: en)
                     .replacingOccurrences(of: "\u{202F}", with: " ") },
                   ["12 AM", "3 AM", "6 AM", "9 AM", "12 PM"])
    let months = DateTicks.ticks(from: start, to: start.addingTimeInterval(200 * day), .init(component: .month, count: 1), calendar: calendar)
    XCTAssertEqual(months.map { DateTicks.label($0, .init(component: .month, count: 1), calendar: calendar, locale: en) },
                   ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
  }
}
