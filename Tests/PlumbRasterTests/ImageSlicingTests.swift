import Foundation
import PlumbGraphics
import PlumbPNG
import Testing

@testable import PlumbRaster

/// Sliced images (`ImageItem.slicing`): corners at their natural size and place, edges resized
/// along one axis, the centre stretched or tiled from its top-left, caps shrunk to fit a
/// destination smaller than they are (docs/images.md, "Resizable images").
@Suite struct ImageSlicingTests {
  typealias S = ImageTestSupport

  static let red = [255, 0, 0, 255], green = [0, 255, 0, 255], blue = [0, 0, 255, 255], yellow = [255, 255, 0, 255]
  static let cyan = [0, 255, 255, 255], darkCyan = [0, 128, 128, 255], magenta = [255, 0, 255, 255]
  static let white = [255, 255, 255, 255], grey = [128, 128, 128, 255], black = [0, 0, 0, 255], orange = [255, 128, 0, 255]

  /// A 6×6-point image at `scale`, in nine 2×2-point parts: corners red, green (top right), blue
  /// (bottom left), yellow; the top edge cyan | dark cyan (one point each), the bottom edge
  /// magenta, the left edge white, the right edge grey; the centre a one-point black/orange
  /// checker (black at its top-left).
  static func nine(scale: Int = 1) -> ImageItem.Source {
    let n = 6 * scale
    var px: [UInt8] = []
    for y in 0..<n {
      for x in 0..<n {
        let (cx, cy) = (x / (2 * scale), y / (2 * scale))
        let (ux, uy) = (x / scale, y / scale)
        let c: [Int]
        switch (cx, cy) {
        case (0, 0): c = red
        case (2, 0): c = green
        case (0, 2): c = blue
        case (2, 2): c = yellow
        case (1, 0): c = ux == 2 ? cyan : darkCyan
        case (1, 2): c = magenta
        case (0, 1): c = white
        case (2, 1): c = grey
        default: c = (ux + uy) % 2 == 0 ? black : orange
        }
        px += c.map(UInt8.init)
      }
    }
    return .rgba(width: n, height: n, pixels: px)
  }

  static func sliced(_ source: ImageItem.Source, _ w: Double, _ h: Double, mode: ImageSlicing.Mode = .stretch,
                     caps: Double = 2, interpolation: ImageItem.Interpolation = .nearest, tint: RGBAColor? = nil,
                     x: Double = 0, y: Double = 0) -> DisplayItem {
    .image(ImageItem(source: source, rect: CGRect(x: x, y: y, width: w, height: h), interpolation: interpolation, tint: tint,
                     slicing: ImageSlicing(top: caps, left: caps, bottom: caps, right: caps, mode: mode,
                                           imageSize: CGSize(width: 6, height: 6))))
  }

  /// The four 2×2 corners of a `w`×`h` render, every pixel, in their colours.
  static func expectCorners(_ img: RGBAImage, _ w: Int, _ h: Int, _ context: String) {
    for dy in 0..<2 {
      for dx in 0..<2 {
        #expect(S.px(img, dx, dy) == red, "\(context): top-left \(dx),\(dy)")
        #expect(S.px(img, w - 2 + dx, dy) == green, "\(context): top-right")
        #expect(S.px(img, dx, h - 2 + dy) == blue, "\(context): bottom-left")
        #expect(S.px(img, w - 2 + dx, h - 2 + dy) == yellow, "\(context): bottom-right")
      }
    }
  }

  @Test func stretchKeepsTheCornersAtTwoSizesAndStretchesEdgesAndCentre() {
    for (w, h) in [(10, 10), (16, 12)] {
      let img = S.render([Self.sliced(Self.nine(), Double(w), Double(h))], width: Double(w), height: Double(h))
      Self.expectCorners(img, w, h, "\(w)×\(h)")
      // The corners end where the image's do: the next pixel is already an edge.
      #expect(S.px(img, 2, 0) == Self.cyan && S.px(img, 0, 2) == Self.white && S.px(img, w - 1, 2) == Self.grey)
      #expect(S.px(img, 2, h - 1) == Self.magenta && S.px(img, w - 3, h - 1) == Self.magenta)
      // The top edge's two columns each take half the interior width; the left edge its full height.
      let half = (w - 4) / 2
      #expect(S.px(img, 2 + half - 1, 0) == Self.cyan && S.px(img, 2 + half, 0) == Self.darkCyan, "\(w)×\(h)")
      #expect(S.px(img, w - 3, 1) == Self.darkCyan && S.px(img, 0, h - 3) == Self.white)
      // The centre's 2×2 checker is stretched: four quadrants.
      #expect(S.px(img, 2, 2) == Self.black && S.px(img, w - 3, 2) == Self.orange, "\(w)×\(h)")
      #expect(S.px(img, 2, h - 3) == Self.orange && S.px(img, w - 3, h - 3) == Self.black, "\(w)×\(h)")
    }
  }

