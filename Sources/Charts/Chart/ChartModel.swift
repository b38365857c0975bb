import PlumbUI

/// A layer of marks drawn with one paint, over the plot.
struct PlotLayer {
  enum Paint { case fill, stroke(StrokeStyle) }
  var geometry: [MarkGeometry]
  var style: AnyShapeStyle
  var paint: Paint
  var opacity: Double
  var offset: CGSize
}

/// A view placed next to a mark.
struct PlacedAnnotation {
  var frame: (CGRect) -> CGRect
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: CGFloat
  var content: AnyView
}

/// One legend entry: a value of `foregroundStyle(by:)` (or `symbol(by:)`) and how it is drawn.
struct LegendEntry {
  var name: String
  var style: AnyShapeStyle
  var symbol: AnyChartSymbolShape?
}

/// Everything a chart draws, decided from its marks and configuration (docs/charts.md); the
/// geometry is in unit coordinates, mapped into the plot's rect when laid out.
@MainActor
struct ChartModel {
  var x: ChartScale?
  var y: ChartScale?
  var layers: [PlotLayer] = []
  var annotations: [PlacedAnnotation] = []
  var xAxis: AxisDrawing?
  var yAxis: AxisDrawing?
  var legend: [LegendEntry] = []
  var isPolar = false

  /// The default colours of `foregroundStyle(by:)` values, in order (docs/charts.md, "Palette").
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
  static let defaultStyle = AnyShapeStyle(Color.blue)
  /// A band's automatic bar width, as a share of the band (measured, docs/charts.md).
  static let barRatio: CGFloat = 0.7

  init(marks input: [MarkRecord], config: ChartConfiguration, locale: Locale, calendar: Calendar) {
    var marks = input
    isPolar = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
    if marks.contains(where: { $0.kind == .sector }) && !isPolar {
      RenderWarnings.warnOnce("Charts.SectorMark.mixed", "Charts: SectorMark beside other marks is not drawn: only the other marks are")
      marks.removeAll { $0.kind == .sector }
    }

    // Styles by value: the legend's order is the scale's domain, else first appearance.
    var styleValues: [ChartDatum] = config.styleDomain ?? []
    for m in marks { if let v = m.styleBy, !styleValues.contains(v) { styleValues.append(v) } }
    var symbolValues: [ChartDatum] = []
    for m in marks { if let v = m.symbolBy, !symbolValues.contains(v) { symbolValues.append(v) } }
    func style(for value: ChartDatum) -> AnyShapeStyle {
      if let pair = config.styleScale.first(where: { $0.0 == value }) { return pair.1 }
      if let mapped = config.styleMapping?(value) { return mapped }
      let i = styleValues.firstIndex(of: value) ?? 0
      if !config.styleRange.isEmpty { return config.styleRange[i % config.styleRange.count] }
      return AnyShapeStyle(Self.palette[i % Self.palette.count])
    }
    func symbol(for value: ChartDatum) -> AnyChartSymbolShape {
      if let pair = config.symbolScale.first(where: { $0.0 == value }) { return pair.1 }
      let i = symbolValues.firstIndex(of: value) ?? 0
      return AnyChartSymbolShape(AnyChartSymbolShape.palette[i % AnyChartSymbolShape.palette.count])
    }
    func markStyle(_ m: MarkRecord) -> AnyShapeStyle { m.style ?? m.styleBy.map(style(for:)) ?? Self.defaultStyle }

    if isPolar {
      buildSectors(marks, style: markStyle)
    } else {
      buildCartesian(marks, config: config, calendar: calendar, locale: locale, style: markStyle, symbol: symbol(for:))
    }

    // The legend: one entry per styled value (and symbol), unless hidden.
    let wantsLegend = config.legendVisibility != .hidden && (!styleValues.isEmpty || !symbolValues.isEmpty)
    if wantsLegend {
      if !styleValues.isEmpty {
        legend = styleValues.map { v in
          LegendEntry(name: v.name, style: style(for: v), symbol: symbolValues.contains(v) ? symbol(for: v) : nil)
        }
      } else {
        legend = symbolValues.map { LegendEntry(name: $0.name, style: AnyShapeStyle(Color.secondary), symbol: symbol(for: $0)) }
      }
    }
  }

  // MARK: - Pie and donut

