import Foundation

/// Finds what a touch lands on: the front-most drawn view under the point, respecting paint
/// order (zIndex, overlays), clips, `hidden`, `allowsHitTesting` and `contentShape`. Returns the
/// path of nodes from the root down to it; gestures along the path compete for the touch.
@MainActor
enum HitTester {
  static func path(at point: CGPoint, in root: Node) -> [Node]? {
    hit(root, point)
  }

  private static func hit(_ node: Node, _ point: CGPoint) -> [Node]? {
    guard node.isPlaced else { return nil }
    if let e = node.extras, !e.allowsHitTesting { return nil }
    if let effect = node.layout as? EffectLayout {
      if case .hidden = effect.effect { return nil }
      if case .clip = effect.effect, !node.globalFrame.contains(point) { return nil }
    }
    if let scroll = node.scrollState, !scroll.visibleGlobal.contains(point) { return nil }
    for child in paintOrder(node).reversed() {
      if let p = hit(child, point) { return [node] + p }
    }
    if node.extras?.contentShape != nil, node.globalFrame.contains(point) { return [node] }
    if isDrawnContent(node), node.globalFrame.contains(point) { return [node] }
    return nil
  }

  /// Children in the order they are drawn.
  static func paintOrder(_ node: Node) -> [Node] {
    // A mask is not drawn and takes no touches.
    if node.layout is MaskLayout, node.children.count == 2 { return [node.children[0]] }
    if let o = node.layout as? OverlayLayout, o.isBackground, node.children.count == 2 {
      return [node.children[1], node.children[0]]
    }
    if let o = node.layout as? PreferenceValueOverlayLayout, o.base.isBackground, node.children.count == 2 {
      return [node.children[1], node.children[0]]
    }
    let kids = node.children
    guard kids.contains(where: { $0.zIndex != 0 }) else { return kids }
    return kids.indices.sorted { (kids[$0].zIndex, $0) < (kids[$1].zIndex, $1) }.map { kids[$0] }
  }

  /// Views that draw something touchable: shapes not filled with clear, text, images, controls.
  private static func isDrawnContent(_ node: Node) -> Bool {
    switch node.layout {
    case let s as ShapeLayout:
      if case .fill(let style) = s.paint, let c = style as? Color, c.rgba.alpha == 0 { return false }
      return true
    case is TextNodeLayout, is SymbolLayout, is BitmapLayout: return true
    case is ControlLayout: return true
    case let p as PlatformViewLayout: return p.isTouchable
    default: return false
    }
  }
}
