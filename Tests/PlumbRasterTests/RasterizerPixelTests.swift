import Foundation
import PlumbGraphics
import Testing

@testable import PlumbRaster

/// Exact pixel values for simple display lists, so failures point at a real drawing bug.
@Suite struct RasterizerPixelTests {
  let canvas = Canvas(size: CGSize(width: 120, height: 80), scale: 2, background: .white)

  @Test func canvasHasPixelSizeOfPointsTimesScale() {
    for scale in 1...3 {
      let img = Rasterizer().render(DisplayList(), on: Canvas(size: CGSize(width: 120, height: 80), scale: scale))
      #expect(img.width == 120 * scale)
      #expect(img.height == 80 * scale)
      #expect(Fixtures.pixel(img, 60, 40, scale: scale) == [255, 255, 255, 255])
    }
  }

  @Test func solidRectFillIsExactInsideAndBackgroundOutside() {
    let list = DisplayList([Fixtures.fill(Fixtures.rect(10, 10, 40, 30), Fixtures.red)])
    let img = Rasterizer().render(list, on: canvas)
    #expect(Fixtures.pixel(img, 10, 10, scale: 2) == [255, 0, 0, 255])
    #expect(Fixtures.pixel(img, 49.5, 39.5, scale: 2) == [255, 0, 0, 255])
    #expect(Fixtures.pixel(img, 50, 40, scale: 2) == [255, 255, 255, 255])
    #expect(Fixtures.pixel(img, 9.5, 9.5, scale: 2) == [255, 255, 255, 255])
    // Every pixel is either red or white: the edges sit on pixel boundaries.
    var others = 0
    for i in stride(from: 0, to: img.pixels.count, by: 4) {
      let p = Array(img.pixels[i..<i + 4])
      if p != [255, 0, 0, 255] && p != [255, 255, 255, 255] { others += 1 }
    }
    #expect(others == 0)
  }

  @Test func transparentBackgroundStaysClearAndAlphaIsStraight() {
    let clear = Canvas(size: CGSize(width: 20, height: 20), scale: 1, background: nil)
    let half = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    let img = Rasterizer().render(DisplayList([Fixtures.fill(Fixtures.rect(0, 0, 10, 20), half)]), on: clear)
    #expect(Fixtures.pixel(img, 15, 5, scale: 1) == [0, 0, 0, 0])
    let p = Fixtures.pixel(img, 5, 5, scale: 1)
    // Straight alpha: the colour comes back (within premultiplied rounding), not darkened.
    #expect(p[0] == 255 && p[2] == 0)
    #expect((127...129).contains(Int(p[1])))
    #expect((127...128).contains(Int(p[3])))
  }

  @Test func groupOpacityBlendsOverBackground() {
    let list = DisplayList([
      .group(DisplayGroup(items: [Fixtures.fill(Fixtures.rect(0, 0, 60, 80), Fixtures.red)], opacity: 0.5))
    ])
    let img = Rasterizer().render(list, on: canvas)
    let p = Fixtures.pixel(img, 30, 40, scale: 2)
    // red·0.5 + white·0.5: R stays 255, G and B are 255·0.5 = 127.5, rounded either way.
    #expect(p[0] == 255 && p[3] == 255)
    #expect((127...128).contains(Int(p[1])) && p[1] == p[2])
    #expect(Fixtures.pixel(img, 90, 40, scale: 2) == [255, 255, 255, 255])
  }

  @Test func overlappingChildrenOfAFadedGroupFadeTogether() {
    // Group opacity applies to the composited children, so the overlap is not darker.
    let items: [DisplayItem] = [
      Fixtures.fill(Fixtures.rect(0, 0, 60, 80), Fixtures.blue),
      Fixtures.fill(Fixtures.rect(30, 0, 60, 80), Fixtures.blue),
    ]
    let img = Rasterizer().render(DisplayList([.group(DisplayGroup(items: items, opacity: 0.5))]), on: canvas)
    #expect(Fixtures.pixel(img, 10, 40, scale: 2) == Fixtures.pixel(img, 45, 40, scale: 2))
    #expect(Fixtures.pixel(img, 10, 40, scale: 2) != [0, 0, 255, 255])
  }

  @Test func clipLimitsChildrenToThePath() {
    let group = DisplayGroup(items: [Fixtures.fill(Fixtures.rect(0, 0, 120, 80), Fixtures.red)],
                             clip: Path(rect: Fixtures.rect(20, 20, 30, 30)))
    let img = Rasterizer().render(DisplayList([.group(group)]), on: canvas)
    #expect(Fixtures.pixel(img, 25, 25, scale: 2) == [255, 0, 0, 255])
    #expect(Fixtures.pixel(img, 10, 10, scale: 2) == [255, 255, 255, 255])
    #expect(Fixtures.pixel(img, 55, 25, scale: 2) == [255, 255, 255, 255])
  }