  private mutating func buildSectors(_ marks: [MarkRecord], style: (MarkRecord) -> AnyShapeStyle) {
    let total = marks.reduce(0) { $0 + $1.angle }
    guard total > 0 else { return }
    var start = 0.0
    for m in marks {
      let end = start + m.angle / total
      let g = MarkGeometry.sector(start: start, end: end, inner: m.innerRadius, outer: m.outerRadius, inset: m.angularInset,
                                  cornerRadius: m.cornerRadius)
      layers.append(PlotLayer(geometry: [g], style: style(m), paint: .fill, opacity: m.opacity, offset: m.offset))
      let mid = (start + end) / 2, outer = m.outerRadius, inner = m.innerRadius
      for a in m.annotations {
        annotations.append(PlacedAnnotation(frame: { rect in
          // Annotations of a slice sit at the middle of its ring.
          let full = min(rect.width, rect.height) / 2
          let ro = outer.length(in: full, automaticRatio: 1)
          var ri: CGFloat = 0
          switch inner.kind { case .ratio(let r): ri = ro * r; case .fixed(let v): ri = v; case .inset(let v): ri = ro - v; case .automatic: ri = 0 }
          let r = (ro + ri) / 2, angle = mid * 2 * .pi - .pi / 2
          return CGRect(x: rect.midX + r * CGFloat(cos(angle)), y: rect.midY + r * CGFloat(sin(angle)), width: 0, height: 0)
        }, position: a.position == .automatic ? .overlay : a.position, alignment: a.alignment, spacing: a.spacing ?? 4, content: a.content))
      }
      start = end
    }
  }

  // MARK: - Cartesian charts

  /// Which axis a bar or area measures along (the other is where it stands).
  enum ValueAxis { case x, y }

  private static func isCategory(_ p: ChartPosition?) -> Bool {
    if case .category = p?.start { return true }
    return false
  }

  private static func valueAxis(_ m: MarkRecord) -> ValueAxis {
    if m.y == nil { return .x }
    if m.x == nil { return .y }
    if isCategory(m.y) && !isCategory(m.x) { return .x }
    if m.y?.end != nil && m.x?.end == nil { return .y }
    if m.x?.end != nil && m.y?.end == nil && !isCategory(m.y) && m.y?.unit == nil { return .x }
    return .y
  }

