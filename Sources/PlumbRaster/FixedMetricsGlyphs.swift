import Foundation
import CCairo
import PlumbGraphics

/// Draws glyph runs in `FixedMetricsFont` as solid boxes, like Flutter's Ahem: each glyph is
/// 0.6 em wide from baseline − 0.8 em to baseline + 0.2 em. Layout tests can then check text
/// placement pixel for pixel without any font file.
enum FixedMetricsGlyphs {
  static func draw(_ run: GlyphRun, on cr: OpaquePointer) {
    guard let path = path(of: run) else { return }
    guard CairoPath.set(path, on: cr) else { return }
    CairoPaint.setColor(run.color, on: cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
  }

  /// One box per glyph, as one path (so adjacent boxes join without seams). A synthetic oblique
  /// shears each box about its baseline: a point `h` above the baseline moves `skew·h` right.
  static func path(of run: GlyphRun) -> Path? {
    let em = run.fontSize
    guard em.isFinite, em > 0, !run.positions.isEmpty else { return nil }
    let skew = run.obliqueSkew.isFinite ? run.obliqueSkew : 0
    let width = FixedMetricsFont.advance * em
    let up = FixedMetricsFont.ascent * em, down = FixedMetricsFont.descent * em
    var path = Path()
    for p in run.positions {
      path.move(to: CGPoint(x: p.x + skew * up, y: p.y - up))
      path.addLine(to: CGPoint(x: p.x + width + skew * up, y: p.y - up))
      path.addLine(to: CGPoint(x: p.x + width - skew * down, y: p.y + down))
      path.addLine(to: CGPoint(x: p.x - skew * down, y: p.y + down))
      path.closeSubpath()
    }
    return path
  }
}
