import Foundation
import CCairo
import PlumbGraphics

/// Sets a display-list `Paint` as a Cairo source.
///
/// Inputs are sanitised first (components clamped to 0…1, NaN as 0; stops sorted by location,
/// stably; non-finite geometry refused), because an invalid pattern would put the whole context
/// into a sticky error state and silently stop every later drawing operation.
enum CairoPaint {
  /// Sets `paint` as the source of `cr`; returns false when it would draw nothing (a gradient with
  /// no stops or bad geometry).
  static func set(_ paint: Paint, on cr: OpaquePointer) -> Bool {
    switch paint {
    case .solid(let color):
      setColor(color, on: cr)
      return true
    case .linearGradient(let stops, let start, let end):
      guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return false }
      return setGradient(cairo_pattern_create_linear(start.x, start.y, end.x, end.y), stops, on: cr)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      guard [center.x, center.y, startRadius, endRadius].allSatisfy(\.isFinite),
        startRadius >= 0, endRadius >= 0
      else { return false }
      return setGradient(
        cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius),
        stops, on: cr)
    case .angularGradient(let stops, let center, let startAngle, let endAngle):
      guard [center.x, center.y, startAngle, endAngle].allSatisfy(\.isFinite), !stops.isEmpty else { return false }
      return ConicMesh.set(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle, on: cr)
    case .mesh(let columns, let rows, let points, let colors):
      return GridMesh.set(columns: columns, rows: rows, points: points, colors: colors, on: cr)
    }
  }

  static func setColor(_ c: RGBAColor, on cr: OpaquePointer) {
    cairo_set_source_rgba(cr, unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
  }

  /// Clamps to 0…1; NaN becomes 0.
  static func unit(_ v: Double) -> Double { v >= 0 ? min(v, 1) : 0 }

  private static func setGradient(_ pattern: OpaquePointer?, _ stops: [GradientStop],
                                  on cr: OpaquePointer) -> Bool {
    guard let pattern else { return false }
    defer { cairo_pattern_destroy(pattern) }
    guard !stops.isEmpty, cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
    let sorted = stops.enumerated()
      .map { (index: $0.offset, location: unit($0.element.location), color: $0.element.color) }
      .sorted { ($0.location, $0.index) < ($1.location, $1.index) }
    for s in sorted {
      cairo_pattern_add_color_stop_rgba(pattern, s.location, unit(s.color.red), unit(s.color.green),
                                        unit(s.color.blue), unit(s.color.alpha))
    }
    // SwiftUI gradients continue their end colours beyond the end points.
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_set_source(cr, pattern)
    return true
  }
}
