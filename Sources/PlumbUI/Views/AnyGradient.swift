import Foundation

/// A gradient as a style, as SwiftUI's `AnyGradient`: what `Color.gradient` returns. Filled, it
/// runs from the top of the shape to its bottom.
public struct AnyGradient: Hashable, ShapeStyle {
  let gradient: Gradient
  /// Whether this is a colour's standard gradient (whose stops are estimated, see `Color.gradient`).
  let isStandard: Bool

  public init(_ gradient: Gradient) { self.gradient = gradient; isStandard = false }
  init(standard gradient: Gradient) { self.gradient = gradient; isStandard = true }
}

/// A gradient is a style by itself (iOS 16), drawn as `AnyGradient(gradient)`: from the top of
/// the shape to its bottom.
extension Gradient: ShapeStyle {}

extension Color {
  /// The colour's standard gradient, as SwiftUI's `Color.gradient`: a subtle top-to-bottom
  /// gradient around the colour. Apple documents no stops and none were measured yet, so it is
  /// drawn from the colour mixed 10 % toward white at the top to 10 % toward black at the bottom,
  /// and warns that the stops are an estimate.
  public var gradient: AnyGradient {
    func mix(_ c: RGBAColor, _ toward: Double) -> RGBAColor {
      func m(_ v: Double) -> Double { v + (toward - v) * 0.1 }
      return RGBAColor(red: m(c.red), green: m(c.green), blue: m(c.blue), alpha: c.alpha)
    }
    // An adaptive colour's gradient adapts too: both ends are mixed from its light and dark values.
    func end(_ toward: Double) -> Color {
      guard isAdaptive else { return Color(mix(rgba, toward)) }
      return Color(light: mix(rgba(in: .light), toward),
                   dark: mix(rgba(in: PaintAppearance(colorScheme: .dark, isElevated: false)), toward),
                   darkElevated: mix(rgba(in: PaintAppearance(colorScheme: .dark, isElevated: true)), toward),
                   name: "\(description).gradient",
                   increasedContrast: increasedContrast.map { mix($0, toward) })
    }
    return AnyGradient(standard: Gradient(colors: [end(1), end(0)]))
  }
}

extension AnyGradient {
  /// The display-list paint for a fill of `rect`: top centre to bottom centre.
  func paint(in rect: CGRect) -> Paint {
    if isStandard {
      RenderWarnings.warnOnce("Color.gradient",
        "Color.gradient: drawn with estimated stops (10 % toward white at the top, 10 % toward black at the bottom), not measured on a device")
    }
    return .linearGradient(stops: gradient.stops.map { GradientStop(color: $0.color.rgba, location: Double($0.location)) },
                           start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY))
  }
}
