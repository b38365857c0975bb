import Foundation

/// A custom layout, as SwiftUI's `Layout` protocol (iOS 16): `sizeThatFits` answers a proposal
/// from the subviews' answers, `placeSubviews` places each one. Use it like a stack:
/// `MyFlowLayout { … }`.
public protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  static var layoutProperties: LayoutProperties { get }
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                         subviews: Subviews, cache: inout Cache) -> CGFloat?
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                         subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

  /// Lays out the builder's views with this layout.
  @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    CustomLayoutView(layout: self, content: content())
  }
}

/// Layout-wide properties, as `LayoutProperties` (the stack orientation, used for spacers).
public struct LayoutProperties: Sendable {
  public var stackOrientation: Axis?
  public init() {}
}

/// Spacing preferences of a view, as SwiftUI's `ViewSpacing`: the platform's 8 pt between
/// ordinary views (docs/layout-rules.md §2.3).
public struct ViewSpacing: Sendable {
  public static let zero = ViewSpacing(isZero: true)
  let isZero: Bool
  public init() { isZero = false }
  init(isZero: Bool) { self.isZero = isZero }
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { isZero || next.isZero ? 0 : 8 }
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A key for values that views pass to their custom layout, as `LayoutValueKey`.
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension View {
  /// Attaches a value that the enclosing custom layout reads from `subview[Key.self]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().layoutValues[ObjectIdentifier(K.self)] = value })
  }
}

/// One subview as a custom layout sees it, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
  let node: Node
  let sink: PlacementSink

  /// The subview's size for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    MainActor.assumeIsolated { node.sizeThatFits(proposal) }
  }

  /// The subview's size and guides for a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    MainActor.assumeIsolated { UncheckedBox(node.dimensions(node.sizeThatFits(proposal))) }.value
  }

  /// Places the subview with `anchor` of its frame at `position`, sized for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    MainActor.assumeIsolated {
      guard let ctx = sink.ctx else { return }
      let s = node.sizeThatFits(proposal)
      node.place(at: CGPoint(x: position.x - anchor.x * s.width, y: position.y - anchor.y * s.height), proposal: proposal, ctx)
      sink.placed.insert(ObjectIdentifier(node))
    }
  }

  /// The subview's layout priority.
  public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }

  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { MainActor.assumeIsolated { node.spacing == .spacer ? .zero : ViewSpacing() } }

  /// A value the subview attached with `.layoutValue(key:value:)`.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    MainActor.assumeIsolated {
      UncheckedBox(node.extras?.layoutValues[ObjectIdentifier(K.self)] as? K.Value ?? K.defaultValue)
    }.value
  }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

extension LayoutSubview: @unchecked Sendable {}

/// The subviews of a custom layout, as `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable, @unchecked Sendable {
  let items: [LayoutSubview]
  public var startIndex: Int { items.startIndex }
  public var endIndex: Int { items.endIndex }
  public subscript(i: Int) -> LayoutSubview { items[i] }
}

/// Where `LayoutSubview.place` sends placements during `placeSubviews`.
final class PlacementSink: @unchecked Sendable {
  var ctx: PlacementContext?
  var placed: Set<ObjectIdentifier> = []
}

/// Adapts a public `Layout` to the engine.
///
/// Child: whatever the layout proposes. Self: whatever the layout answers.
struct CustomLayoutAdapter<L: Layout>: NodeLayout {
  let layout: L
  let state: CacheBox<L.Cache>
  let sink = PlacementSink()

  /// A custom layout may answer any guide.
  var ownGuides: GuideMask { [.horizontal, .vertical, .baselines] }

  func subviews(_ node: Node) -> LayoutSubviews {
    LayoutSubviews(items: node.children.map { LayoutSubview(node: $0, sink: sink) })
  }

  func cache(_ subviews: LayoutSubviews) -> L.Cache {
    if let c = state.cache { return c }
    let c = layout.makeCache(subviews: subviews)
    state.cache = c
    return c
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    let subs = subviews(node)
    var c = cache(subs)
    let s = layout.sizeThatFits(proposal: p, subviews: subs, cache: &c)
    state.cache = c
    return s
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let subs = subviews(node)
    var c = cache(subs)
    sink.ctx = ctx
    sink.placed = []
    layout.placeSubviews(in: node.frame, proposal: p, subviews: subs, cache: &c)
    state.cache = c
    // Unplaced subviews sit at the centre of the container with its proposal (SwiftUI's rule).
    for child in node.children where !sink.placed.contains(ObjectIdentifier(child)) {
      let s = child.sizeThatFits(p)
      child.place(at: CGPoint(x: node.frame.midX - s.width / 2, y: node.frame.midY - s.height / 2), proposal: p, ctx)
    }
    sink.ctx = nil
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    let subs = subviews(node)
    var c = cache(subs)
    let bounds = CGRect(origin: .zero, size: size)
    if key.axis == .horizontal {
      return layout.explicitAlignment(of: HorizontalAlignment(key.type), in: bounds, proposal: ProposedViewSize(size),
                                      subviews: subs, cache: &c)
    }
    return layout.explicitAlignment(of: VerticalAlignment(key.type), in: bounds, proposal: ProposedViewSize(size),
                                    subviews: subs, cache: &c)
  }
}

/// Carries a value out of `MainActor.assumeIsolated` (layouts run on the main thread).
struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

final class CacheBox<C> {
  var cache: C?
}

/// The view a custom layout makes from its content.
struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content
  var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    // Identity by the static type, so switching the layout inside an `AnyLayout` keeps the children.
    let c = ctx.child(typeName(L.self))
    let engine = nodeLayout(for: layout)
    var inner = c
    inner.environment.stackAxis = engine.stackAxis
    var kids: [Node] = []
    resolveView(content, inner, into: &kids)
    out.append(c.node(engine.name, engine.layout, children: kids))
  }
}
