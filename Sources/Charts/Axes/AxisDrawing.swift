import PlumbUI

/// What one axis draws, at unit positions along the plot: grid lines, ticks and labels, and on
/// which side (docs/charts.md, "Axes").
@MainActor
struct AxisDrawing {
  enum Which { case x, y }
  struct Line { var position: Double; var stroke: StrokeStyle; var style: AnyShapeStyle }
  struct Label {
    var position: Double
    var text: String?
    var view: AnyView?
    /// Dates start at their tick; numbers and categories are centred on it.
    var leading: Bool
    var font: Font
    var style: AnyShapeStyle
    var offset: CGSize
  }

  var which: Which
  var gridLines: [Line] = []
  var ticks: [Line] = []
  var labels: [Label] = []
  /// Leading (y axis on the left) or top (x axis above the plot); trailing and bottom otherwise.
  var atStart = false

  static let gridStyle = AnyShapeStyle(Color.secondary.opacity(0.3))
  static let labelStyle = AnyShapeStyle(Color.secondary)
  static let solid = StrokeStyle(lineWidth: 0.5)
  static let dashed = StrokeStyle(lineWidth: 0.5, dash: [2, 2])

  init(axis: Which, scale: ChartScale, config: ChartConfiguration.AxisConfig, locale: Locale, calendar: Calendar) {
    which = axis
    let specs = config.marks ?? [AxisMarksSpec(values: .automatic, position: .automatic, content: nil)]
    for spec in specs {
      switch spec.position.kind {
      case .leading where axis == .y, .top where axis == .x: atStart = true
      default: break
      }
      let values = Self.values(spec.values, scale: scale, calendar: calendar)
      for (index, value) in values.enumerated() {
        let axisValue = AxisValue(datum: value.datum, index: index, count: values.count)
        var parts = spec.content?(axisValue) ?? Self.defaults(axis, scale)
        for edit in spec.edits { for i in parts.indices { edit(&parts[i]) } }
        let next = index + 1 < values.count ? values[index + 1].position : nil
        for part in parts { add(part, value, next: next, scale: scale, stride: spec.stroke, locale: locale, calendar: calendar) }
      }
      // Category axes draw a line at the far edge of the last band as well.
      if scale.kind == .band, spec.content == nil, axis == .x {
        gridLines.append(Line(position: 1, stroke: Self.dashed, style: Self.gridStyle))
        ticks.append(Line(position: 1, stroke: Self.dashed, style: Self.gridStyle))
      }
    }
  }

  /// The default marks: y has solid grid lines and labels; x has dashed lines that run through
  /// the labels' row, and labels (measured, docs/charts.md).
  static func defaults(_ axis: Which, _ scale: ChartScale) -> [AxisComponent] {
    switch axis {
    case .y: return [.gridLine(AxisLineSpec()), .label(AxisLabelSpec())]
    case .x: return [.gridLine(AxisLineSpec()), .tick(AxisLineSpec()), .label(AxisLabelSpec())]
    }
  }

  struct Value { var datum: ChartDatum; var position: Double }

