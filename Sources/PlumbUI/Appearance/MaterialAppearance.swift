import Foundation

extension Material {
  /// The flat colour a material paints with (there is no blur): white in light appearance, the
  /// dark materials' grey (#1C1C1E, secondarySystemBackground dark) in dark, at the material's
  /// opacity (**L**: iOS blurs and adds vibrancy; only the tint is modelled).
  func tint(in scheme: ColorScheme) -> RGBAColor {
    switch scheme {
    case .light: RGBAColor(red: 1, green: 1, blue: 1, alpha: opacity)
    case .dark: RGBAColor(r8: 28, g8: 28, b8: 30, alpha: opacity)
    }
  }
}
