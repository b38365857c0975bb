import Foundation

/// The `stops:` spelling of SwiftUI's radial gradient (as `LinearGradient` and `AngularGradient`
/// have): the same gradient as `RadialGradient(gradient: Gradient(stops:), ...)`.
extension RadialGradient {
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

/// The `stops:` spelling of the elliptical gradient, as SwiftUI declares it.
extension EllipticalGradient {
  public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
              endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
              endRadiusFraction: endRadiusFraction)
  }
}

@MainActor
extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                    endRadius: CGFloat) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

@MainActor
extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                        startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                       endRadiusFraction: endRadiusFraction)
  }
}
