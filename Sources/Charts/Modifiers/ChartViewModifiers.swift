import PlumbUI

// The view modifiers that configure a chart: each writes ChartConfiguration into the environment,
// which the Chart below reads (Modifiers/ChartConfiguration.swift).

extension View {
  func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
    transformEnvironment(\.chartConfiguration, transform: change)
  }

  // MARK: Axes

  /// The x axis's marks.
  public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    let marks = axisMarks(content())
    return chartConfiguration { $0.x.marks = marks; $0.x.visibility = .visible }
  }
  /// Shows or hides the x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View { chartConfiguration { $0.x.visibility = visibility } }
  /// The y axis's marks.
  public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
    let marks = axisMarks(content())
    return chartConfiguration { $0.y.marks = marks; $0.y.visibility = .visible }
  }
  /// Shows or hides the y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View { chartConfiguration { $0.y.visibility = visibility } }

  /// A title for the x axis, below its labels.
  public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                              spacing: CGFloat? = nil) -> some View {
    chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }
  public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                 spacing: CGFloat? = nil) -> some View {
    chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }
  public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
    let view = AnyView(content())
    return chartConfiguration { $0.x.title = view; $0.x.titlePosition = position; $0.x.titleAlignment = alignment }
  }
  /// A title for the y axis, above its labels.
  public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                              spacing: CGFloat? = nil) -> some View {
    chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }
  public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                 spacing: CGFloat? = nil) -> some View {
    chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }
  public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
    let view = AnyView(content())
    return chartConfiguration { $0.y.title = view; $0.y.titlePosition = position; $0.y.titleAlignment = alignment }
  }

  // MARK: Scales

  /// The x scale's domain (a range, categories, or `.automatic(includesZero:)`).
  public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    chartConfiguration { (domain as? any ResolvableScaleDomain)?.apply(to: &$0.xScale) }.modifier(scaleTypeWarning(type))
  }
  public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
    return chartConfiguration { (domain as? any ResolvableScaleDomain)?.apply(to: &$0.xScale) }
      .modifier(scaleTypeWarning(type)).modifier(scaleRangeWarning)
  }
  public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    modifier(scaleTypeWarning(type)).modifier(scaleRangeWarning)
  }
  /// The y scale's domain.
  public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    chartConfiguration { (domain as? any ResolvableScaleDomain)?.apply(to: &$0.yScale) }.modifier(scaleTypeWarning(type))
  }
  public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
    return chartConfiguration { (domain as? any ResolvableScaleDomain)?.apply(to: &$0.yScale) }
      .modifier(scaleTypeWarning(type)).modifier(scaleRangeWarning)
  }
  public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    modifier(scaleTypeWarning(type)).modifier(scaleRangeWarning)
  }

  // MARK: Styles and legend

  /// The styles given to `foregroundStyle(by:)` values, value by value.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
    let pairs = mapping.map { (ChartDatum($0.key), AnyShapeStyle($0.value)) }
    return chartConfiguration { $0.styleScale = pairs }
  }
  /// The styles given to `foregroundStyle(by:)` values: the domain's values take the range's styles in order.
  public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
    let styles = styleList(range)
    let values = categoryList(domain)
    return chartConfiguration { $0.styleRange = styles; $0.styleDomain = values }
  }
  /// The order of the `foregroundStyle(by:)` values (the legend's order).
  public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
    let values = categoryList(domain)
    return chartConfiguration { $0.styleDomain = values }
  }
  /// The styles the `foregroundStyle(by:)` values take in order.
  public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    let styles = styleList(range)
    return chartConfiguration { $0.styleRange = styles }
  }
  /// A function from each `foregroundStyle(by:)` value to its style.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
    chartConfiguration { c in
      c.styleMapping = { datum in datum.convert(to: DataValue.self).map { AnyShapeStyle(mapping($0)) } }
    }
  }
  /// The symbols given to `symbol(by:)` values, value by value.
  public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
    let pairs = mapping.map { (ChartDatum($0.key), AnyChartSymbolShape($0.value)) }
    return chartConfiguration { $0.symbolScale = pairs }
  }

  /// Shows or hides the legend.
  public func chartLegend(_ visibility: Visibility) -> some View { chartConfiguration { $0.legendVisibility = visibility } }
  /// Where the legend goes (top or bottom are drawn; other positions draw it below, warned).
  public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
    chartConfiguration { $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing }
      .modifier(legendPositionWarning(position))
  }
  /// A legend of your own, where the legend goes.
  public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> Content) -> some View {
    let view = AnyView(content())
    return chartConfiguration {
      $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing; $0.legendContent = view
      $0.legendVisibility = .visible
    }
    .modifier(legendPositionWarning(position))
  }

  /// Styles the plot area (its background, border), drawn behind the marks.
  public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
    chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
  }

  // MARK: Interaction (nothing is touched in a snapshot)

  /// A view over the chart that reads its scales (not drawn: the chart is drawn without it; warned).
  public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
    chartConfiguration { _ in }.modifier(ChartWarning(key: "chartOverlay", message: "Charts: chartOverlay(content:) is not drawn: the chart is drawn without it"))
  }
  /// A view behind the chart that reads its scales (not drawn; warned).
  public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
    chartConfiguration { _ in }.modifier(ChartWarning(key: "chartBackground", message: "Charts: chartBackground(content:) is not drawn: the chart is drawn without it"))
  }
  /// The selected x value (a snapshot selects nothing unless the binding holds a value; not drawn).
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
  /// The selected y value.
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  /// The selected angle of a pie.
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  /// Makes the chart scroll (not drawn: the whole domain is shown; warned).
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
    modifier(ChartWarning(key: "chartScrollableAxes", message: "Charts: chartScrollableAxes(_:) is not drawn: the whole domain is shown, unscrolled"))
  }
  public func chartXVisibleDomain<P: Plottable>(length: P) -> some View {
    modifier(ChartWarning(key: "chartXVisibleDomain", message: "Charts: chartXVisibleDomain(length:) is not drawn: the whole domain is shown"))
  }
  public func chartYVisibleDomain<P: Plottable>(length: P) -> some View {
    modifier(ChartWarning(key: "chartYVisibleDomain", message: "Charts: chartYVisibleDomain(length:) is not drawn: the whole domain is shown"))
  }
  public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
  public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { self }
  public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
  public func chartScrollPosition<P: Plottable>(initialY: P) -> some View { self }
  public func chartScrollTargetBehavior<B: ChartScrollTargetBehavior>(_ behavior: B) -> some View { self }
  /// A gesture on the chart (nothing is touched in a snapshot).
  public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { self }
}

