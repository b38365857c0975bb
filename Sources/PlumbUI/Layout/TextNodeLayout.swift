import Foundation

/// Text: measured and broken into lines by the injected `TextMeasuring` (layout-spec.md §1.2).
///
/// Child: none. Self: the widest line used × the lines' height, wrapping at a concrete proposed
/// width (nil or ∞ → one line per paragraph) and keeping the lines that fit a proposed height.
struct TextNodeLayout: NodeLayout {
  let string: String
  let style: TextLayoutStyle
  let measurer: any TextMeasuring
  let color: Color

  func measure(_ p: ProposedViewSize) -> TextLayout {
    func finite(_ v: CGFloat?) -> Double? { v.flatMap { $0.isFinite ? Double($0) : nil } }
    return measurer.layout(string, style: style, proposedWidth: finite(p.width), proposedHeight: finite(p.height))
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { measure(p).size }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    guard key.axis == .vertical else { return nil }
    if key == VerticalAlignment.firstTextBaseline.key { return measure(ProposedViewSize(size)).firstBaseline }
    if key == VerticalAlignment.lastTextBaseline.key { return measure(ProposedViewSize(size)).lastBaseline }
    return nil
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let layout = measure(node.placedProposal)
    let o = painter.snap(node.frame).origin
    for run in layout.runs where !run.glyphs.isEmpty {
      var r = run
      r.color = color.rgba
      r.positions = run.positions.map { CGPoint(x: $0.x + o.x, y: $0.y + o.y) }
      painter.append(.glyphs(r))
    }
  }
}
