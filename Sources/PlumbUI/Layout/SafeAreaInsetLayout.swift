import Foundation

/// `.safeAreaInset(edge:alignment:spacing:content:)`: children are [main, inset].
///
/// Child: the inset content is offered the proposal across the edge (nil along it) and anchored
/// at that edge; the main view is offered what is left (minus `spacing`), and its safe area
/// shrinks by the same amount. Self: the main view's size plus the inset and spacing.
struct SafeAreaInsetLayout: NodeLayout {
  let edge: Edge
  let spacing: CGFloat

  var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  func insetProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
  }

  func mainProposal(_ p: ProposedViewSize, inset: CGSize) -> ProposedViewSize {
    var m = p
    if let v = p[axis] { m[axis] = max(0, v - inset[axis] - spacing) }
    return m
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    let inset = node.children[1].sizeThatFits(insetProposal(p))
    let main = node.children[0].sizeThatFits(mainProposal(p, inset: inset))
    var s = main
    s[axis] = main[axis] + spacing + inset[axis]
    s[axis.other] = max(main[axis.other], inset[axis.other])
    return s
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let f = node.frame
    let insetNode = node.children[1], main = node.children[0]
    let ip = insetProposal(ProposedViewSize(f.size))
    let inset = insetNode.sizeThatFits(ip)
    let mp = mainProposal(ProposedViewSize(f.size), inset: inset)
    var inner = ctx
    let g = node.globalFrame
    let taken = inset[axis] + spacing
    switch edge {
    case .top:
      insetNode.place(at: CGPoint(x: f.minX + (f.width - inset.width) / 2, y: f.minY), proposal: ip, ctx)
      main.place(at: CGPoint(x: f.minX, y: f.minY + taken), proposal: mp, adjusted(&inner, top: g.minY + taken))
    case .bottom:
      insetNode.place(at: CGPoint(x: f.minX + (f.width - inset.width) / 2, y: f.maxY - inset.height), proposal: ip, ctx)
      main.place(at: f.origin, proposal: mp, adjusted(&inner, bottom: g.maxY - taken))
    case .leading:
      insetNode.place(at: CGPoint(x: f.minX, y: f.minY + (f.height - inset.height) / 2), proposal: ip, ctx)
      main.place(at: CGPoint(x: f.minX + taken, y: f.minY), proposal: mp, adjusted(&inner, leading: g.minX + taken))
    case .trailing:
      insetNode.place(at: CGPoint(x: f.maxX - inset.width, y: f.minY + (f.height - inset.height) / 2), proposal: ip, ctx)
      main.place(at: f.origin, proposal: mp, adjusted(&inner, trailing: g.maxX - taken))
    }
  }

  /// The context with one safe-area edge moved inwards to `value` (screen points).
  private func adjusted(_ c: inout PlacementContext, top: CGFloat? = nil, bottom: CGFloat? = nil,
                        leading: CGFloat? = nil, trailing: CGFloat? = nil) -> PlacementContext {
    var s = c.safeArea
    if let top, top > s.minY { s = CGRect(x: s.minX, y: top, width: s.width, height: max(0, s.maxY - top)) }
    if let bottom, bottom < s.maxY { s.size.height = max(0, bottom - s.minY) }
    if let leading, leading > s.minX { s = CGRect(x: leading, y: s.minY, width: max(0, s.maxX - leading), height: s.height) }
    if let trailing, trailing < s.maxX { s.size.width = max(0, trailing - s.minX) }
    c.safeArea = s
    return c
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    painter.paint(node.children[0])
    painter.paint(node.children[1])
  }
}

struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
  let edge: Edge
  let spacing: CGFloat?
  let inset: Inset
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("safeAreaInset")
    var main: [Node] = []
    resolveView(content, c, into: &main)
    let insetNode = resolveSecondary(inset, .center, c.child("inset"))
    let body = main.count == 1 ? main[0] : c.child("VStack").node("VStack", StackLayout(
      axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil), children: main)
    out.append(c.node("safeAreaInset", SafeAreaInsetLayout(edge: edge, spacing: spacing ?? 0), children: [body, insetNode]))
  }
}

extension View {
  /// Places `content` along a vertical edge and insets this view's safe area by its height.
  public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, spacing: spacing, inset: content()))
  }
  /// Places `content` along a horizontal edge and insets this view's safe area by its width.
  public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, spacing: spacing, inset: content()))
  }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable { case leading, trailing }
