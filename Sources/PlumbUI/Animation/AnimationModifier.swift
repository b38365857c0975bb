import Foundation

/// `.animation(_:value:)`: a pass-through node; when `value` differs from the previous frame's,
/// changes inside it animate with `animation` (nil = without animation), overriding the
/// transaction's (docs/layout-rules.md §8.4).
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

/// `.transaction(_:)`: a pass-through node whose closure rewrites the transaction of changes
/// inside it (e.g. `$0.animation = nil` to keep a subtree still).
struct TransactionLayout: NodeLayout {
  let transform: (inout Transaction) -> Void

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].layout.explicitGuide(key, node.children[0], size: size)
  }

  /// The animation in effect inside, given the one outside.
  func animation(inside outer: Animation?) -> Animation? {
    var t = Transaction(animation: outer)
    transform(&t)
    return t.disablesAnimations ? nil : t.animation
  }
}

struct TransactionModifier: ViewModifier, WrappingModifier {
  let transform: (inout Transaction) -> Void
  var name: String { "transaction" }
  var passesPriority: Bool { true }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { TransactionLayout(transform: transform) }
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
  /// Rewrites the transaction of changes inside this view.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(transform: transform))
  }
  /// Animates every change inside this view (deprecated in SwiftUI in favour of the value form).
  @available(*, deprecated, message: "Use animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modifier(AnimationValueModifier(animation: animation, value: nil))
  }
}
