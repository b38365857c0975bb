import Foundation

extension Color {
  /// A colour's concrete components in one environment, as SwiftUI's `Color.Resolved` (iOS 17):
  /// sRGB components and opacity, what `Color.resolve(in:)` returns.
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var opacity: Float

    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }

    init(_ c: RGBAColor) {
      self.init(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
    }

    /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
    public var description: String {
      func h(_ v: Float) -> String {
        let b = Int((min(max(v, 0), 1) * 255).rounded())
        return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
      }
      return "#" + h(red) + h(green) + h(blue) + h(opacity)
    }
  }

  /// The colour's components in `environment`: its colour scheme (and whether it is inside a
  /// sheet) picks the light or dark value of adaptive colours; fixed colours come back unchanged.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(rgba(in: environment.paintAppearance))
  }

  /// A fixed colour from resolved components, as SwiftUI's `Color(_: Color.Resolved)`.
  public init(_ resolved: Resolved) {
    self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
              opacity: Double(resolved.opacity))
  }
}
