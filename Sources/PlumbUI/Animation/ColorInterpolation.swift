import Foundation

/// How an animated colour change is mixed between its two ends: in linear-light sRGB with
/// straight (not premultiplied) alpha, as SwiftUI animates `Color.Resolved`, whose components are
/// stored "in the Linear sRGB color space, using extended range" (Apple docs) and which is the
/// `Animatable` value of a colour view (docs/compatibility/layout.md "Colour animation").
enum ColorInterpolation {
  /// sRGB-encoded component → linear light (sign kept, so extended-range values stay monotonic).
  static func linear(_ v: Double) -> Double {
    let a = abs(v)
    let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
  }

  /// Linear light → sRGB-encoded component.
  static func encoded(_ v: Double) -> Double {
    let a = abs(v)
    let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
    return v < 0 ? -e : e
  }

  /// The colour a fraction `p` of the way from `a` to `b` (p may overshoot for springs; the
  /// result's alpha is clamped to 0…1).
  static func mix(_ a: RGBAColor, _ b: RGBAColor, _ p: Double) -> RGBAColor {
    func m(_ x: Double, _ y: Double) -> Double { encoded(linear(x) + (linear(y) - linear(x)) * p) }
    return RGBAColor(red: m(a.red, b.red), green: m(a.green, b.green), blue: m(a.blue, b.blue),
                     alpha: min(max(a.alpha + (b.alpha - a.alpha) * p, 0), 1))
  }
}

extension ShapeLayout {
  /// The single colour this shape paints with, if it is a solid colour (Color or the foreground
  /// style); gradients and materials do not animate their colours.
  var solidColor: RGBAColor? {
    let style: any ShapeStyle
    switch paint {
    case .fill(let s): style = s
    case .stroke(let s, _, _): style = s
    }
    switch style {
    case let c as Color: return c.rgba
    case is ForegroundStyle: return (foreground ?? .primary).rgba
    case let a as AnyShapeStyle:
      if let c = a.base as? Color { return c.rgba }
      if a.base is ForegroundStyle { return (foreground ?? .primary).rgba }
      return nil
    default: return nil
    }
  }

  /// The same shape painted with `color` instead.
  func painted(_ color: RGBAColor) -> ShapeLayout {
    let c = Color(color)
    var l: ShapeLayout
    switch paint {
    case .fill: l = ShapeLayout(shape: shape, paint: .fill(c), sizing: sizing)
    case .stroke(_, let stroke, let inset): l = ShapeLayout(shape: shape, paint: .stroke(c, stroke, inset: inset), sizing: sizing)
    }
    l.foreground = foreground
    return l
  }
}

extension TextNodeLayout {
  /// The same text drawn in `color` instead.
  func painted(_ color: RGBAColor) -> TextNodeLayout {
    TextNodeLayout(runs: runs.map { var r = $0; r.color = Color(color); return r },
                   style: style, measurer: measurer, cache: cache)
  }
}
