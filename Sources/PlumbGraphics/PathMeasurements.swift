import Foundation

extension Path {
  /// The smallest rectangle holding the path's ink: end points and the extrema of every curve
  /// (not their control points). Nil for a path without points.
  public var tightBounds: CGRect? {
    let measured = PathSegments(self)
    var xs: [Double] = [], ys: [Double] = []
    for seg in measured.segments {
      var ts: [Double] = [0, 1]
      switch seg.kind {
      case .line: break
      case .quad(let a, let c, let b):
        for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
          let den = p0 - 2 * p1 + p2
          if abs(den) > 1e-12 { ts.append((p0 - p1) / den) }
        }
      case .cubic(let a, let c1, let c2, let b):
        for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
          // B'(t)/3 = A t² + B t + C.
          let qa = -p0 + 3 * p1 - 3 * p2 + p3, qb = 2 * (p0 - 2 * p1 + p2), qc = p1 - p0
          if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { ts.append(-qc / qb) }
          } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
              let r = disc.squareRoot()
              ts.append((-qb + r) / (2 * qa)); ts.append((-qb - r) / (2 * qa))
            }
          }
        }
      }
      for t in ts where t >= 0 && t <= 1 {
        let p = PathSegments.point(seg.kind, t)
        xs.append(p.x); ys.append(p.y)
      }
    }
    if xs.isEmpty {
      for case .move(let p) in elements { xs.append(p.x); ys.append(p.y) }
    }
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether `p` is inside the filled path (every subpath implicitly closed, as a fill is), by
  /// the winding number of a flattening with 32 chords per curve.
  public func containsPoint(_ p: CGPoint, evenOdd: Bool = false) -> Bool {
    var winding = 0
    func edge(_ a: CGPoint, _ b: CGPoint) {
      if a.y <= p.y {
        if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
      } else if b.y <= p.y && cross(a, b, p) < 0 {
        winding -= 1
      }
    }
    func cross(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Double {
      (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
    }
    var subStart: CGPoint?, last: CGPoint?
    func closeOpen() { if let s = subStart, let l = last, s != l { edge(l, s) } }
    for e in elements {
      switch e {
      case .move(let q):
        closeOpen(); subStart = q; last = q
      case .line(let q):
        if let l = last { edge(l, q) }; last = q
      case .quadCurve(let q, let c):
        guard let l = last else { last = q; continue }
        let k = PathSegments.Kind.quad(l, c, q)
        var prev = l
        for i in 1...32 { let n = PathSegments.point(k, Double(i) / 32); edge(prev, n); prev = n }
        last = q
      case .curve(let q, let c1, let c2):
        guard let l = last else { last = q; continue }
        let k = PathSegments.Kind.cubic(l, c1, c2, q)
        var prev = l
        for i in 1...32 { let n = PathSegments.point(k, Double(i) / 32); edge(prev, n); prev = n }
        last = q
      case .closeSubpath:
        closeOpen(); last = subStart
      }
    }
    closeOpen()
    return evenOdd ? winding % 2 != 0 : winding != 0
  }
}
