import Foundation

/// A layout modifier that turns the view it modifies into one layout view of its own, so an
/// `EmptyView` under it stops vanishing: `EmptyView().frame(width: 10, height: 10)` is one stack
/// member, 0×0 before its modifiers, with stack spacing on both sides (docs/compatibility/layout.md,
/// "EmptyView with a modifier"). A bare `EmptyView()` still contributes nothing.
///
/// Non-layout modifiers (environment, `.id`, lifecycle, animation, opacity) do not conform: on an
/// `EmptyView` they still leave nothing to lay out.
@MainActor
protocol UnaryLayoutModifier {}

/// The 0×0 view that stands for an `EmptyView` under a layout modifier or a custom `ViewModifier`.
struct ModifiedEmptyView: View, PrimitiveView {
  var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(ctx.child("EmptyView").node("EmptyView", EmptyLeafLayout()))
  }
}

/// An `EmptyView` that carries a modifier.
///
/// Child: none. Self: 0×0 whatever the proposal; draws nothing.
struct EmptyLeafLayout: NodeLayout {
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { .zero }
  func paint(_ node: Node, _ painter: inout Painter) {}
}

/// Whether `modifier` applied to an `EmptyView` makes it a 0×0 member: layout modifiers and custom
/// `ViewModifier`s (whose body lays the content out) do; other primitive modifiers do not.
@MainActor
func modifierMakesEmptyViewAMember(_ modifier: Any) -> Bool {
  if modifier is any UnaryLayoutModifier { return true }
  return !(modifier is any PrimitiveModifier)
}

extension FrameModifier: UnaryLayoutModifier {}
extension FlexFrameModifier: UnaryLayoutModifier {}
extension PaddingModifier: UnaryLayoutModifier {}
extension DefaultPaddingModifier: UnaryLayoutModifier {}
extension AspectRatioModifier: UnaryLayoutModifier {}
extension AlignmentGuideModifier: UnaryLayoutModifier {}
extension OverlayModifier: UnaryLayoutModifier {}
extension FixedSizeModifier: UnaryLayoutModifier {}
extension PositionModifier: UnaryLayoutModifier {}
