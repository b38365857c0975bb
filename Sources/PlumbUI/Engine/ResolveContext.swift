import Foundation

/// Where a view is being resolved: its identity path, its environment, and the graph that owns
/// state. Passed down by value; each container or modifier extends the path.
@MainActor
struct ResolveContext {
  unowned let graph: ViewGraph
  /// Structural identity from the root, e.g. "ContentView/VStack/1/Text".
  var path: String
  var environment: EnvironmentValues
  /// The content a custom `ViewModifier`'s `body(content:)` placeholder stands for.
  var modifierContent: ModifierContent?

  func child(_ component: String) -> ResolveContext {
    var c = self
    c.path = path.isEmpty ? component : path + "/" + component
    return c
  }

  func child(_ index: Int) -> ResolveContext { child(String(index)) }

  /// Makes a node at this context's path.
  func node(_ name: String, _ layout: any NodeLayout, children: [Node] = []) -> Node {
    graph.nodeCount += 1
    let node = Node(name: name, identity: path, layout: layout, children: children)
    if environment.layoutDirection == .rightToLeft { node.isRightToLeft = true }
    node.appearance = environment.paintAppearance
    return node
  }
}

/// The resolver of a custom modifier's content placeholder (`_ViewModifier_Content`).
@MainActor
final class ModifierContent {
  let resolve: (ResolveContext, inout [Node]) -> Void
  init(_ resolve: @escaping (ResolveContext, inout [Node]) -> Void) { self.resolve = resolve }
}
