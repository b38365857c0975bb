import Foundation

/// Leaf views that draw a shape: colours, shapes, gradients (docs/layout-rules.md §1.2).
///
/// Child: none. Self: the shape's `sizeThatFits` (the proposal, nil → 10; circles square).
struct ShapeLayout: NodeLayout {
  enum Mode { case fill, stroke(StrokeStyle, inset: Bool) }
  enum Paint { case fill(any ShapeStyle), stroke(any ShapeStyle, StrokeStyle, inset: Bool) }
  enum Sizing { case proposal, shape }

  var shape: any Shape
  let paint: Paint
  let sizing: Sizing
  var foreground: Color?

  init(shape: any Shape, paint: Paint, sizing: Sizing) {
    self.shape = shape; self.paint = paint; self.sizing = sizing
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    switch sizing {
    case .proposal: return p.replacingUnspecifiedDimensions()
    case .shape: return shape.sizeThatFits(p)
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let rect = painter.snap(node.frame)
    guard rect.width.isFinite, rect.height.isFinite else { return }
    // A shape whose behaviour mirrors in this direction has its path mirrored about the frame.
    let mirrored = shape.layoutDirectionBehavior.mirrors(node.isRightToLeft ? .rightToLeft : .leftToRight)
    func path(in r: CGRect) -> Path {
      mirrored ? shape.path(in: r).applying(HorizontalFlipLayout().flip(r)) : shape.path(in: r)
    }
    switch paint {
    case .fill(let style):
      let shape = path(in: rect)
      let fill = DisplayItem.fill(shape, resolvePaint(style, in: rect, foreground: foreground))
      if let material = Material.of(style) {
        // A material blurs what is behind it, then lays its tint over the blur.
        painter.append(.group(DisplayGroup(items: [fill], label: "material",
                                           backdrop: Backdrop(shape: shape, radius: material.blurRadius))))
      } else {
        painter.append(fill)
      }
    case .stroke(let style, let stroke, let inset):
      let r = inset ? rect.insetBy(dx: stroke.lineWidth / 2, dy: stroke.lineWidth / 2) : rect
      painter.append(.stroke(path(in: r), resolvePaint(style, in: rect, foreground: foreground), stroke))
    }
  }
}

extension ShapeLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] {
    let style: any ShapeStyle
    switch paint {
    case .fill(let s): style = s
    case .stroke(let s, let stroke, _): style = s
      return ["stroke": (style as? Color).map { InspectedValue.color($0.rgba(in: node.appearance)) } ?? "\(type(of: style))",
              "lineWidth": InspectedValue.number(stroke.lineWidth)]
    }
    guard let color = style as? Color else { return ["fill": "\(type(of: style))"] }
    return ["fill": InspectedValue.color(color.rgba(in: node.appearance))]
  }
}
