import Foundation

/// `ScrollView` (docs/layout-rules.md §1.2, §6).
///
/// Child: the content, offered nil along the scroll axes and the scroll view's size across them;
/// placed at the scroll view's top-leading (a two-axis scroll view centres content smaller than
/// its viewport), inset by the part of the scroll view lying in the unsafe area, and shifted by
/// the scroll offset (clamped to [0, content − viewport]).
/// Self: the proposal along the scroll axes (nil → the content's size), the content's size
/// across them.
struct ScrollViewLayout: NodeLayout {
  let axes: Axis.Set
  /// The `containerRelativeFrame` container of the content: the proposed size (when placing,
  /// minus the unsafe-area insets on the scroll axes).
  var container: ContainerBox? = nil
  /// `defaultScrollAnchor`: where the content starts scrolled to, and how content smaller than
  /// the viewport is aligned along the scroll axes (nil: top leading).
  var anchors = ScrollAnchors()
  /// `scrollPosition`: a position it scrolls to once per new value (Modifiers/ScrollPosition.swift).
  var position: ScrollPositionSource? = nil

  func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    guard let content = node.children.first else { return p.replacingUnspecifiedDimensions(by: .zero) }
    if let container { container.size = CGSize(width: p.width ?? container.size.width, height: p.height ?? container.size.height) }
    let cs = content.sizeThatFits(contentProposal(p))
    return CGSize(width: axes.contains(.horizontal) ? (p.width ?? cs.width) : cs.width,
                  height: axes.contains(.vertical) ? (p.height ?? cs.height) : cs.height)
  }

  /// The part of the scroll view's frame in the unsafe area: content is inset by it (§6), except
  /// on edges an enclosing `.ignoresSafeArea` extended it over, where content starts at the edge.
  func contentInsets(_ node: Node, _ safe: CGRect, ignoring ignored: Edge.Set = []) -> EdgeInsets {
    let g = node.globalFrame
    func inset(_ edge: Edge.Set, _ axis: Axis.Set, _ v: CGFloat) -> CGFloat {
      axes.contains(axis) && !ignored.contains(edge) ? max(0, v) : 0
    }
    return EdgeInsets(top: inset(.top, .vertical, min(safe.minY, g.maxY) - g.minY),
                      leading: inset(.leading, .horizontal, min(safe.minX, g.maxX) - g.minX),
                      bottom: inset(.bottom, .vertical, g.maxY - max(safe.maxY, g.minY)),
                      trailing: inset(.trailing, .horizontal, g.maxX - max(safe.maxX, g.minX)))
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    guard let content = node.children.first else { return }
    var insets = contentInsets(node, ctx.safeArea, ignoring: ctx.safeAreaIgnoredEdges)
    // Right to left, the content is laid out from the right: its leading inset is the right one.
    if node.isRightToLeft { swap(&insets.leading, &insets.trailing) }
    let cp = contentProposal(ProposedViewSize(node.frame.size))
    // The container is the space the scroll view was offered (its frame may hug the content
    // across its axes), minus the unsafe-area insets on its scroll axes.
    container?.size = CGSize(width: max(0, (p.width ?? node.frame.width) - insets.horizontal),
                             height: max(0, (p.height ?? node.frame.height) - insets.vertical))
    var state = ScrollState(node: node, insets: insets, contentSize: content.sizeThatFits(cp), axes: axes,
                            alignment: anchors.alignment)
    state.offset = clamp(ctx.graph.scrollPositions[node.identity] ?? initialOffset(state), state)
    // A position set through `scrollPosition` that this scroll view has not applied yet.
    var pendingID: (id: AnyHashable, anchor: UnitPoint?, key: AnyHashable)?
    if let request = position?.request(), ctx.graph.appliedScrollRequests[node.identity] != request.key {
      switch request.kind {
      case .edge(let edge):
        state.offset = clamp(offset(to: edge, state), state)
        ctx.graph.appliedScrollRequests[node.identity] = request.key
      case .offset(let x, let y):
        state.offset = clamp(CGPoint(x: x ?? state.offset.x, y: y ?? state.offset.y), state)
        ctx.graph.appliedScrollRequests[node.identity] = request.key
      case .id(let id, let anchor):
        pendingID = (id, anchor, request.key)
      }
    }
    // Content draws under the bars: the visible area grows into the unsafe area where it touches.
    let grown = SafeAreaIgnoringLayout(edges: .all).expanded(node.globalFrame, ctx)
    let g = node.globalFrame
    state.visibleGlobal = grown
    state.visibleLayout = CGRect(x: node.frame.minX - (g.minX - grown.minX), y: node.frame.minY - (g.minY - grown.minY),
                                 width: grown.width, height: grown.height)
    func placeContent() {
      node.scrollState = state
      ctx.graph.scrollPositions[node.identity] = state.offset
      var scrolled = ctx.applying(.translation(x: node.isRightToLeft ? state.offset.x : -state.offset.x, y: -state.offset.y))
      // Scroll content sees no safe area: the scroll view turned it into content insets.
      scrolled.safeArea = ScrollViewLayout.unbounded
      scrolled.screen = ScrollViewLayout.unbounded
      scrolled.scrollView = node
      content.place(at: state.contentOrigin, proposal: cp, scrolled)
    }
    placeContent()
    // Scrolling to a view needs its frame: place once, find it, and place again scrolled to it
    // (frames are in layout space, so only the scroll transform changes).
    if let pending = pendingID {
      var target: Node?
      node.forEach { n in if target == nil, n !== node, n.explicitID == pending.id { target = n } }
      if let target {
        ctx.graph.appliedScrollRequests[node.identity] = pending.key
        let s = clamp(ScrollViewLayout.offset(revealing: target, in: node, state, anchor: pending.anchor), state)
        if s != state.offset {
          state.offset = s
          placeContent()
        }
      }
    }
  }

  /// The offset of a scroll view scrolled to `edge` of its content: the other axis stays.
  func offset(to edge: Edge, _ state: ScrollState) -> CGPoint {
    var s = state.offset
    switch edge {
    case .top: s.y = 0
    case .bottom: s.y = state.contentSize.height - state.viewport.height
    case .leading: s.x = 0
    case .trailing: s.x = state.contentSize.width - state.viewport.width
    }
    return s
  }

  /// The offset (before clamping) that shows `target`, a view in the content of scroll view
  /// `node`: at `anchor` of the viewport, or moved the least when `anchor` is nil
  /// (ScrollViewProxy.scrollTo, scrollPosition).
  static func offset(revealing target: Node, in node: Node, _ state: ScrollState, anchor: UnitPoint?) -> CGPoint {
    let r = target.frame.offsetBy(dx: -state.contentOrigin.x, dy: -state.contentOrigin.y)
    var s = state.offset
    if state.axes.contains(.vertical) { s.y = ScrollViewProxy.offset(r.minY, r.height, state.viewport.height, s.y, anchor?.y) }
    if state.axes.contains(.horizontal) {
      // Right to left, offsets and anchors count from the leading (right) edge: the target's
      // distance is from the content's right edge to its own (docs/right-to-left.md).
      let leading = node.isRightToLeft ? (node.children.first.map { $0.frame.maxX - target.frame.maxX } ?? r.minX) : r.minX
      s.x = ScrollViewProxy.offset(leading, r.width, state.viewport.width, s.x, anchor?.x)
    }
    return s
  }

  static let unbounded = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

  /// The offset before any scrolling: the initial-offset anchor's point of the scrollable range
  /// (`.bottom` starts at the end, as a chat does), else zero.
  func initialOffset(_ state: ScrollState) -> CGPoint {
    guard let a = anchors.initialOffset else { return .zero }
    return CGPoint(x: a.x * max(0, state.contentSize.width - state.viewport.width),
                   y: a.y * max(0, state.contentSize.height - state.viewport.height))
  }

  /// Clamps an offset to [0, content + insets − frame] on each scroll axis (§6).
  func clamp(_ s: CGPoint, _ state: ScrollState) -> CGPoint {
    let maxX = max(0, state.contentSize.width - state.viewport.width)
    let maxY = max(0, state.contentSize.height - state.viewport.height)
    return CGPoint(x: axes.contains(.horizontal) ? min(max(s.x, 0), maxX) : 0,
                   y: axes.contains(.vertical) ? min(max(s.y, 0), maxY) : 0)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    guard let state = node.scrollState, Painter.isFinite(state.visibleLayout),
          state.offset.x.isFinite, state.offset.y.isFinite else { return }
    let items = painter.collecting { $0.paintChildren(of: node) }
    guard !items.isEmpty else { return }
    // Scroll by whole pixels so that content keeps its snapped edges.
    let s = CGPoint(x: painter.snapValue(state.offset.x), y: painter.snapValue(state.offset.y))
    let inner = DisplayItem.group(DisplayGroup(items: items, transform: .translation(x: node.isRightToLeft ? s.x : -s.x, y: -s.y)))
    painter.append(.group(DisplayGroup(items: [inner], clip: Path(rect: painter.snap(state.visibleLayout)),
                                       label: "ScrollView")))
  }
}

