import Foundation
import PlumbGraphics

/// Converts asset-catalog colour components into the sRGB values the renderer paints.
///
/// Display P3 shares sRGB's D65 white point and transfer curve but has wider primaries, so a P3
/// colour is converted exactly: undo the sRGB curve, multiply by the linear P3→sRGB matrix (built
/// here from the two sets of CIE 1931 xy primaries, P3's from SMPTE EG 432-1 and sRGB's from
/// IEC 61966-2-1), reapply the curve, and clip each channel to 0…1 (the canvas is sRGB: colours
/// outside its gamut are clipped, as an sRGB screen shows them). Linear sRGB only gets the curve;
/// gray gamma 2.2 is linearised with exponent 2.2 and re-encoded with the sRGB curve.
public enum ColorSpaceConversion {
  /// The colour spaces of an asset catalog colour set.
  public enum Space: String, Sendable, CaseIterable {
    case srgb, extendedSRGB = "extended-srgb", extendedLinearSRGB = "extended-linear-srgb",
         displayP3 = "display-p3", grayGamma22 = "gray-gamma-22", extendedGray = "extended-gray"
  }

  /// sRGB's transfer curve: linear light → encoded (extended: odd-symmetric beyond 0…1).
  public static func srgbEncode(_ v: Double) -> Double {
    let a = abs(v), s: Double = v < 0 ? -1 : 1
    return s * (a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055)
  }
  /// sRGB's transfer curve inverted: encoded → linear light.
  public static func srgbDecode(_ v: Double) -> Double {
    let a = abs(v), s: Double = v < 0 ? -1 : 1
    return s * (a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4))
  }

  /// Display P3 (encoded) → sRGB (encoded, clipped to 0…1).
  public static func displayP3ToSRGB(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
    let l = [srgbDecode(red), srgbDecode(green), srgbDecode(blue)]
    let m = p3ToSRGB
    func row(_ i: Int) -> Double { clip(srgbEncode(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2])) }
    return (row(0), row(1), row(2))
  }

  /// The components of `space` as sRGB, clipped to 0…1 (extended ranges are clipped too).
  public static func rgba(space: Space, red: Double, green: Double, blue: Double, alpha: Double) -> RGBAColor {
    let a = clip(alpha)
    switch space {
    case .srgb, .extendedSRGB:
      return RGBAColor(red: clip(red), green: clip(green), blue: clip(blue), alpha: a)
    case .extendedLinearSRGB:
      return RGBAColor(red: clip(srgbEncode(red)), green: clip(srgbEncode(green)), blue: clip(srgbEncode(blue)), alpha: a)
    case .displayP3:
      let (r, g, b) = displayP3ToSRGB(red: red, green: green, blue: blue)
      return RGBAColor(red: r, green: g, blue: b, alpha: a)
    case .grayGamma22, .extendedGray:
      // `red` carries the "white" component for the gray spaces.
      let w = space == .grayGamma22 ? clip(srgbEncode(pow(max(red, 0), 2.2))) : clip(red)
      return RGBAColor(red: w, green: w, blue: w, alpha: a)
    }
  }

  static func clip(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }

  /// Linear Display P3 → linear sRGB: M_sRGB⁻¹ · M_P3, where each M maps linear RGB to XYZ.
  static let p3ToSRGB: [[Double]] = {
    let white = (x: 0.3127, y: 0.3290)
    let p3 = rgbToXYZ(r: (0.680, 0.320), g: (0.265, 0.690), b: (0.150, 0.060), white: white)
    let srgb = rgbToXYZ(r: (0.640, 0.330), g: (0.300, 0.600), b: (0.150, 0.060), white: white)
    return multiply(invert(srgb), p3)
  }()

  private static func rgbToXYZ(r: (Double, Double), g: (Double, Double), b: (Double, Double),
                               white: (x: Double, y: Double)) -> [[Double]] {
    func xyz(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
    let pr = xyz(r), pg = xyz(g), pb = xyz(b)
    let primaries = [[pr[0], pg[0], pb[0]], [pr[1], pg[1], pb[1]], [pr[2], pg[2], pb[2]]]
    let w = xyz((white.x, white.y))
    let inv = invert(primaries)
    let s = (0..<3).map { i in inv[i][0] * w[0] + inv[i][1] * w[1] + inv[i][2] * w[2] }
    return (0..<3).map { i in (0..<3).map { j in primaries[i][j] * s[j] } }
  }

  private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
    (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
  }

  private static func invert(_ m: [[Double]]) -> [[Double]] {
    let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1], i = m[2][2]
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
  }
}
