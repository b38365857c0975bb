import Foundation

/// `.animation(_:value:)`: a pass-through node; when `value` differs from the previous frame's,
/// changes inside it animate with `animation` (nil = without animation), overriding the
/// transaction's (layout-spec.md §8.4).
///
/// Child: offered the proposal, placed at the node's frame. Self: the child's size.
struct AnimationValueLayout: NodeLayout {
  let animation: Animation?
  /// The watched value; nil for the value-less `.animation(_:)`, which applies to every change.
  let value: Any?

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].layout.explicitGuide(key, node.children[0], size: size)
  }

  /// Whether this node's animation applies, given the same node in the previous frame.
  func applies(comparedWith old: AnimationValueLayout?) -> Bool {
    guard let value else { return true }
    guard let oldValue = old?.value else { return false }
    return isEqualAny(oldValue, value) == false
  }
}

struct AnimationValueModifier: ViewModifier, WrappingModifier {
  let animation: Animation?
  let value: Any?
  var name: String { "animation" }
  var passesPriority: Bool { true }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { AnimationValueLayout(animation: animation, value: value) }
}

extension View {
  /// Animates changes inside this view with `animation` whenever `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationValueModifier(animation: animation, value: value))
  }
  /// Animates every change inside this view (deprecated in SwiftUI in favour of the value form).
  @available(*, deprecated, message: "Use animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(AnimationValueModifier(animation: animation, value: nil))
  }
}
