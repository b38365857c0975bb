import PlumbUI

/// What the chart view modifiers (`chartXAxis`, `chartYScale`, `chartLegend`…) set, passed down
/// to the `Chart` through the environment as Swift Charts passes them.
struct ChartConfiguration {
  struct AxisConfig {
    var visibility: Visibility = .automatic
    /// nil: the axis's automatic marks.
    var marks: [AxisMarksSpec]?
    var title: AnyView?
    var titlePosition: AnnotationPosition = .automatic
    var titleAlignment: Alignment = .center
  }
  struct ScaleConfig {
    var numeric: ClosedRange<Double>?
    var categories: [ChartDatum]?
    var includesZero: Bool?
    var reversed = false
  }
  var x = AxisConfig()
  var y = AxisConfig()
  var xScale = ScaleConfig()
  var yScale = ScaleConfig()
  var legendVisibility: Visibility = .automatic
  var legendPosition: AnnotationPosition = .automatic
  var legendAlignment: Alignment?
  var legendSpacing: CGFloat?
  var legendContent: AnyView?
  var plotStyle: ((ChartPlotContent) -> AnyView)?
  var styleScale: [(ChartDatum, AnyShapeStyle)] = []
  var styleRange: [AnyShapeStyle] = []
  var styleDomain: [ChartDatum]?
  var styleMapping: ((ChartDatum) -> AnyShapeStyle?)?
  var symbolScale: [(ChartDatum, AnyChartSymbolShape)] = []
}

struct ChartConfigurationKey: EnvironmentKey {
  static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
  var chartConfiguration: ChartConfiguration {
    get { self[ChartConfigurationKey.self] }
    set { self[ChartConfigurationKey.self] = newValue }
  }
}

/// The plot area handed to `chartPlotStyle`, as Swift Charts' `ChartPlotContent`: style it
/// (a background, a border) and the chart draws it behind its marks.
nonisolated public struct ChartPlotContent: View {
  public init() {}
  public var body: some View { Color.clear }
}

/// A scale's domain (`chartYScale(domain:)`), as Swift Charts' `ScaleDomain`: a range of values,
/// a list of categories, or `.automatic`.
public protocol ScaleDomain {}

/// How a domain is found, read by the chart.
protocol ResolvableScaleDomain {
  func apply(to scale: inout ChartConfiguration.ScaleConfig)
}

extension ClosedRange: ScaleDomain, ResolvableScaleDomain where Bound: Plottable {
  func apply(to scale: inout ChartConfiguration.ScaleConfig) {
    if let lo = ChartDatum(lowerBound).continuous, let hi = ChartDatum(upperBound).continuous { scale.numeric = lo...Swift.max(lo, hi) }
  }
}

extension Range: ScaleDomain, ResolvableScaleDomain where Bound: Plottable {
  func apply(to scale: inout ChartConfiguration.ScaleConfig) {
    if let lo = ChartDatum(lowerBound).continuous, let hi = ChartDatum(upperBound).continuous { scale.numeric = lo...Swift.max(lo, hi) }
  }
}

extension Array: ScaleDomain, ResolvableScaleDomain where Element: Plottable {
  func apply(to scale: inout ChartConfiguration.ScaleConfig) {
    let data = map { ChartDatum($0) }
    if data.allSatisfy({ $0.continuous != nil }), data.count == 2, let lo = data[0].continuous, let hi = data[1].continuous {
      scale.numeric = Swift.min(lo, hi)...Swift.max(lo, hi)
    } else {
      scale.categories = data
    }
  }
}

/// The automatic domain, optionally without zero or reversed, as Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain, ResolvableScaleDomain {
  let includesZero: Bool?
  let reversed: Bool?
  func apply(to scale: inout ChartConfiguration.ScaleConfig) {
    scale.includesZero = includesZero
    if let reversed { scale.reversed = reversed }
  }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
  }
}

/// A scale's output range (`chartXScale(range:)`), as Swift Charts' `ScaleRange` (accepted; the
/// plot's own width and height are used).
public protocol ScaleRange {}

/// The plot's extent with padding, as Swift Charts' `PlotDimensionScaleRange` (accepted, not applied; warned).
public struct PlotDimensionScaleRange: ScaleRange {
  let padding: CGFloat
}

extension ScaleRange where Self == PlotDimensionScaleRange {
  public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(padding: 0) }
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange(padding: padding) }
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange(padding: startPadding + endPadding)
  }
}

extension ClosedRange: ScaleRange where Bound == CGFloat {}
extension Array: ScaleRange where Element: ShapeStyle {}

/// The kind of a scale, as Swift Charts' `ScaleType` (accepted; linear, date and category scales
/// are drawn as the data decides, other kinds warned).
public struct ScaleType: Equatable, Sendable {
  let name: String
  public static let linear = ScaleType(name: "linear"), log = ScaleType(name: "log"), squareRoot = ScaleType(name: "squareRoot")
  public static let date = ScaleType(name: "date"), category = ScaleType(name: "category")
  public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: "power") }
  public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType(name: "symmetricLog") }
}
