import Foundation

/// Builds a list's nodes (rows, separators, section cards, headers) out of the ordinary layouts,
/// so a list lays out exactly like the stacks, paddings and frames it is made of.
@MainActor
final class ListContext {
  let style: ListStyleKind
  /// Card inset from the screen edges (grouped), or row inset (plain).
  let margin: CGFloat
  let pixel: CGFloat
  /// Content inset inside a row: 16, and 20 in iOS 26's cards from 414 pt wide.
  let rowInset: CGFloat
  /// At least a one-line body row at the list's Dynamic Type size (44 at `.large` on iOS 18, 52
  /// on iOS 26).
  let minRowHeight: CGFloat
  /// The inset-grouped numbers of the design generation drawn.
  let metrics: ListMetrics

  init(style: ListStyleKind, screenWidth: CGFloat, pixel: CGFloat, dynamicTypeSize: DynamicTypeSize = .large,
       generation: DesignGeneration = .standard) {
    self.style = style
    metrics = style == .insetGrouped ? .of(generation) : .iOS18
    minRowHeight = DynamicTypeChrome.listRowMinHeight(dynamicTypeSize, overBodyLeading: metrics.rowHeightOverBodyLeading)
    margin = screenWidth >= 414 ? 20 : 16
    rowInset = style == .insetGrouped && generation == .iOS26 && screenWidth >= 414 ? 20 : 16
    self.pixel = pixel
  }

  func resolveSection<H: View, C: View, F: View>(header: H, content: C, footer: F, _ ctx: ResolveContext,
                                                 into out: inout [Node]) {
    var styled = ctx
    styled.environment.listContext = nil
    styled.environment.font = .footnote
    styled.environment.foregroundColor = .secondary
    var h: [Node] = [], f: [Node] = [], rows: [Node] = []
    var headerCtx = styled.child("header")
    if style == .insetGrouped {
      headerCtx.environment.font = metrics.headerFont
      // iOS 18's grouped lists show headers in capitals (SwiftUI's default textCase there); iOS 26's do not.
      if metrics.headerUppercase, headerCtx.environment.textCase == nil { headerCtx.environment.textCase = .uppercase }
    }
    resolveView(header, headerCtx, into: &h)
    resolveView(footer, styled.child("footer"), into: &f)
    var rowCtx = ctx.child("content")
    rowCtx.environment.listContext = nil
    rowCtx.environment.isListRow = true
    resolveView(content, rowCtx, into: &rows)
    out.append(sectionNode(header: h.isEmpty ? nil : h, rows: rows, footer: f.isEmpty ? nil : f, ctx))
  }

  /// Empty space of `height` above a grouped section or its header.
  func gap(_ name: String, _ height: CGFloat, _ ctx: ResolveContext) -> Node {
    ctx.node(name, FrameLayout(width: nil, height: height, alignment: .center),
             children: [ctx.child("s").node("Spacer", SpacerLayout(axis: nil, minLength: 0))])
  }

