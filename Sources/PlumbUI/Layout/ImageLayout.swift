import Foundation

/// `Image(systemName:)`: a vector symbol in a square box sized by the font.
///
/// Child: none. Self: the natural box, ignoring the proposal; when resizable, the proposal with
/// nil dimensions → the natural size (docs/layout-rules.md §1.2).
struct SymbolLayout: NodeLayout {
  let path: Path
  let natural: CGSize
  let resizable: Bool
  let color: Color

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
  }

  var ownGuides: GuideMask { .baselines }

  /// Symbols sit on the text baseline at 0.8 of their box.
  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key {
      return size.height * SymbolLibrary.baseline
    }
    return nil
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let r = painter.snap(node.frame)
    guard r.width.isFinite, r.height.isFinite else { return }
    let t = AffineTransform2D.scale(x: r.width, y: r.height).concatenating(.translation(x: r.minX, y: r.minY))
    painter.append(.fill(path.applying(t), .solid(color.rgba)))
  }
}

/// A bitmap image.
///
/// Child: none. Self: its size in points (pixels / scale), ignoring the proposal unless resizable.
struct BitmapLayout: NodeLayout {
  let source: ImageItem.Source
  let natural: CGSize
  let resizable: Bool

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    painter.append(.image(ImageItem(source: source, rect: painter.snap(node.frame))))
  }
}
