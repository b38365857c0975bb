import Foundation

/// `Grid` (iOS 16; docs/compatibility/layout.md "Grid").
///
/// Rows: each `GridRow` child is a row of cells (a cell spans `gridCellColumns` columns, 1 by
/// default; short rows end in empty cells); any other child is a row spanning every column.
/// Columns: shared like an HStack's children: a column answers a width offer with its widest
/// sized single-column cell; least flexible columns are sized first, flexible ones share what is
/// left; offered nil, each takes its widest cell's ideal width. Rows: the same along the height,
/// a row answering with its tallest sized cell offered its cell width. Spacing: 8 pt by default.
/// Child: offered its whole cell (column widths + spacing across its span, row height) and aligned
/// in it by `gridCellAnchor`, else the column's `gridColumnAlignment` or the grid's horizontal
/// alignment, and the row's or the grid's vertical alignment. Unsized cells
/// (`gridCellUnsizedAxes`) do not take part in sizing on those axes.
/// A sized multi-column cell or spanning row wider than its columns widens them in equal parts.
/// Self: the columns plus spacing wide, the rows plus spacing tall.
struct EagerGridLayout: NodeLayout {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?

  var hGap: CGFloat { horizontalSpacing ?? 8 }
  var vGap: CGFloat { verticalSpacing ?? 8 }

  /// One cell of a row: its node, first column and column count.
  struct Cell {
    let node: Node
    let column: Int
    let span: Int
    let unsized: Axis.Set
  }

  /// One row: a GridRow's cells, or (`cells` empty, `spanning` set) a view across all columns.
  struct Row {
    let node: Node
    var cells: [Cell] = []
    var alignment: VerticalAlignment?
    var isSpanning = true
  }

  struct Plan {
    var rows: [Row]
    var columnWidths: [CGFloat]
    var rowHeights: [CGFloat]
    var width: CGFloat
    var columnsWidth: CGFloat
    var size: CGSize
  }

  func rows(_ node: Node) -> (rows: [Row], columns: Int) {
    var rows: [Row] = []
    var columns = 0
    for child in node.children {
      guard let rowLayout = child.layout as? GridRowLayout else { rows.append(Row(node: child)); continue }
      var row = Row(node: child, alignment: rowLayout.alignment, isSpanning: false)
      var col = 0
      for cellNode in child.children {
        let span = max(1, GridCellTrait.value(GridCellTrait.Columns.self, of: cellNode, as: Int.self) ?? 1)
        let unsized = GridCellTrait.value(GridCellTrait.UnsizedAxes.self, of: cellNode, as: Axis.Set.self) ?? []
        row.cells.append(Cell(node: cellNode, column: col, span: span, unsized: unsized))
        col += span
      }
      columns = max(columns, col)
      rows.append(row)
    }
    return (rows, columns)
  }

  /// Shares `offer` among tracks answering `answer(i, offer)`, as a stack shares its length:
  /// least flexible first, each offered an equal part of what is left; nil → ideal sizes.
  func distribute(_ count: Int, _ offer: CGFloat?, gap: CGFloat, _ answer: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
    guard count > 0 else { return [] }
    guard let offer else { return (0..<count).map { answer($0, nil) } }
    let mins = (0..<count).map { answer($0, 0) }
    let maxs = (0..<count).map { answer($0, .infinity) }
    let order = (0..<count).sorted { a, b in
      let fa = maxs[a] - mins[a], fb = maxs[b] - mins[b]
      return fa != fb ? fa < fb : a < b
    }
    var sizes = [CGFloat](repeating: 0, count: count)
    var available = offer - gap * CGFloat(count - 1)
    var remaining = count
    for i in order {
      let share = max(available / CGFloat(remaining), 0)
      sizes[i] = answer(i, share)
      if available.isFinite { available -= sizes[i] }
      remaining -= 1
    }
    return sizes
  }