  /// Header, card of rows, footer: a VStack(alignment: .leading, spacing: 0).
  func sectionNode(header: [Node]?, rows: [Node], footer: [Node]?, _ ctx: ResolveContext) -> Node {
    var parts: [Node] = []
    let grouped = style == .insetGrouped
    if let header {
      let text = stack(header, .vertical, ctx.child("hs"))
      // A grouped header's space above is its own node, which the list can change for its first
      // section (ListTopGapLayout).
      if grouped { parts.append(gap("ListHeaderGap", metrics.headerInsets.top, ctx.child("hgap"))) }
      let insets = grouped ? EdgeInsets(top: 0, leading: margin + rowInset,
                                        bottom: metrics.headerInsets.bottom, trailing: margin + rowInset)
                           : EdgeInsets(top: 6, leading: margin, bottom: 6, trailing: margin)
      var n = wrap(text, PaddingLayout(insets: insets), ctx.child("hp"))
      n = fill(n, ctx.child("hf"))
      if !grouped { n = background(n, .plainListHeaderBackground, ctx.child("hb")) }
      parts.append(n)
    } else if grouped {
      parts.append(gap("ListSectionGap", 35, ctx.child("gap")))
    }
    var cardRows: [Node] = []
    let traits = rows.map(ListRowTraits.of)
    let sectionHidden = ctx.environment.hiddenListSectionSeparators
    for (i, row) in rows.enumerated() {
      let rc = ctx.child("row\(i)")
      let own = traits[i]
      let sideInset = grouped ? rowInset : margin
      let insets = own?.insets ?? EdgeInsets(top: 0, leading: sideInset, bottom: 0, trailing: sideInset)
      let padded = wrap(row, PaddingLayout(insets: insets), rc.child("p"))
      var framed = rc.child("f").node("ListRow", FlexFrameLayout(
        width: .init(min: nil, ideal: nil, max: .infinity), height: .init(min: minRowHeight, ideal: nil, max: nil),
        alignment: .leading), children: [padded])
      framed.explicitID = row.explicitID
      if let background = own?.background {
        framed = rc.child("bg").node("listRowBackground", OverlayLayout(alignment: .center, isBackground: true),
                                     children: [framed, background])
        framed.explicitID = row.explicitID
      }
      // The line under this row: hidden by its own `.bottom`, the next row's `.top`, or (after a
      // plain list's last row) the section's `.bottom`; tinted the same way.
      let isLast = i == rows.count - 1
      let next = isLast ? nil : traits[i + 1]
      let hidden = (own?.hiddenSeparators.contains(.bottom) ?? false) || (next?.hiddenSeparators.contains(.top) ?? false)
        || (isLast && sectionHidden.contains(.bottom))
      if !(grouped && isLast) && !hidden {
        let tint = own?.separatorTint[.bottom] ?? next?.separatorTint[.top]
          ?? (isLast ? ctx.environment.listSectionSeparatorTint : nil)
        let line = rc.child("sep").node("Separator", SeparatorLayout(
          leadingInset: sideInset, trailingInset: metrics.separatorStopsAtContentInset ? rowInset : 0,
          thickness: metrics.separatorThickness ?? pixel, color: tint ?? metrics.separatorColor, row: row))
        framed = rc.child("o").node("overlay", OverlayLayout(alignment: .bottom, isBackground: false), children: [framed, line])
        framed.explicitID = row.explicitID
      }
      cardRows.append(framed)
    }
    var card = stack(cardRows, .vertical, ctx.child("card"))
    if grouped {
      card = ctx.child("cardbg").node("background", OverlayLayout(alignment: .center, isBackground: true), children: [
        card, ctx.child("cardbg").child("bg").node("RoundedRectangle", ShapeLayout(
          shape: metrics.cardCorner, paint: .fill(Color.secondarySystemGroupedBackground), sizing: .proposal)),
      ])
      card = ctx.child("cardclip").node("clipShape", EffectLayout(effect: .clip(metrics.cardCorner)),
                                        children: [card])
      card = wrap(card, PaddingLayout(insets: EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)), ctx.child("cardpad"))
    }
    parts.append(card)
    if let footer {
      let text = stack(footer, .vertical, ctx.child("fs"))
      let n = wrap(text, PaddingLayout(insets: EdgeInsets(top: 7, leading: margin + (grouped ? rowInset : 0), bottom: 0,
                                                          trailing: margin)), ctx.child("fp"))
      parts.append(fill(n, ctx.child("ff")))
    }
    let section = ctx.node("ListSection", StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0),
                           children: parts)
    return section
  }

  /// The list: a vertical scroll view of sections, on the grouped background for inset lists.
  func listNode(sections: [Node], _ ctx: ResolveContext) -> Node {
    var stackLayout = StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0)
    stackLayout.isLazy = true
    let rows = ctx.child("rows").node("LazyVStack", stackLayout, children: sections)
    let scroll = ctx.child("scroll").node("ScrollView", ScrollViewLayout(axes: .vertical), children: [rows])
    let bgColor: Color = style == .insetGrouped ? .systemGroupedBackground : .systemBackground
    let bgc = ctx.child("bg")
    // The debug names stay those of the light colours the layout goldens were recorded with.
    let color = bgc.node(style == .insetGrouped ? "Color(systemGroupedBackground)" : "Color(white)", ShapeLayout(shape: Rectangle(), paint: .fill(bgColor), sizing: .proposal))
    let extended = bgc.node("ignoresSafeArea", SafeAreaIgnoringLayout(edges: .all), children: [color])
    // Greedy like a shape: the list takes the whole proposal.
    let framed = ctx.child("frame").node("frame", FlexFrameLayout(
      width: .init(min: 0, ideal: nil, max: .infinity), height: .init(min: 0, ideal: nil, max: .infinity), alignment: .top),
      children: [scroll])
    return ctx.node("List", OverlayLayout(alignment: .center, isBackground: true), children: [framed, extended])
  }

  private func wrap(_ child: Node, _ layout: any NodeLayout, _ ctx: ResolveContext) -> Node {
    ctx.node(String(describing: type(of: layout)).replacingOccurrences(of: "Layout", with: "").lowercased(), layout,
             children: [child])
  }

  private func stack(_ nodes: [Node], _ axis: Axis, _ ctx: ResolveContext) -> Node {
    if nodes.count == 1 { return nodes[0] }
    return ctx.node("VStack", StackLayout(axis: axis, alignment: HorizontalAlignment.leading.key, spacing: 0), children: nodes)
  }

  private func fill(_ child: Node, _ ctx: ResolveContext) -> Node {
    ctx.node("frame", FlexFrameLayout(width: .init(min: nil, ideal: nil, max: .infinity), height: .init(min: nil, ideal: nil, max: nil),
                                      alignment: .leading), children: [child])
  }

  private func background(_ child: Node, _ color: Color, _ ctx: ResolveContext) -> Node {
    ctx.node("background", OverlayLayout(alignment: .center, isBackground: true), children: [
      child, ctx.child("c").node("Color", ShapeLayout(shape: Rectangle(), paint: .fill(color), sizing: .proposal)),
    ])
  }
}

