import Foundation

/// Children overlaid and aligned by their guides (docs/layout-rules.md §2.4).
///
/// Child: offered the ZStack's proposal when sizing, and the ZStack's final size when placed.
/// Self: the union of the aligned children of the highest layout priority.
struct ZStackNodeLayout: NodeLayout {
  let alignment: Alignment

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    let kids = node.children
    guard !kids.isEmpty else { return .zero }
    let sizes = kids.map { $0.sizeThatFits(p) }
    return union(kids, sizes).size
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let kids = node.children
    guard !kids.isEmpty else { return }
    let proposal = ProposedViewSize(node.frame.size)
    let sizes = kids.map { $0.sizeThatFits(proposal) }
    let u = union(kids, sizes)
    // Centre the union in the final frame when they differ (children re-proposed may shrink).
    let frameGuides = CGPoint(x: alignment.horizontal.key.defaultValue(ViewDimensions(size: node.frame.size)),
                              y: alignment.vertical.key.defaultValue(ViewDimensions(size: node.frame.size)))
    let unionGuides = CGPoint(x: alignment.horizontal.key.defaultValue(ViewDimensions(size: u.size)),
                              y: alignment.vertical.key.defaultValue(ViewDimensions(size: u.size)))
    for (i, child) in kids.enumerated() {
      let gx = child.guide(alignment.horizontal.key, size: sizes[i])
      let gy = child.guide(alignment.vertical.key, size: sizes[i])
      let o = CGPoint(x: node.frame.minX - gx - u.minX + frameGuides.x - unionGuides.x,
                      y: node.frame.minY - gy - u.minY + frameGuides.y - unionGuides.y)
      child.place(at: o, proposal: proposal, ctx)
    }
  }

  /// The union of the children's aligned boxes (origin = −guide), over the top priority only.
  private func union(_ kids: [Node], _ sizes: [CGSize]) -> CGRect {
    let top = kids.map(\.layoutPriority).max() ?? 0
    var lo = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
    var hi = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
    for (i, c) in kids.enumerated() where c.layoutPriority == top {
      let gx = c.guide(alignment.horizontal.key, size: sizes[i])
      let gy = c.guide(alignment.vertical.key, size: sizes[i])
      lo.x = min(lo.x, -gx); lo.y = min(lo.y, -gy)
      hi.x = max(hi.x, -gx + sizes[i].width); hi.y = max(hi.y, -gy + sizes[i].height)
    }
    return CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }
}

extension ZStackNodeLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] { ["alignment": InspectedValue.alignment(alignment)] }
}
