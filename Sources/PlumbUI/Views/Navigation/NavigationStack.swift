import Foundation

/// A navigation container with a bar at the top, as SwiftUI's `NavigationStack` (and
/// `NavigationView` in its stack style). Pushed destinations (`NavigationLink`) replace the root
/// with a back button to return.
///
/// Bar metrics (docs/layout-rules.md §7, iOS 13–18): 44 pt inline, 96 pt with a large title; content
/// starts below the bar, which draws under the status bar.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  let root: Root
  let path: NavigationPathBinding?
  public init(@ViewBuilder root: () -> Root) { self.root = root(); path = nil }
  /// A stack driven by a `NavigationPath`: each element is shown with the
  /// `navigationDestination(for:)` registered for its type, the last one on top.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathBinding(elements: { path.wrappedValue.elements },
                                      removeLast: { path.wrappedValue.removeLast() })
  }
  /// A stack driven by a collection of values (`[Recipe]`, `[Int]`…).
  public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {
    self.root = root()
    self.path = NavigationPathBinding(elements: { path.wrappedValue.map { AnyHashable($0) } },
                                      removeLast: { _ = path.wrappedValue.popLast() })
  }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(resolveNavigation(root, ctx, name: "NavigationStack", path: path))
  }
}

/// A stack's path binding, type-erased: its elements and how to pop one.
struct NavigationPathBinding {
  let elements: @MainActor () -> [AnyHashable]
  let removeLast: @MainActor () -> Void
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
  /// The search field `searchable` asked for (the innermost wins).
  var search: SearchFieldSpec?
  /// `navigationDestination(for:)` builders by element type, shared by every level of the stack.
  var destinations: NavigationDestinations
  /// Destinations presented by `navigationDestination(isPresented:)` / `(item:)` on this level.
  var presented: [AnyView] = []
  /// Pushes a destination onto this stack.
  let push: (AnyView, String?) -> Void
  init(destinations: NavigationDestinations = NavigationDestinations(), push: @escaping (AnyView, String?) -> Void) {
    self.destinations = destinations; self.push = push
  }
}

