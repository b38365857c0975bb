import Foundation

/// Nodes for a platform view tree: one node per view, named by its class, with the view's hosted
/// SwiftUI content (if any) as the first child and its subviews after it.
@MainActor
enum PlatformViewNodes {
  /// `role` says who positions the root: the window (a layer at its own frame on screen) or
  /// SwiftUI (a representable, sized by the proposal).
  static func resolve(_ view: any PlatformView, _ ctx: ResolveContext, role: PlatformViewLayout.Role) -> Node {
    view.platformLayoutIfNeeded()
    var children: [Node] = []
    var hosted = false
    if let content = view.platformHostedContent {
      var c = ctx.child("hosted")
      c.environment.platformController = content.controller
      c.environment.stackAxis = nil
      var nodes: [Node] = []
      resolveView(PresentationRoot(content: content.view), c, into: &nodes)
      let body = nodes.count == 1 ? nodes[0] : c.child("VStack").node(
        "VStack", StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil), children: nodes)
      children.append(c.node("HostedContent", HostedContentLayout(), children: [body]))
      hosted = true
    }
    for (i, sub) in view.platformSubviews.enumerated() {
      children.append(resolve(sub, ctx.child(i).child(sub.platformClassName), role: .subview))
    }
    return ctx.node(view.platformClassName, PlatformViewLayout(view: view, role: role, hasHostedContent: hosted,
                                                               placement: PlatformPlacement()), children: children)
  }

  /// The window's platform layers, above its SwiftUI content.
  static func layers(_ window: any PlatformWindow, _ ctx: ResolveContext) -> [Node] {
    window.platformLayers.enumerated().map { i, v in
      let n = resolve(v, ctx.child("PlatformLayer").child(i).child(v.platformClassName), role: .layer)
      n.layer = .popup
      return n
    }
  }
}

/// Where a platform view node was placed: where its superview's bounds origin is in layout space
/// (paint maps the presentation's centre and transform from there).
@MainActor
final class PlatformPlacement {
  var parentOrigin: CGPoint = .zero
  /// The screen transform of the superview's layout space (without the view's own transform).
  var parentTransform: AffineTransform2D = .identity
}

