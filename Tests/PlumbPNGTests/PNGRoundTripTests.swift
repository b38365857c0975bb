import Testing
@testable import PlumbPNG
import PlumbGraphics
import PlumbTestSupport

@Suite struct PNGRoundTripTests {
  static let images: [(String, RGBAImage)] = [
    ("1×1 opaque", RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 255))),
    ("1×1 transparent", RGBAImage(width: 1, height: 1)),
    ("screen opaque", SyntheticScreen.make(width: 117, height: 253, seed: 3)),
    ("screen alpha", SyntheticScreen.make(width: 90, height: 160, seed: 4, opaque: false)),
    ("noise alpha", SyntheticScreen.noise(width: 33, height: 17, seed: 5)),
    ("noise opaque", SyntheticScreen.noise(width: 31, height: 7, seed: 6, opaque: true)),
    ("one column", SyntheticScreen.noise(width: 1, height: 40, seed: 7)),
    ("one row", SyntheticScreen.noise(width: 40, height: 1, seed: 8, opaque: true)),
  ]

  static let filters: [PNGEncodeOptions.Filter] = [.none, .sub, .up, .paeth, .adaptive]

  @Test(arguments: images.indices)
  func encodeThenDecodeGivesThePixelsBack(_ index: Int) throws {
    let (name, image) = Self.images[index]
    for filter in Self.filters {
      for (dropAlpha, compression) in [(true, .fast), (false, .fast), (true, .libdeflate(level: 4)), (false, .libdeflate(level: 1))] as [(Bool, PNGEncodeOptions.Compression)] {
        let options = PNGEncodeOptions(filter: filter, compression: compression, dropOpaqueAlpha: dropAlpha)
        let bytes = PNG.encode(image, options: options)
        let fast = try PNG.decode(bytes)
        let libpng = try PNG.decode(bytes, limits: .default, source: name, allowFastPath: false)
        #expect(fast == image, "\(name) \(filter) fast path")
        #expect(libpng == image, "\(name) \(filter) libpng")
      }
    }
  }

  @Test func opaqueImagesAreStoredAsRGBAndOthersAsRGBA() throws {
    let opaque = PNG.encode(SyntheticScreen.make(width: 20, height: 30))
    let alpha = PNG.encode(SyntheticScreen.make(width: 20, height: 30, opaque: false))
    #expect(opaque[25] == 2)  // IHDR colour type byte: 8 signature + 8 header + 9
    #expect(alpha[25] == 6)
    #expect(PNG.encode(SyntheticScreen.make(width: 20, height: 30),
                       options: PNGEncodeOptions(dropOpaqueAlpha: false))[25] == 6)
  }

  @Test func encodingIsDeterministic() {
    let image = SyntheticScreen.make(width: 200, height: 300, seed: 9, opaque: false)
    let metadata = PNGMetadata(rendererFingerprint: "cairo 1.16.0", text: ["b": "2", "a": "1", "z": "é"])
    let first = PNG.encode(image, metadata: metadata)
    for _ in 0..<3 { #expect(PNG.encode(image, metadata: metadata) == first) }
    // A copy built separately (different dictionary insertion order) encodes the same.
    var other = PNGMetadata(rendererFingerprint: "cairo 1.16.0")
    other.text["z"] = "é"; other.text["a"] = "1"; other.text["b"] = "2"
    #expect(PNG.encode(RGBAImage(width: image.width, height: image.height, pixels: image.pixels), metadata: other) == first)
  }

  @Test func concurrentEncodesAndDecodesAgreeWithSerialOnes() async throws {
    let images = (0..<8).map { SyntheticScreen.make(width: 150, height: 220, seed: UInt64($0), opaque: $0 % 2 == 0) }
    let serial = images.map { PNG.encode($0) }
    let results = try await withThrowingTaskGroup(of: (Int, [UInt8], RGBAImage).self) { group in
      for (i, image) in images.enumerated() {
        group.addTask {
          let bytes = PNG.encode(image)
          return (i, bytes, try PNG.decode(bytes, limits: .default, source: "\(i)", allowFastPath: i % 4 < 2))
        }
      }
      var all: [(Int, [UInt8], RGBAImage)] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == images.count)
    for (i, bytes, decoded) in results {
      #expect(bytes == serial[i])
      #expect(decoded == images[i])
    }
  }

  @Test func differentPixelsGiveDifferentBytes() {
    let a = SyntheticScreen.make(width: 50, height: 50, seed: 1)
    var b = a
    b[10, 10] = (0, 0, 0, 255)
    #expect(PNG.encode(a) != PNG.encode(b))
  }

  @Test func theFileHasAnSRGBChunkAndNoTimestamp() {
    let spans = PNGTesting.chunkSpans(PNG.encode(SyntheticScreen.make(width: 10, height: 10)))
    let types = spans.map(\.type)
    #expect(types.first == "IHDR")
    #expect(types.contains("sRGB"))
    #expect(!types.contains("tIME"))
    #expect(types.last == "IEND")
  }

  @Test func adaptiveFilteringLeavesFlatRowsUnfilteredAndFiltersSmoothGradients() {
    func filterTypes(_ image: RGBAImage) -> [UInt8] {
      let filtered = PNGEncoder.filterRows(image, channels: 4, filter: .adaptive)
      return (0..<image.height).map { filtered[$0 * (image.width * 4 + 1)] }
    }
    var diagonal = RGBAImage(width: 64, height: 32)
    for y in 0..<32 { for x in 0..<64 { diagonal[x, y] = (UInt8(x * 2 + y), UInt8(x + y * 3), UInt8(x * 3), 255) } }
    #expect(!filterTypes(diagonal).contains(PNGRowFilter.none))

    let screen = filterTypes(SyntheticScreen.make(width: 64, height: 120, seed: 1))
    #expect(screen.contains(PNGRowFilter.none))
    #expect(screen.contains(PNGRowFilter.up))  // rows equal to the one above
  }

  /// Rows longer than deflate's 32 KiB window: the encoder must not reach "one row up".
  @Test func rowsWiderThanTheDeflateWindowRoundTrip() throws {
    var image = SyntheticScreen.noise(width: 9000, height: 4, seed: 3)
    for x in 0..<9000 { image[x, 2] = image[x, 1] }  // a repeated row, 36001 bytes back
    for filter in [PNGEncodeOptions.Filter.none, .adaptive] {
      let bytes = PNG.encode(image, options: PNGEncodeOptions(filter: filter))
      #expect(try PNG.decode(bytes) == image)
      #expect(try PNG.decode(bytes, limits: .default, source: "wide", allowFastPath: false) == image)
    }
  }

  /// Over 1 MiB of scanlines: IDAT is split, and the fast encoder's window slides several times.
  @Test func largeImagesSplitIDATAndStillRoundTrip() throws {
    let noise = SyntheticScreen.noise(width: 700, height: 500, seed: 2)
    let screen = SyntheticScreen.make(width: 1000, height: 1400, seed: 4, opaque: false)
    for (image, compression) in [(noise, PNGEncodeOptions.Compression.libdeflate(level: 1)), (noise, .fast), (screen, .fast)] {
      let bytes = PNG.encode(image, options: PNGEncodeOptions(compression: compression))
      if image == noise { #expect(PNGTesting.chunkSpans(bytes).filter { $0.type == "IDAT" }.count > 1) }
      #expect(try PNG.decode(bytes) == image)
      #expect(try PNG.decode(bytes, limits: .default, source: "x", allowFastPath: false) == image)
    }
  }

  /// Phone-sized images (over PNGPageHints' 4 MiB) are decoded inside their own pixel buffer,
  /// the residuals inflated into its end: RGB and RGBA under each filter agree with libpng.
  @Test func phoneSizedImagesDecodeInPlaceLikeLibpng() throws {
    for opaque in [true, false] {
      let image = SyntheticScreen.make(width: 600, height: 1800, seed: 11, opaque: opaque)
      for filter in [PNGEncodeOptions.Filter.sub, .paeth, .adaptive] {
        let bytes = PNG.encode(image, options: PNGEncodeOptions(filter: filter))
        #expect(PNG.fastPathApplies(bytes))
        #expect(try PNG.decode(bytes) == image, "opaque \(opaque) \(filter)")
        #expect(try PNG.decode(bytes, limits: .default, source: "x", allowFastPath: false) == image)
      }
    }
  }
}