  static func values(_ values: AxisMarkValues, scale: ChartScale, calendar: Calendar) -> [Value] {
    func continuous(_ v: Double) -> Value {
      Value(datum: scale.kind == .date ? .date(Date(timeIntervalSince1970: v)) : .number(v), position: scale.unit(v))
    }
    switch values.kind {
    case .explicit(let data):
      return data.compactMap { d in scale.unit(d).map { Value(datum: d, position: $0) } }
    case .automatic(let desired, let minimumStride, _, _):
      switch scale.kind {
      case .band: return scale.categories.map { Value(datum: .category($0), position: scale.unit(.category($0)) ?? 0) }
      case .number:
        guard desired != nil || minimumStride != nil else { return scale.ticks.map(continuous) }
        var step = NiceTicks.fixedStep(scale.lower...scale.upper, desired: desired)
        if let minimumStride, step < minimumStride { step = minimumStride }
        return NiceTicks.ticks(in: scale.lower...scale.upper, step: step).map(continuous)
      case .date:
        guard let desired else { return scale.ticks.map(continuous) }
        let choice = DateTicks.choose(from: scale.lower, to: scale.upper, desired: desired, calendar: calendar)
        return DateTicks.ticks(from: Date(timeIntervalSince1970: scale.lower), to: Date(timeIntervalSince1970: scale.upper), choice,
                               calendar: calendar).map { continuous($0.timeIntervalSince1970) }
      }
    case .strideNumber(let step):
      guard scale.kind == .number, step > 0 else { return [] }
      return NiceTicks.ticks(in: scale.lower...scale.upper, step: step).map(continuous)
    case .strideDate(let component, let count, let cal):
      guard scale.kind == .date else { return [] }
      return DateTicks.ticks(from: Date(timeIntervalSince1970: scale.lower), to: Date(timeIntervalSince1970: scale.upper),
                             DateTicks.Choice(component: component, count: count), calendar: cal ?? calendar).map { continuous($0.timeIntervalSince1970) }
    }
  }

  private mutating func add(_ part: AxisComponent, _ value: Value, next: Double?, scale: ChartScale, stride: StrokeStyle?,
                            locale: Locale, calendar: Calendar) {
    // Category axes put lines at band edges, labels at band centres.
    let edge = scale.kind == .band ? value.position + (scale.reversed ? 1 : -1) * scale.bandWidth / 2 : value.position
    switch part {
    case .gridLine(let l):
      let centered = l.centered ?? (scale.kind != .band)
      let stroke = l.stroke ?? stride ?? (which == .y ? Self.solid : Self.dashed)
      gridLines.append(Line(position: centered ? value.position : edge, stroke: stroke, style: l.style ?? Self.gridStyle))
    case .tick(let l):
      let centered = l.centered ?? (scale.kind != .band)
      let stroke = l.stroke ?? stride ?? Self.dashed
      ticks.append(Line(position: centered ? value.position : edge, stroke: stroke, style: l.style ?? Self.gridStyle))
    case .label(let l):
      if let warning = l.warning { RenderWarnings.warnOnce("Charts.AxisValueLabel.orientation", warning) }
      // On a continuous x axis a tick at the plot's trailing edge keeps its grid line but has no
      // label (docs/charts.md §2.5).
      if which == .x, scale.kind != .band, l.centered != true, abs(value.position - 1) < 1e-9 { return }
      var position = value.position
      var leading = which == .x && scale.kind == .date
      if l.centered == true, scale.kind != .band {
        let step = next.map { $0 - value.position } ?? (labels.last.map { value.position - $0.position } ?? 0)
        position += step / 2
        leading = false
      }
      if let anchor = l.anchor, which == .x { leading = anchor.x < 0.25 }
      let text = l.view == nil ? (l.text?(value.datum) ?? Self.defaultLabel(value.datum, scale: scale, locale: locale, calendar: calendar)) : nil
      labels.append(Label(position: position, text: text, view: l.view, leading: leading, font: l.font ?? .caption2,
                          style: l.style ?? Self.labelStyle, offset: l.offset))
    }
  }

  static func defaultLabel(_ d: ChartDatum, scale: ChartScale, locale: Locale, calendar: Calendar) -> String {
    switch d {
    case .category(let s): return s
    case .number(let v): return ChartNumberFormat.label(v, step: scale.tickStep, locale: locale)
    case .date(let date):
      let choice = scale.dateChoice ?? DateTicks.choose(from: scale.lower, to: scale.upper, desired: nil, calendar: calendar)
      return DateTicks.label(date, choice, calendar: calendar, locale: locale,
                             withYear: DateTicks.spansYears(from: scale.lower, to: scale.upper, calendar: calendar))
    }
  }
}
