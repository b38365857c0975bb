import Foundation

/// A scrollable view, as SwiftUI's `ScrollView` (layout: `ScrollViewLayout`). Several content
/// views are stacked in an implicit VStack (HStack for horizontal-only scrolling).
public struct ScrollView<Content: View>: View, PrimitiveView {
  public var axes: Axis.Set
  public var showsIndicators: Bool
  public var content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("ScrollView")
    var inner = c
    inner.environment.stackAxis = nil
    // A bound scroll position belongs to this scroll view, not to scroll views in its content.
    inner.environment.scrollPositionSource = nil
    let container = c.makeContainerBox()  // containerRelativeFrame's container
    inner.environment.containerBox = container
    var kids: [Node] = []
    resolveView(content, inner, into: &kids)
    let content: [Node]
    if kids.count == 1 {
      content = kids
    } else {
      let horizontal = axes == .horizontal
      let stack = c.child(horizontal ? "HStack" : "VStack")
      content = [stack.node(horizontal ? "HStack" : "VStack",
                            StackLayout(axis: horizontal ? .horizontal : .vertical,
                                        alignment: horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key,
                                        spacing: nil), children: kids)]
    }
    out.append(c.node("ScrollView", ScrollViewLayout(axes: axes, container: container, anchors: ctx.environment.scrollAnchors,
                                                       position: ctx.environment.scrollPositionSource),
                      children: content))
  }
}

extension View {
  /// Hides or shows scroll indicators (accepted; indicators are not drawn).
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
  /// Disables scrolling by drags.
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

/// Scroll indicator visibility, as `ScrollIndicatorVisibility` (accepted).
public struct ScrollIndicatorVisibility: Sendable {
  public static let automatic = ScrollIndicatorVisibility()
  public static let visible = ScrollIndicatorVisibility()
  public static let hidden = ScrollIndicatorVisibility()
  public static let never = ScrollIndicatorVisibility()
}

/// Gives its content a proxy that scrolls the scroll views inside it, as SwiftUI's
/// `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  public var content: (ScrollViewProxy) -> Content
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("ScrollViewReader")
    resolveView(content(ScrollViewProxy(graph: c.graph, scope: c.path)), c, into: &out)
  }
}

/// Scrolls the scroll views of a `ScrollViewReader` to a view by id (docs/layout-rules.md §6).
///
/// Sendable: it holds only a weak reference to the main actor's view graph and a name.
public struct ScrollViewProxy: @unchecked Sendable {
  weak var graph: ViewGraph?
  let scope: String

  /// Scrolls so the view with `id` is visible: at `anchor` of the viewport (e.g. `.top`), or by
  /// the least amount when `anchor` is nil; clamped to the content. Takes effect in the next pass.
  /// Nonisolated, as SwiftUI's, so helpers outside views can call it; it must run on the main
  /// actor, where the views are (elsewhere it stops, as a main-actor check does).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    // Read only on the main actor, below.
    nonisolated(unsafe) let key = AnyHashable(id)
    MainActor.assumeIsolated { scroll(to: key, anchor: anchor) }
  }

  @MainActor
  private func scroll(to key: AnyHashable, anchor: UnitPoint?) {
    guard let graph, let root = graph.root else { return }
    var done = false
    root.forEach { node in
      guard !done, let state = node.scrollState, node.identity.hasPrefix(scope),
            let layout = node.layout as? ScrollViewLayout else { return }
      var target: Node?
      node.forEach { n in if target == nil, n !== node, n.explicitID == key { target = n } }
      guard let target else { return }
      done = true
      let s = ScrollViewLayout.offset(revealing: target, in: node, state, anchor: anchor)
      let clamped = layout.clamp(s, state)
      if clamped != state.offset {
        graph.scrollPositions[node.identity] = clamped
        graph.markDirty("scroll position of \(node.identity)")
      }
    }
  }

  /// The offset along one axis: `min + a·size − a·viewport`, or the least move when no anchor.
  static func offset(_ minV: CGFloat, _ size: CGFloat, _ viewport: CGFloat, _ current: CGFloat, _ a: CGFloat?) -> CGFloat {
    if let a { return minV + a * size - a * viewport }
    if minV >= current && minV + size <= current + viewport { return current }
    if minV < current || size > viewport { return minV }
    return minV + size - viewport
  }
}
