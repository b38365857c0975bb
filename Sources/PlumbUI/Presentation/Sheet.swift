import Foundation

/// `.sheet` and `.fullScreenCover` (docs/layout-rules.md §9): the presented content is resolved here
/// and handed to the window's presentation host, which draws it above the content.
struct SheetModifier<Presented: View>: ViewModifier, PrimitiveModifier {
  let style: SheetStyle
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  let presented: () -> Presented

  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    resolveView(content, ctx, into: &out)
    guard let collector = ctx.environment.presentations else { return }
    let slot = collector.reserve()
    guard isPresented.wrappedValue else { return }
    let c = ctx.child(style == .sheet ? "sheet" : "fullScreenCover")
    collector.fill(slot, with: container(c))
  }

  private func container(_ c: ResolveContext) -> Node {
    // A sheet is an elevated presentation: its dark backgrounds are the lighter elevated ones.
    var c = c
    c.environment.isPresentationElevated = style == .sheet
    let config = SheetConfiguration()
    var inner = c.child("content")
    let binding = isPresented
    inner.environment.dismiss = DismissAction { binding.wrappedValue = false }
    inner.environment.isPresented = true
    inner.environment.sheetConfiguration = config
    inner.environment.platformSheet = PlatformSheetHandle(identity: c.path, config: config)
    inner.environment.stackAxis = nil
    var nodes: [Node] = []
    resolveView(presented(), inner, into: &nodes)
    let body = nodes.count == 1 ? nodes[0] : inner.child("VStack").node(
      "VStack", StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil), children: nodes)
    let wrapped = inner.node("SheetContent", PassThroughLayout(), children: [body])

    let g = c.graph
    let screen = CGRect(origin: .zero, size: g.device.size)
    let safeTop = g.device.safeAreaInsets.top
    let detent: PresentationDetent
    if let selected = config.selectedDetent { detent = selected } else {
      detent = (config.detents ?? [.large]).min {
        $0.sheetHeight(screenHeight: screen.height, safeTop: safeTop) < $1.sheetHeight(screenHeight: screen.height, safeTop: safeTop)
      } ?? .large
    }
    let generation = c.environment.designGeneration
    let iOS26 = generation == .iOS26
    let height = style == .sheet ? detent.sheetHeight(screenHeight: screen.height, safeTop: safeTop, generation: generation)
                                 : screen.height
    func one<V: View>(_ v: V, _ name: String) -> Node? {
      var out: [Node] = []
      resolveView(v, c.child(name), into: &out)
      return out.first
    }
    let dims = config.dimsBehind(at: detent, screenHeight: screen.height, safeTop: safeTop)
    let dim = style == .sheet && dims ? one(Color(white: 0, opacity: SheetLayout.dimOpacity), "dim") : nil
    // Named as the light colour the layout goldens were recorded with.
    let background = one(config.background ?? Color.systemBackground.debugNamed("white"), "background")
    // `.automatic` shows the grabber when the sheet can rest at more than one height.
    let showsGrabber = style == .sheet && (config.dragIndicator == .visible
      || (config.dragIndicator == .automatic && (config.detents?.count ?? 1) > 1))
    let grabber = showsGrabber ? one(Capsule().fill(Color.sheetGrabber), "grabber") : nil
    let drag = g.stateStorage(key: c.path + ".dragOffset", initial: CGFloat(0))
    if style == .sheet {
      let gesture = dismissGesture(height: height, config: config, storage: drag, graph: g, sheetIdentity: c.path)
      // The swipe starts anywhere on the sheet: its background or its content.
      background?.extrasCreatingIfNeeded().gestures.append(gesture)
      wrapped.extrasCreatingIfNeeded().gestures.append(gesture)
    }
    // Presented in an animated transaction, the dim fades and the sheet slides up by its height
    // (a cover by the screen's): UIKit's cover-vertical presentation (§9).
    let slide = AnyTransition.offset(y: height)
    func transitioning(_ n: Node?, _ t: AnyTransition, _ name: String) -> Node? {
      n.map { c.child(name).node("transition", TransitionLayout(transition: t), children: [$0]) }
    }
    let kids = [transitioning(dim, .opacity, "dim"), transitioning(background, slide, "background"),
                transitioning(wrapped, slide, "content"), transitioning(grabber, slide, "grabber")].compactMap { $0 }
    let offset = drag.value as? CGFloat ?? 0
    // iOS 26 leaves the screen behind a large sheet at its size, dimmed (the reference shows it
    // above the sheet in grey, not the black around a scaled-down screen).
    var layout = SheetLayout(style: style, height: height, dragOffset: offset, hasDim: dim != nil,
                             hasGrabber: grabber != nil,
                             cornerRadius: config.cornerRadius ?? (iOS26 ? SheetLayout.cornerRadius26 : SheetLayout.cornerRadius),
                             cornerStyle: config.cornerRadius == nil && !iOS26 ? .circular : .continuous,
                             scalesPresenter: style == .sheet && detent == .large && !iOS26)
    // iOS 26 floats a sheet that is not at its large height 8 pt inside the screen's sides and bottom.
    if iOS26 && style == .sheet && detent != .large { layout.floatingInset = SheetLayout.floatingInset26 }
    let node = c.node(style == .sheet ? "Sheet" : "FullScreenCover", layout, children: kids)
    node.layer = .sheet
    if let onDismiss { node.extrasCreatingIfNeeded().onDisappear.append(onDismiss) }
    return node
  }

  /// The downward swipe: follows the finger, or rubber-bands when dismissal is disabled; on
  /// release dismisses past a third of the sheet's height, else springs back (and reports the
  /// attempt when disabled).
  private func dismissGesture(height: CGFloat, config: SheetConfiguration, storage: StateStorage,
                              graph: ViewGraph, sheetIdentity: String) -> GestureBinding {
    let b = GestureBinding(kind: .drag(minimumDistance: 10, space: .global), isHighPriority: false)
    let consultants = config.platformConsultants
    // A delegate is asked once per swipe, when it starts (PlatformSheet.swift).
    let refusal = PlatformSheetRefusal(consultants)
    let configDisabled = config.interactiveDismissDisabled
    var disabled: Bool { configDisabled || refusal.refuses }
    let attempts = config.onDismissAttempt + consultants.map(\.didAttemptToDismiss)
    let binding = isPresented
    let session = SheetDragSession(sheetIdentity: sheetIdentity)
    b.onChanged = { [weak graph] v in
      if session.decide(v, graph: graph) == .scroll {
        if let graph { session.scroll(v, graph) }
        return
      }
      let d = max(0, v.translation.height)
      storage.set(disabled ? SheetLayout.rubberBand(d, dimension: height) : d)
    }
    b.onEnded = { v in
      defer { session.reset() }
      if session.mode == .scroll { return }
      let d = max(0, v.translation.height)
      storage.set(CGFloat(0))
      if disabled {
        for a in attempts { a() }
      } else if d > height / 3 {
        for c in consultants { c.willDismiss() }
        binding.wrappedValue = false
        for c in consultants { c.didDismiss() }
      }
      refusal.reset()
    }
    return b
  }

}

