import Foundation

/// Tabs with a bar at the bottom, as SwiftUI's `TabView`: each top-level child is a tab (labelled
/// by `.tabItem`, identified by `.tag`); only the selected tab is laid out.
///
/// Metrics (docs/layout-rules.md §7 chrome, M-H): the bar is 49 pt tall above the bottom safe inset
/// (83 pt in all on notch phones); content fills the safe area above it. Item layout inside the
/// bar is **L**: equal-width slots, a 25-pt icon over a 10-pt medium title, accent when selected.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection; self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("TabView")
    var inner = c
    inner.environment.stackAxis = nil
    inner.environment.isInTabView = true
    var tabs: [Node] = []
    resolveView(content, inner, into: &tabs)
    guard !tabs.isEmpty else { return }
    // The selection: the binding's value matched against tags, else an index kept as state.
    let stored = c.graph.stateStorage(key: c.path + ".selectedIndex", initial: 0)
    var selected = min(max(stored.value as? Int ?? 0, 0), tabs.count - 1)
    if let selection {
      let wanted = AnyHashable(selection.wrappedValue)
      if let i = tabs.firstIndex(where: { $0.extras?.tag == wanted }) { selected = i }
    }
    if let page = c.environment.tabViewPageStyle {
      var children = [tabs[selected]]
      let mode = page.indexDisplayMode
      if mode == .always || (mode == .automatic && tabs.count > 1) {
        var dots: [Node] = []
        resolveView(PageIndexDots(count: tabs.count, selected: selected, hasBackground: c.environment.pageIndexHasBackground),
                    c.child("index"), into: &dots)
        children += dots
      }
      out.append(c.node("TabView", PageTabViewLayout(), children: children))
      return
    }
    var items: [Node] = []
    let generation = c.environment.designGeneration
    for (i, tab) in tabs.enumerated() {
      var ic = c.child("item\(i)")
      ic.environment.isTabItem = true
      ic.environment.font = .system(size: 10, weight: .medium)
      // A tab bar draws its symbols' filled variants where they have one, as iOS's TabView does.
      ic.environment.symbolVariants.isFilled = true
      // iOS 26 draws the other tabs in the label colour, iOS 18 in grey.
      let other = generation == .iOS26 ? Color.primary : Color(white: 0.6)
      ic.environment.foregroundColor = i == selected ? c.environment.resolvedTint : other
      var nodes: [Node] = []
      if let label = tab.extras?.tabItem { resolveView(label, ic, into: &nodes) }
      let stack = ic.node("VStack", StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 2),
                          children: nodes)
      let tag = tab.extras?.tag
      let binding = GestureBinding(kind: .tap(count: 1), isHighPriority: false)
      binding.onTap = { _ in
        stored.set(i)
        if let selection, let value = tag?.base as? SelectionValue { selection.wrappedValue = value }
      }
      let extras = stack.extrasCreatingIfNeeded()
      extras.gestures.append(binding)
      extras.contentShape = Rectangle()
      items.append(stack)
    }
    let layout = generation == .iOS26 ? TabBarLayout(floating: FloatingTabBar(selected: selected)) : TabBarLayout()
    let bar = c.child("bar").node("TabBar", layout, children: items)
    out.append(c.node("TabView", TabViewLayout(), children: [tabs[selected], bar]))
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs without a selection binding: the first tab shows first; taps switch tabs.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil; self.content = content()
  }
}

enum TabBarMetrics {
  static let height: CGFloat = 49
  static let iconSide: CGFloat = 25
}

struct IsTabItemKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct IsInTabViewKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  var isTabItem: Bool {
    get { self[IsTabItemKey.self] }
    set { self[IsTabItemKey.self] = newValue }
  }
  /// Whether views are a tab's content (iOS 26 keeps a tab's search field at the top).
  var isInTabView: Bool {
    get { self[IsInTabViewKey.self] }
    set { self[IsInTabViewKey.self] = newValue }
  }
}

extension View {
  /// The label of this view's tab in a `TabView`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let item = AnyView(label())
    return modifier(TraitModifier { $0.extrasCreatingIfNeeded().tabItem = item })
  }
  /// The value that identifies this view in a `TabView` or `Picker` selection.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TraitModifier { $0.extrasCreatingIfNeeded().tag = AnyHashable(tag) })
  }
}

