import Foundation

/// A navigation container: children are [content, bar] (docs/layout-rules.md §7 chrome).
///
/// Child: the content is offered the container's size minus the bar and centred below the bar;
/// its safe area starts at the bar's bottom. The bar is offered the full width × bar height.
/// Self: the proposal (nil → the content's size plus the bar).
struct NavigationLayout: NodeLayout {
  let barHeight: CGFloat
  /// The `containerRelativeFrame` container of the content: the area below the bar.
  var container: ContainerBox? = nil
  /// iOS 26's search field floating 28 pt inside the screen's sides and bottom (a third child,
  /// docs/design-generations.md, "Search fields").
  var hasBottomSearch = false
  static let bottomSearchInset: CGFloat = 28

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    if let container {
      container.size = CGSize(width: p.width ?? container.size.width, height: p.height.map { max(0, $0 - barHeight) } ?? container.size.height)
    }
    if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
    let cs = node.children[0].sizeThatFits(ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - barHeight) }))
    return CGSize(width: p.width ?? cs.width, height: p.height ?? cs.height + barHeight)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let f = node.frame
    let area = CGRect(x: f.minX, y: f.minY + barHeight, width: f.width, height: max(0, f.height - barHeight))
    var inner = ctx
    let g = node.globalFrame
    inner.safeArea = CGRect(x: ctx.safeArea.minX, y: max(ctx.safeArea.minY, g.minY + barHeight), width: ctx.safeArea.width,
                            height: ctx.safeArea.maxY - max(ctx.safeArea.minY, g.minY + barHeight))
    let content = node.children[0]
    let proposal = ProposedViewSize(area.size)
    container?.size = area.size
    let cs = content.sizeThatFits(proposal)
    content.place(at: CGPoint(x: area.midX - cs.width / 2, y: area.midY - cs.height / 2), proposal: proposal, inner)
    let bar = node.children[1]
    bar.layer = .navigationBar
    bar.place(at: f.origin, proposal: ProposedViewSize(width: f.width, height: barHeight), ctx)
    // iOS 15+: the bar is transparent at the scroll edge and gets its material once content
    // scrolls under it; the material extends under the status bar.
    var scrolled = false
    content.forEach { if let s = $0.scrollState, s.offset.y > 0 { scrolled = true } }
    // A platform appearance (UIKit's `UINavigationBar.appearance()`) may fill the bar at the edge too.
    var edgeFilled = false
    if var l = bar.layout as? NavigationBarLayout {
      l.scrolledUnder = scrolled
      edgeFilled = l.edgeFill != nil
      bar.layout = l
    }
    placeBottomSearch(node, ctx)
    if (scrolled || edgeFilled) && barHeight > 0 {
      let grown = SafeAreaIgnoringLayout(edges: .top).expanded(bar.globalFrame, ctx)
      bar.backgroundRect = CGRect(x: bar.frame.minX, y: bar.frame.minY - (bar.globalFrame.minY - grown.minY),
                                  width: bar.frame.width, height: grown.height)
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    painter.paint(node.children[0])
    painter.paint(node.children[1])
    if hasBottomSearch, node.children.count > 2 { painter.paint(node.children[2]) }
  }

  /// Places iOS 26's floating search field above the screen's bottom edge.
  func placeBottomSearch(_ node: Node, _ ctx: PlacementContext) {
    guard hasBottomSearch, node.children.count > 2 else { return }
    let f = node.frame, field = node.children[2]
    let screen = SafeAreaIgnoringLayout(edges: .bottom).expanded(node.globalFrame, ctx)
    let bottom = f.minY + (screen.maxY - node.globalFrame.minY)
    let width = max(0, f.width - 2 * Self.bottomSearchInset)
    let s = field.sizeThatFits(ProposedViewSize(width: width, height: nil))
    field.layer = .navigationBar
    field.place(at: CGPoint(x: f.minX + Self.bottomSearchInset, y: bottom - Self.bottomSearchInset - s.height),
                proposal: ProposedViewSize(width: width, height: s.height), ctx)
  }
}

