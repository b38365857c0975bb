import Foundation

/// `.fixedSize(horizontal:vertical:)` (docs/layout-rules.md §3).
///
/// Child: offered nil on the fixed axes (both when sizing and when placed). Self: the child's
/// size, i.e. its ideal size on the fixed axes. Layout priority passes through.
struct FixedSizeLayout: NodeLayout {
  let horizontal: Bool
  let vertical: Bool

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    node.children[0].sizeThatFits(childProposal(p))
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: childProposal(p), ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].explicitGuide(key, size: size)
  }
}

struct FixedSizeModifier: ViewModifier, WrappingModifier {
  let layout: FixedSizeLayout
  var name: String { "fixedSize" }
  var passesPriority: Bool { true }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { layout }
}

extension View {
  /// Fixes the view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
  }
  /// Fixes the view at its ideal size on both axes.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
}
