import Foundation

/// `.alignmentGuide(_:computeValue:)` (docs/layout-rules.md §2.5).
///
/// Child: offered the proposal, placed where the modifier is. Self: the child's size; the one
/// guide it names is replaced by `computeValue` in the view's own coordinates.
struct AlignmentGuideLayout: NodeLayout {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat

  var ownGuides: GuideMask { key.axis == .horizontal ? .horizontal : .vertical }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx)
  }

  func explicitGuide(_ k: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    let child = node.children[0]
    if k == key { return compute(child.dimensions(size)) }
    return child.explicitGuide(k, size: size)
  }
}

struct AlignmentGuideModifier: ViewModifier, WrappingModifier {
  let key: AlignmentKey
  let compute: (ViewDimensions) -> CGFloat
  var name: String { "alignmentGuide" }
  var passesPriority: Bool { true }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { AlignmentGuideLayout(key: key, compute: compute) }
}

extension View {
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
  }
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
  }
}
