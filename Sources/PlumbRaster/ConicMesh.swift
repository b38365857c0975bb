import CCairo
import Foundation
import PlumbGraphics

/// Draws a conic (angular) gradient with a Cairo mesh pattern, since Cairo 1.16 has no conic
/// gradient: a fan of thin wedges about the centre, each a patch whose colour runs from the
/// gradient's colour at one edge angle to the next. Wedges are at most one degree wide, so the
/// straight outer chord (where the patch parameter is not quite proportional to the angle) is
/// off by under 0.003 % of a wedge; the fan reaches past every corner of the path being painted.
enum ConicMesh {
  /// Sets the gradient as the source of `cr`, whose current path is the one to be painted.
  static func set(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double,
                  on cr: OpaquePointer) -> Bool {
    let sorted = stops.enumerated()
      .map { (index: $0.offset, location: CairoPaint.unit($0.element.location), color: $0.element.color) }
      .sorted { ($0.location, $0.index) < ($1.location, $1.index) }
      .map { GradientStop(color: $0.color, location: $0.location) }
    guard let radius = reach(from: center, on: cr), let mesh = cairo_pattern_create_mesh() else { return false }
    defer { cairo_pattern_destroy(mesh) }

    let span = endAngle - startAngle
    // Edge angles of the wedges: one turn from the start, split at every stop and at the end of
    // the range so that colour changes fall on wedge edges, and at most 1° apart elsewhere.
    var edges: [Double] = [0, 2 * .pi]
    if span > 0 && span < 2 * .pi { edges.append(span) }
    if span > 0 { edges += sorted.map { $0.location * min(span, 2 * .pi) } }
    edges = Array(Set(edges.filter { $0 >= 0 && $0 <= 2 * .pi })).sorted()
    let maxStep = Double.pi / 180
    for (a, b) in zip(edges, edges.dropFirst()) where b > a {
      let n = Int(((b - a) / maxStep).rounded(.up))
      for k in 0..<n {
        let t0 = a + (b - a) * Double(k) / Double(n)
        let t1 = a + (b - a) * Double(k + 1) / Double(n)
        addWedge(mesh, center: center, radius: radius, from: startAngle + t0, to: startAngle + t1,
                 colors: (color(at: t0, span: span, sorted), color(at: t1, span: span, sorted)))
      }
    }
    guard cairo_pattern_status(mesh) == CAIRO_STATUS_SUCCESS else { return false }
    cairo_set_source(cr, mesh)
    return true
  }

  /// The gradient's colour `turned` radians past the start angle.
  static func color(at turned: Double, span: Double, _ stops: [GradientStop]) -> RGBAColor {
    guard span > 0 else { return stops.last!.color }
    let t = turned / span
    if t <= stops.first!.location { return stops.first!.color }
    if t >= stops.last!.location { return stops.last!.color }
    for (s0, s1) in zip(stops, stops.dropFirst()) where t >= s0.location && t <= s1.location {
      let w = s1.location > s0.location ? (t - s0.location) / (s1.location - s0.location) : 1
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * w }
      return RGBAColor(red: mix(s0.color.red, s1.color.red), green: mix(s0.color.green, s1.color.green),
                       blue: mix(s0.color.blue, s1.color.blue), alpha: mix(s0.color.alpha, s1.color.alpha))
    }
    return stops.last!.color
  }

  private static func addWedge(_ mesh: OpaquePointer, center c: CGPoint, radius r: Double, from a0: Double,
                               to a1: Double, colors: (RGBAColor, RGBAColor)) {
    let p0 = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
    let p1 = CGPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
    cairo_mesh_pattern_begin_patch(mesh)
    cairo_mesh_pattern_move_to(mesh, c.x, c.y)
    cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
    cairo_mesh_pattern_line_to(mesh, p1.x, p1.y)
    cairo_mesh_pattern_line_to(mesh, c.x, c.y)
    // Corners 0 and 1 take the first edge's colour, 2 and 3 the second's.
    for (i, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
      cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(i), CairoPaint.unit(color.red), CairoPaint.unit(color.green),
                                               CairoPaint.unit(color.blue), CairoPaint.unit(color.alpha))
    }
    cairo_mesh_pattern_end_patch(mesh)
  }

  /// A radius that reaches past the current path and clip from `center` (user space), or nil for
  /// an empty or non-finite extent.
  private static func reach(from center: CGPoint, on cr: OpaquePointer) -> Double? {
    var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
    cairo_path_extents(cr, &x0, &y0, &x1, &y1)
    // Strokes reach past the path by half their width, which may be set after the source: pad.
    let pad = cairo_get_line_width(cr) + 64
    let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)]
    let r = corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max()! + pad
    return r.isFinite && r > 0 && r < 1e7 ? r : nil
  }
}
