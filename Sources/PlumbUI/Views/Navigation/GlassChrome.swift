import Foundation

/// The glass of iOS 26's bars, bar buttons and floating fields as Plumbline draws it: what is
/// behind blurred (radius 12, the `Backdrop` of the display list), a light fill over it, a light
/// edge two pixels wide and a soft shadow; no refraction (docs/design-generations.md, "Tab bars").
@MainActor
enum GlassChrome {
  static let blurRadius = 12.0

  static func glass(_ shape: Path, label: String, fill: Color = .floatingBarFill) -> DisplayItem {
    let edge = StrokeStyle(lineWidth: 0.67)
    return .group(DisplayGroup(items: [.fill(shape, .solid(fill.rgba)),
                                       .stroke(shape, .solid(Color.floatingBarEdge.rgba), edge)],
                               shadow: Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.08), radius: 16,
                                              offset: CGSize(width: 0, height: 4)),
                               label: label, backdrop: Backdrop(shape: shape, radius: blurRadius)))
  }
}
