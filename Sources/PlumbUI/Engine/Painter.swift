import Foundation

/// Walks placed nodes and appends their drawing to a display list, snapping each rendered frame
/// to the pixel grid (docs/layout-rules.md §3.2) while layout values stay unrounded.
@MainActor
struct Painter {
  var items: [DisplayItem] = []
  /// Points per pixel (1/scale).
  let pixel: Double

  init(scale: Int) { pixel = 1 / Double(max(scale, 1)) }

  /// The rendered frame: each edge rounded to the nearest pixel, ties going up.
  func snap(_ r: CGRect) -> CGRect {
    guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return r }
    func s(_ v: Double) -> Double { ((v + pixel / 2) / pixel).rounded(.down) * pixel }
    let x0 = s(r.minX), y0 = s(r.minY), x1 = s(r.maxX), y1 = s(r.maxY)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// A single coordinate rounded to the nearest pixel (ties up).
  func snapValue(_ v: Double) -> Double { ((v + pixel / 2) / pixel).rounded(.down) * pixel }

  mutating func paint(_ node: Node) {
    guard node.isPlaced else { return }
    // A leaf at an infinite or NaN place (e.g. inside a view with an infinite minimum width) has
    // nowhere to be drawn; the display list only ever holds finite numbers.
    if node.children.isEmpty && !Painter.isFinite(node.frame) { return }
    // Adaptive colours resolve against the node's environment (PaintAppearance).
    if node.appearance != PaintAppearance.current {
      PaintAppearance.with(node.appearance) { node.layout.paint(node, &self) }
    } else {
      node.layout.paint(node, &self)
    }
  }

  static func isFinite(_ r: CGRect) -> Bool {
    r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
  }

  /// Children in order, with `zIndex` changing only the drawing order (stable among equals).
  mutating func paintChildren(of node: Node) {
    let kids = node.children
    if kids.contains(where: { $0.zIndex != 0 }) {
      let order = kids.indices.sorted { (kids[$0].zIndex, $0) < (kids[$1].zIndex, $1) }
      for i in order { paint(kids[i]) }
    } else {
      for c in kids { paint(c) }
    }
  }

  /// Runs `body` into a fresh list and returns what it drew (for groups).
  mutating func collecting(_ body: (inout Painter) -> Void) -> [DisplayItem] {
    let saved = items
    items = []
    body(&self)
    let drawn = items
    items = saved
    return drawn
  }

  mutating func append(_ item: DisplayItem) { items.append(item) }
}
