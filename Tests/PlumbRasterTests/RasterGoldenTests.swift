import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbTesting
import Testing

@testable import PlumbRaster

/// Each display-list operation against a committed golden in `Goldens/Raster/`, through
/// PlumbTesting's `assertGolden` (record modes, artifacts, orphan ledger) with no tolerance at all,
/// plus a check that the pixels hash exactly as the golden's.
@Suite struct RasterGoldenTests {
  /// Every pixel must match: no colour threshold, anti-aliased pixels counted.
  static let exact = GoldenTolerance(threshold: 0, includeAntialiased: true, maxDifferentPixels: 0)

  static let small = Canvas(size: CGSize(width: 120, height: 80), scale: 2, background: .white)

  static let cases: [(name: String, list: DisplayList, canvas: Canvas)] = [
    ("shapes", SampleLists.shapes, small),
    ("strokes", SampleLists.strokes, small),
    ("gradients", SampleLists.gradients, small),
    ("fill-rules", SampleLists.fillRules, small),
    ("groups", SampleLists.groups, small),
    ("shadows", SampleLists.shadows, small),
    ("shadowed-group-effects", SampleLists.shadowedGroupEffects,
     Canvas(size: small.size, scale: 2, background: RGBAColor(r8: 0xF2, g8: 0xF2, b8: 0xF7))),
    ("glyph-boxes-and-images", SampleLists.glyphsAndImages, small),
    ("shadows-transparent", SampleLists.shadows, Canvas(size: small.size, scale: 2, background: nil)),
    ("shapes-scale1", SampleLists.shapes, Canvas(size: small.size, scale: 1, background: .white)),
    ("shadows-scale3", SampleLists.shadows,
     Canvas(size: small.size, scale: 3, background: RGBAColor(r8: 0xF2, g8: 0xF2, b8: 0xF7))),
  ]

  @Test(arguments: cases.map(\.name))
  func matchesGolden(_ name: String) throws {
    let c = try #require(Self.cases.first { $0.name == name })
    let image = try Rasterizer().rendering(c.list, on: c.canvas)
    #expect(image.width == c.canvas.pixelWidth && image.height == c.canvas.pixelHeight)
    assertGolden(of: Rendering(image: image, layout: nil, scale: c.canvas.scale), named: name,
                 tolerance: Self.exact, suite: "Raster")
    // Byte-identical, not just visually equal: the golden's metadata holds its pixel hash.
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Goldens/Raster/\(name).png").path
    if let bytes = FileManager.default.contents(atPath: path) {
      #expect(try PNG.readMetadata([UInt8](bytes)).pixelHash == PixelHash.of(image))
    }
  }

  @Test func pngSourceDrawsLikeTheSameRGBASource() throws {
    var px: [UInt8] = []
    for y in 0..<6 { for x in 0..<6 { px += [UInt8(x * 40), UInt8(y * 40), 200, UInt8(255 - (x + y) * 10)] } }
    let rgba = RGBAImage(width: 6, height: 6, pixels: px)
    let png = PNG.encode(rgba)
    let rect = CGRect(x: 10, y: 10, width: 60, height: 40)
    for interpolation in [ImageItem.Interpolation.nearest, .bilinear] {
      let a = try Rasterizer().rendering(DisplayList([.image(ImageItem(source: .png(png), rect: rect, interpolation: interpolation))]), on: Self.small)
      let b = try Rasterizer().rendering(DisplayList([.image(ImageItem(source: .rgba(width: 6, height: 6, pixels: px), rect: rect, interpolation: interpolation))]), on: Self.small)
      #expect(a.pixels == b.pixels)
      #expect(a[20, 20] != (255, 255, 255, 255))
    }
  }
}
