import Foundation

/// A navigation container with a bar at the top, as SwiftUI's `NavigationStack` (and
/// `NavigationView` in its stack style). Pushed destinations (`NavigationLink`) replace the root
/// with a back button to return.
///
/// Bar metrics (docs/layout-rules.md §7, iOS 13–18): 44 pt inline, 96 pt with a large title; content
/// starts below the bar, which draws under the status bar.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  let root: Root
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(resolveNavigation(root, ctx, name: "NavigationStack"))
  }
}

/// The older navigation container; on iPhone it behaves as a `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(resolveNavigation(content, ctx, name: "NavigationView"))
  }
}

/// What the views inside a navigation container declared about its bar while resolving.
@MainActor
final class NavigationContext {
  var title: String?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var isBarHidden = false
  var leading: [Node] = []
  var trailing: [Node] = []
  var principal: [Node] = []
  /// Pushes a destination onto this stack.
  let push: (AnyView, String?) -> Void
  init(push: @escaping (AnyView, String?) -> Void) { self.push = push }
}

struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }

extension EnvironmentValues {
  var navigation: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}

/// A pushed screen: its view and the title of the screen below it (for the back button).
struct PushedScreen {
  let view: AnyView
  let backTitle: String?
}

@MainActor
func resolveNavigation<V: View>(_ root: V, _ ctx: ResolveContext, name: String) -> Node {
  let c = ctx.child(name)
  let graph = c.graph
  let stackKey = c.path
  let pushed = graph.navigationStacks[stackKey] ?? []
  graph.touchedNavigation.insert(stackKey)
  let container = c.makeContainerBox()  // containerRelativeFrame's container: the area below the bar
  var titles: [String?] = []
  var nav = NavigationContext { _, _ in }
  var content: [Node] = []
  // Resolve every level (root, then each pushed screen) so back titles are known; show the top.
  for level in 0...pushed.count {
    let lc = level == 0 ? c.child("root") : c.child("pushed\(level)")
    let context = NavigationContext { view, _ in
      var stack = graph.navigationStacks[stackKey] ?? []
      stack = Array(stack.prefix(level))
      stack.append(PushedScreen(view: view, backTitle: nil))
      graph.navigationStacks[stackKey] = stack
      graph.markDirty("navigation path of \(stackKey)")
    }
    var inner = lc
    inner.environment.containerBox = container
    inner.environment.navigation = context
    inner.environment.stackAxis = nil
    if level > 0 {
      inner.environment.isPresented = true
      inner.environment.dismiss = DismissAction {
        graph.navigationStacks[stackKey] = Array((graph.navigationStacks[stackKey] ?? []).prefix(level - 1))
        graph.markDirty("navigation path of \(stackKey)")
      }
    }
    var nodes: [Node] = []
    if level == 0 { resolveView(root, inner, into: &nodes) } else { resolveView(pushed[level - 1].view, inner, into: &nodes) }
    titles.append(context.title)
    if level == pushed.count {
      nav = context
      content = nodes
      if level > 0 && context.leading.isEmpty && !context.isBarHidden {
        context.leading = [backButton(title: titles[level - 1] ?? "Back", lc.child("back"), pop: inner.environment.dismiss)]
      }
    }
  }
  let body = content.count == 1 ? content[0] : c.child("VStack").node("VStack", StackLayout(
    axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil), children: content)
  let mode = nav.displayMode ?? (pushed.isEmpty ? .large : .inline)
  let large = mode == .large && nav.title != nil
  // Only the large title grows with Dynamic Type; the item row stays 44 (docs/dynamic-type.md).
  let titleArea = DynamicTypeChrome.largeTitleArea(c.environment.dynamicTypeSize)
  let bar = navigationBar(nav, large: large, titleArea: titleArea, c.child("bar"))
  return c.node(name, NavigationLayout(barHeight: nav.isBarHidden ? 0 : (large ? 44 + titleArea : 44), container: container),
                children: [body, bar])
}

/// The bar: title (inline or large), leading and trailing items.
@MainActor
private func navigationBar(_ nav: NavigationContext, large: Bool, titleArea: CGFloat, _ ctx: ResolveContext) -> Node {
  var kids: [Node] = []
  var env = ctx
  env.environment.navigation = nil
  if let title = nav.title, nav.principal.isEmpty {
    var t = env.child("title")
    t.environment.font = large ? .largeTitle.bold() : .headline
    // iOS keeps the inline title at its default size (the large content viewer shows it bigger).
    if !large { t.environment.dynamicTypeSize = .large }
    t.environment.foregroundColor = .primary
    t.environment.lineLimit = 1
    resolveView(Text(verbatim: title), t, into: &kids)
  } else if let p = nav.principal.first {
    kids.append(p)
  } else {
    kids.append(env.child("notitle").node("EmptyTitle", SpacerLayout(axis: nil, minLength: 0)))
  }
  kids.append(itemStack(nav.leading, env.child("leading")))
  kids.append(itemStack(nav.trailing, env.child("trailing")))
  let bar = env.node("NavigationBar", NavigationBarLayout(large: large, isHidden: nav.isBarHidden, largeTitleArea: titleArea), children: kids)
  return bar
}

@MainActor
private func itemStack(_ items: [Node], _ ctx: ResolveContext) -> Node {
  ctx.node("HStack", StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 16), children: items)
}

@MainActor
private func backButton(title: String, _ ctx: ResolveContext, pop: DismissAction) -> Node {
  var nodes: [Node] = []
  var c = ctx
  c.environment.font = .body
  c.environment.dynamicTypeSize = .large
  resolveView(Button(action: { pop() }) {
    HStack(spacing: 3) {
      Image(systemName: DirectionalSymbols.backwardChevron(ctx.environment.layoutDirection))
      Text(verbatim: title)
    }
  }, c, into: &nodes)
  return nodes[0]
}
