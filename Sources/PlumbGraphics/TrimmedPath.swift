import Foundation

extension Path {
  /// The part of the path between two fractions of its length, as SwiftUI's
  /// `trimmedPath(from:to:)`: the whole path (every subpath, closing edges included) is measured
  /// by arc length, and the pieces between `from · length` and `to · length` are kept, curves
  /// split exactly where the fractions fall. Fractions are clamped to 0…1; `from ≥ to` gives an
  /// empty path and `0…1` gives the path unchanged.
  public func trimmedPath(from: Double, to: Double) -> Path {
    let a = from.isFinite ? min(max(from, 0), 1) : 0
    let b = to.isFinite ? min(max(to, 0), 1) : 1
    if a <= 0 && b >= 1 { return self }
    guard a < b else { return Path() }
    let measured = PathSegments(self)
    let total = measured.total
    guard total > 0 else { return Path() }
    let s0 = a * total, s1 = b * total
    var out = Path()
    var walked = 0.0
    var lastSubpath = -1
    var lastEnd: CGPoint?
    for seg in measured.segments {
      let segStart = walked, segEnd = walked + seg.length
      walked = segEnd
      guard segEnd > s0, segStart < s1, seg.length > 0 else { continue }
      let t0 = s0 > segStart ? PathSegments.parameter(seg.kind, atLength: s0 - segStart, total: seg.length) : 0
      let t1 = s1 < segEnd ? PathSegments.parameter(seg.kind, atLength: s1 - segStart, total: seg.length) : 1
      let piece = (t0 == 0 && t1 == 1) ? seg.kind : PathSegments.split(seg.kind, from: t0, to: t1)
      let start = PathSegments.start(piece)
      if seg.subpath != lastSubpath || lastEnd != start {
        out.move(to: start)
        lastSubpath = seg.subpath
      }
      switch piece {
      case .line(_, let p): out.addLine(to: p)
      case .quad(_, let c, let p): out.addQuadCurve(to: p, control: c)
      case .cubic(_, let c1, let c2, let p): out.addCurve(to: p, control1: c1, control2: c2)
      }
      lastEnd = PathSegments.end(piece)
    }
    return out
  }
}
