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
