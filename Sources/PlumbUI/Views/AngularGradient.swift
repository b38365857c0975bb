import Foundation

/// A conic gradient around a unit point of the filled rectangle, as SwiftUI's `AngularGradient`:
/// the stops run clockwise from `startAngle` to `endAngle` (0° points right); outside that range
/// the end colours hold. Equal start and end angles (the default) mean one full turn.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A full turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  public var body: Never { primitiveBody() }
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("AngularGradient")
    out.append(c.node("AngularGradient", ShapeLayout(shape: Rectangle(), paint: .fill(self), sizing: .proposal)))
  }

  /// The display-list paint for a rectangle.
  nonisolated func paint(in rect: CGRect) -> Paint {
    let start = startAngle.radians
    var end = endAngle.radians
    if end == start { end = start + 2 * .pi }
    return .angularGradient(
      stops: gradient.stops.map { GradientStop(color: $0.color.rgba, location: $0.location) },
      center: CGPoint(x: rect.minX + center.x * rect.width, y: rect.minY + center.y * rect.height),
      startAngle: start, endAngle: end)
  }
}

@MainActor
extension ShapeStyle where Self == AngularGradient {
  /// `AngularGradient(gradient:center:startAngle:endAngle:)` as a style.
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A full-turn conic gradient starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
