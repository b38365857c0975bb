import Foundation
import PlumbGraphics

extension TextLayout {
  /// The layout's glyph runs as display items, moved to `origin` (the text's top-left) and drawn
  /// in `color`; what a view painting this text appends to its display list.
  public func displayItems(at origin: CGPoint, color: RGBAColor) -> [DisplayItem] {
    runs.map { run in
      var run = run
      run.color = color
      run.positions = run.positions.map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) }
      return .glyphs(run)
    }
  }
}
