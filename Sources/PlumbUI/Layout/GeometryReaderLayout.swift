import Foundation

/// `GeometryReader` (docs/layout-rules.md §1.2): its content is built during placement, once its size
/// and position are known.
///
/// Child: every child is offered the reader's size and placed at its top-leading corner.
/// Self: the proposal, nil dimensions → 0.
struct GeometryReaderLayout: NodeLayout {
  let content: (GeometryProxy) -> any View
  let resolveContext: ResolveContext

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    p.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let proxy = GeometryProxy(node: node, ctx: ctx)
    var inner = resolveContext
    inner.environment.stackAxis = nil
    var kids: [Node] = []
    resolveView(content(proxy), inner, into: &kids)
    node.children = kids
    for k in kids { k.place(at: node.frame.origin, proposal: ProposedViewSize(node.frame.size), ctx) }
  }
}

/// A container whose content is a function of its own size and position, as SwiftUI's
/// `GeometryReader`.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("GeometryReader")
    let content = self.content
    out.append(c.node("GeometryReader", GeometryReaderLayout(content: { content($0) }, resolveContext: c)))
  }
}

/// The size and position of a `GeometryReader`, as SwiftUI's `GeometryProxy`. Values are captured
/// when the reader is placed.
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  /// The part of the reader's own rectangle that lies outside the safe area (docs/layout-rules.md §5).
  public let safeAreaInsets: EdgeInsets
  let globalFrame: CGRect
  let transform: AffineTransform2D
  let namedSpaces: [AnyHashable: CGRect]

  @MainActor
  init(node: Node, ctx: PlacementContext) {
    size = node.frame.size
    globalFrame = node.globalFrame
    transform = node.transform
    namedSpaces = ctx.namedSpaces
    let g = globalFrame, s = ctx.safeArea
    safeAreaInsets = EdgeInsets(top: max(0, min(s.minY, g.maxY) - g.minY), leading: max(0, min(s.minX, g.maxX) - g.minX),
                                bottom: max(0, g.maxY - max(s.maxY, g.minY)), trailing: max(0, g.maxX - max(s.maxX, g.minX)))
  }

  /// The reader's frame in a coordinate space.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space.kind {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return globalFrame
    case .named(let name):
      guard let origin = namedSpaces[name] else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.minX, dy: -origin.minY)
    }
  }

  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

  /// The bounds of a named coordinate space in this reader's own coordinates (iOS 17), or nil
  /// when no ancestor declares it.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = namedSpaces[coordinateSpace.name] else { return nil }
    return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  /// Resolves an anchor into this reader's local coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(globalFrame.origin) }
}

/// Where frames are measured from, as SwiftUI's `CoordinateSpace`.
public struct CoordinateSpace: Hashable, @unchecked Sendable {
  enum Kind: Hashable { case local, global, named(AnyHashable) }
  let kind: Kind
  public static let local = CoordinateSpace(kind: .local)
  public static let global = CoordinateSpace(kind: .global)
  public static func named(_ name: some Hashable) -> CoordinateSpace { CoordinateSpace(kind: .named(AnyHashable(name))) }
}

/// The iOS 17 spelling of coordinate spaces (`.local`, `.global`, `.named`).
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { self }
}

/// A named coordinate space, as `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// A geometry value (a rectangle or a point) captured where a view was laid out, resolved later
/// in a reader's space through `GeometryProxy` subscripting, as SwiftUI's `Anchor`.
public struct Anchor<Value> {
  /// The value in screen points.
  let global: Value
  let resolveIn: (CGPoint, Value) -> Value

  func resolve(_ origin: CGPoint) -> Value { resolveIn(origin, global) }

  /// Where an anchor is taken from, as `Anchor.Source`.
  public struct Source {
    let make: (CGRect) -> Value
  }
}

extension Anchor: @unchecked Sendable {}

extension Anchor.Source where Value == CGRect {
  public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) } }
}

extension Anchor.Source where Value == CGPoint {
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) } }
  public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
    .init { CGPoint(x: $0.minX + u.x * $0.width, y: $0.minY + u.y * $0.height) }
  }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

func makeAnchor(_ source: Anchor<CGRect>.Source, global: CGRect) -> Anchor<CGRect> {
  Anchor(global: source.make(global)) { origin, r in r.offsetBy(dx: -origin.x, dy: -origin.y) }
}

func makeAnchor(_ source: Anchor<CGPoint>.Source, global: CGRect) -> Anchor<CGPoint> {
  Anchor(global: source.make(global)) { origin, p in CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
}