/// How presented content covers the window.
enum SheetStyle { case sheet, fullScreenCover }

/// A sheet or full-screen cover: children are [dim?, background, content, grabber?].
///
/// Child: the dim is offered the screen; the background the sheet's rectangle (its top at the
/// screen bottom minus the detent height, moved down by a drag); the content the sheet's
/// rectangle minus the bottom safe area (a cover's content gets the window's safe area).
/// Self: the proposal (the screen).
struct SheetLayout: NodeLayout {
  let style: SheetStyle
  let height: CGFloat
  let dragOffset: CGFloat
  let hasDim: Bool
  let hasGrabber: Bool
  let cornerRadius: CGFloat
  /// iOS 18's own sheet corner is circular; iOS 26's and `presentationCornerRadius`'s continuous.
  let cornerStyle: RoundedCornerStyle
  let scalesPresenter: Bool

  /// Sheet top corner radius on iOS 15–18 (**M**).
  static let cornerRadius: CGFloat = 10
  /// iOS 26's: about 38 pt, continuous (a circular fit of 37.5 at 10 pt from the edge, **M**).
  static let cornerRadius26: CGFloat = 38
  /// How far iOS 26's floating sheets sit inside the screen's sides and bottom (8.0 measured, **M**).
  static let floatingInset26: CGFloat = 8
  /// 0, or the floating inset: the sheet is then rounded at every corner.
  var floatingInset: CGFloat = 0
  /// Black behind a sheet (**L**: 0.1–0.4 depending on the detent).
  static let dimOpacity = 0.2

  /// Rubber-banding of a drag `d` against a dimension `D`: (1 − 1/(d·0.55/D + 1))·D (§9, **L**).
  static func rubberBand(_ d: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    return (1 - 1 / (d * 0.55 / dimension + 1)) * dimension
  }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }

  func sheetRect(_ screen: CGRect) -> CGRect {
    let i = floatingInset
    return CGRect(x: screen.minX + i, y: screen.maxY - height + dragOffset, width: screen.width - 2 * i, height: height - i)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let screen = node.frame
    let sheet = sheetRect(screen)
    var kids = node.children[...]
    if hasDim, let dim = kids.popFirst() { dim.place(at: screen.origin, proposal: ProposedViewSize(screen.size), ctx) }
    guard let background = kids.popFirst(), let content = kids.popFirst() else { return }
    background.place(at: sheet.origin, proposal: ProposedViewSize(sheet.size), ctx)
    var c = ctx
    if style == .sheet {
      let minX = max(ctx.safeArea.minX, sheet.minX), maxX = min(ctx.safeArea.maxX, sheet.maxX)
      c.safeArea = CGRect(x: minX, y: sheet.minY, width: max(0, maxX - minX),
                          height: max(0, sheet.height - max(0, bottomInset(ctx) - floatingInset)))
      c.screen = sheet
    }
    let safe = c.safeArea
    let proposal = ProposedViewSize(safe.size)
    let s = content.sizeThatFits(proposal)
    content.place(at: CGPoint(x: safe.minX + (safe.width - s.width) / 2, y: safe.minY + (safe.height - s.height) / 2),
                  proposal: proposal, c)
    if hasGrabber, let grabber = kids.popFirst() {
      grabber.place(at: CGPoint(x: sheet.midX - 18, y: sheet.minY + 5), proposal: ProposedViewSize(width: 36, height: 5), ctx)
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    var kids = node.children[...]
    if hasDim, let dim = kids.popFirst() { painter.paint(dim) }
    let items = painter.collecting { p in for k in kids { p.paint(k) } }
    guard !items.isEmpty else { return }
    var clip: Path?
    if style == .sheet, cornerRadius > 0 {
      let s = sheetRect(node.frame)
      clip = RoundedRectangle(cornerRadius: cornerRadius, style: cornerStyle)
        .path(in: CGRect(x: s.minX, y: s.minY, width: s.width, height: s.height + (floatingInset > 0 ? 0 : cornerRadius)))
    }
    painter.append(.group(DisplayGroup(items: items, clip: clip, label: style == .sheet ? "sheet" : "fullScreenCover")))
  }
}

