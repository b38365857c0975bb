import Foundation

// SwiftUI's built-in containers as `Layout` values (iOS 16): `HStackLayout`, `VStackLayout`,
// `ZStackLayout` and `GridLayout`, so code can pick a layout at run time
// (`AnyLayout(isWide ? HStackLayout() : VStackLayout()) { … }`). Each lays out with the very
// engine of its container view (HStack, VStack, ZStack, Grid), so frames match exactly
// (docs/compatibility/layout.md, "Layout values").

/// A `Layout` the engine runs directly: its container's own node layout, not the public
/// `sizeThatFits`/`placeSubviews` round trip.
protocol EngineBackedLayout {
  /// The engine layout and the stack axis its children see (spacers follow it).
  @MainActor func engineLayout() -> (layout: any NodeLayout, stackAxis: Axis?)
  /// The name shown in the layout tree.
  @MainActor var engineName: String { get }
}

/// The engine layout for any `Layout`: a built-in one's own, else the adapter of a custom one.
@MainActor
func nodeLayout<L: Layout>(for layout: L) -> (layout: any NodeLayout, stackAxis: Axis?, name: String) {
  if let e = layout as? any EngineBackedLayout {
    let (l, axis) = e.engineLayout()
    return (l, axis, e.engineName)
  }
  return (CustomLayoutAdapter(layout: layout, state: CacheBox()), L.layoutProperties.stackOrientation, typeName(L.self))
}

extension EngineBackedLayout {
  /// `sizeThatFits` for code that calls a built-in layout's method directly (a custom layout
  /// delegating to `HStackLayout`): the engine measures the subviews as their container would.
  func engineSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    let me = UncheckedBox(self)
    return MainActor.assumeIsolated {
      let l = me.value.engineLayout().layout
      return l.sizeThatFits(proposal, me.value.scratchNode(l, subviews))
    }
  }

  /// `placeSubviews` called directly: the engine places the subviews in `bounds`.
  func enginePlace(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let me = UncheckedBox(self)
    MainActor.assumeIsolated {
      guard let sink = subviews.items.first?.sink, let ctx = sink.ctx else { return }
      let l = me.value.engineLayout().layout
      let node = me.value.scratchNode(l, subviews)
      node.frame = bounds
      l.placeChildren(node, proposal, ctx)
      for s in subviews.items { sink.placed.insert(ObjectIdentifier(s.node)) }
    }
  }

  @MainActor fileprivate func scratchNode(_ l: any NodeLayout, _ subviews: LayoutSubviews) -> Node {
    Node(name: engineName, identity: "", layout: l, children: subviews.items.map(\.node))
  }
}

/// Children side by side, as SwiftUI's `HStackLayout`: `HStack` as a `Layout` value.
public struct HStackLayout: Layout, EngineBackedLayout, Sendable {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment; self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .horizontal
    return p
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    engineSize(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    enginePlace(bounds, proposal, subviews)
  }
  func engineLayout() -> (layout: any NodeLayout, stackAxis: Axis?) {
    (StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing), .horizontal)
  }
  var engineName: String { "HStackLayout" }
}

/// Children one above the other, as SwiftUI's `VStackLayout`: `VStack` as a `Layout` value.
public struct VStackLayout: Layout, EngineBackedLayout, Sendable {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment; self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .vertical
    return p
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    engineSize(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    enginePlace(bounds, proposal, subviews)
  }
  func engineLayout() -> (layout: any NodeLayout, stackAxis: Axis?) {
    (StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing), .vertical)
  }
  var engineName: String { "VStackLayout" }
}

/// Children on top of each other, as SwiftUI's `ZStackLayout`: `ZStack` as a `Layout` value.
public struct ZStackLayout: Layout, EngineBackedLayout, Sendable {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    engineSize(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    enginePlace(bounds, proposal, subviews)
  }
  func engineLayout() -> (layout: any NodeLayout, stackAxis: Axis?) { (ZStackNodeLayout(alignment: alignment), nil) }
  var engineName: String { "ZStackLayout" }
}

