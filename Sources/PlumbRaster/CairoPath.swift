import Foundation
import CCairo
import PlumbGraphics

/// Replays a `Path` on a Cairo context, as move/line/curve/close.
enum CairoPath {
  /// Replaces the context's current path with `path`. Quadratic curves become the equivalent
  /// cubics. Returns false (leaving no path) if any coordinate is not finite, so bad geometry
  /// draws nothing instead of feeding NaN to Cairo.
  @discardableResult
  static func set(_ path: Path, on cr: OpaquePointer) -> Bool {
    cairo_new_path(cr)
    guard isFinite(path) else { return false }
    var current = CGPoint.zero, subpathStart = CGPoint.zero
    var hasCurrent = false
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p; subpathStart = p; hasCurrent = true
      case .line(let p):
        if !hasCurrent { cairo_move_to(cr, p.x, p.y); subpathStart = p; hasCurrent = true }
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let p, let c):
        if !hasCurrent { cairo_move_to(cr, c.x, c.y); current = c; subpathStart = c; hasCurrent = true }
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        if !hasCurrent { cairo_move_to(cr, c1.x, c1.y); subpathStart = c1; hasCurrent = true }
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        if hasCurrent { cairo_close_path(cr) }
        current = subpathStart
      }
    }
    return true
  }

  /// Whether every point of `path` is finite and within ±2²⁴ (Cairo's 24.8 fixed point overflows
  /// beyond that once scaled to device space).
  static func isFinite(_ path: Path) -> Bool {
    func ok(_ p: CGPoint) -> Bool { abs(p.x) < 16_777_216 && abs(p.y) < 16_777_216 }
    for e in path.elements {
      switch e {
      case .move(let p), .line(let p): if !ok(p) { return false }
      case .quadCurve(let p, let c): if !ok(p) || !ok(c) { return false }
      case .curve(let p, let c1, let c2): if !ok(p) || !ok(c1) || !ok(c2) { return false }
      case .closeSubpath: break
      }
    }
    return true
  }
}
