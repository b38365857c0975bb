import Foundation

/// `LazyVGrid` / `LazyHGrid`: cells in columns (rows), filled in reading order.
///
/// Child: offered the width of its column (height of its row) and nil along the grid's axis;
/// aligned in its cell. Self: the whole proposal across the axis (nil → the tracks' sum), the sum
/// of the lines plus spacing along it. Track sizes: fixed tracks first, then the rest shared by
/// flexible tracks (clamped to their bounds); an adaptive track becomes as many tracks of at
/// least its minimum as fit (**M**: the documented behaviour; exact rounding unverified).
struct LazyGridLayout: NodeLayout {
  /// The scrolling axis: vertical for LazyVGrid (tracks are columns).
  let axis: Axis
  let items: [GridItem]
  let spacing: CGFloat?
  let alignment: Alignment

  func tracks(_ available: CGFloat?) -> [(size: CGFloat, item: GridItem)] {
    var expanded: [GridItem] = []
    let fixed = items.reduce(CGFloat(0)) { acc, i in
      if case .fixed(let v) = i.size { return acc + v }
      return acc
    }
    for item in items {
      if case .adaptive(let minimum, _) = item.size, let available {
        let room = max(0, available - fixed)
        let gap = item.spacing ?? 8
        let count = max(1, Int(((room + gap) / (minimum + gap)).rounded(.down)))
        expanded += Array(repeating: item, count: count)
      } else {
        expanded.append(item)
      }
    }
    let gaps = expanded.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacing ?? 8) }
    var remaining = (available ?? 0) - gaps
    var flexibleLeft = 0
    for item in expanded {
      if case .fixed(let v) = item.size { remaining -= v } else { flexibleLeft += 1 }
    }
    return expanded.map { item -> (CGFloat, GridItem) in
      switch item.size {
      case .fixed(let v): return (v, item)
      case .flexible(let lo, let hi), .adaptive(let lo, let hi):
        let share = available == nil ? lo : max(0, remaining / CGFloat(max(flexibleLeft, 1)))
        let s = min(max(share, lo), hi)
        remaining -= s
        flexibleLeft -= 1
        return (s, item)
      }
    }
  }

  struct Arrangement {
    var tracks: [(size: CGFloat, item: GridItem)]
    var lineSizes: [CGFloat]
    var size: CGSize
  }

  func arrange(_ p: ProposedViewSize, _ node: Node) -> Arrangement {
    let across = p[axis.other]
    let t = tracks(across)
    guard !t.isEmpty else { return Arrangement(tracks: [], lineSizes: [], size: .zero) }
    var lines: [CGFloat] = []
    for (i, child) in node.children.enumerated() {
      let col = i % t.count
      let s = child.sizeThatFits(ProposedViewSize(major: nil, minor: t[col].size, axis: axis))
      if col == 0 { lines.append(0) }
      lines[lines.count - 1] = max(lines[lines.count - 1], s[axis])
    }
    let lineGap = spacing ?? 8
    let along = lines.reduce(0, +) + lineGap * CGFloat(max(0, lines.count - 1))
    let gaps = t.dropLast().reduce(CGFloat(0)) { $0 + ($1.item.spacing ?? 8) }
    let acrossSize = across ?? (t.reduce(0) { $0 + $1.size } + gaps)
    return Arrangement(tracks: t, lineSizes: lines, size: CGSize(major: along, minor: acrossSize, axis: axis))
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { arrange(p, node).size }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let a = arrange(ProposedViewSize(node.frame.size), node)
    guard !a.tracks.isEmpty else { return }
    let gaps = a.tracks.dropLast().reduce(CGFloat(0)) { $0 + ($1.item.spacing ?? 8) }
    let used = a.tracks.reduce(0) { $0 + $1.size } + gaps
    // The tracks are aligned inside the grid's width by the grid's alignment.
    let acrossExtent = node.frame.size[axis.other]
    let unit = axis == .vertical ? (alignment.unitPoint?.x ?? 0.5) : (alignment.unitPoint?.y ?? 0.5)
    var trackStarts: [CGFloat] = []
    var pos = (acrossExtent - used) * unit
    for t in a.tracks {
      trackStarts.append(pos)
      pos += t.size + (t.item.spacing ?? 8)
    }
    var lineStart: CGFloat = 0
    for (i, child) in node.children.enumerated() {
      let col = i % a.tracks.count, line = i / a.tracks.count
      if col == 0 && line > 0 { lineStart += a.lineSizes[line - 1] + (spacing ?? 8) }
      let proposal = ProposedViewSize(major: nil, minor: a.tracks[col].size, axis: axis)
      let s = child.sizeThatFits(proposal)
      let cell = CGSize(major: a.lineSizes[line], minor: a.tracks[col].size, axis: axis)
      let o = alignedOffset(child, childSize: s, in: cell, a.tracks[col].item.alignment ?? .center)
      var origin = node.frame.origin
      origin[axis] += lineStart
      origin[axis.other] += trackStarts[col]
      child.place(at: CGPoint(x: origin.x + o.x, y: origin.y + o.y), proposal: proposal, ctx)
    }
  }
}

/// One track of a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  /// How wide a track is, as `GridItem.Size`.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size; self.spacing = spacing; self.alignment = alignment
  }
}

/// A vertically growing grid, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("LazyVGrid")
    var inner = c
    inner.environment.stackAxis = nil
    var kids: [Node] = []
    resolveView(content, inner, into: &kids)
    out.append(c.node("LazyVGrid", LazyGridLayout(axis: .vertical, items: columns, spacing: spacing,
                                              alignment: Alignment(horizontal: alignment, vertical: .center)), children: kids))
  }
}

/// A horizontally growing grid, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("LazyHGrid")
    var inner = c
    inner.environment.stackAxis = nil
    var kids: [Node] = []
    resolveView(content, inner, into: &kids)
    out.append(c.node("LazyHGrid", LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing,
                                              alignment: Alignment(horizontal: .center, vertical: alignment)), children: kids))
  }
}
