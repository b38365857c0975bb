import PlumbUI

/// The marks of an axis at its values (grid lines, ticks, labels), as Swift Charts' `AxisMarks`.
/// Without content, each value gets the axis's default grid line, tick and label.
nonisolated public struct AxisMarks<Content: AxisContent>: AxisContent, AxisPrimitive {
  let spec: AxisMarksSpec
  public var body: Never { primitiveBody() }
  @MainActor func collect(into items: inout [AxisItem]) { items.append(.marks(spec)) }

  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil,
              @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
    spec = AxisMarksSpec(values: values, position: position, stroke: stroke, content: Self.builder(content))
  }
  public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                            values: [P], stroke: StrokeStyle? = nil,
                            @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
    spec = AxisMarksSpec(values: AxisMarkValues(kind: .explicit(values.map { ChartDatum($0) })), position: position,
                         stroke: stroke, content: Self.builder(content))
  }

  /// Marks whose content does not read the value (`AxisMarks { AxisGridLine() }`).
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil,
              @AxisContentBuilder content: @escaping () -> Content) {
    self.init(preset: preset, position: position, values: values, stroke: stroke, content: { (_: AxisValue) in content() })
  }
  public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                            values: [P], stroke: StrokeStyle? = nil,
                            @AxisContentBuilder content: @escaping () -> Content) {
    self.init(preset: preset, position: position, values: values, stroke: stroke, content: { (_: AxisValue) in content() })
  }

  static func builder(_ content: @escaping (AxisValue) -> Content) -> @MainActor (AxisValue) -> [AxisComponent] {
    // Called on the main actor while the chart resolves, as the closure's caller is on iOS.
    nonisolated(unsafe) let content = content
    return { value in
      var items: [AxisItem] = []
      collectAxis(content(value), into: &items)
      return items.compactMap { if case .component(let c) = $0 { return c } else { return nil } }
    }
  }
}

extension AxisMarks where Content == Never {
  /// The default grid line, tick and label at each value.
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
    spec = AxisMarksSpec(values: values, position: position, stroke: stroke, content: nil)
  }
  public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                            values: [P], stroke: StrokeStyle? = nil) {
    spec = AxisMarksSpec(values: AxisMarkValues(kind: .explicit(values.map { ChartDatum($0) })), position: position,
                         stroke: stroke, content: nil)
  }
}

/// One `AxisMarks` as collected.
struct AxisMarksSpec {
  var values: AxisMarkValues
  var position: AxisMarkPosition
  var stroke: StrokeStyle?
  /// The parts at a value; nil = the defaults.
  var content: (@MainActor (AxisValue) -> [AxisComponent])?
  var edits: [(inout AxisComponent) -> Void] = []
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
  enum Kind {
    case automatic(desiredCount: Int?, minimumStride: Double?, roundLower: Bool, roundUpper: Bool)
    case strideNumber(Double)
    case strideDate(Calendar.Component, Int, Calendar?)
    case explicit([ChartDatum])
  }
  let kind: Kind
  init(kind: Kind) { self.kind = kind }

  public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, minimumStride: nil, roundLower: true, roundUpper: true)) }
  public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: nil, roundLower: roundLowerBound ?? true,
                                    roundUpper: roundUpperBound ?? true))
  }
  public static func automatic<S: Plottable>(minimumStride: S, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                             roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: ChartDatum(minimumStride).continuous,
                                    roundLower: roundLowerBound ?? true, roundUpper: roundUpperBound ?? true))
  }
  public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .strideNumber(stepSize))
  }
  public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                            roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .strideDate(component, max(1, count), calendar))
  }
  public static func stride(by bin: DateBins.Unit, count: Int = 1, roundLowerBound: Bool? = nil,
                            roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .strideDate(bin.component, max(1, count), calendar))
  }
}

/// Date bins, as Swift Charts' `DateBins`: thresholds every `count` units over a range.
public struct DateBins {
  /// A calendar unit bins are counted in.
  public struct Unit: Sendable {
    let component: Calendar.Component
    public static let second = Unit(component: .second), minute = Unit(component: .minute), hour = Unit(component: .hour)
    public static let day = Unit(component: .day), weekOfYear = Unit(component: .weekOfYear), month = Unit(component: .month)
    public static let quarter = Unit(component: .quarter), year = Unit(component: .year)
  }
  /// The bin edges, first to last.
  public let thresholds: [Date]

  public init(unit: Calendar.Component, by stepCount: Int = 1, calendar: Calendar = .current, range: ClosedRange<Date>) {
    var out: [Date] = []
    var d = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
    while d <= range.upperBound, out.count < 10_000 {
      out.append(d)
      guard let next = calendar.date(byAdding: unit, value: max(1, stepCount), to: d), next > d else { break }
      d = next
    }
    out.append(d)
    thresholds = out
  }
}

/// Where an axis's marks go, as Swift Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Equatable, Sendable {
  enum Kind: Sendable { case automatic, leading, trailing, top, bottom }
  let kind: Kind
  public static let automatic = AxisMarkPosition(kind: .automatic)
  public static let leading = AxisMarkPosition(kind: .leading)
  public static let trailing = AxisMarkPosition(kind: .trailing)
  public static let top = AxisMarkPosition(kind: .top)
  public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// How axis marks are laid out relative to the plot, as Swift Charts' `AxisMarkPreset` (accepted;
/// the automatic layout is drawn).
public struct AxisMarkPreset: Sendable {
  public static let automatic = AxisMarkPreset(), extended = AxisMarkPreset(), aligned = AxisMarkPreset(), inset = AxisMarkPreset()
}

