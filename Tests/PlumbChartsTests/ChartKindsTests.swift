import Charts
import PlumbTesting
import SwiftUI
import XCTest

/// Department profits by product (figures read off a Swift Charts bar chart recorded on iOS and
/// published by liveview-native/liveview-native-swiftui-charts, docs/example.png; docs/charts.md).
struct DepartmentProfit: Identifiable {
  let department: String
  let product: String
  let profit: Double
  var id: String { department + product }

  static let all: [DepartmentProfit] = [
    ("Production", 4000, 5000, 6000), ("Marketing", 2000, 1000, 5000), ("Finance", 2000, 3000, 5000),
  ].flatMap { d, gizmos, gadgets, widgets in
    [DepartmentProfit(department: d, product: "Gizmos", profit: gizmos),
     DepartmentProfit(department: d, product: "Gadgets", profit: gadgets),
     DepartmentProfit(department: d, product: "Widgets", profit: widgets)]
  }
}

/// Goldens of the common chart kinds, each with its axes and legend (Goldens/ChartKinds).
final class ChartKindsTests: XCTestCase {
  static let device = Device.custom(width: 360, height: 260, scale: 2)

  @MainActor func testStackedBars() async {
    let chart = Chart(DepartmentProfit.all) { row in
      BarMark(x: .value("Department", row.department), y: .value("Profit", row.profit))
        .foregroundStyle(by: .value("Product", row.product))
    }
    .padding(12)
    await assertGolden(of: chart, named: "stacked-bars", device: Self.device)
    await assertGolden(of: chart, variants: [.dark], named: "stacked-bars", device: Self.device)
  }

  @MainActor func testHorizontalNormalizedBars() async {
    let chart = Chart(DepartmentProfit.all) { row in
      BarMark(x: .value("Profit", row.profit), y: .value("Department", row.department), stacking: .normalized)
        .foregroundStyle(by: .value("Product", row.product))
        .annotation(position: .overlay) {
          Text(row.profit.formatted()).font(.caption2).foregroundStyle(.white)
        }
    }
    .chartLegend(position: .top)
    .padding(12)
    await assertGolden(of: chart, named: "horizontal-normalized-bars", device: Self.device)
  }

  @MainActor func testGroupedBars() async {
    let chart = Chart(DepartmentProfit.all) { row in
      BarMark(x: .value("Department", row.department), y: .value("Profit", row.profit))
        .foregroundStyle(by: .value("Product", row.product))
        .position(by: .value("Product", row.product))
    }
    .padding(12)
    await assertGolden(of: chart, named: "grouped-bars", device: Self.device)
  }

  @MainActor func testLinesWithSymbols() async {
    let chart = Chart {
      ForEach(Temperature.all) { t in
        LineMark(x: .value("Month", t.month), y: .value("Temperature", t.degrees))
          .foregroundStyle(by: .value("City", t.city))
          .symbol(by: .value("City", t.city))
          .interpolationMethod(.catmullRom)
      }
    }
    .padding(12)
    await assertGolden(of: chart, named: "lines", device: Self.device)
  }

  @MainActor func testStackedAreas() async {
    let chart = Chart(Temperature.all) { t in
      AreaMark(x: .value("Month", t.month), y: .value("Temperature", t.degrees))
        .foregroundStyle(by: .value("City", t.city))
    }
    .padding(12)
    await assertGolden(of: chart, named: "stacked-areas", device: Self.device)
  }

  @MainActor func testPoints() async {
    let chart = Chart(Measurement.all) { m in
      PointMark(x: .value("Height", m.height), y: .value("Weight", m.weight))
        .foregroundStyle(by: .value("Group", m.group))
    }
    .padding(12)
    await assertGolden(of: chart, named: "points", device: Self.device)
  }

  @MainActor func testPieAndDonut() async {
    let view = HStack(spacing: 16) {
      Chart(Share.all) { s in
        SectorMark(angle: .value("Share", s.value))
          .foregroundStyle(by: .value("Browser", s.name))
      }
      Chart(Share.all) { s in
        SectorMark(angle: .value("Share", s.value), innerRadius: .ratio(0.618), angularInset: 1.5)
          .cornerRadius(4)
          .foregroundStyle(by: .value("Browser", s.name))
      }
    }
    .padding(12)
    await assertGolden(of: view, named: "pie-and-donut", device: Self.device)
  }

  @MainActor func testRuleOverBars() async {
    let chart = Chart {
      ForEach(Steps.week) { day in
        BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
          .cornerRadius(4)
      }
      RuleMark(y: .value("Goal", 8000))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        .annotation(position: .top, alignment: .leading) {
          Text("Goal").font(.caption2).foregroundStyle(.red)
        }
    }
    .padding(12)
    await assertGolden(of: chart, named: "rule-over-bars", device: Self.device)
  }

  @MainActor func testDateAxisLine() async {
    let chart = Chart(Steps.month) { day in
      LineMark(x: .value("Date", day.date, unit: .day), y: .value("Steps", day.steps))
      PointMark(x: .value("Date", day.date, unit: .day), y: .value("Steps", day.steps))
    }
    .padding(12)
    await assertGolden(of: chart, named: "date-axis-line", device: Self.device)
  }
}

struct Temperature: Identifiable {
  let city: String
  let month: Int
  let degrees: Double
  var id: String { "\(city)\(month)" }
  static let all: [Temperature] = [("Cupertino", [9, 11, 13, 16, 19, 22]), ("Tokyo", [5, 6, 9, 14, 19, 22]),
                                   ("London", [5, 6, 8, 10, 14, 17])].flatMap { city, values in
    values.enumerated().map { Temperature(city: city, month: $0.offset + 1, degrees: $0.element) }
  }
}

struct Measurement: Identifiable {
  let id: Int
  let group: String
  let height: Double
  let weight: Double
  static let all: [Measurement] = (0..<24).map { i in
    let h = 150 + Double((i * 37) % 40), w = 45 + Double((i * 53) % 35) + (i % 2 == 0 ? 0 : 8)
    return Measurement(id: i, group: i % 2 == 0 ? "A" : "B", height: h, weight: w)
  }
}

struct Share: Identifiable {
  let name: String
  let value: Double
  var id: String { name }
  static let all = [Share(name: "Safari", value: 55), Share(name: "Chrome", value: 25), Share(name: "Firefox", value: 12),
                    Share(name: "Other", value: 8)]
}

struct Steps: Identifiable {
  let name: String
  let date: Date
  let steps: Int
  var id: Date { date }
  /// Noon UTC on 1 June 2024 plus `day` days.
  static func day(_ day: Int) -> Date { Date(timeIntervalSince1970: 1_717_243_200 + Double(day) * 86400) }
  static let week: [Steps] = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], [6200, 9100, 7400, 10300, 5600, 12100, 8800])
    .enumerated().map { Steps(name: $0.element.0, date: day($0.offset), steps: $0.element.1) }
  static let month: [Steps] = (0..<30).map { i in Steps(name: "\(i)", date: day(i), steps: 5000 + (i * 2731) % 7000) }
}
