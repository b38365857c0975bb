import Foundation

// The iOS 26 Liquid Glass API, drawn as the system chrome's glass (GlassChrome): what is behind
// blurred, a light fill (lighter for `.clear`), a light edge and a soft shadow, with the glass
// tint over it. There is no refraction or lensing in the display list, so it warns once that
// they are not drawn (key `glassEffect`). `.identity` draws nothing and does not warn.

/// A Liquid Glass material, as SwiftUI's `Glass` (iOS 26).
public struct Glass: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case regular, clear, identity }
  let kind: Kind
  var tintColor: Color?
  var isInteractive = false

  public static var regular: Glass { Glass(kind: .regular) }
  public static var clear: Glass { Glass(kind: .clear) }
  /// No glass at all.
  public static var identity: Glass { Glass(kind: .identity) }
  /// This glass tinted with `color`.
  public func tint(_ color: Color?) -> Glass { var g = self; g.tintColor = color; return g }
  /// This glass reacting to touches (nothing to draw in a still).
  public func interactive(_ isEnabled: Bool = true) -> Glass { var g = self; g.isInteractive = isEnabled; return g }
}

/// The shape glass takes by default, as SwiftUI's `DefaultGlassEffectShape`: a capsule.
public struct DefaultGlassEffectShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Capsule(style: .continuous).path(in: rect) }
}

/// Glass shapes that blend together, as SwiftUI's `GlassEffectContainer` (iOS 26): the content
/// laid out as is (the shapes are not merged, covered by the `glassEffect` warning).
public struct GlassEffectContainer<Content: View>: View {
  let content: Content
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

/// Warns once that the glass is drawn as a flat material.
struct GlassWarning: ViewModifier, AttachingModifier {
  func attach(to node: Node, _ ctx: ResolveContext) {
    RenderWarnings.warnOnce("glassEffect",
      "glassEffect / glass button styles: Liquid Glass refraction and lensing are not drawn; shown as blurred glass with a light edge")
  }
}

/// The glass behind a view, in `shape`: the chrome's glass, then the glass tint at 35 % (**L**).
struct GlassBackground<S: Shape>: View {
  let glass: Glass
  let shape: S
  var body: some View {
    ZStack {
      GlassShape(shape: AnyShape(shape), fill: glass.kind == .clear ? Color.clearGlassFill : Color.floatingBarFill)
      if let tint = glass.tintColor { shape.fill(tint.opacity(0.35)) }
    }
  }
}

/// Glass filling its proposal in a shape.
struct GlassShape: View, PrimitiveView {
  let shape: AnyShape
  let fill: Color
  var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    out.append(ctx.child("Glass").node("Glass", GlassShapeLayout(shape: shape, fill: fill)))
  }
}

extension View {
  /// Puts Liquid Glass behind this view, in `shape` (iOS 26).
  public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
    Group {
      if glass.kind == .identity {
        self
      } else {
        background(GlassBackground(glass: glass, shape: shape)).modifier(GlassWarning())
      }
    }
  }
  /// Names this glass for morphing between containers (nothing to draw in a still).
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }
}

/// `.glass` (iOS 26): the label on a capsule of regular glass.
public struct GlassButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  let glass: Glass
  public init() { glass = .regular }
  public init(_ glass: Glass) { self.glass = glass }
  var tintsLabel: Bool { true }
  func look(_ configuration: ButtonStyleConfiguration) -> AnyView {
    AnyView(configuration.label.padding(.horizontal, 16).padding(.vertical, 10).glassEffect(glass, in: Capsule()))
  }
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// `.glassProminent` (iOS 26): the label in white on accent-tinted glass.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, SystemButtonStyle {
  public init() {}
  var tintsLabel: Bool { false }
  func look(_ configuration: ButtonStyleConfiguration) -> AnyView {
    AnyView(GlassProminentBody(label: configuration.label))
  }
  public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

struct GlassProminentBody: View {
  let label: ButtonStyleConfiguration.Label
  @Environment(\.controlTint) private var tint
  var body: some View {
    label.foregroundColor(.white).padding(.horizontal, 16).padding(.vertical, 10)
      .background(Capsule().fill(tint ?? .accentColor)).modifier(GlassWarning())
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: GlassButtonStyle { .init() }
  public static func glass(_ glass: Glass) -> GlassButtonStyle { .init(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: GlassProminentButtonStyle { .init() }
}
