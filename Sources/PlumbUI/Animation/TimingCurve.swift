import Foundation

/// A cubic Bézier timing curve from (0,0) to (1,1) with control points `p1`, `p2`, as
/// `UnitCurve.bezier` / `CAMediaTimingFunction` (docs/layout-rules.md §8.1). Maps elapsed fraction of
/// the duration to progress: solve x(s) = t for s, then return y(s).
struct TimingCurve: Hashable, Sendable {
  let p1: CGPoint
  let p2: CGPoint

  static let linear = TimingCurve(p1: .zero, p2: CGPoint(x: 1, y: 1))
  static let easeIn = TimingCurve(p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 1, y: 1))
  static let easeOut = TimingCurve(p1: .zero, p2: CGPoint(x: 0.58, y: 1))
  static let easeInOut = TimingCurve(p1: CGPoint(x: 0.42, y: 0), p2: CGPoint(x: 0.58, y: 1))

  /// Progress at elapsed fraction `t` (clamped to 0...1).
  func progress(_ t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if p1.x == p1.y && p2.x == p2.y { return t }
    let s = solveX(t)
    return Self.bezier(s, Double(p1.y), Double(p2.y))
  }

  /// One coordinate of the curve at parameter s, with end points 0 and 1.
  static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
  }

  static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
  }

  /// The parameter s with x(s) = t: Newton's method, falling back to bisection (x is monotonic
  /// because the control points' x lie in 0...1).
  func solveX(_ t: Double) -> Double {
    let c1 = Double(p1.x), c2 = Double(p2.x)
    var s = t
    for _ in 0..<8 {
      let err = Self.bezier(s, c1, c2) - t
      if abs(err) < 1e-10 { return s }
      let d = Self.derivative(s, c1, c2)
      if abs(d) < 1e-9 { break }
      s -= err / d
    }
    var lo = 0.0, hi = 1.0
    s = t
    for _ in 0..<60 {
      let x = Self.bezier(s, c1, c2)
      if abs(x - t) < 1e-12 { return s }
      if x < t { lo = s } else { hi = s }
      s = (lo + hi) / 2
    }
    return s
  }
}
