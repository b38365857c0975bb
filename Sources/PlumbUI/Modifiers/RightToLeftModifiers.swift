import Foundation

// `flipsForRightToLeftLayoutDirection(_:)` and `layoutDirectionBehavior(_:)`: a view whose
// drawing is mirrored horizontally about its own frame when its layout direction asks for it
// (docs/right-to-left.md).

/// What should happen to a view's drawing when the layout direction changes, as SwiftUI's
/// `LayoutDirectionBehavior` (iOS 17).
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Never mirrored.
  case fixed
  /// Mirrored when the layout direction is the given one.
  case mirrors(in: LayoutDirection)
  /// Mirrored right to left.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

  func mirrors(_ direction: LayoutDirection) -> Bool {
    if case .mirrors(let d) = self { return d == direction }
    return false
  }
}

/// Draws its child mirrored about the node's frame (x → minX + maxX − x); layout is unchanged.
///
/// Child: offered the proposal, placed at the node's frame. Self: the child's size.
struct HorizontalFlipLayout: NodeLayout {
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func flip(_ frame: CGRect) -> AffineTransform2D {
    AffineTransform2D.scale(x: -1, y: 1).concatenating(.translation(x: frame.minX + frame.maxX, y: 0))
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx.applying(flip(node.frame)))
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].explicitGuide(key, size: size)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    guard Painter.isFinite(node.frame) else { return }
    let items = painter.collecting { $0.paintChildren(of: node) }
    guard !items.isEmpty else { return }
    painter.append(.group(DisplayGroup(items: items, transform: flip(painter.snap(node.frame)))))
  }
}

struct LayoutDirectionBehaviorModifier: ViewModifier, PrimitiveModifier {
  let behavior: LayoutDirectionBehavior

  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    guard behavior.mirrors(ctx.environment.layoutDirection) else {
      return resolveView(content, ctx, into: &out)
    }
    let c = ctx.child("flipsForRightToLeftLayoutDirection")
    var kids: [Node] = []
    resolveView(content, c, into: &kids)
    for (i, kid) in kids.enumerated() {
      out.append(c.child(i).node("flipsForRightToLeftLayoutDirection", HorizontalFlipLayout(), children: [kid]))
    }
  }
}

extension View {
  /// Mirrors the view's drawing right to left (layout is unchanged), as SwiftUI's modifier.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(LayoutDirectionBehaviorModifier(behavior: enabled ? .mirrors : .fixed))
  }
  /// Mirrors the view's drawing in the given layout direction (layout is unchanged).
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    modifier(LayoutDirectionBehaviorModifier(behavior: behavior))
  }
}

extension Edge.Set {
  /// The set with `.leading` and `.trailing` exchanged (a right-to-left view's screen edges).
  var swappingLeadingAndTrailing: Edge.Set {
    var s = subtracting(.horizontal)
    if contains(.leading) { s.insert(.trailing) }
    if contains(.trailing) { s.insert(.leading) }
    return s
  }
}
