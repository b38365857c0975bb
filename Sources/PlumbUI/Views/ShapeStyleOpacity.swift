import Foundation

/// A style drawn at a fraction of its opacity, as SwiftUI's `ShapeStyle.opacity(_:)` returns
/// (`color.gradient.opacity(0.25)`): every colour of the base style, solid or a gradient's stops,
/// has its alpha multiplied by `opacity` (clamped to 0...1).
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double
}

extension ShapeStyle {
  /// This style with its alpha multiplied by `opacity`. Disfavoured so that a gradient used as a
  /// view (`LinearGradient(...).opacity(0.5)`) keeps `View.opacity`, as in SwiftUI.
  @_disfavoredOverload
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(base: self, opacity: opacity)
  }
}

/// Lets `resolvePaint` reach a generic `OpacityShapeStyle` without knowing its base type.
protocol OpacityAdjustedStyle {
  func paint(in rect: CGRect, foreground: Color?) -> Paint
}

extension OpacityShapeStyle: OpacityAdjustedStyle {
  func paint(in rect: CGRect, foreground: Color?) -> Paint {
    let factor = min(max(opacity, 0), 1)
    func faded(_ c: RGBAColor) -> RGBAColor { RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * factor) }
    func faded(_ stops: [GradientStop]) -> [GradientStop] { stops.map { GradientStop(color: faded($0.color), location: $0.location) } }
    switch resolvePaint(base, in: rect, foreground: foreground) {
    case .solid(let c): return .solid(faded(c))
    case let .linearGradient(stops, start, end): return .linearGradient(stops: faded(stops), start: start, end: end)
    case let .radialGradient(stops, center, r0, r1):
      return .radialGradient(stops: faded(stops), center: center, startRadius: r0, endRadius: r1)
    case let .angularGradient(stops, center, a0, a1):
      return .angularGradient(stops: faded(stops), center: center, startAngle: a0, endAngle: a1)
    case let .mesh(columns, rows, points, colors):
      return .mesh(columns: columns, rows: rows, points: points, colors: colors.map(faded))
    }
  }
}
