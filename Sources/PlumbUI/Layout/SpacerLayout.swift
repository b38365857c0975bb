import Foundation

/// Spacer (docs/layout-rules.md §1.2).
///
/// Child: none. Self: in a stack, `max(p ?? −∞, minLength)` along the stack's axis and 0 across
/// it; outside a stack, that rule on both axes.
struct SpacerLayout: NodeLayout {
  let axis: Axis?
  let minLength: CGFloat

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    func along(_ v: CGFloat?) -> CGFloat { max(v ?? -.infinity, minLength) }
    switch axis {
    case .horizontal: return CGSize(width: along(p.width), height: 0)
    case .vertical: return CGSize(width: 0, height: along(p.height))
    case nil: return CGSize(width: along(p.width), height: along(p.height))
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {}
}

/// Divider (docs/layout-rules.md §1.2).
///
/// Child: none. Self: `thickness` along the stack's axis (a vertical rule in an HStack, else a
/// horizontal one), and the proposal (nil → 10, as a shape) across it.
struct DividerLayout: NodeLayout {
  let stackAxis: Axis?
  let thickness: CGFloat

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    if stackAxis == .horizontal { return CGSize(width: thickness, height: p.height ?? 10) }
    return CGSize(width: p.width ?? 10, height: thickness)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    var r = node.frame
    // A hairline keeps its one-pixel thickness rather than snapping to zero or two pixels.
    let s = painter.snap(r)
    if stackAxis == .horizontal { r = CGRect(x: s.minX, y: s.minY, width: thickness, height: s.height) } else {
      r = CGRect(x: s.minX, y: s.minY, width: s.width, height: thickness)
    }
    painter.append(.fill(Path(rect: r), .solid(Color.separator.rgba)))
  }
}

extension SpacerLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] { ["minLength": InspectedValue.number(minLength)] }
}
