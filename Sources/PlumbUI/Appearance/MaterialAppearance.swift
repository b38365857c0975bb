import Foundation

extension Material {
  /// The material a shape style is, through `AnyShapeStyle`; nil for every other style.
  static func of(_ style: any ShapeStyle) -> Material? {
    switch style {
    case let m as Material: m
    case let a as AnyShapeStyle: of(a.base)
    default: nil
    }
  }

  /// How far a material blurs what is behind it: 20 pt for every thickness (**L**: UIKit's blur
  /// effects are not published; the thickness is modelled by the tint's opacity).
  var blurRadius: Double { 20 }

  /// The colour a material lays over the blur of what is behind it: white in light appearance, the
  /// dark materials' grey (#1C1C1E, secondarySystemBackground dark) in dark, at the material's
  /// opacity (**L**: iOS also adds vibrancy to the content over it, which is not modelled).
  func tint(in scheme: ColorScheme) -> RGBAColor {
    switch scheme {
    case .light: RGBAColor(red: 1, green: 1, blue: 1, alpha: opacity)
    case .dark: RGBAColor(r8: 28, g8: 28, b8: 30, alpha: opacity)
    }
  }
}
