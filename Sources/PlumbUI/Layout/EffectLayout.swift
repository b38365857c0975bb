import Foundation

/// Render-only effects (opacity, scale, rotation, clip, shadow, hidden): no layout effect
/// (docs/layout-rules.md §3).
///
/// Child: offered the proposal and placed where the modifier is; geometry readers inside see the
/// transform. Self: the child's size.
struct EffectLayout: NodeLayout {
  enum Effect {
    case opacity(Double)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case clip(any Shape)
    case shadow(Shadow)
    case hidden
    /// A transform in the view's own coordinates (origin at its top left), for its size:
    /// `transformEffect`, `projectionEffect` and `GeometryEffect` (GeometryEffects.swift).
    case projection(@MainActor (CGSize) -> AffineTransform2D)
  }
  let effect: Effect

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  /// The transform this effect applies, for a view at `frame` (layout space).
  func transform(for frame: CGRect) -> AffineTransform2D? {
    switch effect {
    case .scale(let s, let a):
      return .scale(x: s.width, y: s.height, about: CGPoint(x: frame.minX + a.x * frame.width, y: frame.minY + a.y * frame.height))
    case .rotation(let angle, let a):
      return .rotation(radians: angle.radians,
                       about: CGPoint(x: frame.minX + a.x * frame.width, y: frame.minY + a.y * frame.height))
    case .projection(let local):
      return AffineTransform2D.translation(x: -frame.minX, y: -frame.minY)
        .concatenating(local(frame.size))
        .concatenating(.translation(x: frame.minX, y: frame.minY))
    default: return nil
    }
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    var c = ctx
    if let t = transform(for: node.frame) { c = ctx.applying(t) }
    node.children[0].place(at: node.frame.origin, proposal: p, c)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].explicitGuide(key, size: size)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    if case .hidden = effect { return }
    let items = painter.collecting { $0.paintChildren(of: node) }
    guard !items.isEmpty else { return }
    var group = DisplayGroup(items: items)
    switch effect {
    case .opacity(let o): group.opacity = o
    case .scale, .rotation, .projection:
      let t = transform(for: node.frame) ?? .identity
      guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
      group.transform = t
    case .clip(let shape):
      guard Painter.isFinite(node.frame) else { return }
      group.clip = shape.path(in: painter.snap(node.frame))
    case .shadow(let s): group.shadow = s
    case .hidden: return
    }
    painter.append(.group(group))
  }
}

struct EffectModifier: ViewModifier, WrappingModifier {
  let effect: EffectLayout.Effect
  let name: String
  var passesPriority: Bool { true }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout {
    guard ctx.environment.layoutDirection == .rightToLeft else { return EffectLayout(effect: effect) }
    return EffectLayout(effect: effect.mirroredForRightToLeft)
  }
}

extension View {
  public func opacity(_ opacity: Double) -> some View {
    modifier(EffectModifier(effect: .opacity(opacity), name: "opacity"))
  }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(EffectModifier(effect: .scale(scale, anchor: anchor), name: "scaleEffect"))
  }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(EffectModifier(effect: .rotation(angle, anchor: anchor), name: "rotationEffect"))
  }
  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(EffectModifier(effect: .clip(Rectangle()), name: "clipped"))
  }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(EffectModifier(effect: .clip(shape), name: "clipShape"))
  }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius))
  }
  /// A drop shadow; SwiftUI's default colour is black at 33 % opacity.
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                     y: CGFloat = 0) -> some View {
    modifier(EffectModifier(effect: .shadow(Shadow(color: color.rgba, radius: radius,
                                                   offset: CGSize(width: x, height: y))), name: "shadow"))
  }
  /// Keeps the view's space but draws nothing and takes no touches.
  public func hidden() -> some View {
    modifier(EffectModifier(effect: .hidden, name: "hidden"))
  }
}
