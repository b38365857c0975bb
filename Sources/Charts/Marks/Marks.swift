import PlumbUI

// The marks, as Swift Charts declares them: each is a value holding the record the chart draws
// (Content/MarkRecord.swift); their geometry is Chart/MarkGeometry.swift.

/// A mark drawn as one record; the marks below are its public faces.
@MainActor
protocol RecordMark: ChartPrimitive {
  var record: MarkRecord { get }
}

extension RecordMark {
  func collect(into marks: inout [MarkRecord]) { marks.append(record) }
}

/// A bar: from zero (or a start) to a value, as Swift Charts' `BarMark`. Bars that share a
/// category stack (`stacking:`) or sit side by side (`.position(by:)`).
nonisolated public struct BarMark: ChartContent, RecordMark {
  let record: MarkRecord
  public var body: Never { primitiveBody() }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
    record = MarkRecord(kind: .bar, x: ChartPosition(x), y: ChartPosition(y), width: width, height: height, stacking: stacking)
  }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                        width: MarkDimension = .automatic) {
    record = MarkRecord(kind: .bar, x: ChartPosition(x), y: ChartPosition(start: yStart.datum, end: yEnd.datum), width: width,
                        stacking: .unstacked)
  }
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                        height: MarkDimension = .automatic) {
    record = MarkRecord(kind: .bar, x: ChartPosition(start: xStart.datum, end: xEnd.datum), y: ChartPosition(y), height: height,
                        stacking: .unstacked)
  }
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                        yEnd: PlottableValue<Y>) {
    record = MarkRecord(kind: .bar, x: ChartPosition(start: xStart.datum, end: xEnd.datum),
                        y: ChartPosition(start: yStart.datum, end: yEnd.datum), stacking: .unstacked)
  }
  /// A bar along x only (a one-dimensional bar spanning the plot's height).
  public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                            stacking: MarkStackingMethod = .standard) {
    record = MarkRecord(kind: .bar, x: ChartPosition(x), width: width, height: height, stacking: stacking)
  }
  /// A bar along y only.
  public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                            stacking: MarkStackingMethod = .standard) {
    record = MarkRecord(kind: .bar, y: ChartPosition(y), width: width, height: height, stacking: stacking)
  }
}

/// A line through its points, one line per series, as Swift Charts' `LineMark`.
nonisolated public struct LineMark: ChartContent, RecordMark {
  let record: MarkRecord
  public var body: Never { primitiveBody() }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    record = MarkRecord(kind: .line, x: ChartPosition(x), y: ChartPosition(y))
  }
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
    record = MarkRecord(kind: .line, x: ChartPosition(x), y: ChartPosition(y), series: series.datum)
  }
}

/// A symbol at a point, as Swift Charts' `PointMark` (a circle unless `.symbol` says otherwise).
nonisolated public struct PointMark: ChartContent, RecordMark {
  let record: MarkRecord
  public var body: Never { primitiveBody() }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    record = MarkRecord(kind: .point, x: ChartPosition(x), y: ChartPosition(y))
  }
  public init<X: Plottable>(x: PlottableValue<X>) { record = MarkRecord(kind: .point, x: ChartPosition(x)) }
  public init<Y: Plottable>(y: PlottableValue<Y>) { record = MarkRecord(kind: .point, y: ChartPosition(y)) }
}

/// The area under a line (or between two values), stacked per series, as Swift Charts' `AreaMark`.
nonisolated public struct AreaMark: ChartContent, RecordMark {
  let record: MarkRecord
  public var body: Never { primitiveBody() }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
    record = MarkRecord(kind: .area, x: ChartPosition(x), y: ChartPosition(y), stacking: stacking)
  }
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                      stacking: MarkStackingMethod = .standard) {
    record = MarkRecord(kind: .area, x: ChartPosition(x), y: ChartPosition(y), series: series.datum, stacking: stacking)
  }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    record = MarkRecord(kind: .area, x: ChartPosition(x), y: ChartPosition(start: yStart.datum, end: yEnd.datum), stacking: .unstacked)
  }
  public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                      series: PlottableValue<S>) {
    record = MarkRecord(kind: .area, x: ChartPosition(x), y: ChartPosition(start: yStart.datum, end: yEnd.datum),
                        series: series.datum, stacking: .unstacked)
  }
}

/// A straight line across the plot at a value (a threshold, an average), or between two values,
/// as Swift Charts' `RuleMark`.
nonisolated public struct RuleMark: ChartContent, RecordMark {
  let record: MarkRecord
  public var body: Never { primitiveBody() }

  /// A vertical rule at `x`; `yStart`/`yEnd` in points are not applied (warned) when given.
  public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
    var r = MarkRecord(kind: .rule, x: ChartPosition(x))
    if yStart != nil || yEnd != nil { r.warnings.append(rulePointsWarning) }
    record = r
  }
  /// A horizontal rule at `y`; `xStart`/`xEnd` in points are not applied (warned) when given.
  public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
    var r = MarkRecord(kind: .rule, y: ChartPosition(y))
    if xStart != nil || xEnd != nil { r.warnings.append(rulePointsWarning) }
    record = r
  }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    record = MarkRecord(kind: .rule, x: ChartPosition(x), y: ChartPosition(start: yStart.datum, end: yEnd.datum))
  }
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    record = MarkRecord(kind: .rule, x: ChartPosition(start: xStart.datum, end: xEnd.datum), y: ChartPosition(y))
  }
}

private let rulePointsWarning = ("Charts.RuleMark.points",
                                  "Charts: RuleMark's start and end in points are not applied: the rule spans the whole plot")

/// A rectangle at a position or over a range (heat maps, ranges), as Swift Charts' `RectangleMark`.
nonisolated public struct RectangleMark: ChartContent, RecordMark {
  let record: MarkRecord
  public var body: Never { primitiveBody() }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                        height: MarkDimension = .automatic) {
    record = MarkRecord(kind: .rectangle, x: ChartPosition(x), y: ChartPosition(y), width: width, height: height)
  }
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                        yEnd: PlottableValue<Y>) {
    record = MarkRecord(kind: .rectangle, x: ChartPosition(start: xStart.datum, end: xEnd.datum),
                        y: ChartPosition(start: yStart.datum, end: yEnd.datum))
  }
  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                        width: MarkDimension = .automatic) {
    record = MarkRecord(kind: .rectangle, x: ChartPosition(x), y: ChartPosition(start: yStart.datum, end: yEnd.datum), width: width)
  }
  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                        height: MarkDimension = .automatic) {
    record = MarkRecord(kind: .rectangle, x: ChartPosition(start: xStart.datum, end: xEnd.datum), y: ChartPosition(y), height: height)
  }
}

/// A slice of a pie or donut whose angle is its share of the total, as Swift Charts' `SectorMark` (iOS 17).
nonisolated public struct SectorMark: ChartContent, RecordMark {
  let record: MarkRecord
  public var body: Never { primitiveBody() }

  public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                            outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
    var r = MarkRecord(kind: .sector)
    r.angle = max(0, angle.datum.continuous ?? 0)
    r.innerRadius = innerRadius
    r.outerRadius = outerRadius
    r.angularInset = angularInset ?? 0
    record = r
  }
}