/// Rows and columns, as SwiftUI's `GridLayout`: `Grid` as a `Layout` value (its `GridRow`
/// children are the rows; under another layout they lay out as HStacks).
public struct GridLayout: Layout, EngineBackedLayout, Sendable {
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    engineSize(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    enginePlace(bounds, proposal, subviews)
  }
  func engineLayout() -> (layout: any NodeLayout, stackAxis: Axis?) {
    (EagerGridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing), nil)
  }
  var engineName: String { "GridLayout" }
}

/// A layout chosen at run time, as SwiftUI's `AnyLayout`. Switching the wrapped layout keeps the
/// children's identity (and their state), so inside `withAnimation` they move to their new
/// frames rather than being replaced.
public struct AnyLayout: Layout, EngineBackedLayout {
  /// The wrapped layout's cache.
  public struct Cache {
    fileprivate var value: Any?
  }
  private let box: any ErasedLayout

  public init<L: Layout>(_ layout: L) { box = LayoutBox(layout: layout) }

  public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    box.spacing(subviews, &cache.value)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    box.sizeThatFits(proposal, subviews, &cache.value)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    box.placeSubviews(bounds, proposal, subviews, &cache.value)
  }

  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                subviews: Subviews, cache: inout Cache) -> CGFloat? {
    box.alignment(.horizontal(guide), bounds, proposal, subviews, &cache.value)
  }

  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                subviews: Subviews, cache: inout Cache) -> CGFloat? {
    box.alignment(.vertical(guide), bounds, proposal, subviews, &cache.value)
  }

  func engineLayout() -> (layout: any NodeLayout, stackAxis: Axis?) { box.engineLayout() }
  /// The wrapped layout's name: the tree shows what lays the children out.
  @MainActor var engineName: String { box.name }
}

/// Either axis' guide, for `ErasedLayout.alignment`.
enum EitherGuide {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}

/// A layout with its cache type erased (the cache travels as `Any?`), for `AnyLayout`.
protocol ErasedLayout {
  func makeCache(_ subviews: LayoutSubviews) -> Any
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any?) -> ViewSpacing
  func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> CGSize
  func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?)
  func alignment(_ guide: EitherGuide, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                 _ cache: inout Any?) -> CGFloat?
  @MainActor func engineLayout() -> (layout: any NodeLayout, stackAxis: Axis?)
  @MainActor var name: String { get }
}

struct LayoutBox<L: Layout>: ErasedLayout {
  let layout: L

  private func with<T>(_ subviews: LayoutSubviews, _ cache: inout Any?, _ body: (inout L.Cache) -> T) -> T {
    var c = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    defer { cache = c }
    return body(&c)
  }

  func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any?) -> ViewSpacing {
    with(subviews, &cache) { layout.spacing(subviews: subviews, cache: &$0) }
  }
  func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> CGSize {
    with(subviews, &cache) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
  }
  func placeSubviews(_ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) {
    with(subviews, &cache) { layout.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &$0) }
  }
  func alignment(_ guide: EitherGuide, _ bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews,
                 _ cache: inout Any?) -> CGFloat? {
    with(subviews, &cache) { c in
      switch guide {
      case .horizontal(let g): layout.explicitAlignment(of: g, in: bounds, proposal: p, subviews: subviews, cache: &c)
      case .vertical(let g): layout.explicitAlignment(of: g, in: bounds, proposal: p, subviews: subviews, cache: &c)
      }
    }
  }
  @MainActor func engineLayout() -> (layout: any NodeLayout, stackAxis: Axis?) {
    let r = nodeLayout(for: layout)
    return (r.layout, r.stackAxis)
  }
  @MainActor var name: String { (layout as? any EngineBackedLayout)?.engineName ?? typeName(L.self) }
}
