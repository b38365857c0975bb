import Foundation

/// The window: the content layer laid out in the safe area, centred (docs/layout-rules.md §3.1), with
/// room for presentation layers (sheet, popup, alert) above it.
///
/// Child: the content is offered the safe-area size. Self: the screen size.
struct WindowLayout: NodeLayout {
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    p.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    for child in node.children {
      let safe = ctx.safeArea
      let proposal = ProposedViewSize(safe.size)
      let size = child.sizeThatFits(proposal)
      let origin = CGPoint(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
      child.place(at: origin, proposal: proposal, ctx)
    }
  }

  /// In dark appearance the window paints its systemBackground (black); in light it leaves the
  /// canvas's background, white, which is what light goldens were always recorded on.
  func paint(_ node: Node, _ painter: inout Painter) {
    if node.appearance.colorScheme == .dark {
      painter.append(.fill(Path(rect: painter.snap(node.frame)), .solid(Color.systemBackground.rgba)))
    }
    painter.paintChildren(of: node)
  }
}
