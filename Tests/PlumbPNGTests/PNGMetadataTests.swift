import Testing
@testable import PlumbPNG
import PlumbGraphics
import PlumbTestSupport

@Suite struct PNGMetadataTests {
  let image = SyntheticScreen.make(width: 64, height: 48, seed: 2)

  @Test func metadataRoundTripsWithSizeAndPixelHash() throws {
    let metadata = PNGMetadata(rendererFingerprint: "cairo 1.16.0; pixman 0.42.2; libpng 1.6.39",
                               pixelHash: "ignored", text: ["scale": "3", "device": "iphone14", "note": "naïve ✓"])
    let bytes = PNG.encode(image, metadata: metadata)
    let read = try PNG.readMetadata(bytes)
    #expect(read.rendererFingerprint == metadata.rendererFingerprint)
    #expect(read.pixelHash == PixelHash.of(image))
    #expect(read.text == metadata.text)
    #expect(read.width == 64)
    #expect(read.height == 48)
  }

  @Test func invalidKeywordsAreSkippedNotWritten() throws {
    let long = String(repeating: "k", count: 80)
    let bytes = PNG.encode(image, metadata: PNGMetadata(text: ["ok": "1", "": "x", long: "x", " pad": "x", "ключ": "x"]))
    #expect(try PNG.readMetadata(bytes).text == ["ok": "1"])
  }

  @Test func withoutFingerprintOnlyTheHashIsStored() throws {
    let read = try PNG.readMetadata(PNG.encode(image))
    #expect(read.rendererFingerprint == nil)
    #expect(read.pixelHash == PixelHash.of(image))
    #expect(read.text.isEmpty)
  }

  @Test func readingMetadataDoesNotInflateThePixels() throws {
    var bytes = PNG.encode(image, metadata: PNGMetadata(rendererFingerprint: "r"))
    // Wreck the compressed pixel data but keep every CRC valid: only an inflate can notice.
    let idat = try #require(PNGTesting.chunkSpans(bytes).first { $0.type == "IDAT" })
    for i in (idat.offset + 8)..<(idat.offset + idat.size - 4) { bytes[i] = 0xFF }
    bytes = PNGTesting.fixingCRCs(bytes)
    #expect(try PNG.readMetadata(bytes).rendererFingerprint == "r")
    #expect(throws: PNGError.self) { try PNG.decode(bytes) }
  }

  /// A file with a tEXt, a zTXt and a compressed iTXt chunk, spliced in after IHDR.
  @Test func readsTEXtZTXtAndITXt() throws {
    let base = PNG.encode(image)
    let ihdrEnd = 8 + 25
    let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9]  // "café" in Latin-1
    let extra = PNGTesting.chunk("tEXt", Array("Title".utf8) + [0] + latin1)
      + PNGTesting.chunk("zTXt", Array("Comment".utf8) + [0, 0] + PNGTesting.zlib(Array(String(repeating: "zip ", count: 50).utf8)))
      + PNGTesting.chunk("iTXt", Array("Author".utf8) + [0, 1, 0] + Array("de".utf8) + [0] + Array("Autor".utf8) + [0]
                           + PNGTesting.zlib(Array("Jürgen ✓".utf8)))
    let bytes = Array(base[..<ihdrEnd]) + extra + Array(base[ihdrEnd...])
    let read = try PNG.readMetadata(bytes)
    #expect(read.text["Title"] == "café")
    #expect(read.text["Comment"] == String(repeating: "zip ", count: 50))
    #expect(read.text["Author"] == "Jürgen ✓")
    #expect(try PNG.decode(bytes) == image)
  }

  @Test func textAfterIDATIsFoundToo() throws {
    let base = PNG.encode(image)
    let iend = base.count - 12
    let bytes = Array(base[..<iend]) + PNGTesting.chunk("tEXt", Array("late".utf8) + [0] + Array("yes".utf8)) + Array(base[iend...])
    #expect(try PNG.readMetadata(bytes).text["late"] == "yes")
  }

  @Test func libpngVersionIsReported() {
    #expect(PNG.libpngVersion.hasPrefix("1.6."))
  }
}
