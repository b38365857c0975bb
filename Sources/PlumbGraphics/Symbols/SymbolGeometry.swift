import Foundation

/// Building blocks for the symbol outlines: polygons sampled from circles and rounded rectangles,
/// thick polylines with round caps, and holes made by reversing a contour's winding.
///
/// Everything is a closed polygon filled with the non-zero rule, so a hole is simply a contour
/// wound the other way. Curves are sampled finely enough (every 7.5°) that the facets stay below a
/// hundredth of a pixel at the largest symbol sizes a screen uses.
enum SymbolGeometry {
  typealias Polygon = [CGPoint]

  /// A circle, wound clockwise (y down).
  static func circle(_ c: CGPoint, _ r: Double, steps: Int = 48) -> Polygon {
    (0..<steps).map { i in
      let a = 2 * Double.pi * Double(i) / Double(steps)
      return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }
  }

  /// A rounded rectangle, wound clockwise (y down).
  static func roundedRect(_ r: CGRect, radius: Double, steps: Int = 12) -> Polygon {
    let rad = min(radius, min(r.width, r.height) / 2)
    let centers = [CGPoint(x: r.maxX - rad, y: r.minY + rad), CGPoint(x: r.maxX - rad, y: r.maxY - rad),
                   CGPoint(x: r.minX + rad, y: r.maxY - rad), CGPoint(x: r.minX + rad, y: r.minY + rad)]
    var pts: Polygon = []
    for (k, c) in centers.enumerated() {
      let start = -Double.pi / 2 + Double(k) * Double.pi / 2
      for i in 0...steps {
        let a = start + Double.pi / 2 * Double(i) / Double(steps)
        pts.append(CGPoint(x: c.x + rad * cos(a), y: c.y + rad * sin(a)))
      }
    }
    return pts
  }

  /// A dome: the top half of an ellipse centred at `c` (radii `rx`, `ry`) closed by a flat base at
  /// the centre's height, wound clockwise (y down).
  static func dome(_ c: CGPoint, rx: Double, ry: Double, steps: Int = 36) -> Polygon {
    (0...steps).map { i in
      let a = Double.pi + Double.pi * Double(i) / Double(steps)
      return CGPoint(x: c.x + rx * cos(a), y: c.y + ry * sin(a))
    }
  }

  /// A ring: `outer` with `inner` cut out.
  static func ring(_ outer: Polygon, _ inner: Polygon) -> [Polygon] { [outer, inner.reversed()] }