/// A platform (UIKit) view.
///
/// Child: hosted SwiftUI content is offered the view's bounds size and placed filling them, with
/// the screen's safe area clipped to the view; subviews are placed at their own frames (centre and
/// bounds, turned by their transform about the centre) relative to the bounds origin.
/// Self: a layer or subview answers its bounds size; a representable root answers the proposal
/// (unspecified dimensions take its intrinsic size, else 10 pt) and is then given that frame.
struct PlatformViewLayout: NodeLayout {
  enum Role { case layer, subview, representable }
  let view: any PlatformView
  let role: Role
  let hasHostedContent: Bool
  let placement: PlatformPlacement

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    switch role {
    case .layer, .subview: return view.platformModel.bounds.size
    case .representable:
      let i = view.platformIntrinsicSize
      return CGSize(width: p.width ?? i?.width ?? 10, height: p.height ?? i?.height ?? 10)
    }
  }

  /// The map from a view's own coordinates (bounds origin at its top-left) into its superview's
  /// layout space, where the superview's bounds origin sits at `origin`.
  static func localMap(_ look: PlatformLook, parentOrigin origin: CGPoint) -> AffineTransform2D {
    let topLeft = CGPoint(x: origin.x + look.center.x - look.bounds.width / 2,
                          y: origin.y + look.center.y - look.bounds.height / 2)
    let c = CGPoint(x: origin.x + look.center.x, y: origin.y + look.center.y)
    let about = AffineTransform2D.translation(x: -c.x, y: -c.y).concatenating(look.transform)
      .concatenating(.translation(x: c.x, y: c.y))
    return AffineTransform2D.translation(x: topLeft.x, y: topLeft.y).concatenating(about)
  }

  /// The view's transform about its centre, in its superview's layout space.
  static func transformAboutCenter(_ look: PlatformLook, parentOrigin origin: CGPoint) -> AffineTransform2D {
    let c = CGPoint(x: origin.x + look.center.x, y: origin.y + look.center.y)
    return AffineTransform2D.translation(x: -c.x, y: -c.y).concatenating(look.transform)
      .concatenating(.translation(x: c.x, y: c.y))
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    var c = ctx
    switch role {
    case .layer:
      // The window puts its children in the safe area; a layer sits at its own frame on screen.
      let look = view.platformModel
      let t = Self.transformAboutCenter(look, parentOrigin: .zero)
      node.frame.origin = CGPoint(x: look.center.x - look.bounds.width / 2, y: look.center.y - look.bounds.height / 2)
      node.transform = t.concatenating(ctx.transform)
      placement.parentOrigin = .zero
      placement.parentTransform = ctx.transform
      c.transform = node.transform
    case .representable:
      placement.parentTransform = ctx.transform
      view.platformWasPlaced(frame: node.globalFrame)
      view.platformLayoutIfNeeded()
    case .subview:
      break  // the superview placed the node and recorded its placement
    }
    let look = view.platformModel
    let origin = CGPoint(x: node.frame.minX - look.bounds.minX, y: node.frame.minY - look.bounds.minY)
    var kids = node.children[...]
    if hasHostedContent, let hosted = kids.popFirst() {
      var h = c
      // UIKit lays a view's content out in its bounds: its own transform does not resize them.
      let global = placement.parentTransform.apply(to: node.frame)
      h.screen = global
      h.safeArea = global.intersection(ctx.safeArea).isNull ? CGRect(origin: global.origin, size: .zero)
        : global.intersection(ctx.safeArea)
      hosted.place(at: node.frame.origin, proposal: ProposedViewSize(node.frame.size), h)
    }
    for (sub, kid) in zip(view.platformSubviews, kids) {
      let s = sub.platformModel
      guard let layout = kid.layout as? PlatformViewLayout else { continue }
      let t = Self.transformAboutCenter(s, parentOrigin: origin)
      layout.placement.parentOrigin = origin
      layout.placement.parentTransform = c.transform
      kid.place(at: CGPoint(x: origin.x + s.center.x - s.bounds.width / 2, y: origin.y + s.center.y - s.bounds.height / 2),
                proposal: ProposedViewSize(s.bounds.size), c.applying(t))
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let look = view.platformPresentation
    guard !look.isHidden, look.alpha > 0 else { return }
    if node.appearance.colorScheme == .dark {
      RenderWarnings.warnOnce("UIView dark appearance",
        "UIView in dark appearance: trait collections are not modelled; backgrounds in system or asset colours take their dark values, other colours UIKit views draw themselves keep their light values")
    }
    if node.appearance.isIncreasedContrast {
      RenderWarnings.warnOnce("UIView increased contrast",
        "UIView at increased contrast: trait collections are not modelled; backgrounds in system or asset colours take their increased-contrast values, other colours UIKit views draw themselves keep their standard values")
    }
    // Paint happens in layout space (groups carry transforms, as EffectLayout's do): the node's
    // frame is the model's untransformed frame, mapped to the presentation's place and transform.
    var group = AffineTransform2D.identity
    if role != .representable {
      let present = Self.localMap(look, parentOrigin: placement.parentOrigin)
      group = AffineTransform2D.translation(x: -node.frame.minX, y: -node.frame.minY).concatenating(present)
    }
    let rect = CGRect(origin: node.frame.origin, size: role == .representable ? node.frame.size : look.bounds.size)
    let items = painter.collecting { p in
      if let light = look.backgroundColor {
        // The adaptive colour resolves in this view's appearance, unless an animation is between
        // two light values.
        let bg = look.adaptiveBackground.flatMap { $0.light == light ? $0.color.rgba : nil } ?? light
        if bg.alpha > 0 {
          let shape = look.cornerRadius > 0 ? RoundedRectangle(cornerRadius: look.cornerRadius).path(in: p.snap(rect))
            : Rectangle().path(in: p.snap(rect))
          p.append(.fill(shape, .solid(bg)))
        }
      }
      p.paintChildren(of: node)
    }
    guard !items.isEmpty else { return }
    var clip: Path?
    if look.masksToBounds {
      clip = look.cornerRadius > 0 ? RoundedRectangle(cornerRadius: look.cornerRadius).path(in: rect) : Rectangle().path(in: rect)
    }
    guard [group.a, group.b, group.c, group.d, group.tx, group.ty].allSatisfy(\.isFinite) else { return }
    painter.append(.group(DisplayGroup(items: items, opacity: look.alpha, transform: group, clip: clip,
                                       label: view.platformClassName)))
  }
}

/// SwiftUI content inside a platform view: a pass-through that offers its proposal to the content
/// and places it at its own origin. Self: the proposal.
struct HostedContentLayout: NodeLayout {
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }
  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    guard let child = node.children.first else { return }
    let safe = ctx.safeArea
    // Content sits in the safe area, as a hosting view lays out its root view.
    let local = CGRect(x: node.frame.minX + (safe.minX - ctx.screen.minX), y: node.frame.minY + (safe.minY - ctx.screen.minY),
                       width: safe.width, height: safe.height)
    let proposal = ProposedViewSize(local.size)
    let s = child.sizeThatFits(proposal)
    child.place(at: CGPoint(x: local.minX + (local.width - s.width) / 2, y: local.minY + (local.height - s.height) / 2),
                proposal: proposal, ctx)
  }
}

extension HostedContentLayout: PaintsChildrenInOrder {}

extension PlatformViewLayout {
  /// UIKit hit-tests any visible view (colour does not matter); hosted SwiftUI content and
  /// representables with no subviews take only what their content takes.
  var isTouchable: Bool {
    let m = view.platformModel
    return !m.isHidden && m.alpha > 0.01 && !hasHostedContent && role != .representable
  }
}

extension ViewGraph {
  /// The window's children: the SwiftUI content, then the platform window's layers (if any).
  func platformWindowChildren(_ content: Node, _ ctx: ResolveContext) -> [Node] {
    guard let window = platformWindow else { return [content] }
    let layers = PlatformViewNodes.layers(window, ctx.child("Window"))
    guard window.platformCoversContent else { return [content] + layers }
    return [ctx.child("Window").child("covered").node("covered", EffectLayout(effect: .hidden), children: [content])] + layers
  }
}
