import Foundation

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (docs/layout-rules.md §3, "Flexible-frame sizing rules").
///
/// Child: offered the proposal clamped to [min, max] (nil → ideal), re-offered the frame's size
/// when placed. Self: per dimension, the proposal clamped when both bounds are set, the ideal
/// when the proposal is nil, else the child's size bounded by whichever limits are set.
struct FlexFrameLayout: NodeLayout {
  struct Limits {
    var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

    /// `min' = max(min, 0)`, `ideal' = max(min' ?? 0, ideal)`, `max' = max(ideal' ?? 0, max)`.
    init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
      let mn = min.map { Swift.max($0, 0) }
      let id = ideal.map { Swift.max(mn ?? 0, $0) }
      let mx = max.map { Swift.max(id ?? 0, $0) }
      self.min = mn; self.ideal = id; self.max = mx
    }

    func clamp(_ v: CGFloat) -> CGFloat {
      var r = v
      if let max { r = Swift.min(r, max) }
      if let min { r = Swift.max(r, min) }
      return r
    }

    /// What the child is offered in this dimension.
    func childProposal(_ p: CGFloat?) -> CGFloat? { (p ?? ideal).map(clamp) }

    /// The frame's size in this dimension, given the child's (lazily measured) size.
    func size(_ p: CGFloat?, child: () -> CGFloat) -> CGFloat {
      if let p, min != nil, max != nil { return clamp(p) }
      if p == nil, let ideal { return ideal }
      let cp = childProposal(p)
      let s = child()
      switch (min, max) {
      case (let mn?, let mx?): return Swift.max(mn, Swift.min(s, mx))
      case (let mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, s), mn)
      case (nil, let mx?): return Swift.min(Swift.max(cp ?? -.infinity, s), mx)
      case (nil, nil): return s
      }
    }
  }

  let width: Limits
  let height: Limits
  let alignment: Alignment

  func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width.childProposal(p.width), height: height.childProposal(p.height))
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    let child = node.children[0]
    var measured: CGSize?
    func cs() -> CGSize {
      if let m = measured { return m }
      let m = child.sizeThatFits(childProposal(p))
      measured = m
      return m
    }
    return CGSize(width: width.size(p.width) { cs().width }, height: height.size(p.height) { cs().height })
  }

  /// The frame's size, except that a dimension with no ideal, a nil proposal and a size strictly
  /// inside (min, max) is re-proposed nil.
  func placementProposal(_ p: ProposedViewSize, size: CGSize) -> ProposedViewSize {
    func dim(_ l: Limits, _ pv: CGFloat?, _ s: CGFloat) -> CGFloat? {
      if l.ideal == nil, pv == nil, s > (l.min ?? -.infinity), s < (l.max ?? .infinity) { return nil }
      return s
    }
    return ProposedViewSize(width: dim(width, p.width, size.width), height: dim(height, p.height, size.height))
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let child = node.children[0]
    let cp = placementProposal(p, size: node.frame.size)
    let cs = child.sizeThatFits(cp)
    let o = alignedOffset(child, childSize: cs, in: node.frame.size, alignment)
    child.place(at: CGPoint(x: node.frame.minX + o.x, y: node.frame.minY + o.y), proposal: cp, ctx)
  }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    forwardedGuide(key, node, size: size, childProposal: ProposedViewSize(size), alignment)
  }
}

struct FlexFrameModifier: ViewModifier, WrappingModifier {
  let layout: FlexFrameLayout
  var name: String { "frame" }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout { layout }
}

extension View {
  /// A flexible frame: bounds and ideal sizes per dimension; the content is aligned inside it.
  public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                    alignment: Alignment = .center) -> some View {
    func ok(_ v: CGFloat?) -> CGFloat? {
      guard let v, !v.isNaN, v >= 0 else { return nil }
      return v
    }
    return modifier(FlexFrameModifier(layout: FlexFrameLayout(
      width: .init(min: ok(minWidth), ideal: ok(idealWidth), max: ok(maxWidth)),
      height: .init(min: ok(minHeight), ideal: ok(idealHeight), max: ok(maxHeight)), alignment: alignment)))
  }
}

extension FlexFrameLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] {
    var p = ["alignment": InspectedValue.alignment(alignment)]
    for (axis, limits) in [("Width", width), ("Height", height)] {
      if let v = limits.min { p["min\(axis)"] = InspectedValue.number(v) }
      if let v = limits.ideal { p["ideal\(axis)"] = InspectedValue.number(v) }
      if let v = limits.max { p["max\(axis)"] = InspectedValue.number(v) }
    }
    return p
  }
}