  private mutating func buildCartesian(_ marks: [MarkRecord], config: ChartConfiguration, calendar: Calendar, locale: Locale,
                                       style: (MarkRecord) -> AnyShapeStyle, symbol: (ChartDatum) -> AnyChartSymbolShape) {
    // 1. Stacking: each bar's and area's interval along its value axis.
    var intervals: [Int: (Double, Double)] = [:]
    var stackUp: [String: Double] = [:], stackDown: [String: Double] = [:], totals: [String: Double] = [:]
    func key(_ m: MarkRecord, _ axis: ValueAxis) -> String {
      let base = axis == .y ? m.x?.start : m.y?.start
      return "\(m.kind == .area ? "a" : "b")|\(base.map { "\($0)" } ?? "-")|\(m.positionBy.map { "\($0)" } ?? "")"
    }
    for m in marks where m.kind == .bar || m.kind == .area {
      let axis = Self.valueAxis(m)
      let p = axis == .y ? m.y : m.x
      guard let p, p.end == nil, let v = p.start.continuous else { continue }
      totals[key(m, axis), default: 0] += abs(v)
    }
    for (i, m) in marks.enumerated() where m.kind == .bar || m.kind == .area {
      let axis = Self.valueAxis(m)
      guard let p = axis == .y ? m.y : m.x else { continue }
      if let end = p.end, let a = p.start.continuous, let b = end.continuous { intervals[i] = (a, b); continue }
      guard let v = p.start.continuous else { continue }
      let k = key(m, axis)
      switch m.stacking.kind {
      case .unstacked: intervals[i] = (0, v)
      case .standard, .center, .normalized:
        let base = v >= 0 ? stackUp[k, default: 0] : stackDown[k, default: 0]
        if v >= 0 { stackUp[k] = base + v } else { stackDown[k] = base + v }
        var a = base, b = base + v
        if m.stacking == .normalized, let t = totals[k], t > 0 { a /= t; b /= t }
        if m.stacking == .center, let t = totals[k] { a -= t / 2; b -= t / 2 }
        intervals[i] = (a, b)
      }
    }

    // 2. Scales from every value on each axis.
    var xValues: [ChartDatum] = [], yValues: [ChartDatum] = [], xExtents: [Double] = [], yExtents: [Double] = []
    var xZero = false, yZero = false
    for (i, m) in marks.enumerated() {
      let axis = Self.valueAxis(m)
      if let iv = intervals[i] {
        if axis == .y { yExtents += [iv.0, iv.1]; if let x = m.x { xValues.append(x.start); if let e = x.end { xValues.append(e) } } }
        else { xExtents += [iv.0, iv.1]; if let y = m.y { yValues.append(y.start); if let e = y.end { yValues.append(e) } } }
        if axis == .y { yZero = true } else { xZero = true }
        continue
      }
      if let x = m.x { xValues.append(x.start); if let e = x.end { xValues.append(e) } }
      if let y = m.y { yValues.append(y.start); if let e = y.end { yValues.append(e) } }
      if m.kind == .line || m.kind == .point || m.kind == .rectangle { yZero = true; if m.x?.start.continuous != nil, case .number = m.x!.start { xZero = true } }
    }
    // Bars standing on a continuous axis without a unit get half a band of room at each end.
    let continuousBase = marks.filter { $0.kind == .bar && Self.valueAxis($0) == .y && $0.x?.end == nil }.compactMap { $0.x?.start.continuous }
    let band = Self.minimumSpacing(continuousBase)
    if let band { xExtents += [continuousBase.min()! - band / 2, continuousBase.max()! + band / 2] }
    let xDesired = Self.desiredCount(config.x.marks), yDesired = Self.desiredCount(config.y.marks)
    // Integer-typed data on every mark of an axis: whole steps (docs/charts.md §2.1).
    let xIntegral = marks.contains { $0.x != nil } && marks.allSatisfy { $0.x.map(\.isInteger) ?? true }
    let yIntegral = marks.contains { $0.y != nil } && marks.allSatisfy { $0.y.map(\.isInteger) ?? true }
    x = ChartScale.make(values: xValues, extents: xExtents, config: config.xScale, includeZero: xZero, desired: xDesired,
                        calendar: calendar, integral: xIntegral)
    y = ChartScale.make(values: yValues, extents: yExtents, config: config.yScale, includeZero: yZero, desired: yDesired,
                        calendar: calendar, integral: yIntegral)
    // Categories down the y axis read from the top, as a list does.
    if y?.kind == .band { y?.reversed.toggle() }

    // 3. Grouped bars: the slots of `.position(by:)` values.
    var slotValues: [ChartDatum] = []
    for m in marks { if let p = m.positionBy, !slotValues.contains(p) { slotValues.append(p) } }

    // 4. Geometry, mark by mark (lines and areas by series).
    var drawnSeries: Set<String> = []
    for (i, m) in marks.enumerated() {
      let st = style(m)
      switch m.kind {
      case .bar, .rectangle:
        guard let g = rectGeometry(m, interval: intervals[i], valueAxis: Self.valueAxis(m), slots: slotValues, band: band) else { continue }
        layers.append(PlotLayer(geometry: [g], style: st, paint: .fill, opacity: m.opacity, offset: m.offset))
        addAnnotations(m, g, vertical: Self.valueAxis(m) == .y)
      case .point:
        guard let p = point(m) else { continue }
        let shape = m.symbol ?? m.symbolBy.map(symbol) ?? AnyChartSymbolShape(BasicChartSymbolShape.circle)
        let g = MarkGeometry.symbol(p, size: Self.symbolDiameter(m.symbolSize), shape: shape)
        layers.append(PlotLayer(geometry: [g], style: st, paint: .fill, opacity: m.opacity, offset: m.offset))
        addAnnotations(m, g, vertical: true)
      case .rule:
        guard let g = ruleGeometry(m) else { continue }
        layers.append(PlotLayer(geometry: [g], style: st, paint: .stroke(m.lineStyle ?? StrokeStyle(lineWidth: 1)), opacity: m.opacity, offset: m.offset))
        addAnnotations(m, g, vertical: true)
      case .line, .area:
        let id = Self.seriesKey(m)
        guard !drawnSeries.contains(id) else { continue }
        drawnSeries.insert(id)
        let members = marks.indices.filter { marks[$0].kind == m.kind && Self.seriesKey(marks[$0]) == id }
        if m.kind == .line { buildLine(members.map { marks[$0] }, style: st, symbol: symbol) }
        else { buildArea(members, marks, intervals: intervals, style: st) }
      case .sector: break
      }
    }

    // 5. Axes.
    if let x, config.x.visibility != .hidden { xAxis = AxisDrawing(axis: .x, scale: x, config: config.x, locale: locale, calendar: calendar) }
    if let y, config.y.visibility != .hidden { yAxis = AxisDrawing(axis: .y, scale: y, config: config.y, locale: locale, calendar: calendar) }
  }

