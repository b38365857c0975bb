import Foundation
import PlumbGraphics

/// Small display-list builders shared by the raster tests.
enum Fixtures {
  static let red = RGBAColor(red: 1, green: 0, blue: 0)
  static let blue = RGBAColor(red: 0, green: 0, blue: 1)
  static let green = RGBAColor(red: 0, green: 1, blue: 0)

  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
  }

  static func fill(_ r: CGRect, _ c: RGBAColor) -> DisplayItem {
    .fill(Path(rect: r), .solid(c))
  }

  /// The pixel at point (x, y) on a canvas of `scale`, sampled at the pixel's top-left.
  static func pixel(_ img: RGBAImage, _ x: Double, _ y: Double, scale: Int) -> [UInt8] {
    let p = img[Int(x * Double(scale)), Int(y * Double(scale))]
    return [p.r, p.g, p.b, p.a]
  }
}