/// The navigation bar: title and items, with margins of 16 pt (docs/layout-rules.md §7; **L** for the
/// positions inside the bar).
///
/// Child: [title, leading items, trailing items]; items centred in the top 44 pt at the margins;
/// an inline title centred in the bar, a large title (34 pt bold) at the leading margin in the
/// lower 52 pt. Self: the proposal (full width × bar height).
struct NavigationBarLayout: NodeLayout {
  let large: Bool
  let isHidden: Bool
  /// The large-title area below the item row (52 at the default text size).
  var largeTitleArea: CGFloat = 52
  var margin: CGFloat = 16
  /// How much lower than iOS 18's the large title sits (iOS 26: 8 pt, its baseline 90 pt below the
  /// safe area's top; docs/design-generations.md, "Navigation bars").
  var titleDrop: CGFloat = 0
  static let iOS26TitleDrop: CGFloat = 8
  /// Space above the item row: 16 pt in an iOS 26 sheet (measured 78 pt for a sheet at 62).
  var topInset: CGFloat = 0
  static let iOS26SheetInset: CGFloat = 16
  /// The search row under the title: iOS 18's 36-pt field 8 pt down in 52 pt (**L**); iOS 26's
  /// 44-pt field 3 pt down in 56 (the field's top 63 pt below the item row with a large title, **M**).
  static let searchArea: CGFloat = 52
  static let iOS26SearchArea: CGFloat = 56
  /// The search field's distance below the title (8 pt in iOS 18's design, 3 in iOS 26's).
  var searchTop: CGFloat = 8
  /// Fills from a platform appearance (`PlatformBarStyles`): once content scrolls under the bar,
  /// and at the scroll edge; nil keeps the system look (material when scrolled, nothing at the edge).
  var scrolledFill: PlatformBarStyles.Look? = nil
  var edgeFill: RGBAColor? = nil
  /// Set by the navigation container when it places the bar.
  var scrolledUnder = false

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    guard !isHidden else { return }
    let bar = node.frame
    let f = CGRect(x: bar.minX, y: bar.minY + topInset, width: bar.width, height: max(0, bar.height - topInset))
    let title = node.children[0], leading = node.children[1], trailing = node.children[2]
    let itemProposal = ProposedViewSize(width: nil, height: 44)
    let ls = leading.sizeThatFits(itemProposal), ts = trailing.sizeThatFits(itemProposal)
    leading.place(at: CGPoint(x: f.minX + margin, y: f.minY + (44 - ls.height) / 2), proposal: itemProposal, ctx)
    trailing.place(at: CGPoint(x: f.maxX - margin - ts.width, y: f.minY + (44 - ts.height) / 2), proposal: itemProposal, ctx)
    // The search field, under the title, at the margins (a fourth child when `searchable` asked).
    if node.children.count > 3 {
      let field = node.children[3]
      let titleBottom = f.minY + 44 + (large ? largeTitleArea : 0)
      let proposal = ProposedViewSize(width: f.width - 2 * margin, height: nil)
      let s = field.sizeThatFits(proposal)
      field.place(at: CGPoint(x: f.minX + margin, y: titleBottom + searchTop),
                  proposal: ProposedViewSize(width: f.width - 2 * margin, height: s.height), ctx)
    }
    if large {
      let area = largeTitleArea - titleDrop
      let tp = ProposedViewSize(width: f.width - 2 * margin, height: area)
      let s = title.sizeThatFits(tp)
      title.place(at: CGPoint(x: f.minX + margin, y: f.minY + 44 + titleDrop + (area - s.height) / 2), proposal: tp, ctx)
    } else {
      // The inline title is centred in the bar and may use the width the items leave.
      let room = f.width - 2 * (max(ls.width, ts.width) + margin + 8)
      let tp = ProposedViewSize(width: max(0, room), height: 44)
      let s = title.sizeThatFits(tp)
      title.place(at: CGPoint(x: f.midX - s.width / 2, y: f.minY + (44 - s.height) / 2), proposal: tp, ctx)
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    guard !isHidden else { return }
    if let r = node.backgroundRect {
      let s = painter.snap(r)
      if scrolledUnder {
        painter.append(.fill(Path(rect: s), .solid(scrolledFill?.background ?? Color.barBackground.rgba)))
        if scrolledFill?.shadow ?? true {
          painter.append(.fill(Path(rect: CGRect(x: s.minX, y: s.maxY, width: s.width, height: painter.pixel)),
                               .solid(Color.separator.rgba)))
        }
      } else if let edgeFill {
        painter.append(.fill(Path(rect: s), .solid(edgeFill)))
      }
    }
    for c in node.children { painter.paint(c) }
  }
}

/// iOS 26's bar buttons: the items of one side on one piece of glass, 44 pt tall, a circle around
/// a lone icon and a capsule padded 16 pt around wider content (docs/design-generations.md,
/// "Navigation bars"; measured on four iOS 26 references, M).
///
/// Child: the items' row, offered their natural size at 44 pt tall and centred. Self: 44 pt tall,
/// at least 44 wide, else the row plus 32.
struct GlassBarItemsLayout: NodeLayout {
  static let side: CGFloat = 44

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    let s = node.children[0].sizeThatFits(ProposedViewSize(width: nil, height: Self.side))
    return CGSize(width: s.width <= Self.side - 12 ? Self.side : s.width + 32, height: Self.side)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let f = node.frame, row = node.children[0]
    let proposal = ProposedViewSize(width: nil, height: Self.side)
    let s = row.sizeThatFits(proposal)
    row.place(at: CGPoint(x: f.midX - s.width / 2, y: f.midY - s.height / 2), proposal: proposal, ctx)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    painter.append(GlassChrome.glass(Path(capsuleIn: node.frame), label: "bar button glass"))
    painter.paintChildren(of: node)
  }
}
