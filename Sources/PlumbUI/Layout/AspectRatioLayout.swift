import Foundation

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (docs/layout-rules.md §3).
///
/// Child: offered the largest (fit) or smallest covering (fill) rectangle of the ratio for the
/// proposal; a fully unspecified proposal passes through. Self: the child's size.
struct AspectRatioLayout: NodeLayout {
  let ratio: CGFloat?
  let contentMode: ContentMode

  func childProposal(_ p: ProposedViewSize, _ node: Node) -> ProposedViewSize {
    if p.width == nil && p.height == nil { return p }
    var r = ratio ?? 1
    if ratio == nil {
      let ideal = node.children[0].sizeThatFits(.unspecified)
      r = ideal.height > 0 ? ideal.width / ideal.height : 1
    }
    guard r > 0, r.isFinite else { return p }
    switch (p.width, p.height) {
    case (let w?, let h?):
      let width = contentMode == .fit ? min(w, h * r) : max(w, h * r)
      return ProposedViewSize(width: width, height: width / r)
    case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
    case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
    default: return p
    }
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    node.children[0].sizeThatFits(childProposal(p, node))
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let child = node.children[0]
    let cp = childProposal(p, node)
    let cs = child.sizeThatFits(cp)
    child.place(at: CGPoint(x: node.frame.midX - cs.width / 2, y: node.frame.midY - cs.height / 2),
                proposal: cp, ctx)
  }
}

/// Fit inside or fill the proposal, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

struct AspectRatioModifier: ViewModifier, WrappingModifier {
  let layout: AspectRatioLayout
  var name: String { "aspectRatio" }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { layout }
}

extension View {
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)))
  }
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }
  public func scaledToFit() -> some View { aspectRatio(nil as CGFloat?, contentMode: .fit) }
  public func scaledToFill() -> some View { aspectRatio(nil as CGFloat?, contentMode: .fill) }
}
