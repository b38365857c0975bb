import Foundation

/// The `stops:` spelling of SwiftUI's radial gradient (as `LinearGradient` and `AngularGradient`
/// have): the same gradient as `RadialGradient(gradient: Gradient(stops:), ...)`.
extension RadialGradient {
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
