import Foundation

/// Collects the presentations (sheets, covers, alerts, dialogs) requested while a window's
/// content resolves, so they can be laid out in window layers above it (docs/layout-rules.md §9).
/// One per resolve pass; reached by presentation modifiers through the environment.
@MainActor
final class PresentationCollector {
  /// Whether any presentation modifier exists, presented or not (the host node then exists, so
  /// identities stay stable while presentations come and go).
  var hasModifiers = false
  /// Presented containers in request order (slots are reserved before content resolves, so a
  /// presentation made from inside another one comes after it).
  private(set) var slots: [Node?] = []

  func reserve() -> Int {
    hasModifiers = true
    slots.append(nil)
    return slots.count - 1
  }

  func fill(_ slot: Int, with node: Node) { slots[slot] = node }

  /// Presented containers in drawing order: by layer (sheet < alert), then request order.
  var presented: [Node] {
    let nodes = slots.compactMap { $0 }
    return nodes.enumerated().sorted { (Self.rank($0.element.layer), $0.offset) < (Self.rank($1.element.layer), $1.offset) }
      .map(\.element)
  }

  nonisolated static func rank(_ layer: LayoutNode.Layer) -> Int {
    switch layer {
    case .content: 0
    case .navigationBar: 1
    case .overlay: 2
    case .sheet: 3
    case .popup: 4
    case .alert: 5
    }
  }
}

struct PresentationCollectorKey: EnvironmentKey {
  static var defaultValue: PresentationCollector? { nil }
}

extension EnvironmentValues {
  var presentations: PresentationCollector? {
    get { self[PresentationCollectorKey.self] }
    set { self[PresentationCollectorKey.self] = newValue }
  }
}

/// The window's root view wrapped so presentations can be collected: resolves the content and,
/// when presentation modifiers exist, puts the content and the presented containers under one
/// `PresentationHost` node. Without presentation modifiers it is invisible (same nodes, same
/// identities as the bare content).
struct PresentationRoot<Content: View>: View, PrimitiveView {
  let content: Content
  var body: Never { primitiveBody() }

  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let collector = PresentationCollector()
    var c = ctx
    c.environment.presentations = collector
    var nodes: [Node] = []
    resolveView(content, c, into: &nodes)
    guard collector.hasModifiers else { return out.append(contentsOf: nodes) }
    let main: Node
    if nodes.count == 1 {
      main = nodes[0]
    } else {
      // Several top-level views are wrapped in an implicit VStack, as the window does (§3.1).
      main = ctx.child("VStack").node("VStack", StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key,
                                                                spacing: nil), children: nodes)
    }
    let presented = collector.presented
    let scalesPresenter = presented.contains { ($0.layout as? SheetLayout)?.scalesPresenter == true }
    out.append(ctx.child("PresentationHost").node("PresentationHost", PresentationHostLayout(scalesPresenter: scalesPresenter),
                                                   children: [main] + presented))
  }
}

/// The window content plus its presentations: children are [content, presented…].
///
/// Child: the content is offered the proposal (the safe area) and centred in it, as the window
/// does; each presented container is offered the whole screen and placed at its origin.
/// Self: the proposal.
struct PresentationHostLayout: NodeLayout {
  /// A large-detent sheet is up: the presenter is drawn scaled down with rounded corners on
  /// black (iOS 15–18 page sheet; docs/layout-rules.md §9, **L** for the scale).
  let scalesPresenter: Bool
  /// Presenter scale: 16 pt of black on each side at 390 wide (iPhone 14: 0.918).
  static let presenterInset: CGFloat = 16

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { p.replacingUnspecifiedDimensions(by: .zero) }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    guard let content = node.children.first else { return }
    let f = node.frame
    let proposal = ProposedViewSize(f.size)
    let s = content.sizeThatFits(proposal)
    content.place(at: CGPoint(x: f.minX + (f.width - s.width) / 2, y: f.minY + (f.height - s.height) / 2),
                  proposal: proposal, ctx)
    for child in node.children.dropFirst() {
      child.place(at: ctx.screen.origin, proposal: ProposedViewSize(ctx.screen.size), ctx)
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    guard let content = node.children.first else { return }
    if scalesPresenter, let screen = presenterScreen(node) {
      let s = (screen.width - 2 * Self.presenterInset) / max(screen.width, 1)
      let top = screen.minY + screenSafeTop(node, screen)
      let items = painter.collecting { $0.paint(content) }
      var black = Path()
      black.addRect(screen)
      painter.append(.fill(black, .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))))
      let t = AffineTransform2D.scale(x: s, y: s, about: CGPoint(x: screen.midX, y: screen.minY))
        .concatenating(.translation(x: 0, y: top))
      let clip = RoundedRectangle(cornerRadius: SheetLayout.cornerRadius / s).path(in: screen)
      painter.append(.group(DisplayGroup(items: items, transform: t, clip: clip, label: "presenter")))
    } else {
      painter.paint(content)
    }
    for child in node.children.dropFirst() { painter.paint(child) }
  }

  /// The screen rectangle (the first presented container spans it).
  private func presenterScreen(_ node: Node) -> CGRect? { node.children.dropFirst().first?.frame }

  /// Distance from the screen top to the safe area (the host's own frame starts there).
  private func screenSafeTop(_ node: Node, _ screen: CGRect) -> CGFloat { node.frame.minY - screen.minY }
}

extension PresentationHostLayout: PaintsChildrenInOrder {}

/// The safe-area inset at the bottom of the screen, from a placement context.
@MainActor
func bottomInset(_ ctx: PlacementContext) -> CGFloat { max(0, ctx.screen.maxY - ctx.safeArea.maxY) }
