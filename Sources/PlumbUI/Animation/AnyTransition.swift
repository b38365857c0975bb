import Foundation

/// How a view is inserted or removed in an animated change, as SwiftUI's `AnyTransition`
/// (docs/layout-rules.md §8.4: default `.opacity`). A transition describes the view's "active" look
/// (fully outside); insertion animates from active to identity, removal from identity to active.
public struct AnyTransition: Sendable {
  indirect enum Kind: Sendable {
    case identity
    case opacity
    case scale(CGFloat, anchor: UnitPoint)
    case move(Edge)
    case offset(CGSize)
    case asymmetric(insertion: AnyTransition, removal: AnyTransition)
    case combined(AnyTransition, AnyTransition)
    /// `.modifier(active:identity:)`: the identity modifier wraps the view at rest.
    case modifier(CustomTransitionModifiers)
  }
  let kind: Kind
  /// An animation that overrides the transaction's for this transition (`.animation(_:)`).
  var animation: Animation?

  init(_ kind: Kind, animation: Animation? = nil) { self.kind = kind; self.animation = animation }

  public static let identity = AnyTransition(.identity)
  public static let opacity = AnyTransition(.opacity)
  /// Scales from zero about the centre.
  public static let scale = AnyTransition(.scale(0, anchor: .center))
  /// Inserts from the leading edge and removes toward the trailing edge.
  public static let slide = AnyTransition(.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)))

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(.scale(scale, anchor: anchor))
  }
  /// Moves the view by its own size toward `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(.offset(CGSize(width: x, height: y)))
  }
  /// Moves in from `edge` and fades (iOS 17's push, without the outgoing view's dimming).
  public static func push(from edge: Edge) -> AnyTransition { move(edge: edge).combined(with: .opacity) }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(.asymmetric(insertion: insertion, removal: removal))
  }

  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(.combined(self, other)) }

  /// A transition between two modifiers: `identity` is applied while the view is present,
  /// `active` where it is fully inserted or removed. Frames during the transition show the
  /// identity modifier (custom modifiers are not interpolated; warned once).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    nonisolated(unsafe) let identity = identity  // used on the main actor only, at resolve time
    return AnyTransition(.modifier(CustomTransitionModifiers(name: String(describing: E.self)) { view in
      AnyView(view.modifier(identity))
    }))
  }

  /// The wrappers of custom modifier transitions in this transition, outermost first.
  var identityWrappers: [CustomTransitionModifiers] {
    switch kind {
    case .modifier(let m): return [m]
    case .asymmetric(let i, let r): return i.identityWrappers + r.identityWrappers
    case .combined(let a, let b): return a.identityWrappers + b.identityWrappers
    default: return []
    }
  }
  /// Animates this transition with `animation` instead of the transaction's.
  public func animation(_ animation: Animation?) -> AnyTransition {
    var t = self
    t.animation = animation
    return t
  }

  /// The animation in effect for this transition, searching combined and asymmetric parts.
  func effectiveAnimation(insertion: Bool) -> Animation? {
    if let a = animation { return a }
    switch kind {
    case .asymmetric(let i, let r): return (insertion ? i : r).effectiveAnimation(insertion: insertion)
    case .combined(let a, let b): return a.effectiveAnimation(insertion: insertion) ?? b.effectiveAnimation(insertion: insertion)
    default: return nil
    }
  }

  /// The look at `activeness` (0 = identity, 1 = fully active) for a view with `frame`.
  func effect(activeness a: Double, insertion: Bool, frame: CGRect) -> TransitionEffect {
    var e = TransitionEffect()
    apply(to: &e, a, insertion: insertion, frame: frame)
    return e
  }

  private func apply(to e: inout TransitionEffect, _ a: Double, insertion: Bool, frame: CGRect) {
    switch kind {
    case .identity: break
    case .opacity: e.opacity *= 1 - a
    case .scale(let s, let anchor):
      let f = 1 + (Double(s) - 1) * a
      e.scale *= f
      e.anchor = anchor
    case .move(let edge):
      switch edge {
      case .top: e.offset.height -= frame.height * a
      case .bottom: e.offset.height += frame.height * a
      case .leading: e.offset.width -= frame.width * a
      case .trailing: e.offset.width += frame.width * a
      }
    case .offset(let o):
      e.offset.width += o.width * a
      e.offset.height += o.height * a
    case .asymmetric(let i, let r): (insertion ? i : r).apply(to: &e, a, insertion: insertion, frame: frame)
    case .modifier(let m):
      RenderWarnings.warnOnce("AnyTransition.modifier.\(m.name)",
                              "AnyTransition.modifier(active:identity:) with \(m.name): transition frames show the identity modifier; the active one is not interpolated")
    case .combined(let x, let y):
      x.apply(to: &e, a, insertion: insertion, frame: frame)
      y.apply(to: &e, a, insertion: insertion, frame: frame)
    }
  }
}

/// A transition's look at one moment: opacity, uniform scale about an anchor, and offset.
struct TransitionEffect: Equatable {
  var opacity: Double = 1
  var scale: Double = 1
  var anchor: UnitPoint = .center
  var offset: CGSize = .zero

  var isIdentity: Bool { opacity == 1 && scale == 1 && offset == .zero }

  /// The drawing transform for a view at `frame`: scale about the anchor, then offset.
  func transform(for frame: CGRect) -> AffineTransform2D {
    let about = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    return AffineTransform2D.scale(x: scale, y: scale, about: about)
      .concatenating(.translation(x: offset.width, y: offset.height))
  }
}

/// `.transition(_:)`: a pass-through node carrying the transition the animator applies when the
/// view is inserted or removed.
///
/// Child: offered the proposal, placed at the node's frame. Self: the child's size.
struct TransitionLayout: NodeLayout {
  let transition: AnyTransition

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { node.children[0].sizeThatFits(p) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    node.children[0].place(at: node.frame.origin, proposal: p, ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    node.children[0].layout.explicitGuide(key, node.children[0], size: size)
  }
}

struct TransitionModifier: ViewModifier, PrimitiveModifier {
  let transition: AnyTransition

  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    let wrappers = transition.identityWrappers
    guard !wrappers.isEmpty else {
      return TransitionNode(transition: transition).resolve(content: content, ctx, into: &out)
    }
    // Custom modifier transitions: the identity modifiers wrap the content at rest.
    var view = AnyView(content)
    for w in wrappers.reversed() { view = w.wrap(view) }
    TransitionNode(transition: transition).resolve(content: view, ctx, into: &out)
  }
}

/// The node `.transition` adds around each view it applies to.
struct TransitionNode: WrappingModifier, ViewModifier {
  let transition: AnyTransition
  var name: String { "transition" }
  var passesPriority: Bool { true }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { TransitionLayout(transition: transition) }
}

/// The identity side of an `AnyTransition.modifier(active:identity:)`, type-erased.
struct CustomTransitionModifiers: @unchecked Sendable {
  let name: String
  let wrap: @MainActor (AnyView) -> AnyView
}

extension View {
  /// How this view is inserted and removed when a change is animated.
  public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }
}
