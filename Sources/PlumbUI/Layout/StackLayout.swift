import Foundation

/// HStack and VStack (and the lazy stacks) share this engine, with the axes swapped
/// (docs/layout-rules.md §2.1).
///
/// Child: offered, one at a time in order of priority then flexibility, an equal share of what is
/// left along the major axis and the stack's own proposal along the minor axis.
/// Self: the sum of the children plus spacing along the major axis; the union of the aligned
/// children along the minor axis (lazy stacks take the whole minor proposal).
struct StackLayout: NodeLayout {
  let axis: Axis
  /// The minor-axis guide children are aligned by.
  let alignment: AlignmentKey
  let spacing: CGFloat?
  var isLazy = false

  /// One distribution: each child's proposal and size, its major offset and minor offset.
  struct Distribution {
    var proposals: [ProposedViewSize] = []
    var sizes: [CGSize] = []
    var majorOffsets: [CGFloat] = []
    var minorOffsets: [CGFloat] = []
    var size: CGSize = .zero
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    distribute(p, node.children).size
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    // Placement re-runs the distribution with the minor proposal replaced by the stack's final
    // minor size when it was unspecified (the "equal width buttons" rule).
    var placing = p
    if placing[axis.other] == nil { placing[axis.other] = node.frame.size[axis.other] }
    let d = distribute(placing, node.children, finalMinor: node.frame.size[axis.other])
    for (i, child) in node.children.enumerated() {
      var o = node.frame.origin
      o[axis] += d.majorOffsets[i]
      o[axis.other] += d.minorOffsets[i]
      child.place(at: o, proposal: d.proposals[i], ctx)
    }
  }

  func distribute(_ p: ProposedViewSize, _ children: [Node], finalMinor: CGFloat? = nil) -> Distribution {
    var d = Distribution()
    let n = children.count
    guard n > 0 else { return d }
    let minor = p[axis.other]
    var gaps = [CGFloat](repeating: 0, count: n)
    for i in 1..<n { gaps[i] = spacing ?? defaultSpacing(children[i - 1], children[i]) }
    let internalSpacing = gaps.reduce(0, +)
    d.proposals = [ProposedViewSize](repeating: .unspecified, count: n)
    d.sizes = [CGSize](repeating: .zero, count: n)

    if let major = p[axis] {
      // Flexibility of each child along the major axis, with the minor proposal fixed.
      var mins = [CGFloat](repeating: 0, count: n)
      var maxs = [CGFloat](repeating: 0, count: n)
      for (i, c) in children.enumerated() {
        mins[i] = c.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
        maxs[i] = c.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
      }
      let order = children.indices.sorted { a, b in
        let pa = children[a].layoutPriority, pb = children[b].layoutPriority
        if pa != pb { return pa > pb }
        let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
        if fa.isInfinite && fb.isInfinite && mins[a] != mins[b] { return mins[a] > mins[b] }
        if fa != fb { return fa < fb }
        return a < b
      }
      let top = children[order[0]].layoutPriority
      var available = major - internalSpacing
      for i in 0..<n where children[i].layoutPriority < top { available -= mins[i] }
      var g = 0
      while g < n {
        let priority = children[order[g]].layoutPriority
        var end = g
        while end < n && children[order[end]].layoutPriority == priority { end += 1 }
        if g > 0 { for k in g..<end { available += mins[order[k]] } }
        var remaining = end - g
        for k in g..<end {
          let i = order[k]
          let share = max(available / CGFloat(remaining), 0)
          let prop = ProposedViewSize(major: share, minor: minor, axis: axis)
          let s = children[i].sizeThatFits(prop)
          d.proposals[i] = prop
          d.sizes[i] = s
          // An infinite offer (the ∞ probe) stays infinite rather than becoming ∞ − ∞ = NaN.
          if available.isFinite { available -= s[axis] }
          remaining -= 1
        }
        g = end
      }
    } else {
      for (i, c) in children.enumerated() {
        let prop = ProposedViewSize(major: nil, minor: minor, axis: axis)
        d.proposals[i] = prop
        d.sizes[i] = c.sizeThatFits(prop)
      }
    }

    // Major axis: running sum; minor axis: align guides, then normalise by the union.
    var position: CGFloat = 0
    d.majorOffsets = [CGFloat](repeating: 0, count: n)
    var guides = [CGFloat](repeating: 0, count: n)
    var lo = CGFloat.infinity, hi = -CGFloat.infinity
    for i in 0..<n {
      position += gaps[i]
      d.majorOffsets[i] = position
      position += d.sizes[i][axis]
      guides[i] = children[i].guide(alignment, size: d.sizes[i])
      lo = min(lo, -guides[i])
      hi = max(hi, -guides[i] + d.sizes[i][axis.other])
    }
    var minorSize = hi - lo
    if isLazy, let m = minor, m.isFinite { minorSize = m }
    if let f = finalMinor { minorSize = f }
    // Align inside the stack's own minor extent when it differs from the union (lazy stacks
    // are wider than their rows; placement may see children narrower than at sizing).
    let stackGuide = alignment.defaultValue(ViewDimensions(size: CGSize(major: 0, minor: minorSize, axis: axis)))
    let unionGuide = alignment.defaultValue(ViewDimensions(size: CGSize(major: 0, minor: hi - lo, axis: axis)))
    let shift = minorSize == hi - lo ? 0 : stackGuide - unionGuide
    d.minorOffsets = guides.map { -$0 - lo + shift }
    d.size = CGSize(major: position, minor: minorSize, axis: axis)
    return d
  }

  /// Default spacing between neighbours (§2.3): 0 next to a Spacer, else the platform's 8 pt.
  private func defaultSpacing(_ a: Node, _ b: Node) -> CGFloat {
    (a.spacing == .spacer || b.spacing == .spacer) ? 0 : 8
  }
}

extension StackLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] {
    ["spacing": spacing.map(InspectedValue.number) ?? "default", "alignment": InspectedValue.key(alignment)]
  }
}
