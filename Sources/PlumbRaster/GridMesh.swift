import CCairo
import Foundation
import PlumbGraphics

/// Draws a mesh gradient (`Paint.mesh`) with a Cairo mesh pattern: one Coons patch per grid cell,
/// with straight edges between the cell's four vertices and their colours at the corners, which
/// Cairo interpolates bilinearly across the patch.
enum GridMesh {
  /// At most this many vertices (a 64 × 64 grid): a display list from a hostile file cannot make
  /// the pattern unbounded.
  static let maxVertices = 4096

  /// Sets the mesh as the source of `cr`; false when the grid is malformed (too small or too big,
  /// counts that do not match, a point that is not finite), which then draws nothing.
  static func set(columns: Int, rows: Int, points: [CGPoint], colors: [RGBAColor], on cr: OpaquePointer) -> Bool {
    guard columns >= 2, rows >= 2, columns <= maxVertices, rows <= maxVertices,
      columns * rows <= maxVertices, points.count == columns * rows, colors.count == points.count,
      points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
      let mesh = cairo_pattern_create_mesh()
    else { return false }
    defer { cairo_pattern_destroy(mesh) }
    func index(_ column: Int, _ row: Int) -> Int { row * columns + column }
    for row in 0..<(rows - 1) {
      for column in 0..<(columns - 1) {
        // Corners in Cairo's order: top-left, top-right, bottom-right, bottom-left.
        let corners = [index(column, row), index(column + 1, row), index(column + 1, row + 1), index(column, row + 1)]
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, points[corners[0]].x, points[corners[0]].y)
        for c in corners.dropFirst() { cairo_mesh_pattern_line_to(mesh, points[c].x, points[c].y) }
        for (n, c) in corners.enumerated() {
          let color = colors[c]
          cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(n), CairoPaint.unit(color.red), CairoPaint.unit(color.green),
                                                   CairoPaint.unit(color.blue), CairoPaint.unit(color.alpha))
        }
        cairo_mesh_pattern_end_patch(mesh)
      }
    }
    guard cairo_pattern_status(mesh) == CAIRO_STATUS_SUCCESS else { return false }
    cairo_set_source(cr, mesh)
    return true
  }
}
