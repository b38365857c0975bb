import Foundation

/// A bitmap image.
///
/// Child: none. Self: its size in points (pixels / scale), ignoring the proposal unless resizable.
/// A template image is its alpha filled with `tint`, resolved in the appearance being painted.
struct BitmapLayout: NodeLayout {
  let source: ImageItem.Source
  let natural: CGSize
  let resizable: Bool
  var interpolation: ImageItem.Interpolation = .bilinear
  var tint: Color?
  /// Caps and stretch or tile when resized (`Image+Slicing.swift`); nil: stretched whole.
  var slicing: ImageSlicing?
  /// The asset file's path, for warnings (`ImageItem.name`).
  var name: String?

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    painter.append(.image(ImageItem(source: source, rect: painter.snap(node.frame), interpolation: interpolation,
                                    tint: tint?.rgba, slicing: slicing, name: name)))
  }
}
