import Foundation

/// `.frame(width:height:alignment:)` (docs/layout-rules.md §3).
///
/// Child: offered `(width ?? p.width, height ?? p.height)` and aligned inside by its guides.
/// Self: the given dimensions, the child's size for the others.
struct FrameLayout: NodeLayout {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let s = node.children[0].sizeThatFits(childProposal(p))
    return CGSize(width: width ?? s.width, height: height ?? s.height)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let child = node.children[0]
    let cp = childProposal(p)
    let cs = child.sizeThatFits(cp)
    let o = alignedOffset(child, childSize: cs, in: node.frame.size, alignment)
    child.place(at: CGPoint(x: node.frame.minX + o.x, y: node.frame.minY + o.y), proposal: cp, ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    forwardedGuide(key, node, size: size, childProposal: childProposal(ProposedViewSize(size)), alignment)
  }
}

/// A child's explicit guide seen from a wrapper that aligns it inside `size`.
@MainActor
func forwardedGuide(_ key: AlignmentKey, _ node: Node, size: CGSize, childProposal: ProposedViewSize,
                    _ alignment: Alignment) -> CGFloat? {
  let child = node.children[0]
  guard child.guideMask.mayAnswer(key) else { return nil }
  let cs = child.sizeThatFits(childProposal)
  guard let v = child.explicitGuide(key, size: cs) else { return nil }
  let o = alignedOffset(child, childSize: cs, in: size, alignment)
  return v + (key.axis == .horizontal ? o.x : o.y)
}

/// Negative or non-finite frame dimensions are ignored, as SwiftUI does after a runtime warning.
func validDimension(_ v: CGFloat?) -> CGFloat? {
  guard let v, v.isFinite, v >= 0 else { return nil }
  return v
}

struct FrameModifier: ViewModifier, WrappingModifier {
  let layout: FrameLayout
  var name: String { "frame" }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { layout }
}

extension View {
  /// A fixed-size frame in either or both dimensions; the content is aligned inside it.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(FrameModifier(layout: FrameLayout(width: validDimension(width), height: validDimension(height),
                                               alignment: alignment)))
  }
}

extension FrameLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] {
    var p = ["alignment": InspectedValue.alignment(alignment)]
    if let width { p["width"] = InspectedValue.number(width) }
    if let height { p["height"] = InspectedValue.number(height) }
    return p
  }
}
