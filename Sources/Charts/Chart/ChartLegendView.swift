import PlumbUI

/// The automatic legend: a circle (or the series' symbol) in each value's style and its name,
/// in rows that wrap (docs/charts.md, "Legend").
struct ChartLegendView: View {
  let entries: [LegendEntry]
  static let markerSize: CGFloat = 8

  var body: some View {
    LegendFlowLayout(spacing: 8, lineSpacing: 4) {
      ForEach(Array(entries.enumerated()), id: \.offset) { _, e in
        HStack(spacing: 5) {
          marker(e).frame(width: Self.markerSize, height: Self.markerSize)
          Text(e.name).font(.caption2).foregroundStyle(.secondary)
        }
      }
    }
  }

  @ViewBuilder private func marker(_ e: LegendEntry) -> some View {
    if let symbol = e.symbol {
      SymbolShape(symbol: symbol).fill(e.style)
    } else {
      Circle().fill(e.style)
    }
  }
}

/// A legend symbol as a shape.
struct SymbolShape: Shape {
  let symbol: AnyChartSymbolShape
  func path(in rect: CGRect) -> Path { symbol.path(rect) }
}

/// Rows of items, left to right, wrapping when the next would not fit.
struct LegendFlowLayout: Layout {
  var spacing: CGFloat
  var lineSpacing: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(width: proposal.width ?? .infinity, subviews)
    let width = rows.map { $0.width }.max() ?? 0
    let height = rows.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(max(0, rows.count - 1))
    return CGSize(width: proposal.width.map { min($0, width) } ?? width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in arrange(width: bounds.width, subviews) {
      var x = bounds.minX
      for i in row.items {
        let size = subviews[i].sizeThatFits(.unspecified)
        subviews[i].place(at: CGPoint(x: x, y: y + (row.height - size.height) / 2), proposal: .unspecified)
        x += size.width + spacing
      }
      y += row.height + lineSpacing
    }
  }

  struct Row { var items: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

  func arrange(width: CGFloat, _ subviews: Subviews) -> [Row] {
    var rows: [Row] = []
    var row = Row()
    for i in subviews.indices {
      let size = subviews[i].sizeThatFits(.unspecified)
      let needed = row.items.isEmpty ? size.width : row.width + spacing + size.width
      if needed > width, !row.items.isEmpty { rows.append(row); row = Row() }
      row.width = row.items.isEmpty ? size.width : row.width + spacing + size.width
      row.height = max(row.height, size.height)
      row.items.append(i)
    }
    if !row.items.isEmpty { rows.append(row) }
    return rows
  }
}
