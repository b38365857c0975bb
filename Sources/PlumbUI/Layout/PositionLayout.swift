import Foundation

/// `.position(x:y:)` (docs/layout-rules.md §3).
///
/// Child: offered the modifier's size and centred on (x, y) in the modifier's space.
/// Self: the proposal, nil dimensions replaced by the child's size.
struct PositionLayout: NodeLayout {
  let position: CGPoint

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
    let s = node.children[0].sizeThatFits(p)
    return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let child = node.children[0]
    let cp = ProposedViewSize(node.frame.size)
    let cs = child.sizeThatFits(cp)
    child.place(at: CGPoint(x: node.frame.minX + position.x - cs.width / 2,
                            y: node.frame.minY + position.y - cs.height / 2), proposal: cp, ctx)
  }
}

struct PositionModifier: ViewModifier, WrappingModifier {
  let position: CGPoint
  var name: String { "position" }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { PositionLayout(position: position) }
}

extension View {
  /// Centres the view at a point in its parent's space, taking the whole proposal.
  public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(PositionModifier(position: CGPoint(x: x, y: y)))
  }
}
