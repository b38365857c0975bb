import Charts
import PlumbTesting
import SwiftUI
import XCTest

/// What a chart lays out and warns about: the plot and its labels where the rules put them
/// (docs/charts.md, "Layout"), and a warning for each accepted API that is not drawn.
final class ChartBehaviourTests: XCTestCase {
  @MainActor func testTheYAxisIsOnTheTrailingSideAndXLabelsUnderTheirBands() async throws {
    let chart = Chart(DepartmentProfit.all) { row in
      BarMark(x: .value("Department", row.department), y: .value("Profit", row.profit))
    }
    .frame(width: 300, height: 200)
    let texts = try await textFrames(chart)
    let yLabels = texts.filter { ["0", "5,000", "10,000", "15,000"].contains($0.text) }
    XCTAssertEqual(yLabels.map(\.text).sorted(), ["0", "10,000", "15,000", "5,000"])
    let xLabels = texts.filter { ["Production", "Marketing", "Finance"].contains($0.text) }
    XCTAssertEqual(xLabels.count, 3)
    // Every y label sits right of every x label's centre band, and all x labels share a row.
    let maxX = xLabels.map { $0.frame.maxX }.max() ?? 0
    XCTAssertTrue(yLabels.allSatisfy { $0.frame.minX >= maxX - 1 }, "\(yLabels) vs \(xLabels)")
    XCTAssertEqual(Set(xLabels.map { $0.frame.minY.rounded() }).count, 1)
    // The bands are equal: label centres step evenly.
    let centres = xLabels.map { $0.frame.midX }.sorted()
    XCTAssertEqual(centres[1] - centres[0], centres[2] - centres[1], accuracy: 0.5)
  }

  @MainActor func testHiddenAxesAndLegendDrawNoLabels() async throws {
    let chart = Chart(DepartmentProfit.all) { row in
      BarMark(x: .value("Department", row.department), y: .value("Profit", row.profit))
        .foregroundStyle(by: .value("Product", row.product))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
    .frame(width: 300, height: 200)
    let texts = try await textFrames(chart)
    XCTAssertEqual(texts.map(\.text), [])
  }

  @MainActor func testCustomAxisMarksAndFixedDomain() async throws {
    let chart = Chart(Steps.week) { day in
      BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
    }
    .chartYScale(domain: 0...20000)
    .chartYAxis {
      AxisMarks(position: .leading, values: [0, 10000, 20000]) { value in
        AxisGridLine()
        AxisValueLabel { Text("\(value.as(Int.self)! / 1000)k") }
      }
    }
    .frame(width: 300, height: 200)
    let texts = try await textFrames(chart)
    let y = texts.filter { $0.text.hasSuffix("k") }
    XCTAssertEqual(y.map(\.text).sorted(), ["0k", "10k", "20k"])
    let mon = try XCTUnwrap(texts.first { $0.text == "Mon" })
    XCTAssertTrue(y.allSatisfy { $0.frame.maxX <= mon.frame.minX }, "a leading y axis puts its labels left of the plot")
  }

  /// Apps write axis content that ignores the value without `_ in` (the food truck's
  /// `.last180Days` chart in rlarjsdn3/bookbook does), so that closure form compiles too.
  @MainActor func testAxisMarksContentWithoutTheValueParameter() async throws {
    let chart = Chart(Steps.week) { day in
      BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
    }
    .chartYAxis {
      AxisMarks(values: .stride(by: 5000)) {
        AxisGridLine(stroke: StrokeStyle(dash: [8, 8]))
        AxisValueLabel(format: IntegerFormatStyle<Int>())
      }
    }
    .frame(width: 300, height: 200)
    let labels = try await textFrames(chart).map(\.text).filter { $0.first?.isNumber == true }
    XCTAssertEqual(labels.sorted(), ["0", "10,000", "15,000", "5,000"], "IntegerFormatStyle groups digits")
  }

  @MainActor func testAcceptedButUndrawnAPIsWarnOnce() async {
    let chart = Chart(Steps.week) { day in
      BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
      RuleMark(xStart: 10, xEnd: 40, y: .value("Goal", 8000))
      PointMark(x: .value("Day", day.name), y: .value("Steps", day.steps)).symbolSize(by: .value("Steps", day.steps))
    }
    .chartScrollableAxes(.horizontal)
    .chartXScale(range: .plotDimension(padding: 8))
    .chartOverlay { _ in Color.clear }
    .chartLegend(position: .leading)
    .chartYAxis { AxisMarks { _ in AxisValueLabel(orientation: .vertical) } }
    .frame(width: 300, height: 200)
    let warnings = RenderWarnings.collecting { _ = ViewHost(chart, device: .custom(width: 300, height: 200, scale: 1)).displayList }.warnings
    XCTAssertEqual(Set(warnings), [
      "Charts: chartScrollableAxes(_:) is not drawn: the whole domain is shown, unscrolled",
      "Charts: chartXScale/chartYScale(range:) is not applied: the scale spans the plot",
      "Charts: chartOverlay(content:) is not drawn: the chart is drawn without it",
      "Charts: chartLegend(position:) other than top or bottom is drawn below the plot",
      "Charts: AxisValueLabel(orientation: .vertical) is not drawn: labels are drawn horizontally",
      "Charts: symbolSize(by:) is not drawn: symbols keep one size",
      "Charts: RuleMark's start and end in points are not applied: the rule spans the whole plot",
    ])
  }

  @MainActor func testAPlainChartWarnsNothing() async throws {
    let chart = Chart(Temperature.all) { t in
      LineMark(x: .value("Month", t.month), y: .value("Temperature", t.degrees)).foregroundStyle(by: .value("City", t.city))
    }
    let warnings = RenderWarnings.collecting { _ = ViewHost(chart, device: .custom(width: 300, height: 200, scale: 1)).displayList }.warnings
    XCTAssertEqual(warnings, [])
  }
}

/// The texts a view lays out, with their frames (labels thinned away lie outside the screen).
@MainActor
func textFrames<V: View>(_ view: V) async throws -> [(text: String, frame: CGRect)] {
  let nodes = ViewHost(view, device: .custom(width: 300, height: 200, scale: 1)).layoutSnapshot.root.flattened
  return nodes.compactMap { node in
    guard node.name.hasPrefix("Text(\""), node.name.hasSuffix("\")"), node.frame.minX > -1000 else { return nil }
    return (String(node.name.dropFirst(6).dropLast(2)), node.frame)
  }
}