  /// A line through `points`, `width` thick, with round caps and joins.
  static func polyline(_ points: [CGPoint], width: Double) -> [Polygon] {
    let h = width / 2
    var shapes: [Polygon] = points.map { circle($0, h, steps: 24) }
    for (a, b) in zip(points, points.dropFirst()) {
      let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
      guard len > 0 else { continue }
      let nx = -dy / len * h, ny = dx / len * h
      var quad = [CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                  CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)]
      if signedArea(quad) < 0 { quad.reverse() }
      shapes.append(quad)
    }
    return shapes
  }

  /// A line through `points` as one simple polygon (no self-overlap): mitred joins and round
  /// caps. Unlike `polyline`, it can be cut out of a filled shape by reversing it.
  static func strokeOutline(_ points: [CGPoint], width: Double, capSteps: Int = 12) -> Polygon {
    guard points.count >= 2 else { return [] }
    let h = width / 2
    func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      let dx = b.x - a.x, dy = b.y - a.y, len = max(1e-12, (dx * dx + dy * dy).squareRoot())
      return CGPoint(x: -dy / len, y: dx / len)
    }
    /// One side's offset points, with mitred joins.
    func side(_ pts: [CGPoint], _ sign: Double) -> [CGPoint] {
      var out: [CGPoint] = []
      for i in pts.indices {
        let nIn = i > 0 ? normal(pts[i - 1], pts[i]) : normal(pts[0], pts[1])
        let nOut = i < pts.count - 1 ? normal(pts[i], pts[i + 1]) : nIn
        var m = CGPoint(x: nIn.x + nOut.x, y: nIn.y + nOut.y)
        let len = (m.x * m.x + m.y * m.y).squareRoot()
        m = len < 1e-9 ? nIn : CGPoint(x: m.x / len, y: m.y / len)
        let cosHalf = max(0.25, m.x * nIn.x + m.y * nIn.y)
        out.append(CGPoint(x: pts[i].x + sign * m.x * h / cosHalf, y: pts[i].y + sign * m.y * h / cosHalf))
      }
      return out
    }
    func cap(_ center: CGPoint, from n: CGPoint) -> [CGPoint] {
      let a0 = atan2(n.y, n.x)
      return (1..<capSteps).map { k in
        let a = a0 - Double.pi * Double(k) / Double(capSteps)
        return CGPoint(x: center.x + h * cos(a), y: center.y + h * sin(a))
      }
    }
    let left = side(points, 1), right = side(points, -1)
    let nEnd = normal(points[points.count - 2], points[points.count - 1])
    let nStart = normal(points[0], points[1])
    var poly = left
    poly += cap(points[points.count - 1], from: nEnd)
    poly += right.reversed()
    poly += cap(points[0], from: CGPoint(x: -nStart.x, y: -nStart.y))
    if signedArea(poly) < 0 { poly.reverse() }
    return poly
  }

  /// A plus sign (two bars of `width`, arms reaching `reach` from `c`), as one polygon; rotated
  /// by `angle` radians (π/4 gives an ×).
  static func cross(_ c: CGPoint, reach: Double, width: Double, angle: Double = 0) -> Polygon {
    let h = width / 2, r = reach
    let pts: [(Double, Double)] = [(-h, -r), (h, -r), (h, -h), (r, -h), (r, h), (h, h), (h, r), (-h, r),
                                   (-h, h), (-r, h), (-r, -h), (-h, -h)]
    let ca = cos(angle), sa = sin(angle)
    return pts.map { x, y in CGPoint(x: c.x + x * ca - y * sa, y: c.y + x * sa + y * ca) }
  }

  /// A star with `points` points, wound clockwise.
  static func star(_ c: CGPoint, outer: Double, inner: Double, points: Int = 5) -> Polygon {
    (0..<(2 * points)).map { i in
      let r = i % 2 == 0 ? outer : inner
      let a = -Double.pi / 2 + Double.pi * Double(i) / Double(points)
      return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }
  }

  /// A heart fitted in a box of side `size` centred at `c`, wound clockwise.
  static func heart(_ c: CGPoint, size: Double, steps: Int = 96) -> Polygon {
    // The classic parametric heart, x ∈ [−16, 16], y ∈ [−17, 12] (y up), scaled into the box.
    let k = size / 33
    var pts: Polygon = (0..<steps).map { i in
      let t = 2 * Double.pi * Double(i) / Double(steps)
      let x = 16 * pow(sin(t), 3)
      let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
      return CGPoint(x: c.x + x * k, y: c.y - (y + 2.5) * k)
    }
    if signedArea(pts) < 0 { pts.reverse() }
    return pts
  }

  /// A polygon scaled about `c` (for outlines of shapes without a simple inset).
  static func scaled(_ p: Polygon, about c: CGPoint, by f: Double) -> Polygon {
    p.map { CGPoint(x: c.x + (f * ($0.x - c.x)), y: c.y + (f * ($0.y - c.y))) }
  }

  /// Twice the signed area; positive for clockwise contours in y-down coordinates.
  static func signedArea(_ p: Polygon) -> Double {
    zip(p, p.dropFirst() + p.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
  }

  /// The polygons as one path.
  static func path(_ polygons: [Polygon]) -> Path {
    var path = Path()
    for poly in polygons where poly.count > 2 {
      path.move(to: poly[0])
      for p in poly.dropFirst() { path.addLine(to: p) }
      path.closeSubpath()
    }
    return path
  }

  /// A gear: `teeth` teeth between radius `inner` and `outer`, with a round hole.
  static func gear(center c: CGPoint, outer: Double, inner: Double, hole: Double, teeth: Int) -> [Polygon] {
    var pts: Polygon = []
    let perTooth = 2 * Double.pi / Double(teeth)
    for t in 0..<teeth {
      let a0 = Double(t) * perTooth - Double.pi / 2
      // Root, flank up, top land, flank down; the top land is a little narrower than the gap.
      let profile: [(Double, Double)] = [(0, inner), (0.18, inner), (0.28, outer), (0.62, outer),
                                         (0.72, inner), (1, inner)]
      for (f, r) in profile.dropLast() {
        let a = a0 + f * perTooth
        pts.append(CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))
      }
    }
    return ring(pts, circle(c, hole))
  }
}