  @Test func transformMovesAndScalesChildren() {
    let t = AffineTransform2D.scale(x: 2, y: 2).concatenating(.translation(x: 40, y: 10))
    let group = DisplayGroup(items: [Fixtures.fill(Fixtures.rect(0, 0, 10, 10), Fixtures.red)], transform: t)
    let img = Rasterizer().render(DisplayList([.group(group)]), on: canvas)
    #expect(Fixtures.pixel(img, 40, 10, scale: 2) == [255, 0, 0, 255])
    #expect(Fixtures.pixel(img, 59.5, 29.5, scale: 2) == [255, 0, 0, 255])
    #expect(Fixtures.pixel(img, 60, 30, scale: 2) == [255, 255, 255, 255])
    #expect(Fixtures.pixel(img, 5, 5, scale: 2) == [255, 255, 255, 255])
  }

  @Test func evenOddLeavesAHoleWhereNonZeroDoesNot() {
    var path = Path(rect: Fixtures.rect(10, 10, 60, 60))
    path.addPath(Path(rect: Fixtures.rect(30, 30, 20, 20)))
    for (rule, centre) in [(FillRule.evenOdd, [UInt8]([255, 255, 255, 255])), (.nonZero, [255, 0, 0, 255])] {
      let img = Rasterizer().render(DisplayList([.fill(path, .solid(Fixtures.red), rule)]), on: canvas)
      #expect(Fixtures.pixel(img, 40, 40, scale: 2) == centre, "\(rule)")
      #expect(Fixtures.pixel(img, 15, 15, scale: 2) == [255, 0, 0, 255], "\(rule)")
    }
  }

  @Test func fixedMetricsGlyphsAreBoxesOnTheBaseline() {
    let run = GlyphRun(fontName: FixedMetricsFont.name, fontSize: 10, color: Fixtures.blue,
                       glyphs: [1, 2], positions: [CGPoint(x: 10, y: 20), CGPoint(x: 16, y: 20)])
    let img = Rasterizer().render(DisplayList([.glyphs(run)]), on: canvas)
    // Boxes cover x 10…22, y 12…22 (baseline 20 − 8 … + 2).
    #expect(Fixtures.pixel(img, 10, 12, scale: 2) == [0, 0, 255, 255])
    #expect(Fixtures.pixel(img, 21.5, 21.5, scale: 2) == [0, 0, 255, 255])
    #expect(Fixtures.pixel(img, 15.5, 16, scale: 2) == [0, 0, 255, 255])
    #expect(Fixtures.pixel(img, 22, 16, scale: 2) == [255, 255, 255, 255])
    #expect(Fixtures.pixel(img, 15, 11.5, scale: 2) == [255, 255, 255, 255])
    #expect(Fixtures.pixel(img, 15, 22, scale: 2) == [255, 255, 255, 255])
  }

  @Test func nearestImageMapsEachSourcePixelToItsQuadrant() {
    let px: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]
    let item = ImageItem(source: .rgba(width: 2, height: 2, pixels: px), rect: Fixtures.rect(10, 10, 20, 20),
                         interpolation: .nearest)
    let img = Rasterizer().render(DisplayList([.image(item)]), on: canvas)
    #expect(Fixtures.pixel(img, 12, 12, scale: 2) == [255, 0, 0, 255])
    #expect(Fixtures.pixel(img, 28, 12, scale: 2) == [0, 255, 0, 255])
    #expect(Fixtures.pixel(img, 12, 28, scale: 2) == [0, 0, 255, 255])
    #expect(Fixtures.pixel(img, 28, 28, scale: 2) == [255, 255, 255, 255])
    #expect(Fixtures.pixel(img, 9.5, 12, scale: 2) == [255, 255, 255, 255])
  }

  @Test func shadowDarkensBelowAndFadesWithDistance() {
    let card = Fixtures.fill(Fixtures.rect(30, 20, 60, 30), .white)
    let shadow = Shadow(color: .black, radius: 8, offset: CGSize(width: 0, height: 6))
    let img = Rasterizer().render(DisplayList([.group(DisplayGroup(items: [card], shadow: shadow))]), on: canvas)
    #expect(Fixtures.pixel(img, 60, 35, scale: 2) == [255, 255, 255, 255])  // the card itself
    let near = Fixtures.pixel(img, 60, 52, scale: 2)[0]
    let far = Fixtures.pixel(img, 60, 62, scale: 2)[0]
    #expect(near < 200)
    #expect(far > near)
    #expect(Fixtures.pixel(img, 60, 79, scale: 2) == [255, 255, 255, 255])  // > 3σ away
    // Symmetric left and right of the card.
    #expect(Fixtures.pixel(img, 27, 40, scale: 2) == Fixtures.pixel(img, 92.5, 40, scale: 2))
  }
}
