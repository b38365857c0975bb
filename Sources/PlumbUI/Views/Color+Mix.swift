import Foundation

extension Gradient {
  /// The space colours are interpolated in (iOS 18), as SwiftUI's `Gradient.ColorSpace`:
  /// `.device` mixes the sRGB components, `.perceptual` mixes in Oklab, where equal steps look
  /// equal.
  public struct ColorSpace: Hashable, Sendable {
    let isPerceptual: Bool
    public static let device = ColorSpace(isPerceptual: false)
    public static let perceptual = ColorSpace(isPerceptual: true)
  }
}

extension Color {
  /// This colour mixed with `rhs` by `fraction` (0: this colour, 1: `rhs`), as SwiftUI's
  /// `Color.mix(with:by:in:)` (iOS 18). Each appearance (light, dark, elevated, increased
  /// contrast) mixes its own values.
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let t = min(max(fraction, 0), 1)
    func mixed(_ appearance: PaintAppearance) -> RGBAColor {
      ColorMixing.mix(rgba(in: appearance), rhs.rgba(in: appearance), t, perceptual: colorSpace.isPerceptual)
    }
    let light = mixed(.light)
    guard isAdaptive || rhs.isAdaptive else { return Color(light) }
    let dark = mixed(PaintAppearance(colorScheme: .dark, isElevated: false))
    let elevated = mixed(PaintAppearance(colorScheme: .dark, isElevated: true))
    return Color(light: light, dark: dark, darkElevated: elevated, name: "mix", increasedContrast: .unknown)
  }
}

/// Colour interpolation, device or Oklab (Björn Ottosson's published matrices).
enum ColorMixing {
  static func mix(_ a: RGBAColor, _ b: RGBAColor, _ t: Double, perceptual: Bool) -> RGBAColor {
    let alpha = a.alpha + (b.alpha - a.alpha) * t
    guard perceptual else {
      return RGBAColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                       blue: a.blue + (b.blue - a.blue) * t, alpha: alpha)
    }
    let la = oklab(a), lb = oklab(b)
    let m = (la.0 + (lb.0 - la.0) * t, la.1 + (lb.1 - la.1) * t, la.2 + (lb.2 - la.2) * t)
    let rgb = srgb(m)
    return RGBAColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
  private static func gamma(_ c: Double) -> Double {
    let v = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    return min(max(v, 0), 1)
  }

  static func oklab(_ c: RGBAColor) -> (Double, Double, Double) {
    let r = linear(c.red), g = linear(c.green), b = linear(c.blue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
  }

  static func srgb(_ lab: (Double, Double, Double)) -> (Double, Double, Double) {
    let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
    let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
    let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
    return (gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            gamma(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
  }
}