/// What a scroll view knew at its last placement: for scrollTo and drags.
struct ScrollState {
  /// The scroll view's frame (layout space).
  let frame: CGRect
  /// Where the content's top-leading sits at offset 0 (layout space).
  let contentOrigin: CGPoint
  let insets: EdgeInsets
  let contentSize: CGSize
  let axes: Axis.Set
  var offset: CGPoint = .zero
  var visibleGlobal: CGRect = .zero
  var visibleLayout: CGRect = .zero

  @MainActor
  init(node: Node, insets: EdgeInsets, contentSize: CGSize, axes: Axis.Set, alignment: UnitPoint? = nil) {
    frame = node.frame
    self.insets = insets
    self.contentSize = contentSize
    self.axes = axes
    // Content smaller than the viewport: a two-axis scroll view centres it on both axes; a
    // one-axis one pins it to the top (leading) along its scroll axis and centres it across
    // (docs/compatibility/layout.md, "ScrollView alignment of small content").
    let viewport = CGSize(width: node.frame.width - insets.horizontal, height: node.frame.height - insets.vertical)
    let both = axes.contains(.horizontal) && axes.contains(.vertical)
    // An alignment anchor (`defaultScrollAnchor`) places small content at its point instead.
    let free = CGSize(width: max(0, viewport.width - contentSize.width), height: max(0, viewport.height - contentSize.height))
    let dx = axes.contains(.horizontal) && alignment != nil ? free.width * alignment!.x
      : both || !axes.contains(.horizontal) ? free.width / 2 : 0
    let dy = axes.contains(.vertical) && alignment != nil ? free.height * alignment!.y
      : both || !axes.contains(.vertical) ? free.height / 2 : 0
    contentOrigin = CGPoint(x: node.frame.minX + insets.leading + dx, y: node.frame.minY + insets.top + dy)
  }

  /// The viewport size along each axis, excluding the unsafe-area insets.
  var viewport: CGSize { CGSize(width: frame.width - insets.horizontal, height: frame.height - insets.vertical) }
}
