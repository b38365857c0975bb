import PlumbUI

/// What each piece of a chart is, for the layout that places it.
enum ChartRole {
  /// Fills the plot (grid lines, marks, the plot style).
  case plot
  /// Spans the row of x labels under the plot (the x axis's ticks).
  case xTicks
  case yLabel(Double, CGSize)
  case xLabel(Double, leading: Bool, index: Int, CGSize)
  case annotation(PlacedAnnotation)
  case xTitle
  case yTitle
}

struct ChartRoleKey: LayoutValueKey {
  static var defaultValue: ChartRole { .plot }
}

/// Places a chart's pieces: the plot takes what its axis labels leave (y labels on the trailing
/// side, x labels below), labels sit at their values, annotations by their marks (docs/charts.md, "Layout").
struct ChartPlotLayout: Layout {
  var axisAtStartY = false
  var axisAtStartX = false

  /// The size a chart takes when its container leaves it free (docs/charts.md: low confidence).
  static let idealSize = CGSize(width: 300, height: 200)
  static let yLabelGap: CGFloat = 6
  static let xLabelGap: CGFloat = 4
  static let titleGap: CGFloat = 4

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: Self.idealSize)
  }

  struct Frames {
    var plot: CGRect
    var xRow: CGRect
  }

  func frames(in bounds: CGRect, subviews: Subviews) -> Frames {
    var yLabelWidth: CGFloat = 0, yLabelHeight: CGFloat = 0, xLabelHeight: CGFloat = 0
    var hasY = false, hasX = false, xTitle: CGFloat = 0, yTitle: CGFloat = 0
    for s in subviews {
      switch s[ChartRoleKey.self] {
      case .yLabel:
        let size = s.sizeThatFits(.unspecified)
        yLabelWidth = max(yLabelWidth, size.width); yLabelHeight = max(yLabelHeight, size.height); hasY = true
      case .xLabel:
        xLabelHeight = max(xLabelHeight, s.sizeThatFits(.unspecified).height); hasX = true
      case .xTitle: xTitle = s.sizeThatFits(.unspecified).height + Self.titleGap
      case .yTitle: yTitle = s.sizeThatFits(.unspecified).height + Self.titleGap
      default: break
      }
    }
    var plot = bounds
    if hasY {
      let side = yLabelWidth + Self.yLabelGap
      plot.size.width -= side
      if axisAtStartY { plot.origin.x += side }
      // The top and bottom labels are centred on the plot's edges, so half a label of room.
      plot.origin.y += yLabelHeight / 2; plot.size.height -= yLabelHeight / 2
      if !hasX { plot.size.height -= yLabelHeight / 2 }
    }
    plot.origin.y += yTitle; plot.size.height -= yTitle
    var row = CGRect(x: plot.minX, y: plot.maxY, width: plot.width, height: 0)
    if hasX {
      let h = xLabelHeight + Self.xLabelGap
      plot.size.height -= h
      if axisAtStartX { plot.origin.y += h; row = CGRect(x: plot.minX, y: plot.minY - h, width: plot.width, height: h) }
      else { row = CGRect(x: plot.minX, y: plot.maxY, width: plot.width, height: h) }
    }
    plot.size.height -= xTitle
    if !axisAtStartX { row.origin.y = plot.maxY }
    plot.size.width = max(0, plot.width); plot.size.height = max(0, plot.height)
    return Frames(plot: plot, xRow: row)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let f = frames(in: bounds, subviews: subviews)
    let plot = f.plot
    var lastXLabelEnd = -CGFloat.infinity
    for s in subviews {
      switch s[ChartRoleKey.self] {
      case .plot:
        s.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
      case .xTicks:
        s.place(at: f.xRow.origin, proposal: ProposedViewSize(f.xRow.size))
      case .yLabel(let v, let offset):
        let size = s.sizeThatFits(.unspecified)
        let y = plot.maxY - CGFloat(v) * plot.height - size.height / 2 + offset.height
        let x = axisAtStartY ? plot.minX - Self.yLabelGap - size.width : plot.maxX + Self.yLabelGap
        s.place(at: CGPoint(x: x + offset.width, y: y), proposal: .unspecified)
      case .xLabel(let v, let leading, _, let offset):
        let size = s.sizeThatFits(.unspecified)
        let tick = plot.minX + CGFloat(v) * plot.width
        // A label at an edge is kept inside the chart's bounds.
        let x = min(max(leading ? tick + 2 : tick - size.width / 2, bounds.minX), bounds.maxX - size.width)
        let y = axisAtStartX ? f.xRow.minY : plot.maxY + Self.xLabelGap
        // Labels that would overlap the one before are left out, as Swift Charts thins them.
        if x < lastXLabelEnd + 2 {
          s.place(at: CGPoint(x: -100_000, y: -100_000), proposal: .unspecified)
          continue
        }
        lastXLabelEnd = x + size.width
        s.place(at: CGPoint(x: x + offset.width, y: y + offset.height), proposal: .unspecified)
      case .annotation(let a):
        let size = s.sizeThatFits(.unspecified)
        s.place(at: Self.annotationOrigin(a, mark: a.frame(plot), size: size), proposal: .unspecified)
      case .xTitle:
        let size = s.sizeThatFits(.unspecified)
        s.place(at: CGPoint(x: plot.midX - size.width / 2, y: bounds.maxY - size.height), proposal: .unspecified)
      case .yTitle:
        let size = s.sizeThatFits(.unspecified)
        let x = axisAtStartY ? bounds.minX : bounds.maxX - size.width
        s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      }
    }
  }

  static func annotationOrigin(_ a: PlacedAnnotation, mark f: CGRect, size: CGSize) -> CGPoint {
    let gap = a.spacing
    func alignedX() -> CGFloat {
      switch a.alignment.horizontal {
      case .leading: return f.minX
      case .trailing: return f.maxX - size.width
      default: return f.midX - size.width / 2
      }
    }
    func alignedY() -> CGFloat {
      switch a.alignment.vertical {
      case .top: return f.minY
      case .bottom: return f.maxY - size.height
      default: return f.midY - size.height / 2
      }
    }
    switch a.position.kind {
    case .top, .automatic: return CGPoint(x: alignedX(), y: f.minY - gap - size.height)
    case .bottom: return CGPoint(x: alignedX(), y: f.maxY + gap)
    case .leading: return CGPoint(x: f.minX - gap - size.width, y: alignedY())
    case .trailing: return CGPoint(x: f.maxX + gap, y: alignedY())
    case .overlay: return CGPoint(x: alignedX(), y: alignedY())
    case .topLeading: return CGPoint(x: f.minX - gap - size.width, y: f.minY - gap - size.height)
    case .topTrailing: return CGPoint(x: f.maxX + gap, y: f.minY - gap - size.height)
    case .bottomLeading: return CGPoint(x: f.minX - gap - size.width, y: f.maxY + gap)
    case .bottomTrailing: return CGPoint(x: f.maxX + gap, y: f.maxY + gap)
    }
  }
}
