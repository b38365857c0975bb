import Foundation

/// `.offset(x:y:)` (docs/layout-rules.md §3): no layout effect.
///
/// Child: offered the proposal and placed where the modifier is, drawn (and seen by geometry
/// readers and hit testing) shifted by the offset. Self: the child's size.
struct OffsetLayout: NodeLayout {
  let offset: CGSize

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p,
                           ctx.applying(.translation(x: offset.width, y: offset.height)))
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].explicitGuide(key, size: size)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    // A non-finite offset moves the view out of any screen: nothing to draw.
    guard offset.width.isFinite, offset.height.isFinite else { return }
    let items = painter.collecting { $0.paintChildren(of: node) }
    guard !items.isEmpty else { return }
    painter.append(.group(DisplayGroup(items: items, transform: .translation(x: offset.width, y: offset.height))))
  }
}

struct OffsetModifier: ViewModifier, WrappingModifier {
  let offset: CGSize
  var name: String { "offset" }
  /// Right to left, SwiftUI conjugates a geometry effect with the horizontal flip of the view, so
  /// x offsets move toward the trailing edge: leftward (docs/right-to-left.md).
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout {
    guard ctx.environment.layoutDirection == .rightToLeft else { return OffsetLayout(offset: offset) }
    return OffsetLayout(offset: CGSize(width: -offset.width, height: offset.height))
  }
}

extension View {
  /// Draws the view shifted, without moving it in layout.
  public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }
  /// Draws the view shifted, without moving it in layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
  }
}

extension OffsetLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] {
    ["offset": "x \(InspectedValue.number(offset.width)), y \(InspectedValue.number(offset.height))"]
  }
}