/// The `navigationDestination(for:destination:)` builders a stack has seen, by data type.
@MainActor
final class NavigationDestinations {
  var builders: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
  func view(for element: AnyHashable) -> AnyView? {
    builders[ObjectIdentifier(type(of: element.base))]?(element)
  }
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
func resolveNavigation<V: View>(_ root: V, _ ctx: ResolveContext, name: String, path: NavigationPathBinding? = nil) -> Node {
  let c = ctx.child(name)
  let graph = c.graph
  let stackKey = c.path
  var pushed = graph.navigationStacks[stackKey] ?? []
  let destinations = NavigationDestinations()
  let pathElements = path?.elements() ?? []
  /// How many screens at the bottom of `pushed` come from the path or presented destinations.
  var derived = 0
  graph.touchedNavigation.insert(stackKey)
  let container = c.makeContainerBox()  // containerRelativeFrame's container: the area below the bar
  var titles: [String?] = []
  var nav = NavigationContext { _, _ in }
  let barKind = NavigationBarKindBox()
  var content: [Node] = []
  // Resolve every level (root, then each pushed screen) so back titles are known; show the top.
  var level = 0
  while level <= pushed.count {
    defer { level += 1 }
    let lc = level == 0 ? c.child("root") : c.child("pushed\(level)")
    let context = NavigationContext(destinations: destinations) { [level] view, _ in
      var stack = graph.navigationStacks[stackKey] ?? []
      stack = Array(stack.prefix(level))
      stack.append(PushedScreen(view: view, backTitle: nil))
      graph.navigationStacks[stackKey] = stack
      graph.markDirty("navigation path of \(stackKey)")
    }
    var inner = lc
    inner.environment.containerBox = container
    inner.environment.navigation = context
    inner.environment.navigationBarKind = barKind
    inner.environment.stackAxis = nil
    if level > 0 { inner.environment.isPresented = true }
    if level > 0 && level <= derived, let path {
      inner.environment.dismiss = DismissAction { path.removeLast() }
    } else if level > 0 {
      inner.environment.dismiss = DismissAction { [level] in
        graph.navigationStacks[stackKey] = Array((graph.navigationStacks[stackKey] ?? []).prefix(level - 1))
        graph.markDirty("navigation path of \(stackKey)")
      }
    }
    var nodes: [Node] = []
    if level == 0 { resolveView(root, inner, into: &nodes) } else { resolveView(pushed[level - 1].view, inner, into: &nodes) }
    titles.append(context.title)
    // The path's elements (after the root registered its destinations) and presented
    // destinations become screens above this level, below any NavigationLink pushes.
    var above: [PushedScreen] = context.presented.map { PushedScreen(view: $0, backTitle: nil) }
    if level == 0 {
      for element in pathElements {
        if let view = destinations.view(for: element) {
          above.append(PushedScreen(view: view, backTitle: nil))
        } else {
          RenderWarnings.warnOnce("navigationDestination.missing.\(type(of: element.base))",
            "NavigationStack(path:): no navigationDestination(for: \(type(of: element.base)).self) is registered; that element is not shown")
        }
      }
    }
    if !above.isEmpty && level >= derived {
      pushed.insert(contentsOf: above, at: level)
      derived = level + above.count
    }
    if level == pushed.count {
      nav = context
      content = nodes
      if level > 0 && context.leading.isEmpty && !context.isBarHidden {
        // iOS 26's back button is the chevron alone, on glass.
        let title = c.environment.designGeneration == .iOS26 ? nil : titles[level - 1] ?? "Back"
        context.leading = [backButton(title: title, lc.child("back"), pop: inner.environment.dismiss)]
      }
    }
  }
  let body = content.count == 1 ? content[0] : c.child("VStack").node("VStack", StackLayout(
    axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil), children: content)
  let mode = nav.displayMode ?? (pushed.isEmpty ? .large : .inline)
  let large = mode == .large && nav.title != nil
  barKind.kind = nav.isBarHidden ? .none : large ? .large : .inline
  // Only the large title grows with Dynamic Type; the item row stays 44 (docs/dynamic-type.md).
  let iOS26 = c.environment.designGeneration == .iOS26
  let titleArea = DynamicTypeChrome.largeTitleArea(c.environment.dynamicTypeSize) + (iOS26 ? NavigationBarLayout.iOS26TitleDrop : 0)
  // In an iOS 26 sheet the bar's row sits 16 pt below the sheet's top (docs/design-generations.md, "Sheets").
  let sheetInset: CGFloat = iOS26 && c.environment.platformSheet != nil ? NavigationBarLayout.iOS26SheetInset : 0
  // The search field: under the title, except in iOS 26's design outside a TabView, where it
  // floats at the bottom of the screen (docs/design-generations.md, "Search fields").
  var barSearch: Node?, bottomSearch: Node?
  if let search = nav.search, !nav.isBarHidden {
    let place: SearchFieldLook.Place = iOS26 && !c.environment.isInTabView ? .bottom : .bar
    var sc = c.child("search")
    sc.environment.navigation = nil
    var nodes: [Node] = []
    resolveView(SearchFieldLook(spec: search, generation: c.environment.designGeneration, place: place), sc, into: &nodes)
    if place == .bar { barSearch = nodes.first } else { bottomSearch = nodes.first }
  }
  let searchArea: CGFloat = barSearch == nil ? 0 : (iOS26 ? NavigationBarLayout.iOS26SearchArea : NavigationBarLayout.searchArea)
  let bar = navigationBar(nav, large: large, titleArea: titleArea, topInset: sheetInset, search: barSearch, c.child("bar"))
  let barHeight = nav.isBarHidden ? 0 : (large ? 44 + titleArea : 44) + sheetInset + searchArea
  var layout = NavigationLayout(barHeight: barHeight, container: container)
  layout.hasBottomSearch = bottomSearch != nil
  return c.node(name, layout, children: [body, bar] + (bottomSearch.map { [$0] } ?? []))
}

/// The bar: title (inline or large), leading and trailing items.
@MainActor
private func navigationBar(_ nav: NavigationContext, large: Bool, titleArea: CGFloat, topInset: CGFloat,
                           search: Node?, _ ctx: ResolveContext) -> Node {
  var kids: [Node] = []
  var env = ctx
  env.environment.navigation = nil
  if let title = nav.title, nav.principal.isEmpty {
    var t = env.child("title")
    t.environment.font = large ? .largeTitle.bold() : .headline
    // iOS keeps the inline title at its default size (the large content viewer shows it bigger).
    if !large { t.environment.dynamicTypeSize = .large }
    let styles = PlatformBarStyles.current
    let look = styles.scrollEdge ?? styles.standard
    if let c = large ? look?.largeTitle : look?.title {
      t.environment.foregroundColor = Color(platformRGBA: c)
    } else {
      t.environment.foregroundColor = .primary
    }
    t.environment.lineLimit = 1
    resolveView(Text(verbatim: title), t, into: &kids)
  } else if let p = nav.principal.first {
    kids.append(p)
  } else {
    kids.append(env.child("notitle").node("EmptyTitle", SpacerLayout(axis: nil, minLength: 0)))
  }
  let iOS26 = ctx.environment.designGeneration == .iOS26
  for (items, name) in [(nav.leading, "leading"), (nav.trailing, "trailing")] {
    let stack = itemStack(items, env.child(name))
    kids.append(iOS26 && !items.isEmpty ? env.child(name + "Glass").node("GlassBarItems", GlassBarItemsLayout(), children: [stack]) : stack)
  }
  let styles = PlatformBarStyles.current
  if let search { kids.append(search) }
  var layout = NavigationBarLayout(large: large, isHidden: nav.isBarHidden, largeTitleArea: titleArea)
  layout.topInset = topInset
  if iOS26 {
    layout.margin = ctx.graph.device.size.width >= 414 ? 20 : 16
    layout.titleDrop = NavigationBarLayout.iOS26TitleDrop
    layout.searchTop = 3
  }
  layout.scrolledFill = styles.standard
  layout.edgeFill = styles.scrollEdge?.background
  let bar = env.node("NavigationBar", layout, children: kids)
  return bar
}

@MainActor
private func itemStack(_ items: [Node], _ ctx: ResolveContext) -> Node {
  ctx.node("HStack", StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 16), children: items)
}

@MainActor
private func backButton(title: String?, _ ctx: ResolveContext, pop: DismissAction) -> Node {
  var nodes: [Node] = []
  var c = ctx
  c.environment.font = .body
  c.environment.dynamicTypeSize = .large
  if title == nil { c.environment.useIOS26BarButtonLook() }
  resolveView(Button(action: { pop() }) {
    HStack(spacing: 3) {
      Image(systemName: DirectionalSymbols.backwardChevron(ctx.environment.layoutDirection))
      if let title { Text(verbatim: title) }
    }
  }, c, into: &nodes)
  return nodes[0]
}
