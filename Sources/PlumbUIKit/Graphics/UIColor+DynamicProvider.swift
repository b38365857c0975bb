import Foundation
import PlumbGraphics

extension UIColor {
  /// A colour computed from the traits it is drawn in, as UIKit's `init(dynamicProvider:)`
  /// (`UIColor { $0.userInterfaceStyle == .dark ? .white : .black }`). UIKit calls the provider
  /// whenever the colour resolves; Plumbline asks it once per appearance it can draw (light, dark,
  /// dark elevated, each with standard and increased contrast) and keeps the answers, so the colour
  /// adapts wherever a system colour does (docs/appearance.md).
  public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    func ask(_ style: UIUserInterfaceStyle, _ level: UIUserInterfaceLevel, _ contrast: UIAccessibilityContrast) -> RGBAColor {
      dynamicProvider(UITraitCollection(style: style, level: level, contrast: contrast)).rgba
    }
    let light = ask(.light, .base, .normal), dark = ask(.dark, .base, .normal)
    let elevated = ask(.dark, .elevated, .normal)
    let hcLight = ask(.light, .base, .high), hcDark = ask(.dark, .base, .high), hcElevated = ask(.dark, .elevated, .high)
    let adapts = light != dark || dark != elevated
    let contrastDiffers = hcLight != light || hcDark != dark || hcElevated != elevated
    self.init(light, dark: adapts ? dark : nil, darkElevated: elevated != dark ? elevated : nil,
              highContrast: contrastDiffers ? (hcLight, hcDark, hcElevated != hcDark ? hcElevated : nil) : nil)
  }
}