  func spanWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
    let end = min(cell.column + cell.span, widths.count)
    guard cell.column < end else { return 0 }
    return widths[cell.column..<end].reduce(0, +) + hGap * CGFloat(end - cell.column - 1)
  }

  func plan(_ p: ProposedViewSize, _ node: Node) -> Plan {
    let (rows, columns) = rows(node)
    // Columns: the widest sized single-column cell of each column.
    var byColumn = [[Node]](repeating: [], count: columns)
    for row in rows {
      for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
        byColumn[cell.column].append(cell.node)
      }
    }
    var widths = distribute(columns, p.width, gap: hGap) { i, w in
      byColumn[i].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: w, height: nil)).width) }
    }
    // A sized multi-column cell wider (ideally) than its columns widens them, in equal parts.
    for row in rows {
      for cell in row.cells where cell.span > 1 && !cell.unsized.contains(.horizontal) && cell.column + cell.span <= columns {
        let need = cell.node.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
        let extra = need - spanWidth(cell, widths)
        if extra > 0 { for c in cell.column..<(cell.column + cell.span) { widths[c] += extra / CGFloat(cell.span) } }
      }
    }
    var columnsWidth = widths.reduce(0, +) + hGap * CGFloat(max(0, columns - 1))
    // A sized spanning row (a Divider, a Color) is offered the grid's width; if it takes more
    // than the columns, every column widens by an equal part ("expanding all the other cells").
    var width = columnsWidth
    for row in rows where row.isSpanning && !unsizedAxes(row.node).contains(.horizontal) {
      let offer = p.width ?? (columns > 0 ? columnsWidth : nil)
      width = max(width, row.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
    }
    if columns > 0, width > columnsWidth {
      let extra = (width - columnsWidth) / CGFloat(columns)
      widths = widths.map { $0 + extra }
      columnsWidth = width
    }
    let heights = distribute(rows.count, p.height, gap: vGap) { i, h in
      let row = rows[i]
      if row.isSpanning {
        if unsizedAxes(row.node).contains(.vertical) { return 0 }
        let w = unsizedAxes(row.node).contains(.horizontal) ? columnsWidth : width
        return row.node.sizeThatFits(ProposedViewSize(width: w, height: h)).height
      }
      return row.cells.reduce(0) { acc, cell in
        cell.unsized.contains(.vertical) ? acc
          : max(acc, cell.node.sizeThatFits(ProposedViewSize(width: spanWidth(cell, widths), height: h)).height)
      }
    }
    let height = heights.reduce(0, +) + vGap * CGFloat(max(0, heights.count - 1))
    return Plan(rows: rows, columnWidths: widths, rowHeights: heights, width: width, columnsWidth: columnsWidth,
                size: CGSize(width: width, height: height))
  }

  func unsizedAxes(_ n: Node) -> Axis.Set {
    GridCellTrait.value(GridCellTrait.UnsizedAxes.self, of: n, as: Axis.Set.self) ?? []
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { plan(p, node).size }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let plan = plan(p, node)
    var starts: [CGFloat] = []
    var x: CGFloat = 0
    for w in plan.columnWidths { starts.append(x); x += w + hGap }
    // A column's alignment: the first gridColumnAlignment set by one of its cells.
    var columnAlignment = [HorizontalAlignment?](repeating: nil, count: plan.columnWidths.count)
    for row in plan.rows {
      for cell in row.cells where columnAlignment[cell.column] == nil {
        columnAlignment[cell.column] = GridCellTrait.value(GridCellTrait.ColumnAlignment.self, of: cell.node,
                                                           as: HorizontalAlignment.self)
      }
    }
    var y = node.frame.minY
    for (r, row) in plan.rows.enumerated() {
      let height = plan.rowHeights[r]
      if row.isSpanning {
        let w = plan.width
        let proposal = ProposedViewSize(width: w, height: height)
        let o = alignedOffset(row.node, childSize: row.node.sizeThatFits(proposal), in: CGSize(width: w, height: height),
                              alignment)
        row.node.place(at: CGPoint(x: node.frame.minX + o.x, y: y + o.y), proposal: proposal, ctx)
      } else {
        var cells: [GridRowLayout.PlannedCell] = []
        for cell in row.cells {
          guard cell.column < starts.count else { continue }
          let box = CGSize(width: spanWidth(cell, plan.columnWidths), height: height)
          let proposal = ProposedViewSize(box)
          let s = cell.node.sizeThatFits(proposal)
          let offset: CGPoint
          if let anchor = GridCellTrait.value(GridCellTrait.Anchor.self, of: cell.node, as: UnitPoint.self) {
            offset = CGPoint(x: (box.width - s.width) * anchor.x, y: (box.height - s.height) * anchor.y)
          } else {
            let a = Alignment(horizontal: columnAlignment[cell.column] ?? alignment.horizontal,
                              vertical: row.alignment ?? alignment.vertical)
            offset = alignedOffset(cell.node, childSize: s, in: box, a)
          }
          cells.append(GridRowLayout.PlannedCell(origin: CGPoint(x: starts[cell.column] + offset.x, y: offset.y),
                                                 proposal: proposal))
        }
        let rowSize = CGSize(width: plan.width, height: height)
        row.node.layout = GridRowLayout(alignment: row.alignment, planned: GridRowLayout.Planned(size: rowSize, cells: cells))
        row.node.place(at: CGPoint(x: node.frame.minX, y: y), proposal: ProposedViewSize(rowSize), ctx)
      }
      y += height + vGap
    }
  }
}

/// `GridRow`. Inside a `Grid`, the grid plans its cells and the row places them where planned
/// (its frame is the row's full width and height). Outside a grid: an HStack with default spacing.
struct GridRowLayout: NodeLayout {
  let alignment: VerticalAlignment?
  var planned: Planned?

  /// Where the grid put each cell, relative to the row's origin, and what it offered it.
  struct PlannedCell {
    let origin: CGPoint
    let proposal: ProposedViewSize
  }

  struct Planned {
    let size: CGSize
    let cells: [PlannedCell]
  }

  var fallback: StackLayout { StackLayout(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil) }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    planned?.size ?? fallback.sizeThatFits(p, node)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    guard let planned else { return fallback.placeChildren(node, p, ctx) }
    for (child, cell) in zip(node.children, planned.cells) {
      child.place(at: CGPoint(x: node.frame.minX + cell.origin.x, y: node.frame.minY + cell.origin.y),
                  proposal: cell.proposal, ctx)
    }
  }
}
