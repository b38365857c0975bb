import Foundation

/// Something a shape can be filled or stroked with, as SwiftUI's `ShapeStyle`: a `Color`, a
/// gradient, or the foreground style from the environment.
public protocol ShapeStyle: Sendable {}

/// The environment's foreground colour (`.foregroundColor`/`.foregroundStyle`), black by default.
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { base = style }
}

/// Colour stops, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// One stop, as `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
  }
  public var stops: [Stop]
  public init(stops: [Stop]) { self.stops = stops }
  public init(colors: [Color]) {
    let n = max(colors.count - 1, 1)
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) }
  }
}

/// A linear gradient between two unit points of the filled rectangle.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView {
  let gradient: Gradient
  let startPoint: UnitPoint, endPoint: UnitPoint
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
  public var body: Never { primitiveBody() }
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("LinearGradient")
    out.append(c.node("LinearGradient", ShapeLayout(shape: Rectangle(), paint: .fill(self), sizing: .proposal)))
  }
}

/// A radial gradient around a unit point of the filled rectangle.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat, endRadius: CGFloat
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public var body: Never { primitiveBody() }
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("RadialGradient")
    out.append(c.node("RadialGradient", ShapeLayout(shape: Rectangle(), paint: .fill(self), sizing: .proposal)))
  }
}

/// Resolves a style to display-list paint for a rectangle, reading the foreground colour.
func resolvePaint(_ style: any ShapeStyle, in rect: CGRect, foreground: Color?) -> Paint {
  func stops(_ g: Gradient) -> [GradientStop] { g.stops.map { GradientStop(color: $0.color.rgba, location: $0.location) } }
  func point(_ u: UnitPoint) -> CGPoint { CGPoint(x: rect.minX + u.x * rect.width, y: rect.minY + u.y * rect.height) }
  switch style {
  case let c as Color: return .solid(c.rgba)
  case is ForegroundStyle: return .solid((foreground ?? .primary).rgba)
  case let a as AnyShapeStyle: return resolvePaint(a.base, in: rect, foreground: foreground)
  case let m as Material: Material.noteIncreasedContrast(); return .solid(m.tint(in: PaintAppearance.current.colorScheme))
  case is TintShapeStyle: return .solid(Color.accentColor.rgba)
  case is BackgroundStyle: return .solid(Color.systemBackground.rgba)
  case let g as AnyGradient: return g.paint(in: rect)
  case let g as Gradient: return AnyGradient(g).paint(in: rect)
  case let m as MeshGradient: return m.paint(in: rect)
  case let o as OpacityAdjustedStyle: return o.paint(in: rect, foreground: foreground)
  case let l as LeveledStyle: return l.paint(in: rect, foreground: foreground)
  case let g as LinearGradient:
    return .linearGradient(stops: stops(g.gradient), start: point(g.startPoint), end: point(g.endPoint))
  case let g as RadialGradient:
    return .radialGradient(stops: stops(g.gradient), center: point(g.center), startRadius: g.startRadius,
                           endRadius: g.endRadius)
  case let g as AngularGradient: return g.paint(in: rect)
  case let h as HierarchicalShapeStyle: return .solid(h.color(under: foreground).rgba)
  case is FillShapeStyle: return .solid(Color.systemFill.rgba)
  case is SeparatorShapeStyle: return .solid(Color.separator.rgba)
  case is SelectionShapeStyle: return .solid(Color.accentColor.rgba)
  case let g as EllipticalGradient: return g.paint(in: rect)
  case let w as WrappingShapeStyle:
    w.noteUndrawn()
    return resolvePaint(w.wrappedStyle, in: rect, foreground: foreground)
  default:
    RenderWarnings.warnOnce("ShapeStyle.\(type(of: style))", "ShapeStyle \(type(of: style)) is not drawn: filled with the foreground colour instead")
    return .solid((foreground ?? .primary).rgba)
  }
}
