import PlumbUI

/// A chart of marks, as Swift Charts' `Chart`: list marks in the closure (or give data and a mark
/// per element); axes, legend and styles are chosen as Swift Charts chooses them (docs/charts.md).
public struct Chart<Content: ChartContent>: View {
  let content: Content
  @Environment(\.chartConfiguration) private var configuration
  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var calendar
  @Environment(\.timeZone) private var timeZone

  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    var marks: [MarkRecord] = []
    collectMarks(content, into: &marks)
    var calendar = calendar
    calendar.timeZone = timeZone
    for i in marks.indices { marks[i].x?.resolveUnit(calendar); marks[i].y?.resolveUnit(calendar) }
    for m in marks { for (key, message) in m.warnings { RenderWarnings.warnOnce(key, message) } }
    let model = ChartModel(marks: marks, config: configuration, locale: locale, calendar: calendar)
    return ChartBody(model: model, configuration: configuration)
  }
}

extension Chart {
  /// A mark (or marks) per element of identifiable data.
  public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(_data: data, id: \.id, content: content)
  }
  /// A mark (or marks) per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where Content == ForEach<Data, ID, C> {
    self.content = ForEach(_data: data, id: id, content: content)
  }
}

/// The chart's views: the plot with its axes, and the legend above or below it.
struct ChartBody: View {
  let model: ChartModel
  let configuration: ChartConfiguration

  var body: some View {
    let top = configuration.legendPosition == .top
    let spacing = configuration.legendSpacing ?? 5
    return VStack(alignment: legendAlignment, spacing: spacing) {
      if top { legend }
      ChartPlotLayout(axisAtStartY: model.yAxis?.atStart ?? false, axisAtStartX: model.xAxis?.atStart ?? false) { pieces }
      if !top { legend }
    }
  }

  private var legendAlignment: HorizontalAlignment {
    switch configuration.legendAlignment?.horizontal {
    case .some(.center): return .center
    case .some(.trailing): return .trailing
    default: return .leading
    }
  }

  @ViewBuilder private var legend: some View {
    if configuration.legendVisibility != .hidden {
      if let custom = configuration.legendContent {
        custom
      } else if !model.legend.isEmpty {
        ChartLegendView(entries: model.legend)
      }
    }
  }

  /// Every piece of the plot, each tagged with its role for the layout.
  @ViewBuilder private var pieces: some View {
    if let style = configuration.plotStyle {
      style(ChartPlotContent()).layoutValue(key: ChartRoleKey.self, value: .plot)
    }
    if let y = model.yAxis { gridLayers(y) }
    if let x = model.xAxis {
      gridLayers(x)
      ForEach(Array(x.ticks.enumerated()), id: \.offset) { _, t in
        AxisLineShape(position: t.position, vertical: true).stroke(t.style, style: t.stroke)
          .layoutValue(key: ChartRoleKey.self, value: .xTicks)
      }
    }
    ForEach(Array(model.layers.enumerated()), id: \.offset) { _, layer in
      layerView(layer).layoutValue(key: ChartRoleKey.self, value: .plot)
    }
    if let y = model.yAxis {
      ForEach(Array(y.labels.enumerated()), id: \.offset) { _, l in
        labelView(l).layoutValue(key: ChartRoleKey.self, value: .yLabel(l.position, l.offset))
      }
    }
    if let x = model.xAxis {
      ForEach(Array(x.labels.enumerated()), id: \.offset) { i, l in
        labelView(l).layoutValue(key: ChartRoleKey.self, value: .xLabel(l.position, leading: l.leading, index: i, l.offset))
      }
    }
    ForEach(Array(model.annotations.enumerated()), id: \.offset) { _, a in
      a.content.layoutValue(key: ChartRoleKey.self, value: .annotation(a))
    }
    if let title = configuration.y.title, model.yAxis != nil || model.x != nil {
      title.font(.caption2).foregroundStyle(.secondary).layoutValue(key: ChartRoleKey.self, value: .yTitle)
    }
    if let title = configuration.x.title {
      title.font(.caption2).foregroundStyle(.secondary).layoutValue(key: ChartRoleKey.self, value: .xTitle)
    }
  }

  @ViewBuilder private func gridLayers(_ axis: AxisDrawing) -> some View {
    ForEach(Array(axis.gridLines.enumerated()), id: \.offset) { _, g in
      AxisLineShape(position: g.position, vertical: axis.which == .x).stroke(g.style, style: g.stroke)
        .layoutValue(key: ChartRoleKey.self, value: .plot)
    }
  }

  @ViewBuilder private func layerView(_ layer: PlotLayer) -> some View {
    let shape = MarkLayerShape(geometry: layer.geometry, offset: layer.offset)
    switch layer.paint {
    case .fill: shape.fill(layer.style).opacity(layer.opacity)
    case .stroke(let s): shape.stroke(layer.style, style: s).opacity(layer.opacity)
    }
  }

  @ViewBuilder private func labelView(_ l: AxisDrawing.Label) -> some View {
    if let view = l.view {
      view.font(l.font).foregroundStyle(l.style).fixedSize()
    } else {
      Text(l.text ?? "").font(l.font).foregroundStyle(l.style).fixedSize()
    }
  }
}

/// A grid line or tick at a unit position across the rect it is placed in.
struct AxisLineShape: Shape {
  let position: Double
  let vertical: Bool
  func path(in rect: CGRect) -> Path {
    var p = Path()
    if vertical {
      let x = rect.minX + CGFloat(position) * rect.width
      p.move(to: CGPoint(x: x, y: rect.minY)); p.addLine(to: CGPoint(x: x, y: rect.maxY))
    } else {
      let y = rect.maxY - CGFloat(position) * rect.height
      p.move(to: CGPoint(x: rect.minX, y: y)); p.addLine(to: CGPoint(x: rect.maxX, y: y))
    }
    return p
  }
}
