import Foundation
import PlumbGraphics
import PlumbPNG
import Testing

@testable import PlumbRaster

/// Template tint (the image's alpha filled with the tint) and nearest vs bilinear sampling, for
/// every kind of source.
@Suite struct ImageTintAndSamplingTests {
  typealias S = ImageTestSupport
  static let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)

  /// 2×1: opaque blue on the left, transparent on the right.
  static let halfBlue: [UInt8] = [0, 0, 255, 255, 0, 0, 0, 0]

  @Test func aTintedBitmapIsItsAlphaInTheTint() {
    for source: ImageItem.Source in [.rgba(width: 2, height: 1, pixels: Self.halfBlue),
                                     .png(PNG.encode(RGBAImage(width: 2, height: 1, pixels: Self.halfBlue)))] {
      let img = S.render([S.image(source, interpolation: .nearest, tint: Self.red)])
      #expect(S.px(img, 5, 10) == [255, 0, 0, 255], "\(source): opaque half takes the tint")
      #expect(S.px(img, 15, 10) == [0, 0, 0, 0], "\(source): transparent half stays clear")
    }
  }

  @Test func aTintedJPEGIsASolidTintedRect() {
    // JPEG has no alpha: a template JPEG is its rectangle in the tint (as on iOS).
    let img = S.render([S.image(.jpeg(JPEGFixtures.quadrants), 2, 2, 16, 16, tint: Self.red)])
    #expect(S.px(img, 15, 15) == [255, 0, 0, 255], "the white quadrant is tinted too")
    #expect(S.px(img, 1, 1) == [0, 0, 0, 0])
  }

  @Test func aTintedSVGTakesTheTintWhereItHasInk() {
    let doc = SVGImageTests.svg(#"<rect x="0" y="0" width="5" height="10" fill="lime" fill-opacity="0.5"/>"#)
    let img = S.render([S.image(.svg(doc), tint: Self.red)])
    let left = S.px(img, 4, 10)
    #expect(left[0] == 255 && left[1] == 0 && left[2] == 0 && abs(left[3] - 128) <= 1, "\(left)")
    #expect(S.px(img, 15, 10) == [0, 0, 0, 0])
  }

  @Test func aTranslucentTintMultipliesTheAlpha() {
    let half = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    let img = S.render([S.image(.rgba(width: 2, height: 1, pixels: Self.halfBlue), interpolation: .nearest, tint: half)])
    let p = S.px(img, 5, 10)
    #expect(p[2] == 255 && abs(p[3] - 128) <= 1, "\(p)")
  }

  @Test func nearestKeepsHardEdgesAndBilinearBlends() {
    // 2×1 black | white, stretched to 20 px: nearest switches at x = 10; bilinear ramps.
    let bw: [UInt8] = [0, 0, 0, 255, 255, 255, 255, 255]
    for source: ImageItem.Source in [.rgba(width: 2, height: 1, pixels: bw),
                                     .png(PNG.encode(RGBAImage(width: 2, height: 1, pixels: bw)))] {
      let nearest = S.render([S.image(source, interpolation: .nearest)])
      #expect(S.px(nearest, 9, 5) == [0, 0, 0, 255])
      #expect(S.px(nearest, 10, 5) == [255, 255, 255, 255])
      let bilinear = S.render([S.image(source, interpolation: .bilinear)])
      // Pixel 9's centre is at 9.5 of 20 = source x 0.95: 45% of the way from black's centre to white's.
      let mid = S.px(bilinear, 9, 5)[0]
      #expect((100...130).contains(mid), "\(mid)")
      #expect(S.px(bilinear, 0, 5) == [0, 0, 0, 255], "padded edge stays black")
    }
  }

  @Test func jpegFollowsInterpolationToo() {
    let nearest = S.render([S.image(.jpeg(JPEGFixtures.quadrants), 0, 0, 20, 20, interpolation: .nearest)])
    let bilinear = S.render([S.image(.jpeg(JPEGFixtures.quadrants), 0, 0, 20, 20, interpolation: .bilinear)])
    // Pixel 9's centre, 9.5 of 20, is source x 7.6: nearest takes red pixel 7; bilinear mixes
    // 10% of green pixel 8 in (centres 7.5 and 8.5).
    #expect(S.near(S.px(nearest, 9, 2), [255, 0, 0, 255]), "\(S.px(nearest, 9, 2))")
    let mixed = S.px(bilinear, 9, 2)
    #expect((215...245).contains(mixed[0]) && (10...40).contains(mixed[1]), "\(mixed)")
  }
}