/// A TabView: children are [selected tab, bar].
///
/// Child: the tab is offered the container minus the bar (and the bottom safe inset, when the
/// container reaches it), centred, with its safe area ending at the bar; the bar is the
/// container's width × 49 pt at the safe bottom. Self: the proposal.
struct TabViewLayout: NodeLayout {
  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
    let s = node.children[0].sizeThatFits(p)
    return CGSize(width: p.width ?? s.width, height: p.height ?? s.height + TabBarMetrics.height)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let f = node.frame
    let barTop = f.maxY - TabBarMetrics.height
    let area = CGRect(x: f.minX, y: f.minY, width: f.width, height: max(0, barTop - f.minY))
    var inner = ctx
    let gBarTop = node.globalFrame.maxY - TabBarMetrics.height
    inner.safeArea = CGRect(x: ctx.safeArea.minX, y: ctx.safeArea.minY, width: ctx.safeArea.width,
                            height: max(0, min(ctx.safeArea.maxY, gBarTop) - ctx.safeArea.minY))
    let content = node.children[0]
    let cp = ProposedViewSize(area.size)
    let cs = content.sizeThatFits(cp)
    content.place(at: CGPoint(x: area.midX - cs.width / 2, y: area.midY - cs.height / 2), proposal: cp, inner)
    let bar = node.children[1]
    bar.layer = .navigationBar
    bar.place(at: CGPoint(x: f.minX, y: barTop), proposal: ProposedViewSize(width: f.width, height: TabBarMetrics.height), ctx)
    // The bar's material reaches the bottom of the screen (under the home indicator).
    let grown = SafeAreaIgnoringLayout(edges: .bottom).expanded(bar.globalFrame, ctx)
    bar.backgroundRect = CGRect(x: bar.frame.minX, y: bar.frame.minY, width: bar.frame.width, height: grown.height)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    painter.paint(node.children[0])
    painter.paint(node.children[1])
  }
}

/// The tab bar: equal-width slots, items centred in them; in iOS 26's design a floating capsule
/// (`FloatingTabBar`).
///
/// Child: each item is offered its slot (width/n × 49) and centred in it. Self: the proposal.
struct TabBarLayout: NodeLayout {
  var floating: FloatingTabBar?

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let f = node.frame
    let n = CGFloat(max(node.children.count, 1))
    if floating != nil {
      let capsule = FloatingTabBar.capsule(bar: f)
      for (i, item) in node.children.enumerated() {
        let slot = FloatingTabBar.slot(i, of: node.children.count, in: capsule)
        let prop = ProposedViewSize(slot.size)
        let s = item.sizeThatFits(prop)
        item.place(at: CGPoint(x: slot.midX - s.width / 2, y: slot.midY - s.height / 2), proposal: prop, ctx)
      }
      return
    }
    let slot = f.width / n
    for (i, item) in node.children.enumerated() {
      let prop = ProposedViewSize(width: slot, height: f.height)
      let s = item.sizeThatFits(prop)
      item.place(at: CGPoint(x: f.minX + slot * CGFloat(i) + (slot - s.width) / 2, y: f.minY + (f.height - s.height) / 2),
                 proposal: prop, ctx)
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    if let floating {
      floating.paint(node, &painter)
    } else if let r = node.backgroundRect {
      let s = painter.snap(r)
      painter.append(.fill(Path(rect: s), .solid(Color.barBackground.rgba)))
      painter.append(.fill(Path(rect: CGRect(x: s.minX, y: s.minY, width: s.width, height: painter.pixel)),
                           .solid(Color.separator.rgba)))
    }
    painter.paintChildren(of: node)
  }
}

/// iOS 26's tab bar: a capsule floating 21 pt inside the screen's sides and bottom edge, 62 pt
/// tall, its top where iOS 18's bar begins (so the content's safe area is unchanged); the tabs in
/// equal slots across it but 8 pt at each end, the selected one on a pill 4 pt inside the capsule.
/// Drawn as glass (GlassChrome): the blur of what is behind under a light fill, a soft shadow and a
/// light edge (docs/design-generations.md, "Tab bars"; measured at 440 pt wide, M).
@MainActor struct FloatingTabBar {
  let selected: Int

  static let sideInset: CGFloat = 21
  static let height: CGFloat = 62
  static let itemInset: CGFloat = 8
  static let pillInset: CGFloat = 4

  /// Tab `i` of `count`'s slot: equal widths across the capsule, `itemInset` in from its ends.
  static func slot(_ i: Int, of count: Int, in capsule: CGRect) -> CGRect {
    let width = (capsule.width - 2 * itemInset) / CGFloat(max(count, 1))
    return CGRect(x: capsule.minX + itemInset + width * CGFloat(i), y: capsule.minY, width: width, height: capsule.height)
  }

  /// The capsule for a bar laid out as iOS 18's (its top at the safe area's bottom less 49 pt).
  static func capsule(bar f: CGRect) -> CGRect {
    CGRect(x: f.minX + sideInset, y: f.minY, width: max(0, f.width - 2 * sideInset), height: height)
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let capsule = Self.capsule(bar: node.frame)
    painter.append(GlassChrome.glass(Path(capsuleIn: capsule.insetBy(dx: 0.33, dy: 0.33)), label: "tab bar glass"))
    if node.children.indices.contains(selected) {
      // The pill reaches 4 pt past the slot on each side, never nearer the capsule's edge than 4 pt.
      let slotRect = Self.slot(selected, of: node.children.count, in: capsule)
      let minX = max(capsule.minX + Self.pillInset, slotRect.minX - Self.pillInset)
      let maxX = min(capsule.maxX - Self.pillInset, slotRect.maxX + Self.pillInset)
      let pill = CGRect(x: minX, y: capsule.minY + Self.pillInset, width: maxX - minX,
                        height: capsule.height - 2 * Self.pillInset)
      painter.append(.fill(Path(capsuleIn: pill), .solid(Color.floatingBarSelection.rgba)))
    }
  }
}

/// A container for grouped controls, as SwiftUI's `Form`: on iPhone it is an inset-grouped list.
public struct Form<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View {
    List { content }.listStyle(.insetGrouped)
  }
}
