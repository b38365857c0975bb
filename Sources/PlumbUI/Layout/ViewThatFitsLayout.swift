import Foundation

/// `ViewThatFits`: the first child whose ideal size fits the proposal on the chosen axes, else
/// the last child.
///
/// Child: the chosen child is offered the proposal; the others are not laid out. Self: the chosen
/// child's size.
struct ViewThatFitsLayout: NodeLayout {
  let axes: Axis.Set

  func choice(_ p: ProposedViewSize, _ node: Node) -> Int {
    for (i, c) in node.children.enumerated() {
      let ideal = c.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                                  height: axes.contains(.vertical) ? nil : p.height))
      let fitsW = !axes.contains(.horizontal) || ideal.width <= (p.width ?? .infinity) + 0.001
      let fitsH = !axes.contains(.vertical) || ideal.height <= (p.height ?? .infinity) + 0.001
      if fitsW && fitsH { return i }
    }
    return node.children.count - 1
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    guard !node.children.isEmpty else { return .zero }
    return node.children[choice(p, node)].sizeThatFits(p)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    guard !node.children.isEmpty else { return }
    node.children[choice(p, node)].place(at: node.frame.origin, proposal: p, ctx)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    for c in node.children where c.isPlaced { painter.paint(c) }
  }
}

/// Shows the first of its views that fits, as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("ViewThatFits")
    var kids: [Node] = []
    resolveView(content, c, into: &kids)
    out.append(c.node("ViewThatFits", ViewThatFitsLayout(axes: axes), children: kids))
  }
}