  @Test func bilinearCornersDoNotBleedIntoTheirNeighbours() {
    let img = S.render([Self.sliced(Self.nine(), 14, 14, interpolation: .bilinear)], width: 14, height: 14)
    Self.expectCorners(img, 14, 14, "bilinear")
    #expect(S.px(img, 0, 7) == Self.white && S.px(img, 13, 7) == Self.grey, "edges pad their own pixels")
  }

  @Test func tileRepeatsEdgesAndCentreFromTheTopLeftAndClipsTheLastCopy() {
    // 11×9: a 7×5 interior, so 3½ copies across and 2½ down.
    let img = S.render([Self.sliced(Self.nine(), 11, 9, mode: .tile)], width: 11, height: 9)
    Self.expectCorners(img, 11, 9, "tile")
    for x in 2..<9 { #expect(S.px(img, x, 0) == (x % 2 == 0 ? Self.cyan : Self.darkCyan), "top edge at \(x)") }
    for y in 2..<7 {
      for x in 2..<9 { #expect(S.px(img, x, y) == ((x + y) % 2 == 0 ? Self.black : Self.orange), "centre at \(x),\(y)") }
      #expect(S.px(img, 0, y) == Self.white && S.px(img, 10, y) == Self.grey)
    }
  }

  @Test func tileWithoutCapsRepeatsTheWholeImage() {
    let item = DisplayItem.image(ImageItem(source: Self.nine(), rect: CGRect(x: 0, y: 0, width: 15, height: 8),
                                           slicing: ImageSlicing(mode: .tile, imageSize: CGSize(width: 6, height: 6))))
    let img = S.render([item], width: 15, height: 8)
    for (x, y, c) in [(0, 0, Self.red), (6, 0, Self.red), (12, 0, Self.red), (5, 0, Self.green), (11, 1, Self.green),
                      (14, 0, Self.cyan), (0, 6, Self.red), (4, 7, Self.green), (5, 5, Self.yellow)] {
      #expect(S.px(img, x, y) == c, "\(x),\(y)")
    }
  }

  @Test func capsLargerThanTheDestinationShrinkInProportion() {
    // 2×2 for 2 + 2 points of caps each way: each corner gets one pixel, no interior.
    let small = S.render([Self.sliced(Self.nine(), 2, 2)], width: 2, height: 2)
    #expect([S.px(small, 0, 0), S.px(small, 1, 0), S.px(small, 0, 1), S.px(small, 1, 1)]
            == [Self.red, Self.green, Self.blue, Self.yellow])
    // 3 wide, 8 tall: the horizontal caps shrink (1.5 pt each, rounded to whole pixels), the
    // vertical ones keep their 2 pt.
    let narrow = S.render([Self.sliced(Self.nine(), 3, 8)], width: 3, height: 8)
    #expect(S.px(narrow, 0, 0) == Self.red && S.px(narrow, 2, 0) == Self.green && S.px(narrow, 0, 1) == Self.red)
    #expect(S.px(narrow, 0, 2) == Self.white && S.px(narrow, 2, 5) == Self.grey)
    #expect(S.px(narrow, 0, 6) == Self.blue && S.px(narrow, 2, 7) == Self.yellow)
  }

  @Test func aDoubleScaleImageOnADoubleScaleCanvasKeepsItsCornersInPoints() {
    let canvas = Canvas(size: CGSize(width: 10, height: 10), scale: 2, background: nil)
    let img = Rasterizer().render(DisplayList([Self.sliced(Self.nine(scale: 2), 10, 10)]), on: canvas)
    for (x, y, c) in [(0, 0, Self.red), (3, 3, Self.red), (4, 0, Self.cyan), (16, 3, Self.green), (15, 0, Self.darkCyan),
                      (3, 19, Self.blue), (19, 19, Self.yellow), (4, 4, Self.black), (19, 10, Self.grey)] {
      #expect(S.px(img, x, y) == c, "\(x),\(y)")
    }
  }

  @Test func aTemplateTintFillsTheSlicedPicture() {
    let tint = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)
    let img = S.render([Self.sliced(Self.nine(), 10, 10, tint: tint, x: 2, y: 2)], width: 14, height: 14)
    #expect(S.px(img, 2, 2) == Self.blue && S.px(img, 11, 11) == Self.blue && S.px(img, 6, 6) == Self.blue)
    #expect(S.px(img, 1, 1) == [0, 0, 0, 0] && S.px(img, 12, 12) == [0, 0, 0, 0])
  }