@MainActor private func axisMarks<C: AxisContent>(_ content: C) -> [AxisMarksSpec] {
  var items: [AxisItem] = []
  collectAxis(content, into: &items)
  var marks: [AxisMarksSpec] = []
  var loose: [AxisComponent] = []
  for item in items {
    switch item {
    case .marks(let m): marks.append(m)
    case .component(let c): loose.append(c)
    }
  }
  // Grid lines or labels written without AxisMarks around them: marks at the automatic values.
  if !loose.isEmpty { marks.append(AxisMarksSpec(values: .automatic, position: .automatic, content: { _ in loose })) }
  return marks
}

private func styleList<R: ScaleRange>(_ range: R) -> [AnyShapeStyle] {
  if let list = range as? [any ShapeStyle] { return list.map { AnyShapeStyle($0) } }
  let mirror = Mirror(reflecting: range)
  if mirror.displayStyle == .collection { return mirror.children.compactMap { ($0.value as? any ShapeStyle).map { AnyShapeStyle($0) } } }
  RenderWarnings.warnOnce("Charts.ScaleRange", "Charts: a scale range that is not a list of styles is not applied")
  return []
}

private func categoryList<D: ScaleDomain>(_ domain: D) -> [ChartDatum]? {
  var scale = ChartConfiguration.ScaleConfig()
  (domain as? any ResolvableScaleDomain)?.apply(to: &scale)
  return scale.categories
}

private func scaleTypeWarning(_ type: ScaleType?) -> ChartWarning {
  let drawn = type.map { [ScaleType.linear, .date, .category].contains($0) } ?? true
  return ChartWarning(key: "ScaleType.\(type?.name ?? "")",
                      message: drawn ? nil : "Charts: a .\(type?.name ?? "") scale is not drawn: the chart uses a linear scale")
}

private let scaleRangeWarning = ChartWarning(key: "chartScale.range",
                                             message: "Charts: chartXScale/chartYScale(range:) is not applied: the scale spans the plot")

private func legendPositionWarning(_ position: AnnotationPosition) -> ChartWarning {
  let drawn = [AnnotationPosition.automatic, .top, .bottom].contains(position)
  return ChartWarning(key: "chartLegend.position",
                      message: drawn ? nil : "Charts: chartLegend(position:) other than top or bottom is drawn below the plot")
}

/// Warns once when the chart it is on is resolved.
struct ChartWarning: ViewModifier {
  let key: String
  let message: String?
  func body(content: Content) -> some View {
    if let message { RenderWarnings.warnOnce("Charts.\(key)", message) }
    return content
  }
}

/// Reads a chart's scales, as Swift Charts' `ChartProxy` (handed to overlays, which are not drawn).
public struct ChartProxy {
  /// The plot's frame (zero: overlays are not drawn).
  public var plotSize: CGSize { .zero }
  public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
  public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
}

/// How a scrolling chart settles, as Swift Charts' `ChartScrollTargetBehavior` (accepted).
public protocol ChartScrollTargetBehavior {}

/// Settles on values that match components, as Swift Charts' `ValueAlignedChartScrollTargetBehavior` (accepted).
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
  public static func valueAligned<P: Plottable>(unit: P, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorAlignment? = nil) -> Self { Self() }
  public static func valueAligned(matching: DateComponents, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorAlignment? = nil) -> Self { Self() }
}

extension ValueAlignedChartScrollTargetBehavior {
  /// The alignment of a scroll's end, as Swift Charts' (accepted).
  public struct MajorAlignment: Sendable {
    public static func matching(_ components: DateComponents) -> MajorAlignment { MajorAlignment() }
    public static func unit<P: Plottable>(_ unit: P) -> MajorAlignment { MajorAlignment() }
    public static var page: MajorAlignment { MajorAlignment() }
  }
}
