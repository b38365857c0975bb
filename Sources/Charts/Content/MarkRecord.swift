import PlumbUI

/// One mark as the chart collected it: its kind, positions and the styles its modifiers set.
/// Marks are values (`BarMark(...)`); the chart gathers them into records, then scales and draws.
struct MarkRecord {
  enum Kind: String { case bar, line, point, area, rule, rectangle, sector }

  var kind: Kind
  var x: ChartPosition?
  var y: ChartPosition?
  /// A line's or area's series (`series:`), which keeps separate lines apart.
  var series: ChartDatum?
  var width: MarkDimension = .automatic
  var height: MarkDimension = .automatic
  var stacking: MarkStackingMethod = .standard
  // Sector marks.
  var angle: Double = 0
  var innerRadius: MarkDimension = .automatic
  var outerRadius: MarkDimension = .automatic
  var angularInset: CGFloat = 0

  // What modifiers set.
  var style: AnyShapeStyle?
  var styleBy: ChartDatum?
  var positionBy: ChartDatum?
  var symbolBy: ChartDatum?
  var symbol: AnyChartSymbolShape?
  var symbolSize: CGFloat?
  var opacity: Double = 1
  var cornerRadius: CGFloat = 0
  var interpolation: InterpolationMethod = .linear
  var lineStyle: StrokeStyle?
  var annotations: [MarkAnnotation] = []
  var offset: CGSize = .zero
  /// What this mark accepted but does not draw: warned when the chart is drawn (key, message).
  var warnings: [(String, String)] = []
}

/// A view drawn next to a mark (`.annotation(position:alignment:spacing:content:)`).
struct MarkAnnotation {
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: CGFloat?
  var content: AnyView
}

/// A mark's width or height, as Swift Charts' `MarkDimension`: automatic, a fixed number of
/// points, a ratio of the band a category gets, or the band less an inset.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
  let kind: Kind
  public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
  init(kind: Kind) { self.kind = kind }
  public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
  public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

  /// The length in points inside `band` points; `automatic` is `automaticRatio` of the band.
  func length(in band: CGFloat, automaticRatio: CGFloat) -> CGFloat {
    switch kind {
    case .automatic: return band * automaticRatio
    case .fixed(let v): return v
    case .ratio(let r): return band * r
    case .inset(let i): return max(0, band - 2 * i)
    }
  }
}

/// How marks that share a position stack, as Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Equatable, Sendable {
  enum Kind: Sendable { case standard, normalized, center, unstacked }
  let kind: Kind
  public static let standard = MarkStackingMethod(kind: .standard)
  public static let normalized = MarkStackingMethod(kind: .normalized)
  public static let center = MarkStackingMethod(kind: .center)
  public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or area joins its points, as Swift Charts' `InterpolationMethod` (docs/charts.md, "Curves").
public struct InterpolationMethod: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case linear, catmullRom(Double), cardinal(Double), monotone, stepStart, stepCenter, stepEnd }
  let kind: Kind
  public static let linear = InterpolationMethod(kind: .linear)
  public static let monotone = InterpolationMethod(kind: .monotone)
  public static let catmullRom = InterpolationMethod(kind: .catmullRom(0.5))
  public static let cardinal = InterpolationMethod(kind: .cardinal(0))
  public static let stepStart = InterpolationMethod(kind: .stepStart)
  public static let stepCenter = InterpolationMethod(kind: .stepCenter)
  public static let stepEnd = InterpolationMethod(kind: .stepEnd)
  public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
  public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }
}

/// Where an annotation sits around its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Equatable, Sendable {
  enum Kind: Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
  let kind: Kind
  public static let automatic = AnnotationPosition(kind: .automatic)
  public static let overlay = AnnotationPosition(kind: .overlay)
  public static let top = AnnotationPosition(kind: .top)
  public static let bottom = AnnotationPosition(kind: .bottom)
  public static let leading = AnnotationPosition(kind: .leading)
  public static let trailing = AnnotationPosition(kind: .trailing)
  public static let topLeading = AnnotationPosition(kind: .topLeading)
  public static let topTrailing = AnnotationPosition(kind: .topTrailing)
  public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
  public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What an annotation does when it would leave the plot, as Swift Charts' `AnnotationOverflowResolution`
/// (accepted; the annotation is drawn where its position puts it).
public struct AnnotationOverflowResolution: Sendable {
  public struct Strategy: Sendable {
    public static let automatic = Strategy(), fit = Strategy(), padScale = Strategy(), disabled = Strategy()
    public static func fit(to: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
  }
  public struct Boundary: Sendable {
    public static let automatic = Boundary(), plot = Boundary(), chart = Boundary()
  }
  public static let automatic = AnnotationOverflowResolution()
  public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
  init() {}
}