  @Test func pngAndRGBASourcesSliceAlike() {
    guard case .rgba(let w, let h, let px) = Self.nine() else { return }
    let png = ImageItem.Source.png(PNG.encode(RGBAImage(width: w, height: h, pixels: px)))
    let a = S.render([Self.sliced(Self.nine(), 13, 9, mode: .tile)], width: 13, height: 9)
    let b = S.render([Self.sliced(png, 13, 9, mode: .tile)], width: 13, height: 9)
    #expect(a.pixels == b.pixels)
  }

  @Test func aJPEGIsSlicedLikeItsDecodedPixels() throws {
    let decoded = try JPEGDecoder.decode(JPEGFixtures.quadrants).get()
    func item(_ s: ImageItem.Source) -> DisplayItem {
      .image(ImageItem(source: s, rect: CGRect(x: 0, y: 0, width: 40, height: 24),
                       slicing: ImageSlicing(top: 4, left: 4, bottom: 4, right: 4, mode: .stretch,
                                             imageSize: CGSize(width: 16, height: 16))))
    }
    let a = S.render([item(.jpeg(JPEGFixtures.quadrants))], width: 40, height: 24)
    let b = S.render([item(.rgba(width: 16, height: 16, pixels: decoded.pixels))], width: 40, height: 24)
    #expect(a.pixels == b.pixels)
    // The bottom-right cap is the source's last 4×4 pixels, unscaled.
    #expect(S.near(S.px(a, 38, 22), S.px(decoded, 14, 14)))
  }

  @Test func anSVGIsRasterisedAtTheDeviceScaleThenSliced() {
    let doc = SVGImageTests.svg(#"""
      <rect width="6" height="6" fill="white"/><rect width="2" height="2" fill="red"/>
      <rect x="4" width="2" height="2" fill="lime"/><rect y="4" width="2" height="2" fill="blue"/>
      <rect x="4" y="4" width="2" height="2" fill="yellow"/>
      """#, size: #"width="6" height="6""#)
    let img = S.render([Self.sliced(.svg(doc), 20, 10)], width: 20, height: 10)
    Self.expectCorners(img, 20, 10, "svg")
    // Stretched whole, red would reach x = 6; sliced, the corner ends at 2.
    #expect(S.px(img, 2, 0) == Self.white && S.px(img, 10, 5) == Self.white)
  }

  @Test func theAxisGeometryKeepsCapsDropsTheRemovedPartAndShrinksCaps() {
    let plain = SliceAxis(capA: 2, capB: 3, centre: nil, imagePoints: 10, pixels: 20, destination: 30, deviceScale: 2)
    #expect(plain.source == [0..<4, 4..<14, 14..<20] && plain.lengths == [2, 25, 3] && plain.tileLength == 5)
    // An asset's centre of 1 pt: only the 2 px after the leading cap are resized.
    let centre = SliceAxis(capA: 2, capB: 3, centre: 1, imagePoints: 10, pixels: 20, destination: 30, deviceScale: 2)
    #expect(centre.source == [0..<4, 4..<6, 14..<20])
    let shrunk = SliceAxis(capA: 2, capB: 3, centre: nil, imagePoints: 10, pixels: 20, destination: 2.5, deviceScale: 2)
    #expect(shrunk.lengths == [1, 0, 1.5])
  }
}
