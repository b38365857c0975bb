import Foundation

/// The glass of iOS 26's bars and bar buttons as Plumbline draws it: a nearly opaque fill, a light
/// edge two pixels wide and a soft shadow, without the blur of what is behind (not drawn yet, and
/// named in the design-generation warning; docs/design-generations.md, "Tab bars").
@MainActor
enum GlassChrome {
  static func glass(_ shape: Path, label: String) -> DisplayItem {
    let edge = StrokeStyle(lineWidth: 0.67)
    return .group(DisplayGroup(items: [.fill(shape, .solid(Color.floatingBarFill.rgba)),
                                       .stroke(shape, .solid(Color.floatingBarEdge.rgba), edge)],
                               shadow: Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.08), radius: 16,
                                              offset: CGSize(width: 0, height: 4)),
                               label: label))
  }
}
