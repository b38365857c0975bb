import Foundation
import PlumbGraphics
import PlumbPNG
@testable import PlumbRaster

/// Renders image items for the image tests.
enum ImageTestSupport {
  /// Renders `items` at scale 1 on a transparent canvas of `width`×`height` points.
  static func render(_ items: [DisplayItem], width: Double = 20, height: Double = 20) -> RGBAImage {
    Rasterizer().render(DisplayList(items), on: Canvas(size: CGSize(width: width, height: height), scale: 1, background: nil))
  }

  static func image(_ source: ImageItem.Source, _ x: Double = 0, _ y: Double = 0, _ w: Double = 20, _ h: Double = 20,
                    interpolation: ImageItem.Interpolation = .bilinear, tint: RGBAColor? = nil) -> DisplayItem {
    .image(ImageItem(source: source, rect: CGRect(x: x, y: y, width: w, height: h),
                     interpolation: interpolation, tint: tint))
  }

  static func px(_ img: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let p = img[x, y]
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
  }

  /// True when every channel is within `tolerance` of `expected`.
  static func near(_ got: [Int], _ expected: [Int], _ tolerance: Int = 3) -> Bool {
    got.count == expected.count && zip(got, expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// A PNG no other test uses: `width`×`height`, every pixel one colour derived from a fresh UUID,
  /// so a decode counter sees only this test's decodes.
  static func uniquePNG(width: Int = 30, height: Int = 30) -> [UInt8] {
    let u = UUID().uuid
    return PNG.encode(RGBAImage(width: width, height: height, fill: (u.0, u.1, u.2, 255)))
  }
}
