import PlumbUI

/// What an axis draws (`AxisMarks` and, inside them, grid lines, ticks and labels), as Swift
/// Charts' `AxisContent`, built with `@AxisContentBuilder`.
@MainActor @preconcurrency
public protocol AxisContent {
  associatedtype Body: AxisContent
  @AxisContentBuilder var body: Self.Body { get }
}

extension Never: AxisContent {}

/// One thing an axis builder produced: a set of marks, or a part of one.
enum AxisItem {
  case marks(AxisMarksSpec)
  case component(AxisComponent)
}

/// A part of an axis mark at one value.
enum AxisComponent {
  case gridLine(AxisLineSpec)
  case tick(AxisLineSpec)
  case label(AxisLabelSpec)
}

/// A grid line's or tick's look.
struct AxisLineSpec {
  var stroke: StrokeStyle?
  var style: AnyShapeStyle?
  var centered: Bool?
  var length: CGFloat?
}

/// A value label's look and content.
struct AxisLabelSpec {
  /// The text, or nil for the axis's own label of the value.
  var text: ((ChartDatum) -> String?)?
  var view: AnyView?
  var centered: Bool?
  var anchor: UnitPoint?
  var font: Font?
  var style: AnyShapeStyle?
  var offset: CGSize = .zero
  /// Set when the label asked for what is not drawn; warned when the axis is drawn.
  var warning: String?
}

@MainActor
protocol AxisPrimitive {
  func collect(into items: inout [AxisItem])
}

extension AxisPrimitive {
  nonisolated func primitiveBody() -> Never { fatalError("\(Self.self) is collected by the chart, not through body") }
}

@MainActor
func collectAxis<C: AxisContent>(_ content: C, into items: inout [AxisItem]) {
  if let p = content as? any AxisPrimitive { p.collect(into: &items) } else { collectAxis(content.body, into: &items) }
}

/// Builds axis content, as Swift Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
  public static func buildBlock() -> AxisContentEmpty { AxisContentEmpty() }
  public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> AxisContentTuple<repeat each C> {
    var children: [any AxisContent] = []
    for child in repeat each content { children.append(child) }
    return AxisContentTuple(children: children)
  }
  public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
  public static func buildIf<C: AxisContent>(_ content: C?) -> AxisContentOptional<C> { AxisContentOptional(content: content) }
  public static func buildOptional<C: AxisContent>(_ content: C?) -> AxisContentOptional<C> { AxisContentOptional(content: content) }
  public static func buildEither<T: AxisContent, F: AxisContent>(first: T) -> AxisContentConditional<T, F> {
    AxisContentConditional(first: first, second: nil)
  }
  public static func buildEither<T: AxisContent, F: AxisContent>(second: F) -> AxisContentConditional<T, F> {
    AxisContentConditional(first: nil, second: second)
  }
  public static func buildLimitedAvailability<C: AxisContent>(_ content: C) -> AxisContentOptional<C> {
    AxisContentOptional(content: content)
  }
}

/// Nothing: an empty axis builder block.
nonisolated public struct AxisContentEmpty: AxisContent, AxisPrimitive {
  public var body: Never { primitiveBody() }
  func collect(into items: inout [AxisItem]) {}
}

/// Several axis parts in one builder block.
nonisolated public struct AxisContentTuple<each C: AxisContent>: AxisContent, AxisPrimitive {
  let children: [any AxisContent]
  public var body: Never { primitiveBody() }
  @MainActor func collect(into items: inout [AxisItem]) { for c in children { collectAxis(c, into: &items) } }
}

/// An axis part under an `if`.
nonisolated public struct AxisContentOptional<C: AxisContent>: AxisContent, AxisPrimitive {
  let content: C?
  public var body: Never { primitiveBody() }
  @MainActor func collect(into items: inout [AxisItem]) { if let content { collectAxis(content, into: &items) } }
}

/// One of two axis parts (`if`/`else`).
nonisolated public struct AxisContentConditional<T: AxisContent, F: AxisContent>: AxisContent, AxisPrimitive {
  let first: T?
  let second: F?
  public var body: Never { primitiveBody() }
  @MainActor func collect(into items: inout [AxisItem]) {
    if let first { collectAxis(first, into: &items) } else if let second { collectAxis(second, into: &items) }
  }
}

/// Axis content whose parts a modifier changed (`.foregroundStyle`, `.font`, `.offset`).
nonisolated public struct ModifiedAxisContent<C: AxisContent>: AxisContent, AxisPrimitive {
  let content: C
  let edit: (inout AxisComponent) -> Void
  public var body: Never { primitiveBody() }
  @MainActor func collect(into items: inout [AxisItem]) {
    var inner: [AxisItem] = []
    collectAxis(content, into: &inner)
    for item in inner {
      switch item {
      case .component(var c): edit(&c); items.append(.component(c))
      case .marks(var m): m.edits.append(edit); items.append(.marks(m))
      }
    }
  }
}

extension AxisContent {
  /// Colours the grid lines, ticks or labels.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisContent {
    ModifiedAxisContent(content: self) { c in
      switch c {
      case .gridLine(var l): l.style = AnyShapeStyle(style); c = .gridLine(l)
      case .tick(var l): l.style = AnyShapeStyle(style); c = .tick(l)
      case .label(var l): l.style = AnyShapeStyle(style); c = .label(l)
      }
    }
  }
  /// The labels' font.
  public func font(_ font: Font?) -> some AxisContent {
    ModifiedAxisContent(content: self) { c in
      if case .label(var l) = c { l.font = font; c = .label(l) }
    }
  }
  /// Moves the labels by a distance in points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisContent {
    ModifiedAxisContent(content: self) { c in
      if case .label(var l) = c { l.offset.width += x; l.offset.height += y; c = .label(l) }
    }
  }
}
