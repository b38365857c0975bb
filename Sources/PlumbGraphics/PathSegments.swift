import Foundation

/// A path cut into drawable pieces with their arc lengths: the measuring tape behind
/// `trimmedPath(from:to:)` and `strokedPath(_:)`.
///
/// Each piece is a line, a quadratic or a cubic from the current point; a `closeSubpath` whose
/// last point is not the subpath's start becomes a closing line (marked `closes`), because
/// CoreGraphics measures and trims the closing edge like any other.
struct PathSegments {
  enum Kind: Equatable {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
  }
  struct Segment {
    var kind: Kind
    /// Index of the subpath the segment belongs to (a new one starts at every move).
    var subpath: Int
    /// Whether this is the implicit edge a `closeSubpath` draws back to the start.
    var closes: Bool
    var length: Double
  }

  var segments: [Segment] = []
  /// For each subpath: whether it ends with `closeSubpath`.
  var closed: [Bool] = []
  /// Subpaths that are a lone point (a move with nothing after it), kept so trimming the whole
  /// path returns them.
  var total: Double { segments.reduce(0) { $0 + $1.length } }

  init(_ path: Path) {
    var current = CGPoint.zero, start = CGPoint.zero
    var subpath = -1
    var open = false
    func begin() { if !open { subpath += 1; closed.append(false); open = true } }
    for e in path.elements {
      switch e {
      case .move(let p):
        current = p; start = p; open = false
      case .line(let p):
        begin(); append(.line(current, p), subpath, closes: false); current = p
      case .quadCurve(let p, let c):
        begin(); append(.quad(current, c, p), subpath, closes: false); current = p
      case .curve(let p, let c1, let c2):
        begin(); append(.cubic(current, c1, c2, p), subpath, closes: false); current = p
      case .closeSubpath:
        guard open else { continue }
        if current != start { append(.line(current, start), subpath, closes: true) }
        closed[subpath] = true
        current = start; open = false
      }
    }
  }

  private mutating func append(_ k: Kind, _ subpath: Int, closes: Bool) {
    segments.append(Segment(kind: k, subpath: subpath, closes: closes, length: Self.length(of: k, upTo: 1)))
  }

  // MARK: - Geometry of one piece

  static func point(_ k: Kind, _ t: Double) -> CGPoint {
    let u = 1 - t
    switch k {
    case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    case .quad(let a, let c, let b):
      return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    case .cubic(let a, let c1, let c2, let b):
      let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
      return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }
  }

  /// The speed |B'(t)|.
  static func speed(_ k: Kind, _ t: Double) -> Double {
    let u = 1 - t
    var dx = 0.0, dy = 0.0
    switch k {
    case .line(let a, let b): dx = b.x - a.x; dy = b.y - a.y
    case .quad(let a, let c, let b):
      dx = 2 * (u * (c.x - a.x) + t * (b.x - c.x)); dy = 2 * (u * (c.y - a.y) + t * (b.y - c.y))
    case .cubic(let a, let c1, let c2, let b):
      dx = 3 * (u * u * (c1.x - a.x) + 2 * u * t * (c2.x - c1.x) + t * t * (b.x - c2.x))
      dy = 3 * (u * u * (c1.y - a.y) + 2 * u * t * (c2.y - c1.y) + t * t * (b.y - c2.y))
    }
    return (dx * dx + dy * dy).squareRoot()
  }

  /// 8-point Gauss–Legendre nodes and weights on [−1, 1].
  private static let gauss: [(x: Double, w: Double)] = [
    (-0.960_289_856_497_536_2, 0.101_228_536_290_376_3), (-0.796_666_477_413_626_7, 0.222_381_034_453_374_5),
    (-0.525_532_409_916_329_0, 0.313_706_645_877_887_3), (-0.183_434_642_495_649_8, 0.362_683_783_378_362_0),
    (0.183_434_642_495_649_8, 0.362_683_783_378_362_0), (0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
    (0.796_666_477_413_626_7, 0.222_381_034_453_374_5), (0.960_289_856_497_536_2, 0.101_228_536_290_376_3),
  ]

  /// Arc length from t = 0 to `t`: exact for lines, Gauss–Legendre over 8 sub-intervals for
  /// curves (error far below a thousandth of a point for any curve a view draws).
  static func length(of k: Kind, upTo t: Double) -> Double {
    if case .line(let a, let b) = k { return hypot(b.x - a.x, b.y - a.y) * t }
    guard t > 0 else { return 0 }
    let pieces = 8
    var sum = 0.0
    for i in 0..<pieces {
      let a = t * Double(i) / Double(pieces), b = t * Double(i + 1) / Double(pieces)
      let half = (b - a) / 2, mid = (a + b) / 2
      for g in gauss { sum += g.w * half * speed(k, mid + half * g.x) }
    }
    return sum
  }

  /// The parameter at arc length `s` from the start of the piece (Newton steps, kept inside a
  /// bisection bracket).
  static func parameter(_ k: Kind, atLength s: Double, total: Double) -> Double {
    guard total > 0 else { return 0 }
    if case .line = k { return min(max(s / total, 0), 1) }
    var lo = 0.0, hi = 1.0, t = min(max(s / total, 0), 1)
    for _ in 0..<40 {
      let f = length(of: k, upTo: t) - s
      if abs(f) < 1e-9 { break }
      if f > 0 { hi = t } else { lo = t }
      let v = speed(k, t)
      var next = v > 1e-12 ? t - f / v : (lo + hi) / 2
      if next <= lo || next >= hi { next = (lo + hi) / 2 }
      t = next
    }
    return t
  }

  /// The piece between parameters `t0` and `t1` (de Casteljau), the same kind of curve.
  static func split(_ k: Kind, from t0: Double, to t1: Double) -> Kind {
    switch k {
    case .line: return .line(point(k, t0), point(k, t1))
    case .quad(let a, let c, let b):
      // Blossoms of the quadratic: f(u, v).
      func f(_ u: Double, _ v: Double) -> CGPoint {
        CGPoint(x: (1 - u) * (1 - v) * a.x + ((1 - u) * v + u * (1 - v)) * c.x + u * v * b.x,
                y: (1 - u) * (1 - v) * a.y + ((1 - u) * v + u * (1 - v)) * c.y + u * v * b.y)
      }
      return .quad(f(t0, t0), f(t0, t1), f(t1, t1))
    case .cubic(let a, let c1, let c2, let b):
      func f(_ u: Double, _ v: Double, _ w: Double) -> CGPoint {
        let p = [a, c1, c2, b]
        // de Casteljau with three different parameters evaluates the blossom.
        var l1 = (0..<3).map { i in lerp(p[i], p[i + 1], u) }
        l1 = (0..<2).map { i in lerp(l1[i], l1[i + 1], v) }
        return lerp(l1[0], l1[1], w)
      }
      return .cubic(f(t0, t0, t0), f(t0, t0, t1), f(t0, t1, t1), f(t1, t1, t1))
    }
  }

  static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  static func end(_ k: Kind) -> CGPoint {
    switch k {
    case .line(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): return b
    }
  }

  static func start(_ k: Kind) -> CGPoint {
    switch k {
    case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): return a
    }
  }
}
