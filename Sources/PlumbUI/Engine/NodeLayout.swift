import Foundation

/// How one kind of view sizes itself and places its children (SwiftUI's propose → answer → place,
/// docs/layout-rules.md §1). Each conforming type lives in its own file under `Layout/` and states its
/// contract in two lines: what a child is offered, and what size the view reports.
@MainActor
protocol NodeLayout {
  /// The view's size for a proposal. Must be a pure function of `p` (it is memoised and probed).
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize
  /// Places the children once `node.frame` is set; `p` is the proposal the node was placed with.
  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext)
  /// An alignment guide the view sets explicitly (or forwards from a child), else nil.
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat?
  /// Appends the view's drawing; the default draws the children in order.
  func paint(_ node: Node, _ painter: inout Painter)
  /// The explicit guides this view sets itself (not its children's).
  var ownGuides: GuideMask { get }
}

extension NodeLayout {
  var ownGuides: GuideMask { [] }
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? { nil }
  func paint(_ node: Node, _ painter: inout Painter) { painter.paintChildren(of: node) }
  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {}
}

/// Everything a view needs to know about its surroundings while being placed: the transform to
/// screen points, the safe area and screen (global), and the named coordinate spaces above it.
@MainActor
struct PlacementContext {
  unowned let graph: ViewGraph
  var transform: AffineTransform2D = .identity
  /// The safe-area rectangle in screen points. A layout that sets a new one (navigation bar,
  /// tab bar, sheet) also starts a new region, so the ignored edges below are cleared.
  var safeArea: CGRect { didSet { safeAreaIgnoredEdges = [] } }
  /// Edges an enclosing `.ignoresSafeArea` extended this view over: a scroll view does not inset
  /// its content there (docs/compatibility/layout.md, "ScrollView ignoring the safe area").
  var safeAreaIgnoredEdges: Edge.Set = []
  var screen: CGRect
  /// `.coordinateSpace(name:)` origins in screen points.
  var namedSpaces: [AnyHashable: CGRect] = [:]
  /// Set while a right-to-left view places its children: minX + maxX of its frame, about which
  /// each child's x is mirrored (`Node.place`).
  var mirrorAxis: CGFloat?
  /// The scroll view whose content is being placed (scroll visibility observers measure against it).
  var scrollView: Node?

  /// The context for children drawn through an extra layout-space → parent transform.
  func applying(_ t: AffineTransform2D) -> PlacementContext {
    var c = self
    c.transform = t.concatenating(transform)
    return c
  }
}

/// Offset of a child of size `child` aligned inside a box of size `box` by `alignment`, matching
/// the child's guides against the box's default guides (frame, overlay, ZStack placement).
@MainActor
func alignedOffset(_ child: Node, childSize: CGSize, in box: CGSize, _ alignment: Alignment) -> CGPoint {
  let bx = alignment.horizontal.key.defaultValue(ViewDimensions(size: box))
  let by = alignment.vertical.key.defaultValue(ViewDimensions(size: box))
  return CGPoint(x: bx - child.guide(alignment.horizontal.key, size: childSize),
                 y: by - child.guide(alignment.vertical.key, size: childSize))
}
