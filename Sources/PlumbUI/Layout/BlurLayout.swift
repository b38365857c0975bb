import Foundation

/// `.blur(radius:opaque:)`: a render effect with no layout effect.
///
/// Child: offered the proposal, placed where the modifier is. Self: the child's size. Paint: the
/// child's drawing in a group with a Gaussian blur (σ = radius / 2, as shadows).
struct BlurLayout: NodeLayout {
  let radius: CGFloat
  let isOpaque: Bool

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }
  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx)
  }
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].explicitGuide(key, size: size)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let items = painter.collecting { $0.paintChildren(of: node) }
    guard !items.isEmpty else { return }
    guard radius.isFinite, radius > 0 else { return items.forEach { painter.append($0) } }
    if isOpaque {
      RenderWarnings.warnOnce("blur(opaque:)", "blur(radius:opaque: true): drawn as a blur whose edges fade to transparent")
    }
    painter.append(.group(DisplayGroup(items: items, blur: Blur(radius: Double(radius), isOpaque: isOpaque))))
  }
}

struct BlurModifier: ViewModifier, WrappingModifier {
  let radius: CGFloat
  let isOpaque: Bool
  var name: String { "blur" }
  var passesPriority: Bool { true }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { BlurLayout(radius: radius, isOpaque: isOpaque) }
}

extension View {
  /// A Gaussian blur of the view's drawing, as SwiftUI's `blur(radius:opaque:)`; layout is
  /// unchanged and the blur spreads past the frame.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(BlurModifier(radius: radius, isOpaque: opaque))
  }
}
