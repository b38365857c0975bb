import Foundation

/// A colour literal where a `Color` is expected (`let tint: Color = #colorLiteral(...)`), as
/// SwiftUI's `Color` accepts one: the literal's sRGB components and alpha.
extension Color: _ExpressibleByColorLiteral {
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
