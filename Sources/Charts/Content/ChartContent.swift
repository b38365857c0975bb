import PlumbUI

/// Something a `Chart` draws (a mark, a group of marks, a `ForEach` of them), as Swift Charts'
/// `ChartContent`: a value whose `body` describes its marks, built with `@ChartContentBuilder`.
///
/// Main-actor isolated like `View`, so a chart content type written beside its views compiles unchanged.
@MainActor @preconcurrency
public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder var body: Self.Body { get }
}

extension Never: ChartContent {}

/// Content the chart collects itself (marks, builder blocks, modifiers) instead of asking `body`.
@MainActor
protocol ChartPrimitive {
  func collect(into marks: inout [MarkRecord])
}

extension ChartPrimitive {
  nonisolated func primitiveBody() -> Never { fatalError("\(Self.self) is collected by the chart, not through body") }
}

/// Appends the marks of any chart content: primitives add theirs, composite content through `body`.
@MainActor
func collectMarks<C: ChartContent>(_ content: C, into marks: inout [MarkRecord]) {
  if let primitive = content as? any ChartPrimitive {
    primitive.collect(into: &marks)
  } else {
    collectMarks(content.body, into: &marks)
  }
}

/// Builds chart content from the marks listed in a closure, as Swift Charts' `ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
  public static func buildBlock() -> BuilderEmpty { BuilderEmpty() }
  public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> BuilderTuple<repeat each Content> {
    var children: [any ChartContent] = []
    for child in repeat each content { children.append(child) }
    return BuilderTuple(children: children)
  }
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
  public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> {
    BuilderConditional(storage: .trueContent(first))
  }
  public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> {
    BuilderConditional(storage: .falseContent(second))
  }
  public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent {
    AnyChartContent(content)
  }
}

/// No marks: an empty builder block.
nonisolated public struct BuilderEmpty: ChartContent, ChartPrimitive {
  public var body: Never { primitiveBody() }
  func collect(into marks: inout [MarkRecord]) {}
}

/// Several pieces of chart content listed in one builder block, drawn in order.
nonisolated public struct BuilderTuple<each Content: ChartContent>: ChartContent, ChartPrimitive {
  let children: [any ChartContent]
  public var body: Never { primitiveBody() }
  @MainActor func collect(into marks: inout [MarkRecord]) {
    for child in children { collectMarks(child, into: &marks) }
  }
}

/// The result of an `if`/`else` or `switch` in a chart builder.
nonisolated public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, ChartPrimitive {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { primitiveBody() }
  @MainActor func collect(into marks: inout [MarkRecord]) {
    switch storage {
    case .trueContent(let c): collectMarks(c, into: &marks)
    case .falseContent(let c): collectMarks(c, into: &marks)
    }
  }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  public var body: Never { fatalError("Optional chart content is collected by the chart") }
}

extension Optional: ChartPrimitive where Wrapped: ChartContent {
  @MainActor func collect(into marks: inout [MarkRecord]) {
    if let content = self { collectMarks(content, into: &marks) }
  }
}

/// Chart content of any type, as Swift Charts' `AnyChartContent`.
nonisolated public struct AnyChartContent: ChartContent, ChartPrimitive {
  let content: any ChartContent
  public init<C: ChartContent>(_ content: C) { self.content = content }
  public init<C: ChartContent>(erasing content: C) { self.content = content }
  public var body: Never { primitiveBody() }
  @MainActor func collect(into marks: inout [MarkRecord]) { collectMarks(content, into: &marks) }
}

/// A group of marks with no effect of its own, as Swift Charts' `Plot` (iOS 16), used to apply
/// one modifier to several marks or to wrap content built elsewhere.
nonisolated public struct Plot<Content: ChartContent>: ChartContent, ChartPrimitive {
  let content: Content
  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  @MainActor func collect(into marks: inout [MarkRecord]) { collectMarks(content, into: &marks) }
}

// MARK: - ForEach

extension ForEach: ChartContent where Content: ChartContent {
  public var body: Never { fatalError("ForEach chart content is collected by the chart") }

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, id: id, content: content)
  }
}

extension ForEach: ChartPrimitive where Content: ChartContent {
  @MainActor func collect(into marks: inout [MarkRecord]) {
    for element in data { collectMarks(content(element), into: &marks) }
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: ChartContent {
  /// Identifiable elements, each drawn by `content`.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
  /// A constant range of indices.
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(_data: data, id: \.self, content: content)
  }
}
