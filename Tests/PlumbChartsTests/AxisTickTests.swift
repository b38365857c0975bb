@testable import Charts
import Foundation
import XCTest

/// Automatic axis ticks (docs/charts.md, "Ticks"), against what Swift Charts drew on iOS: each
/// case is a chart whose data is literal in a public repository, read off the screenshot recorded
/// with it (docs/charts.md, "Sources of the tick table", names every one).
final class AxisTickTests: XCTestCase {
  /// (cell id in docs/charts.md, data range after zero is included, ticks iOS drew).
  static let numericCells: [(String, ClosedRange<Double>, [Double])] = [
    ("c01", 0...7, [0, 2, 4, 6, 8]),
    ("c02", 0...196, [0, 50, 100, 150, 200]),
    ("c03", 0...170_800, [0, 50_000, 100_000, 150_000, 200_000]),
    ("c04", 0...450, [0, 200, 400, 600]),
    ("c05", 0...1090, [0, 500, 1000, 1500]),
    ("c06", 0...177, [0, 50, 100, 150, 200]),
    ("c07", 0...469.79, [0, 200, 400, 600]),
    ("c09", 0...275, [0, 100, 200, 300]),
    ("c12", 0...90, [0, 25, 50, 75, 100]),
    ("c14", 0...22.2, [0, 10, 20, 30]),
    ("c15", 0...2.1, [0, 1, 2, 3]),
    ("c16", 0...11.3, [0, 5, 10, 15]),
    ("c17", 0...9, [0, 5, 10]),
    ("c18", 0...5, [0, 2, 4, 6]),
    ("c19", 0...30, [0, 10, 20, 30]),
    ("c21", 0...50, [0, 20, 40, 60]),
    ("c24", 0...916, [0, 250, 500, 750, 1000]),
    ("c26", -1...1, [-1, -0.5, 0, 0.5, 1]),
    ("c27", -137...125, [-200, -100, 0, 100, 200]),
    ("c28", 0...4559, [0, 2000, 4000, 6000]),
    ("c29", 0...12, [0, 5, 10, 15]),
    ("c30", 0...137, [0, 50, 100, 150]),
    ("c32", 0...380, [0, 100, 200, 300, 400]),
    ("c35", 0...100, [0, 25, 50, 75, 100]),
    // The first held-out check (docs/charts.md, "Held-out checks"), kept once the rule took them in.
    ("h-vv", 0...10.35, [0, 5, 10, 15]),
    ("h-mecid3", 0...19_746_227, [0, 5e6, 1e7, 1.5e7, 2e7]),
    ("h-mecid12y", 0...10, [0, 5, 10]),
    ("h-n3d", 0...220, [0, 100, 200, 300]),
    ("h-mv", 0...71, [0, 25, 50, 75]),
    ("h-vb", 0...8, [0, 2, 4, 6, 8]),
  ]

  func testNumericTicksAgreeWithIOSRenders() {
    for (id, range, expected) in Self.numericCells {
      let ticks = NiceTicks.automatic(range.lowerBound, range.upperBound).ticks
      XCTAssertEqual(ticks.count, expected.count, "\(id) \(range): \(ticks)")
      for (t, e) in zip(ticks, expected) { XCTAssertEqual(t, e, accuracy: 1e-9, "\(id) \(range): \(ticks)") }
    }
  }

  /// The same cells under the rule this replaced (1, 2, 5 × 10ⁿ, at most 5 intervals): it gets
  /// more than 10 of them wrong, so the table tells the rules apart.
  func testTheTableRulesOutTheOldRule() {
    let agreeing = Self.numericCells.filter { _, range, expected in
      NiceTicks.automatic(range.lowerBound, range.upperBound, desired: 5).ticks == expected
    }
    XCTAssertGreaterThanOrEqual(Self.numericCells.count - agreeing.count, 10)
  }

  func testAFixedDomainTakesTheAutomaticStep() {
    // c23b: chartYScale(domain: 0...600) drew 0, 200, 400, 600.
    XCTAssertEqual(NiceTicks.fixed(0...600), [0, 200, 400, 600])
    // Second held-out check: a fixed −60…60 drew −50, −25, 0, 25, 50 (ticks inside the domain
    // counted), and a fixed −100…100 drew −100, −50, 0, 50, 100.
    XCTAssertEqual(NiceTicks.fixed(-60...60), [-50, -25, 0, 25, 50])
    XCTAssertEqual(NiceTicks.fixed(-100...100), [-100, -50, 0, 50, 100])
  }

  /// Whole-number data of an integer type never steps by less than 1 (an x axis over Int values
  /// 0…2 drew 0, 1, 2 on iOS, docs/charts.md §2.1); the same range of Doubles steps by 0.5.
  func testIntegerDataStepsByWholeNumbers() {
    XCTAssertEqual(NiceTicks.automatic(0, 2, integral: true).ticks, [0, 1, 2])
    XCTAssertEqual(NiceTicks.automatic(0, 2).ticks, [0, 0.5, 1, 1.5, 2])
    XCTAssertEqual(NiceTicks.automatic(0, 196, integral: true).ticks, [0, 50, 100, 150, 200], "large ranges are unchanged")
    XCTAssertTrue(ChartPosition(PlottableValue.value("Day", 2)).isInteger)
    XCTAssertTrue(ChartPosition(PlottableValue.value("Count", UInt8(2))).isInteger)
    XCTAssertFalse(ChartPosition(PlottableValue.value("Mean", 2.0)).isInteger)
  }

