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
  let label: AnyView
  @Environment(\.controlGroupStyle) private var style

  public init(@ViewBuilder content: () -> Content) { self.content = content(); label = AnyView(EmptyView()) }
  /// A labelled group (the label names it in menus).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content(); self.label = AnyView(label())
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content(); label = AnyView(Label(titleKey, systemImage: systemImage))
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content(); label = AnyView(Label(title, systemImage: systemImage))
  }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content(); label = AnyView(Text(titleKey))
  }

  public var body: some View {
    let configuration = ControlGroupStyleConfiguration(label: .init(content: label), content: .init(content: AnyView(content)))
    if let style {
      style.make(configuration).environment(\.controlGroupStyle, nil)
    } else {
      InlineControlGroupLook(configuration: configuration)
    }
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// A control group made from a style's configuration, as SwiftUI's `ControlGroup(_ configuration:)`.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    self.content = configuration.content; label = AnyView(configuration.label)
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

/// A control group's look, as SwiftUI's `ControlGroupStyle` (iOS 18 isolation). The system
/// styles draw the inline look (menu styles with a warning); a custom style draws its body.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ControlGroupStyleConfiguration
}

/// What a control group style receives, as `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
  public struct Label: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public struct Content: View, StylePart { let content: AnyView; public var body: Never { primitiveBody() } }
  public let label: ControlGroupStyleConfiguration.Label
  public let content: ControlGroupStyleConfiguration.Content
}

/// The inline look every system style draws.
struct InlineControlGroupLook: View {
  let configuration: ControlGroupStyleConfiguration
  var isMenu = false
  var body: some View {
    ControlGroupRow(content: AnyView(configuration.content))
      .background(RoundedRectangle(cornerRadius: 10).fill(Color.controlCapsule))
      .modifier(ControlGroupStyleModifier(isMenu: isMenu))
  }
}

/// `.automatic`.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { InlineControlGroupLook(configuration: configuration) }
}
/// `.navigation`.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { InlineControlGroupLook(configuration: configuration) }
}
/// `.menu`, drawn inline (warned).
public struct MenuControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    InlineControlGroupLook(configuration: configuration, isMenu: true)
  }
}
/// `.compactMenu`, drawn inline (warned).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    InlineControlGroupLook(configuration: configuration, isMenu: true)
  }
}
/// `.palette`, drawn inline.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { InlineControlGroupLook(configuration: configuration) }
}
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }

struct ControlGroupStyleKey: EnvironmentKey {
  static var defaultValue: ErasedStyle<ControlGroupStyleConfiguration>? { nil }
}

extension EnvironmentValues {
  var controlGroupStyle: ErasedStyle<ControlGroupStyleConfiguration>? {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of control groups below; menu styles are drawn inline, with a warning.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environment(\.controlGroupStyle, ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) })
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