  static func seriesKey(_ m: MarkRecord) -> String {
    "\(m.kind)|\(m.series.map { "\($0)" } ?? "")|\(m.styleBy.map { "\($0)" } ?? "")|\(m.symbolBy.map { "\($0)" } ?? "")"
  }

  /// An explicit `.automatic(desiredCount:)` of the axis's marks, or nil for the automatic choice.
  static func desiredCount(_ marks: [AxisMarksSpec]?) -> Int? {
    for m in marks ?? [] { if case .automatic(let n?, _, _, _) = m.values.kind { return max(1, n) } }
    return nil
  }

  static func minimumSpacing(_ values: [Double]) -> Double? {
    let sorted = Array(Set(values)).sorted()
    guard !sorted.isEmpty else { return nil }
    guard sorted.count > 1 else { return 1 }
    return zip(sorted.dropFirst(), sorted).map { $0 - $1 }.min()
  }

  /// A symbol's diameter for an area in square points (`symbolSize`); 8 points by default.
  static func symbolDiameter(_ area: CGFloat?) -> CGFloat { area.map { max(1, $0.squareRoot()) } ?? 8 }

  private func point(_ m: MarkRecord) -> UnitPoint2? {
    let ux = m.x.flatMap { p in centre(p, x) } ?? 0.5
    let uy = m.y.flatMap { p in centre(p, y) } ?? 0.5
    return UnitPoint2(x: ux, y: uy)
  }

  /// A position's unit centre: a band's middle, or the middle of a date unit.
  private func centre(_ p: ChartPosition, _ scale: ChartScale?) -> Double? {
    guard let scale else { return nil }
    if let end = p.end, let a = scale.unit(p.start), let b = scale.unit(end) { return (a + b) / 2 }
    return scale.unit(p.start)
  }

  private func span(_ p: ChartPosition?, _ scale: ChartScale?, dimension: MarkDimension, slot: Int, slots: Int, band: Double?) -> MarkSpan? {
    guard let p, let scale else { return .full }
    if let end = p.end, let a = scale.unit(p.start), let b = scale.unit(end) {
      if p.unit != nil {
        // A date unit: a bar across the unit, narrowed as a band is.
        return .band(center: (a + b) / 2, band: abs(b - a), dimension: dimension, ratio: Self.barRatio, slot: slot, slots: slots)
      }
      return .unit(a, b)
    }
    guard let c = scale.unit(p.start) else { return nil }
    if scale.kind == .band {
      return .band(center: c, band: scale.bandWidth, dimension: dimension, ratio: Self.barRatio, slot: slot, slots: slots)
    }
    let unitBand = (band ?? 1) / max(1e-9, scale.upper - scale.lower)
    return .band(center: c, band: unitBand, dimension: dimension, ratio: Self.barRatio, slot: slot, slots: slots)
  }

