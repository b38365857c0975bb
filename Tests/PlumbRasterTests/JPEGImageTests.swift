import Foundation
import PlumbGraphics
import Testing

@testable import PlumbRaster

/// JPEG sources: decoded by libjpeg-turbo to straight RGBA, EXIF orientation applied, bad data
/// refused with a warning naming the problem. Fixtures: scripts/make-jpeg-fixtures.py.
@Suite struct JPEGImageTests {
  typealias S = ImageTestSupport

  @Test func decodesTheQuadrantsColours() throws {
    let image = try JPEGDecoder.decode(JPEGFixtures.quadrants).get()
    #expect(image.width == 16 && image.height == 16)
    // Quality 95, 4:4:4, 8×8 blocks of one colour each: within 3 levels of the source colours.
    #expect(S.near(S.px(image, 3, 3), [255, 0, 0, 255]), "\(S.px(image, 3, 3))")
    #expect(S.near(S.px(image, 12, 3), [0, 255, 0, 255]), "\(S.px(image, 12, 3))")
    #expect(S.near(S.px(image, 3, 12), [0, 0, 255, 255]), "\(S.px(image, 3, 12))")
    #expect(S.near(S.px(image, 12, 12), [255, 255, 255, 255]), "\(S.px(image, 12, 12))")
  }

  @Test func progressiveGreyAndCMYKDecode() throws {
    let progressive = try JPEGDecoder.decode(JPEGFixtures.progressiveQuadrants).get()
    #expect(S.near(S.px(progressive, 12, 3), [0, 255, 0, 255]), "\(S.px(progressive, 12, 3))")
    let grey = try JPEGDecoder.decode(JPEGFixtures.grey128).get()
    #expect(S.near(S.px(grey, 4, 4), [128, 128, 128, 255], 1), "\(S.px(grey, 4, 4))")
    let cmyk = try JPEGDecoder.decode(JPEGFixtures.cmykQuadrants).get()
    #expect(S.near(S.px(cmyk, 3, 3), [255, 0, 0, 255], 4), "\(S.px(cmyk, 3, 3))")
    #expect(S.near(S.px(cmyk, 3, 12), [0, 0, 255, 255], 4), "\(S.px(cmyk, 3, 12))")
  }

  @Test func exifOrientationSixIsTurnedUpright() throws {
    // Stored 16×8, red left, blue right; orientation 6 = rotate 90° clockwise to display.
    let image = try JPEGDecoder.decode(JPEGFixtures.halvesOrientation6).get()
    #expect(image.width == 8 && image.height == 16)
    #expect(S.near(S.px(image, 4, 3), [255, 0, 0, 255]), "top is the stored left: \(S.px(image, 4, 3))")
    #expect(S.near(S.px(image, 4, 12), [0, 0, 255, 255]), "bottom is the stored right: \(S.px(image, 4, 12))")
  }

  @Test func everyOrientationMapsTheCorners() {
    // 2×1 stored: A at (0,0), B at (1,0).
    let a: [UInt8] = [1, 1, 1, 255], b: [UInt8] = [2, 2, 2, 255]
    let stored = RGBAImage(width: 2, height: 1, pixels: a + b)
    let expected: [Int: (w: Int, h: Int, first: [UInt8])] = [
      1: (2, 1, a), 2: (2, 1, b), 3: (2, 1, b), 4: (2, 1, a), 5: (1, 2, a), 6: (1, 2, a), 7: (1, 2, b), 8: (1, 2, b),
    ]
    for (o, e) in expected.sorted(by: { $0.key < $1.key }) {
      let out = JPEGDecoder.oriented(stored, exif: o)
      #expect(out.width == e.w && out.height == e.h, "orientation \(o)")
      #expect(Array(out.pixels[0..<4]) == e.first, "orientation \(o): first pixel")
    }
  }

  @Test func drawnJPEGFillsItsRect() {
    let img = S.render([S.image(.jpeg(JPEGFixtures.quadrants), 2, 2, 16, 16)])
    #expect(S.near(S.px(img, 4, 4), [255, 0, 0, 255]), "\(S.px(img, 4, 4))")
    #expect(S.near(S.px(img, 15, 15), [255, 255, 255, 255]), "\(S.px(img, 15, 15))")
    #expect(S.px(img, 0, 0) == [0, 0, 0, 0], "outside the rect")
  }

  @Test func truncatedJPEGDrawsNothingAndSaysSo() {
    let cut = Array(JPEGFixtures.quadrants.prefix(JPEGFixtures.quadrants.count / 2))
    let (img, warnings) = RenderWarnings.collecting { S.render([S.image(.jpeg(cut))]) }
    #expect(S.px(img, 10, 10) == [0, 0, 0, 0])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("JPEG") == true)
    #expect(warnings.first?.contains("Premature end") == true, "\(warnings)")
  }

  @Test func notAJPEGDrawsNothingAndSaysSo() {
    let (img, warnings) = RenderWarnings.collecting { S.render([S.image(.jpeg(Array("hello, not a jpeg".utf8)))]) }
    #expect(S.px(img, 10, 10) == [0, 0, 0, 0])
    #expect(warnings.first?.contains("Not a JPEG file") == true, "\(warnings)")
  }

  @Test func aHeaderOverTheSizeLimitIsRefusedBeforeDecoding() throws {
    // Patch the SOF0 frame header to claim 60000×60000 (14.4 GB as RGBA).
    var bytes = JPEGFixtures.quadrants
    let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes[sof + 5] = 0xEA; bytes[sof + 6] = 0x60  // height 60000
    bytes[sof + 7] = 0xEA; bytes[sof + 8] = 0x60  // width 60000
    guard case .failure(let error) = JPEGDecoder.decode(bytes) else {
      Issue.record("a 60000×60000 JPEG decoded"); return
    }
    #expect(error.reason.contains("60000×60000"), "\(error.reason)")
    let (_, warnings) = RenderWarnings.collecting { S.render([S.image(.jpeg(bytes))]) }
    #expect(warnings.first?.contains("60000×60000 pixels, over the side length limit of 16384 pixels a side") == true, "\(warnings)")
  }
}