  func testOneValueAndZeroGetARange() {
    XCTAssertEqual(NiceTicks.automatic(0, 0).domain, 0...1)
    XCTAssertEqual(NiceTicks.automatic(3, 3).ticks, [0, 1, 2, 3])
    XCTAssertEqual(NiceTicks.automatic(-4, -4).domain, -4...0)
  }

  func testFixedDomainKeepsItsBoundsAndTicksInside() {
    XCTAssertEqual(NiceTicks.fixed(20...70, desired: 5), [20, 30, 40, 50, 60, 70])
    XCTAssertEqual(NiceTicks.fixed(20...70), [20, 40, 60])
    XCTAssertEqual(NiceTicks.fixed(5...18), [5, 10, 15])
  }

  func testDesiredCountChangesTheStep() {
    // An explicit desired count keeps the 1-2-5 rule with at most that many intervals.
    XCTAssertEqual(NiceTicks.automatic(0, 100, desired: 3).ticks, [0, 50, 100])
    XCTAssertEqual(NiceTicks.automatic(0, 100, desired: 10).ticks, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
  }

  func testLabelsGroupDigitsAndShowTheStepsDecimals() {
    let en = Locale(identifier: "en_US")
    XCTAssertEqual(ChartNumberFormat.label(15000, step: 5000, locale: en), "15,000")
    XCTAssertEqual(ChartNumberFormat.label(0.4, step: 0.2, locale: en), "0.4")
    XCTAssertEqual(ChartNumberFormat.label(1, step: 0.2, locale: en), "1.0")
    XCTAssertEqual(ChartNumberFormat.label(-6, step: 2, locale: en), "-6")
    // c26: -1.0, -0.5, 0, 0.5, 1.0 (zero has no decimals); c03: 50,000.
    XCTAssertEqual([-1, -0.5, 0, 0.5, 1].map { ChartNumberFormat.label($0, step: 0.5, locale: en) }, ["-1.0", "-0.5", "0", "0.5", "1.0"])
    XCTAssertEqual(ChartNumberFormat.label(50_000, step: 50_000, locale: en), "50,000")
    XCTAssertEqual(ChartNumberFormat.label(200_000, step: 50_000, locale: en), "200,000")
    // h-mecid3: millions in scientific notation.
    XCTAssertEqual([5e6, 1e7, 1.5e7].map { ChartNumberFormat.label($0, step: 5e6, locale: en) }, ["5.0E6", "1.0E7", "1.5E7"])
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

  /// Date axes as iOS drew them (cells of docs/charts.md, "Sources of the tick table").
  func testDateTicksAgreeWithIOSRenders() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.firstWeekday = 1
    let en = Locale(identifier: "en_US")
    func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0) -> TimeInterval {
      calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h))!.timeIntervalSince1970
    }
    func labels(_ lo: TimeInterval, _ hi: TimeInterval) -> [String] {
      let choice = DateTicks.choose(from: lo, to: hi, desired: nil, calendar: calendar)
      let withYear = DateTicks.spansYears(from: lo, to: hi, calendar: calendar)
      return DateTicks.ticks(from: Date(timeIntervalSince1970: lo), to: Date(timeIntervalSince1970: hi), choice, calendar: calendar)
        .map { DateTicks.label($0, choice, calendar: calendar, locale: en, withYear: withYear).replacingOccurrences(of: "\u{202F}", with: " ") }
    }
    let cells: [(String, TimeInterval, TimeInterval, [String])] = [
      ("c36x", date(2022, 5, 2), date(2022, 5, 8), ["May 2", "May 4", "May 6", "May 8"]),
      ("c03x", date(2022, 11, 1), date(2022, 11, 16), ["Nov 6", "Nov 13"]),
      ("c31x", date(2022, 5, 8), date(2022, 6, 6), ["May 8", "May 15", "May 22", "May 29", "Jun 5"]),
      ("c06x", date(2022, 1, 1), date(2022, 12, 1), ["Jan", "Apr", "Jul", "Oct"]),
      ("c28x", date(2021, 7, 1), date(2022, 6, 1), ["Jul 2021", "Oct 2021", "Jan 2022", "Apr 2022"]),
      ("c38x", date(2021, 7, 1), date(2022, 3, 1), ["Jul 2021", "Oct 2021", "Jan 2022"]),
      ("c04x", date(2002, 1, 1), date(2007, 1, 1), ["2002", "2004", "2006"]),
      ("c29x", date(2022, 6, 1), date(2022, 6, 1, 23), ["12 AM", "6 AM", "12 PM", "6 PM"]),
      ("h-mv-x", date(2023, 3, 1, 8), date(2023, 3, 2), ["8 AM", "2 PM", "8 PM"]),
    ]
    for (id, lo, hi, expected) in cells { XCTAssertEqual(labels(lo, hi), expected, id) }
  }
}