extension View {
  /// Presents `content` in a sheet while `isPresented` is true (docs/layout-rules.md §9); `onDismiss`
  /// runs once it is gone.
  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                   @ViewBuilder content: @escaping () -> Content) -> some View {
    modifier(SheetModifier(style: .sheet, isPresented: isPresented, onDismiss: onDismiss, presented: content))
  }
  /// Presents `content(item)` in a sheet while `item` is non-nil.
  public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                       @ViewBuilder content: @escaping (Item) -> Content) -> some View {
    let current = item.wrappedValue
    let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return modifier(SheetModifier(style: .sheet, isPresented: shown, onDismiss: onDismiss) {
      current.map(content)
    })
  }
  /// Covers the whole screen with `content` while `isPresented` is true.
  public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                             @ViewBuilder content: @escaping () -> Content) -> some View {
    modifier(SheetModifier(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, presented: content))
  }
  /// Covers the whole screen with `content(item)` while `item` is non-nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                 @ViewBuilder content: @escaping (Item) -> Content) -> some View {
    let current = item.wrappedValue
    let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return modifier(SheetModifier(style: .fullScreenCover, isPresented: shown, onDismiss: onDismiss) {
      current.map(content)
    })
  }
}

extension View {
  /// A popover; on iPhone (compact width) it adapts to a sheet, as SwiftUI's does by default.
  public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                     arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
    modifier(SheetModifier(style: .sheet, isPresented: isPresented, onDismiss: nil, presented: content))
  }
}

/// Where a popover's arrow points, as SwiftUI's `PopoverAttachmentAnchor` (accepted; popovers
/// are sheets on iPhone).
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// One drag on a sheet: whether it moves the sheet or scrolls a scroll view inside it. As on
/// iOS, a scroll view under the finger takes the drag when it goes up, or when the scroll view is
/// not at its top; a downward drag on content at its top moves the sheet.
@MainActor
final class SheetDragSession {
  enum Mode { case undecided, sheet, scroll }
  private(set) var mode: Mode = .undecided
  /// Only scroll views inside this sheet take part.
  let sheetIdentity: String
  private var scrollIdentity: String?

  init(sheetIdentity: String) { self.sheetIdentity = sheetIdentity }
  private var startOffset: CGPoint = .zero

  func decide(_ v: DragGesture.Value, graph: ViewGraph?) -> Mode {
    guard mode == .undecided else { return mode }
    mode = .sheet
    // The innermost scroll view whose visible area holds the touch (its empty parts included).
    var sheet: Node?
    graph?.root?.forEach { n in if sheet == nil, n.identity == sheetIdentity, n.layout is SheetLayout { sheet = n } }
    var found: Node?
    sheet?.forEach { n in
      if n.layout is ScrollViewLayout, let st = n.scrollState, st.visibleGlobal.contains(v.startLocation) { found = n }
    }
    guard let scroll = found, let state = scroll.scrollState else { return mode }
    if v.translation.height < 0 || state.offset.y > 0.5 {
      mode = .scroll
      scrollIdentity = scroll.identity
      startOffset = state.offset
    }
    return mode
  }

  func scroll(_ v: DragGesture.Value, _ graph: ViewGraph) {
    guard let id = scrollIdentity, let root = graph.root else { return }
    var node: Node?
    root.forEach { if node == nil, $0.identity == id, $0.layout is ScrollViewLayout { node = $0 } }
    guard let n = node, let layout = n.layout as? ScrollViewLayout, let state = n.scrollState else { return }
    let target = CGPoint(x: startOffset.x - v.translation.width, y: startOffset.y - v.translation.height)
    graph.scrollPositions[id] = layout.clamp(target, state)
    graph.markDirty("scroll position of \(id)")
  }

  func reset() { mode = .undecided; scrollIdentity = nil }
}