  private func rectGeometry(_ m: MarkRecord, interval: (Double, Double)?, valueAxis: ValueAxis, slots: [ChartDatum],
                            band: Double?) -> MarkGeometry? {
    let slot = m.positionBy.flatMap { slots.firstIndex(of: $0) } ?? 0
    let count = m.positionBy == nil ? 1 : slots.count
    if let (a, b) = interval {
      let valueScale = valueAxis == .y ? y : x
      guard let valueScale else { return nil }
      let v = MarkSpan.unit(valueScale.unit(a), valueScale.unit(b))
      if valueAxis == .y {
        guard let s = span(m.x, x, dimension: m.width, slot: slot, slots: count, band: band) else { return nil }
        return .rect(x: s, y: v, cornerRadius: m.cornerRadius)
      }
      guard let s = span(m.y, y, dimension: m.height, slot: slot, slots: count, band: nil) else { return nil }
      return .rect(x: v, y: s, cornerRadius: m.cornerRadius)
    }
    guard let sx = span(m.x, x, dimension: m.width, slot: slot, slots: count, band: band),
          let sy = span(m.y, y, dimension: m.height, slot: 0, slots: 1, band: nil) else { return nil }
    // A rectangle at a point of two continuous scales: 20 points square unless sized.
    func fixedIfPoint(_ s: MarkSpan, _ p: ChartPosition?, _ scale: ChartScale?, _ d: MarkDimension) -> MarkSpan {
      guard case .band(let c, _, _, _, _, _) = s, scale?.kind != .band, p?.end == nil else { return s }
      if case .automatic = d.kind { return .band(center: c, band: 0, dimension: .fixed(20), ratio: 1, slot: 0, slots: 1) }
      return .band(center: c, band: 0, dimension: d, ratio: 1, slot: 0, slots: 1)
    }
    return .rect(x: fixedIfPoint(sx, m.x, x, m.width), y: fixedIfPoint(sy, m.y, y, m.height), cornerRadius: m.cornerRadius)
  }

  private func ruleGeometry(_ m: MarkRecord) -> MarkGeometry? {
    if let p = m.y, m.x == nil || m.x?.end != nil, let scale = y, let u = centre(p, scale) {
      let xs: MarkSpan
      if let px = m.x, let end = px.end, let a = x?.unit(px.start), let b = x?.unit(end) { xs = .unit(a, b) } else { xs = .full }
      return .horizontalRule(y: u, x: xs)
    }
    if let p = m.x, let scale = x, let u = centre(p, scale) {
      let ys: MarkSpan
      if let py = m.y, let end = py.end, let a = y?.unit(py.start), let b = y?.unit(end) { ys = .unit(a, b) } else { ys = .full }
      return .verticalRule(x: u, y: ys)
    }
    return nil
  }

  private mutating func buildLine(_ members: [MarkRecord], style: AnyShapeStyle, symbol: (ChartDatum) -> AnyChartSymbolShape) {
    let points = members.compactMap { point($0) }
    guard let first = members.first, !points.isEmpty else { return }
    let stroke = first.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
    layers.append(PlotLayer(geometry: [.polyline(points, first.interpolation)], style: style, paint: .stroke(stroke),
                            opacity: first.opacity, offset: first.offset))
    // Symbols on the line when asked for (`symbol(_:)`, `symbol(by:)`).
    if first.symbol != nil || first.symbolBy != nil {
      let shape = first.symbol ?? first.symbolBy.map(symbol) ?? AnyChartSymbolShape(BasicChartSymbolShape.circle)
      let d = Self.symbolDiameter(first.symbolSize)
      layers.append(PlotLayer(geometry: points.map { .symbol($0, size: d, shape: shape) }, style: style, paint: .fill,
                              opacity: first.opacity, offset: first.offset))
    }
    for (m, p) in zip(members, points) { addAnnotations(m, .symbol(p, size: 0, shape: AnyChartSymbolShape(BasicChartSymbolShape.circle)), vertical: true) }
  }

  private mutating func buildArea(_ indices: [Int], _ marks: [MarkRecord], intervals: [Int: (Double, Double)], style: AnyShapeStyle) {
    guard let firstIndex = indices.first, let xs = x, let ys = y else { return }
    var top: [UnitPoint2] = [], bottom: [UnitPoint2] = []
    for i in indices {
      guard let px = marks[i].x, let ux = centre(px, xs), let (a, b) = intervals[i] else { continue }
      top.append(UnitPoint2(x: ux, y: ys.unit(b)))
      bottom.append(UnitPoint2(x: ux, y: ys.unit(a)))
    }
    let m = marks[firstIndex]
    layers.append(PlotLayer(geometry: [.area(top: top, bottom: bottom, m.interpolation)], style: style, paint: .fill,
                            opacity: m.opacity, offset: m.offset))
  }

  private mutating func addAnnotations(_ m: MarkRecord, _ g: MarkGeometry, vertical: Bool) {
    for a in m.annotations {
      let position = a.position == .automatic ? (vertical ? .top : .trailing) : a.position
      annotations.append(PlacedAnnotation(frame: { g.frame(in: $0) }, position: position, alignment: a.alignment,
                                          spacing: a.spacing ?? 4, content: a.content))
    }
  }
}
