import Foundation

/// Centre lines stroked into fillable outlines, for the project's own drawings in
/// scripts/symbols/symbol-drawings.txt (docs/symbols.md, "Drawn by the project"): a drawing is
/// written as SVG path centre lines and drawn at every weight by stroking them at that weight's
/// width, as a stroke icon set is.
///
/// The outline is one positively wound shape per flattened segment (a quadrilateral) and per
/// cap or bend (a disc, so caps and joins are round), all filled together under the non-zero
/// rule: their union is the stroke. Because the shapes overlap, the outline cannot be cut out of
/// another shape by reversing it (`SymbolCatalog.Outline.overlapping`).
enum SymbolStroke {
  /// `path`'s subpaths stroked `width` wide (in the path's units), round caps and joins.
  static func outline(_ path: Path, width: Double) -> Path {
    var shapes: [[CGPoint]] = []
    let h = width / 2
    for (points, closed) in polylines(path) {
      var pts = points
      if closed, let first = pts.first, pts.last != first { pts.append(first) }
      guard let first = pts.first else { continue }
      if pts.count == 1 || pts.allSatisfy({ $0 == first }) {
        shapes.append(SymbolGeometry.circle(first, h, steps: 24))
        continue
      }
      for i in pts.indices {
        let isEnd = !closed && (i == 0 || i == pts.count - 1)
        if isEnd || bends(pts, at: i, closed: closed) { shapes.append(SymbolGeometry.circle(pts[i], h, steps: 24)) }
      }
      for (a, b) in zip(pts, pts.dropFirst()) {
        let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
        guard len > 0 else { continue }
        // Each segment a little longer at both ends, so neighbours on a gentle curve overlap.
        let ex = dx / len * h * 0.1, ey = dy / len * h * 0.1
        let nx = -dy / len * h, ny = dx / len * h
        var quad = [CGPoint(x: a.x - ex + nx, y: a.y - ey + ny), CGPoint(x: b.x + ex + nx, y: b.y + ey + ny),
                    CGPoint(x: b.x + ex - nx, y: b.y + ey - ny), CGPoint(x: a.x - ex - nx, y: a.y - ey - ny)]
        if SymbolGeometry.signedArea(quad) < 0 { quad.reverse() }
        shapes.append(quad)
      }
    }
    return SymbolGeometry.path(shapes)
  }

  /// Whether the line turns by more than a few degrees at `i` (a gentle turn needs no disc).
  private static func bends(_ pts: [CGPoint], at i: Int, closed: Bool) -> Bool {
    let n = pts.count
    let prev: CGPoint, next: CGPoint
    if i == 0 || i == n - 1 {
      guard closed, n > 2 else { return true }
      prev = pts[n - 2]; next = pts[1]
    } else {
      prev = pts[i - 1]; next = pts[i + 1]
    }
    let a = atan2(pts[i].y - prev.y, pts[i].x - prev.x), b = atan2(next.y - pts[i].y, next.x - pts[i].x)
    var turn = abs(b - a)
    if turn > .pi { turn = 2 * .pi - turn }
    return turn > 0.12
  }

  /// Each subpath's points (curves split into `quadSteps` / `cubicSteps` lines) and whether it
  /// is closed. Also the badge composer's polygons (`SymbolBadge.flatten`).
  static func polylines(_ path: Path, quadSteps: Int = 10, cubicSteps: Int = 16) -> [([CGPoint], Bool)] {
    var out: [([CGPoint], Bool)] = []
    var current: [CGPoint] = []
    /// After a close, a drawing command starts again at the closed subpath's start.
    var restart: CGPoint?
    func finish(_ closed: Bool) { if !current.isEmpty { out.append((current, closed)) }; current = [] }
    func resume() { if current.isEmpty, let r = restart { current = [r] }; restart = nil }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish(false); restart = nil; current = [p]
      case .line(let p):
        resume(); current.append(p)
      case .quadCurve(let p, let c):
        resume()
        guard let a = current.last else { current = [p]; continue }
        for i in 1...quadSteps {
          let t = Double(i) / Double(quadSteps), u = 1 - t
          current.append(CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x,
                                 y: u * u * a.y + 2 * u * t * c.y + t * t * p.y))
        }
      case .curve(let p, let c1, let c2):
        resume()
        guard let a = current.last else { current = [p]; continue }
        for i in 1...cubicSteps {
          let t = Double(i) / Double(cubicSteps), u = 1 - t
          current.append(CGPoint(x: u * u * u * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                 y: u * u * u * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
        }
      case .closeSubpath:
        let start = current.first
        finish(true)
        restart = start
      }
    }
    finish(false)
    return out
  }
}
