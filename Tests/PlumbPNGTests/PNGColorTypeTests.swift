import Testing
@testable import PlumbPNG
import PlumbGraphics
import PlumbTestSupport
import Foundation

@Suite struct PNGColorTypeTests {
  @Test(arguments: PNGFormatSample.all)
  func libpngWrittenFilesDecodeToTheExpectedRGBA(_ sample: PNGFormatSample) throws {
    for (width, height) in [(19, 11), (1, 1), (8, 3), (3, 9)] {
      let (raw, expected) = sample.make(width: width, height: height)
      let bytes = try PNGTesting.libpngEncode(raw)
      let decoded = try PNG.decode(bytes)
      #expect(decoded == expected, "\(sample) \(width)×\(height)")
      let viaLibpng = try PNG.decode(bytes, limits: .default, source: "x", allowFastPath: false)
      #expect(viaLibpng == decoded, "\(sample): fast path and libpng disagree")
    }
  }

  @Test func theFastPathCoversExactly8BitRGBAndRGBAWithoutInterlaceOrTRNS() throws {
    for sample in PNGFormatSample.all {
      let bytes = try PNGTesting.libpngEncode(sample.make().raw)
      let expected = sample.bitDepth == 8 && (sample.colorType == 2 || sample.colorType == 6)
        && !sample.interlaced && !sample.withTRNS
      #expect(PNG.fastPathApplies(bytes) == expected, "\(sample)")
    }
  }

  /// Files written by ImageMagick (not libpng's writer, not ours), with ImageMagick's own 16-bit
  /// RGBA decoding beside each (`<name>.rgba16`), made by Fixtures/make-fixtures.sh. The 8-bit
  /// expectation is round(v / 257), the exact scaling (ImageMagick's own 8-bit output truncates).
  @Test(arguments: ["palette", "palette-trns", "grey4", "grey16-alpha", "rgb16-adam7", "rgba8"])
  func imageMagickFixturesDecodeAsImageMagickDecodesThem(_ name: String) throws {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    let png = dir.appendingPathComponent("\(name).png").path
    let wide = try [UInt8](Data(contentsOf: dir.appendingPathComponent("\(name).rgba16")))
    let rgba = stride(from: 0, to: wide.count, by: 2).map { i in
      UInt8((Double(Int(wide[i]) << 8 | Int(wide[i + 1])) / 257).rounded())
    }
    let image = try PNG.readFile(png)
    #expect(image.pixels == rgba, "\(name)")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
    #expect(try PNG.decode(bytes, limits: .default, source: png, allowFastPath: false) == image)
  }
}