/// The value an axis mark stands for, as Swift Charts' `AxisValue`: read it with `as(_:)`.
public struct AxisValue {
  let datum: ChartDatum
  /// This value's place among the axis's values, and how many there are.
  public let index: Int
  public let count: Int

  /// The value as `type`, or nil if it is another kind of value.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { datum.convert(to: P.self) }
}

extension ChartDatum {
  /// This value as a plottable type, through its primitive type.
  func convert<P: Plottable>(to type: P.Type) -> P? {
    let primitive: Any?
    switch (self, P.PrimitivePlottable.self) {
    case (.category(let s), is String.Type): primitive = s
    case (.category(let s), is Substring.Type): primitive = Substring(s)
    case (.date(let d), is Date.Type): primitive = d
    case (.number(let v), is Double.Type): primitive = v
    case (.number(let v), is Float.Type): primitive = Float(v)
    case (.number(let v), is CGFloat.Type): primitive = CGFloat(v)
    case (.number(let v), is Decimal.Type): primitive = Decimal(v)
    case (.number(let v), is Int.Type): primitive = v.isFinite && v == v.rounded() ? Int(exactly: v) : nil
    case (.number(let v), is Int64.Type): primitive = Int64(exactly: v.rounded())
    case (.number(let v), is Int32.Type): primitive = Int32(exactly: v.rounded())
    case (.number(let v), is UInt.Type): primitive = UInt(exactly: v.rounded())
    default: primitive = nil
    }
    guard let p = primitive as? P.PrimitivePlottable else { return nil }
    return P(primitivePlottable: p)
  }
}

/// A grid line across the plot at each value, as Swift Charts' `AxisGridLine`.
nonisolated public struct AxisGridLine: AxisContent, AxisPrimitive {
  let spec: AxisLineSpec
  public var body: Never { primitiveBody() }
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { spec = AxisLineSpec(stroke: stroke, centered: centered) }
  @MainActor func collect(into items: inout [AxisItem]) { items.append(.component(.gridLine(spec))) }
}

/// A short tick outside the plot at each value, as Swift Charts' `AxisTick`.
nonisolated public struct AxisTick: AxisContent, AxisPrimitive {
  let spec: AxisLineSpec
  public var body: Never { primitiveBody() }
  public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
    spec = AxisLineSpec(stroke: stroke, centered: centered, length: length)
  }
  @MainActor func collect(into items: inout [AxisItem]) { items.append(.component(.tick(spec))) }
}

/// How colliding axis labels are resolved, as Swift Charts' `AxisValueLabelCollisionResolution`
/// (accepted; colliding labels are thinned as the automatic resolution does).
public struct AxisValueLabelCollisionResolution: Sendable {
  public static let automatic = AxisValueLabelCollisionResolution(), disabled = AxisValueLabelCollisionResolution()
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
  public static func truncate(minimumWidth: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .automatic }
}

/// How axis labels are turned, as Swift Charts' `AxisValueLabelOrientation` (accepted; labels are
/// drawn horizontally, warned when another orientation is asked for).
public struct AxisValueLabelOrientation: Equatable, Sendable {
  let name: String
  public static let automatic = AxisValueLabelOrientation(name: "automatic")
  public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
  public static let vertical = AxisValueLabelOrientation(name: "vertical")
  public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// The label of each value, as Swift Charts' `AxisValueLabel`: the axis's own text, a format,
/// a string, or a view.
nonisolated public struct AxisValueLabel: AxisContent, AxisPrimitive {
  let spec: AxisLabelSpec
  public var body: Never { primitiveBody() }
  @MainActor func collect(into items: inout [AxisItem]) { items.append(.component(.label(spec))) }

  public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
              verticalSpacing: CGFloat? = nil) {
    spec = AxisLabelSpec(text: nil, centered: centered, anchor: anchor, warning: Self.orientationWarning(orientation))
  }
  public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                   multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                   offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                   horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
  where Format.FormatInput: Plottable, Format.FormatOutput == String {
    spec = AxisLabelSpec(text: { datum in datum.convert(to: Format.FormatInput.self).map { format.format($0) } },
                         centered: centered, anchor: anchor, warning: Self.orientationWarning(orientation))
  }
  public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                 multiLabelAlignment: Alignment? = nil,
                                 collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                 offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                 horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    let text = String(label)
    spec = AxisLabelSpec(text: { _ in text }, centered: centered, anchor: anchor, warning: Self.orientationWarning(orientation))
  }
  public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
              multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
              offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
              horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    spec = AxisLabelSpec(text: nil, view: AnyView(Text(label)), centered: centered, anchor: anchor, warning: Self.orientationWarning(orientation))
  }
  public init(_ label: Text, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
              verticalSpacing: CGFloat? = nil) {
    spec = AxisLabelSpec(text: nil, view: AnyView(label), centered: centered, anchor: anchor, warning: Self.orientationWarning(orientation))
  }
  public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                             collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                             offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                             horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                             @ViewBuilder content: () -> Content) {
    spec = AxisLabelSpec(text: nil, view: AnyView(content()), centered: centered, anchor: anchor, warning: Self.orientationWarning(orientation))
  }

  static func orientationWarning(_ orientation: AxisValueLabelOrientation) -> String? {
    guard orientation != .automatic && orientation != .horizontal else { return nil }
    return "Charts: AxisValueLabel(orientation: .\(orientation.name)) is not drawn: labels are drawn horizontally"
  }
}
