import Foundation

/// Related controls shown as one unit, as SwiftUI's `ControlGroup` outside a toolbar on iOS:
/// the controls side by side in equal segments filling the proposed width, on one grey rounded
/// rectangle with hairline separators between them, each tinted with the accent colour.
///
/// Metrics (**L**, drawn to match iOS 17 screenshots, not measured): segments 44 pt tall,
/// 10-pt corners, tertiarySystemFill (rgba(118, 118, 128, 0.12)). The label of the labelled
/// forms is what a menu would show; here it is not drawn (as in the inline iOS look).
public struct ControlGroup<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A labelled group (the label names it in menus).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    ControlGroupRow(content: AnyView(content))
      .background(RoundedRectangle(cornerRadius: 10).fill(Color.controlCapsule))
  }
}

/// The segments: each child resolved on its own, in equal widths, separated by hairlines.
struct ControlGroupRow: View, PrimitiveView {
  let content: AnyView
  var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    var c = ctx.child("ControlGroup")
    c.environment.stackAxis = nil
    if c.environment.foregroundColor == nil { c.environment.foregroundColor = c.environment.resolvedTint }
    var kids: [Node] = []
    resolveView(content, c, into: &kids)
    out.append(c.node("ControlGroup", ControlGroupLayout(), children: kids))
  }
}

/// Child: each offered its segment and centred in it. Self: the proposed width (nil → the
/// widest child plus 16 pt per segment) × 44.
struct ControlGroupLayout: NodeLayout {
  let height: CGFloat = 44

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize {
    if let w = p.width, w.isFinite { return CGSize(width: w, height: height) }
    let widest = node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    return CGSize(width: (widest + 16) * CGFloat(node.children.count), height: height)
  }

  func placeChildren(_ node: Node, _ p: ProposedViewSize, _ ctx: PlacementContext) {
    let f = node.frame
    let w = f.width / CGFloat(max(node.children.count, 1))
    for (i, c) in node.children.enumerated() {
      let prop = ProposedViewSize(width: max(0, w - 8), height: height)
      let s = c.sizeThatFits(prop)
      c.place(at: CGPoint(x: f.minX + w * CGFloat(i) + (w - s.width) / 2, y: f.minY + (height - s.height) / 2), proposal: prop, ctx)
    }
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let r = painter.snap(node.frame)
    let n = max(node.children.count, 1)
    let hairline = painter.pixel
    for i in stride(from: 1, to: n, by: 1) {
      let x = painter.snapValue(r.minX + r.width * CGFloat(i) / CGFloat(n))
      painter.append(.fill(Path(rect: CGRect(x: x, y: r.minY + 10, width: hairline, height: r.height - 20)),
                           .solid(Color.separator.rgba)))
    }
    painter.paintChildren(of: node)
  }
}

/// A control group's look, as SwiftUI's `ControlGroupStyle` (every style draws the inline look).
public protocol ControlGroupStyle: Sendable {}
/// `.automatic`.
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
/// `.navigation`.
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
/// `.menu`, drawn inline.
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// `.compactMenu`, drawn inline.
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// `.palette`, drawn inline.
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: Self { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: Self { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: Self { .init() } }

extension View {
  /// Sets the look of control groups below; menu styles are drawn inline, with a warning.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    modifier(ControlGroupStyleModifier(isMenu: style is MenuControlGroupStyle || style is CompactMenuControlGroupStyle))
  }
}

struct ControlGroupStyleModifier: ViewModifier, PrimitiveModifier {
  let isMenu: Bool
  func resolve<C: View>(content: C, _ ctx: ResolveContext, into out: inout [Node]) {
    if isMenu {
      RenderWarnings.warnOnce("ControlGroup.menu", "controlGroupStyle(.menu/.compactMenu): the menu button is not drawn; the controls are shown inline")
    }
    resolveView(content, ctx, into: &out)
  }
}
