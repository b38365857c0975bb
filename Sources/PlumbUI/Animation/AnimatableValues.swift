import Foundation

/// The values of one node that animate between frames (docs/layout-rules.md §8.4): its rendered frame
/// and the parameter of a render effect (opacity, scale, rotation, offset). Layout is not re-run
/// at intermediate values; these are interpolated and painted.
struct AnimatableValues: Equatable {
  var frame: CGRect
  /// opacity → [o]; scale → [sx, sy]; rotation → [radians]; offset → [dx, dy]; else empty.
  var effect: [Double]
  /// A scroll view's content offset (`withAnimation { proxy.scrollTo(…) }` scrolls smoothly).
  var scroll: CGPoint?
  /// The `animatableData` of an `Animatable` shape the node draws (ShapeAnimationData.swift).
  var shape: ShapeAnimationData?
  /// The solid colour a shape, colour or text node paints (ColorInterpolation.swift).
  var color: RGBAColor?

  @MainActor
  init(of node: Node) {
    frame = node.frame
    scroll = node.scrollState?.offset
    switch node.layout {
    case let l as EffectLayout:
      switch l.effect {
      case .opacity(let o): effect = [o]
      case .scale(let s, _): effect = [Double(s.width), Double(s.height)]
      case .rotation(let a, _): effect = [a.radians]
      default: effect = []
      }
    case let o as OffsetLayout: effect = [Double(o.offset.width), Double(o.offset.height)]
    default: effect = []
    }
    if let s = node.layout as? ShapeLayout { shape = ShapeAnimationData(s.shape); color = s.solidColor }
    if let t = node.layout as? TextNodeLayout { color = t.color.rgba }
  }

  init(frame: CGRect, effect: [Double], scroll: CGPoint? = nil) {
    self.frame = frame; self.effect = effect; self.scroll = scroll
  }

  /// Every animated number, in a fixed order (frame, effect, scroll).
  var components: [Double] {
    [frame.minX, frame.minY, frame.width, frame.height] + effect + (scroll.map { [$0.x, $0.y] } ?? [])
      + (color.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [])
  }

  /// The value a fraction `p` of the way from `from` to `to` (p may overshoot for springs).
  static func interpolate(_ from: AnimatableValues, _ to: AnimatableValues, _ p: Double) -> AnimatableValues {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
    let a = from.frame, b = to.frame
    var frame = b
    if [a.minX, a.minY, a.width, a.height, b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite) {
      frame = CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: max(0, mix(a.width, b.width)),
                     height: max(0, mix(a.height, b.height)))
    }
    let effect = from.effect.count == to.effect.count ? zip(from.effect, to.effect).map { mix($0, $1) } : to.effect
    var scroll = to.scroll
    if let a = from.scroll, let b = to.scroll { scroll = CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    var values = AnimatableValues(frame: frame, effect: effect, scroll: scroll)
    if let a = from.shape, let b = to.shape { values.shape = a.interpolated(to: b, p) } else { values.shape = to.shape }
    // An unchanged colour stays exactly itself (the sRGB round trip is not bit-exact).
    if let a = from.color, let b = to.color, a != b { values.color = ColorInterpolation.mix(a, b, p) } else { values.color = to.color }
    return values
  }

  /// Shows these values on `node` (frame and effect parameter); returns how to undo it.
  @MainActor
  func apply(to node: Node) -> () -> Void {
    let savedFrame = node.frame, savedLayout = node.layout, savedScroll = node.scrollState
    node.frame = frame
    if let scroll { node.scrollState?.offset = scroll }
    if !effect.isEmpty {
      switch node.layout {
      case let l as EffectLayout:
        switch l.effect {
        case .opacity: node.layout = EffectLayout(effect: .opacity(min(max(effect[0], 0), 1)))
        case .scale(_, let anchor) where effect.count == 2:
          node.layout = EffectLayout(effect: .scale(CGSize(width: effect[0], height: effect[1]), anchor: anchor))
        case .rotation(_, let anchor): node.layout = EffectLayout(effect: .rotation(Angle(radians: effect[0]), anchor: anchor))
        default: break
        }
      case is OffsetLayout where effect.count == 2:
        node.layout = OffsetLayout(offset: CGSize(width: effect[0], height: effect[1]))
      default: break
      }
    }
    if let shape, var l = node.layout as? ShapeLayout {
      l.shape = shape.resolvedShape
      node.layout = l
    }
    if let color {
      if let l = node.layout as? ShapeLayout, l.solidColor != color { node.layout = l.painted(color) }
      if let t = node.layout as? TextNodeLayout, t.color.rgba != color { node.layout = t.painted(color) }
    }
    return { node.frame = savedFrame; node.layout = savedLayout; node.scrollState = savedScroll }
  }
}

/// Paints a node through its own layout inside a group carrying a transition's look (opacity,
/// scale, offset). Swapped in by the animator for one paint only.
struct TransitionPaintLayout: NodeLayout {
  let inner: any NodeLayout
  let effect: TransitionEffect

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { inner.sizeThatFits(p, node) }
  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) { inner.placeChildren(node, p, ctx) }
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    inner.explicitGuide(key, node, size: size)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let inner = self.inner
    let items = painter.collecting { inner.paint(node, &$0) }
    guard !items.isEmpty, effect.opacity > 0 else { return }
    painter.append(.group(DisplayGroup(items: items, opacity: min(effect.opacity, 1),
                                       transform: effect.transform(for: node.frame))))
  }
}
