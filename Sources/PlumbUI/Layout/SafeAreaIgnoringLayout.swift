import Foundation

/// `.ignoresSafeArea(_:edges:)` (docs/layout-rules.md §3, §5).
///
/// Child: when placed, offered the modifier's frame grown to the screen edge on each chosen edge
/// that touches the safe-area boundary (within half a pixel), and placed at that grown frame.
/// Self: the child's size for the unexpanded proposal (sizing is unchanged).
struct SafeAreaIgnoringLayout: NodeLayout {
  let edges: Edge.Set

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    // Right to left, the leading edge is the right one; the grown frame is found on screen and
    // handed to the child in the logical terms `Node.place` mirrors back.
    let rtl = node.isRightToLeft
    let r = rtl ? SafeAreaIgnoringLayout(edges: edges.swappingLeadingAndTrailing).expanded(node.globalFrame, ctx)
                : expanded(node.globalFrame, ctx)
    let local = node.frame
    let g = node.globalFrame
    // Grow the layout-space frame by the same amounts as the global one.
    let grown = CGRect(x: local.minX - (g.minX - r.minX), y: local.minY - (g.minY - r.minY),
                       width: r.width, height: r.height)
    var c = ctx
    c.safeAreaIgnoredEdges.formUnion(rtl ? edges.swappingLeadingAndTrailing : edges)
    var origin = grown.origin
    if rtl { origin.x = local.minX + local.maxX - grown.maxX }
    node.children[0].place(at: origin, proposal: ProposedViewSize(grown.size), c)
  }

  func expanded(_ g: CGRect, _ ctx: PlacementContext) -> CGRect {
    let safe = ctx.safeArea, screen = ctx.screen
    let tolerance = 0.5 / Double(ctx.graph.device.scale) + 0.001  // half a pixel, plus slack
    var minX = g.minX, minY = g.minY, maxX = g.maxX, maxY = g.maxY
    if edges.contains(.top), minY <= safe.minY + tolerance { minY = min(minY, screen.minY) }
    if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = max(maxY, screen.maxY) }
    if edges.contains(.leading), minX <= safe.minX + tolerance { minX = min(minX, screen.minX) }
    if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = max(maxX, screen.maxX) }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// Which safe-area regions a view ignores, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

struct SafeAreaIgnoringModifier: ViewModifier, WrappingModifier {
  let edges: Edge.Set
  var name: String { "ignoresSafeArea" }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { SafeAreaIgnoringLayout(edges: edges) }
}

extension View {
  /// Extends the view into the safe area on the given edges where it touches it.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(SafeAreaIgnoringModifier(edges: regions.contains(.container) ? edges : []))
  }
  /// The older spelling of `ignoresSafeArea(edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(SafeAreaIgnoringModifier(edges: edges))
  }
}
