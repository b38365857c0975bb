import Foundation

/// `.background` and `.overlay` (docs/layout-rules.md §3): children are [primary, secondary].
///
/// Child: the primary is offered the proposal; the secondary is offered the primary's size and
/// aligned on it. Self: the primary's size (the secondary never changes layout).
struct OverlayLayout: NodeLayout {
  let alignment: Alignment
  /// Background draws the secondary behind the primary; overlay in front.
  let isBackground: Bool

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx)
    placeSecondary(node, node.children[1], ctx)
  }

  func placeSecondary(_ node: Node, _ secondary: Node, _ ctx: PlacementContext) {
    let proposal = ProposedViewSize(node.frame.size)
    let s = secondary.sizeThatFits(proposal)
    let o = alignedOffset(secondary, childSize: s, in: node.frame.size, alignment)
    secondary.place(at: CGPoint(x: node.frame.minX + o.x, y: node.frame.minY + o.y), proposal: proposal, ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].explicitGuide(key, size: size)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    if isBackground {
      painter.paint(node.children[1]); painter.paint(node.children[0])
    } else {
      painter.paint(node.children[0]); painter.paint(node.children[1])
    }
  }
}

/// Resolves the secondary content of a background or overlay: several views are layered like a
/// ZStack with the same alignment.
@MainActor
func resolveSecondary<S: View>(_ content: S, _ alignment: Alignment, _ ctx: ResolveContext) -> Node {
  var inner = ctx
  inner.environment.stackAxis = nil
  var nodes: [Node] = []
  resolveView(content, inner, into: &nodes)
  if nodes.count == 1 { return nodes[0] }
  return ctx.node("ZStack", ZStackNodeLayout(alignment: alignment), children: nodes)
}

struct OverlayModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
  let secondary: Secondary
  let alignment: Alignment
  let isBackground: Bool

  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let name = isBackground ? "background" : "overlay"
    let c = ctx.child(name)
    var inner: [Node] = []
    resolveView(content, c, into: &inner)
    for (i, primary) in inner.enumerated() {
      let wc = inner.count == 1 ? c : c.child(i)
      let second = resolveSecondary(secondary, alignment, wc.child(isBackground ? "bg" : "ov"))
      let n = wc.node(name, OverlayLayout(alignment: alignment, isBackground: isBackground), children: [primary, second])
      n.spacing = primary.spacing
      out.append(n)
    }
  }
}

extension View {
  /// Draws `content` behind this view, sized to it (the older, view-argument form).
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    modifier(OverlayModifier(secondary: background, alignment: alignment, isBackground: true))
  }
  /// Draws the builder's views behind this view, sized to it.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(OverlayModifier(secondary: content(), alignment: alignment, isBackground: true))
  }
  /// Fills behind this view with a style, extended into the safe area on the edges where the view
  /// touches it (docs/layout-rules.md §3).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(OverlayModifier(secondary: Rectangle().fill(style).modifier(SafeAreaIgnoringModifier(edges: edges)),
                             alignment: .center, isBackground: true))
  }
  /// Fills a shape behind this view with a style.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(OverlayModifier(secondary: shape.fill(style), alignment: .center, isBackground: true))
  }
  /// Fills a shape behind this view with the background style (systemBackground).
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(OverlayModifier(secondary: shape.fill(Color.systemBackground), alignment: .center, isBackground: true))
  }

  /// Draws `overlay` in front of this view, sized to it (the older, view-argument form).
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(OverlayModifier(secondary: overlay, alignment: alignment, isBackground: false))
  }
  /// Draws the builder's views in front of this view, sized to it.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(OverlayModifier(secondary: content(), alignment: alignment, isBackground: false))
  }
  /// Fills in front of this view with a style.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(OverlayModifier(secondary: Rectangle().fill(style).modifier(SafeAreaIgnoringModifier(edges: edges)),
                             alignment: .center, isBackground: false))
  }
  /// Fills a shape in front of this view with a style.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(OverlayModifier(secondary: shape.fill(style), alignment: .center, isBackground: false))
  }

  /// A border: the view's frame stroked inside its edge.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
