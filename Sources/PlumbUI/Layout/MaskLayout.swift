import Foundation

/// `.mask(alignment:_:)`: children are [content, mask]; the mask lays out like an overlay.
///
/// Child: the content is offered the proposal; the mask is offered the content's size and
/// aligned on it. Self: the content's size. Paint: the content kept where the mask has ink,
/// weighted by the mask's alpha (a display-list mask group); the mask itself is not drawn.
struct MaskLayout: NodeLayout {
  let alignment: Alignment

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx)
    OverlayLayout(alignment: alignment, isBackground: false).placeSecondary(node, node.children[1], ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].explicitGuide(key, size: size)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let items = painter.collecting { $0.paint(node.children[0]) }
    guard !items.isEmpty else { return }
    let mask = painter.collecting { $0.paint(node.children[1]) }
    // An empty mask hides the content entirely, as in SwiftUI.
    guard !mask.isEmpty else { return }
    painter.append(.group(DisplayGroup(items: items, mask: mask)))
  }
}

struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
  let mask: Mask
  let alignment: Alignment

  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("mask")
    var inner: [Node] = []
    resolveView(content, c, into: &inner)
    for (i, primary) in inner.enumerated() {
      let wc = inner.count == 1 ? c : c.child(i)
      let m = resolveSecondary(mask, alignment, wc.child("mk"))
      let n = wc.node("mask", MaskLayout(alignment: alignment), children: [primary, m])
      n.spacing = primary.spacing
      n.layoutPriority = primary.layoutPriority
      out.append(n)
    }
  }
}

extension View {
  /// Masks the view with the alpha of `mask`, laid out on the view like an overlay, as SwiftUI's
  /// `mask(alignment:_:)`.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(MaskModifier(mask: mask(), alignment: alignment))
  }
  /// The iOS 13 form, centred.
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(MaskModifier(mask: mask, alignment: .center))
  }
}
