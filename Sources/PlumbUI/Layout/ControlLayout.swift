import Foundation

/// Leaf controls with a fixed look (switch, spinner, progress bar): a size rule and a drawing.
///
/// Child: none. Self: `size(p)`.
struct ControlLayout: NodeLayout {
  let size: (ProposedViewSize) -> CGSize
  let draw: (CGRect) -> [DisplayItem]

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { size(p) }

  func paint(_ node: Node, _ painter: inout Painter) {
    for item in draw(painter.snap(node.frame)) { painter.append(item) }
  }
}

/// A leaf view drawn by a `ControlLayout`.
struct ControlView: View, PrimitiveView {
  let name: String
  let size: (ProposedViewSize) -> CGSize
  let draw: (CGRect) -> [DisplayItem]
  var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(ctx.child(name).node(name, ControlLayout(size: size, draw: draw)))
  }
}