/// A row separator: a one-pixel line along the bottom of the row, inset on the leading side. As on
/// iOS 16 and later, the line starts under the row's first text when that text is further in than
/// the inset: under the title of a `Label` or of an icon-and-text row, not under the icon
/// (docs/design-generations.md, "Lists and forms"; measured on iOS 26 references, known on iOS 18).
///
/// Child: none. Self: the proposal's width × the line thickness.
struct SeparatorLayout: NodeLayout {
  let leadingInset: CGFloat
  /// Space left after the line's end (iOS 26's grouped rows stop 16 pt before the card's edge).
  var trailingInset: CGFloat = 0
  let thickness: CGFloat
  /// `listRowSeparatorTint`; nil is the system separator colour.
  var color: Color? = nil
  /// The row above the line, whose first text the line starts under.
  var row: Node? = nil

  /// How far in from the separator's leading edge the row's first text begins (left to right only).
  @MainActor func textOffset(_ node: Node) -> CGFloat? {
    guard let row, !node.isRightToLeft else { return nil }
    var found: Node?
    row.forEach { n in if found == nil, n.isPlaced, n.name.hasPrefix("Text("), n.frame.width > 0 { found = n } }
    return found.map { $0.frame.minX - node.frame.minX }
  }
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    CGSize(width: p.width ?? 0, height: thickness)
  }
  func paint(_ node: Node, _ painter: inout Painter) {
    // On the pixel grid, as UIKit draws hairlines: one whole pixel row, not a line straddling two
    // rows at half strength.
    let s = painter.snap(node.frame)
    let lead = max(leadingInset, painter.snapValue(textOffset(node) ?? 0))
    painter.append(.fill(Path(rect: CGRect(x: s.minX + lead, y: s.maxY - thickness,
                                           width: max(0, s.width - lead - trailingInset), height: thickness)),
                         .solid((color ?? Color.separator).rgba)))
  }
}
