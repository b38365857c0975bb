import Foundation

/// Marks content drawn over a navigation container as the `overlay` window layer.
///
/// On iOS a SwiftUI `.overlay` (or a later `ZStack` sibling) of a `NavigationStack` is drawn in
/// the hosting view above the navigation bar: the general way a pop menu or custom popup is
/// shown above everything. The engine already paints it after the bar; this gives it the layer
/// that says so, so layout invariants (`drawnAbove`) and diffs see it. Content placed inside the
/// navigation container instead stays in the content layer, under the bar.
@MainActor
enum OverlayLayers {
  /// Runs after placement (navigation bars get their layer when placed).
  static func assign(_ root: Node) {
    guard containsNavigationBar(root) else { return }
    root.forEach { node in
      switch node.layout {
      case let o as OverlayLayout where !o.isBackground && node.children.count == 2:
        mark(node.children[1], over: node.children[0])
      case let o as PreferenceValueOverlayLayout where !o.base.isBackground && node.children.count == 2:
        mark(node.children[1], over: node.children[0])
      case is ZStackNodeLayout:
        guard let first = node.children.firstIndex(where: containsNavigationBar) else { return }
        for later in node.children[(first + 1)...] where later.layer == .content { later.layer = .overlay }
      default: return
      }
    }
  }

  private static func mark(_ secondary: Node, over primary: Node) {
    if secondary.layer == .content, containsNavigationBar(primary) { secondary.layer = .overlay }
  }

  static func containsNavigationBar(_ n: Node) -> Bool {
    if n.layer == .navigationBar { return true }
    return n.children.contains(where: containsNavigationBar)
  }
}
