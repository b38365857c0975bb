import Testing
@testable import PlumbPNG
import PlumbGraphics
import PlumbTestSupport

@Suite struct PNGBadInputTests {
  static let good = PNG.encode(SyntheticScreen.make(width: 37, height: 23, seed: 11, opaque: false),
                               metadata: PNGMetadata(rendererFingerprint: "test"))

  /// A valid PNG whose IHDR claims `width`×`height` (with a correct CRC).
  static func withSize(_ width: UInt32, _ height: UInt32) -> [UInt8] {
    var bytes = good
    for (i, v) in [width, height].enumerated() {
      for b in 0..<4 { bytes[16 + i * 4 + b] = UInt8(truncatingIfNeeded: v >> UInt32(24 - 8 * b)) }
    }
    return PNGTesting.fixingCRCs(bytes)
  }

  /// `good` with `chunk` inserted right after IHDR.
  static func inserting(_ chunk: [UInt8]) -> [UInt8] {
    Array(good[..<33]) + chunk + Array(good[33...])
  }

  @Test func notAPNG() {
    for bytes: [UInt8] in [Array("hello, world".utf8), [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x0A, 0x0A, 0, 0]] {
      #expect(throws: PNGError.notPNG(source: "f.png")) { try PNG.decode(bytes, source: "f.png") }
      #expect(throws: PNGError.notPNG(source: "f.png")) { try PNG.readMetadata(bytes, source: "f.png") }
    }
  }

  @Test func emptyAndPartialSignaturesAreTruncated() {
    for n in 0..<8 {
      #expect {
        try PNG.decode(Array(Self.good.prefix(n)), source: "f.png")
      } throws: { error in
        guard case .truncated(let source, _) = error as? PNGError else { return false }
        return source == "f.png"
      }
    }
  }

  /// Cut at every chunk boundary and inside every chunk: always `.truncated`, never a crash.
  @Test func truncationAnywhereIsReportedAsTruncated() {
    let spans = PNGTesting.chunkSpans(Self.good)
    var cuts = Set<Int>()
    for span in spans {
      for delta in [0, 1, 4, 7, 8, 9, span.size / 2, span.size - 4, span.size - 1] where delta < span.size {
        cuts.insert(span.offset + delta)
      }
    }
    for cut in cuts.sorted() {
      let bytes = Array(Self.good.prefix(cut))
      for decode in [{ _ = try PNG.decode(bytes, source: "cut.png") }, { _ = try PNG.readMetadata(bytes, source: "cut.png") }] {
        #expect {
          try decode()
        } throws: { error in
          guard case .truncated(let source, _) = error as? PNGError else { return false }
          return source == "cut.png"
        }
      }
    }
  }

  @Test func crcMismatchNamesTheChunk() throws {
    for span in PNGTesting.chunkSpans(Self.good) where span.size > 12 {
      var bytes = Self.good
      bytes[span.offset + 8] ^= 0x01
      #expect(throws: PNGError.crcMismatch(source: "c.png", chunk: span.type)) {
        try PNG.decode(bytes, source: "c.png")
      }
    }
    var badCRC = Self.good
    badCRC[badCRC.count - 1] ^= 0xFF  // IEND's CRC
    #expect(throws: PNGError.crcMismatch(source: "c.png", chunk: "IEND")) { try PNG.decode(badCRC, source: "c.png") }
  }

  @Test func dimensionsOverTheLimitAreRefusedFromTheHeader() throws {
    // 20000×20000 RGBA would need 1.6 GB; the refusal must come from IHDR alone.
    #expect(throws: PNGError.tooLarge(source: "big.png", width: 20000, height: 20000, limit: "16384×16384")) {
      try PNG.decode(Self.withSize(20000, 20000), source: "big.png")
    }
    #expect(throws: PNGError.tooLarge(source: "big.png", width: 16385, height: 1, limit: "16384×16384")) {
      try PNG.decode(Self.withSize(16385, 1), source: "big.png")
    }
    let small = PNGLimits(maxWidth: 30, maxHeight: 30)
    #expect(throws: PNGError.tooLarge(source: "x", width: 37, height: 23, limit: "30×30")) {
      try PNG.decode(Self.good, limits: small, source: "x")
    }
    let fewBytes = PNGLimits(maxDecodedBytes: 1000)
    #expect(throws: PNGError.tooLarge(source: "x", width: 37, height: 23, limit: "1000 decoded bytes")) {
      try PNG.decode(Self.good, limits: fewBytes, source: "x")
    }
    // Within the limits, a header claiming far more pixels than the IDAT data could ever inflate
    // to is refused before the pixel buffer is allocated.
    #expect { try PNG.decode(Self.withSize(16384, 16384)) } throws: { error in
      guard case .corrupt(_, let reason) = error as? PNGError else { return false }
      return reason.contains("can inflate to at most")
    }
    #expect(throws: PNGError.self) { try PNG.decode(Self.withSize(40, 23)) }
    // A header claiming fewer pixels: libpng reads what it needs (surplus data is ignored) and
    // either succeeds at that size or meets a bad filter byte; either way no crash, no hang.
    do {
      #expect(try PNG.decode(Self.withSize(3, 2)).width == 3)
    } catch {
      guard case .corrupt = error else { Issue.record("unexpected \(error)"); return }
    }
  }

  @Test func zeroAndInvalidHeadersAreCorrupt() {
    for bytes in [Self.withSize(0, 10), Self.withSize(10, 0), Self.withSize(0x8000_0000, 1)] {
      #expect { try PNG.decode(bytes) } throws: { error in
        if case .corrupt = error as? PNGError { return true } else { return false }
      }
    }
  }

  @Test func compressedTextAndICCBombsAreRefused() throws {
    let huge = PNGTesting.zlib([UInt8](repeating: 0x41, count: 40 << 20), level: 1)  // 40 MiB of "A"
    #expect(huge.count < 100_000)
    let ztxt = Self.inserting(PNGTesting.chunk("zTXt", Array("Bomb".utf8) + [0, 0] + huge))
    let itxt = Self.inserting(PNGTesting.chunk("iTXt", Array("Bomb".utf8) + [0, 1, 0, 0, 0] + huge))
    let iccp = Self.inserting(PNGTesting.chunk("iCCP", Array("icc".utf8) + [0, 0] + huge))
    for (bytes, chunk) in [(ztxt, "zTXt"), (itxt, "iTXt"), (iccp, "iCCP")] {
      let bomb = PNGError.decompressionBomb(source: "b.png", chunk: chunk, limit: 8 << 20)
      #expect(throws: bomb) { try PNG.decode(bytes, source: "b.png") }
      #expect(throws: bomb) { try PNG.readMetadata(bytes, source: "b.png") }
    }
    // A generous limit lets the same file through.
    let image = try PNG.decode(ztxt, limits: PNGLimits(maxChunkBytes: 64 << 20))
    #expect(image.width == 37)
  }

  @Test func structuralDamageIsCorrupt() {
    let missingIDAT = Array(Self.good[..<33]) + PNGTesting.chunk("IEND", [])
    let unknownCritical = Self.inserting(PNGTesting.chunk("QQQQ", [1, 2, 3]))
    let notIHDRFirst = Array(Self.good[..<8]) + PNGTesting.chunk("tEXt", Array("a".utf8) + [0, 0x62]) + Array(Self.good[8...])
    for bytes in [missingIDAT, unknownCritical, notIHDRFirst] {
      #expect { try PNG.decode(bytes, source: "s.png") } throws: { error in
        guard case .corrupt(let source, _) = error as? PNGError else { return false }
        return source == "s.png"
      }
    }
    // An unknown ancillary chunk is fine.
    #expect((try? PNG.decode(Self.inserting(PNGTesting.chunk("qqQq", [1, 2, 3])))) != nil)
  }

  @Test func aFloodOfEmptyChunksIsRefused() {
    let empty = PNGTesting.chunk("qqQq", [])
    var flood = [UInt8]()
    flood.reserveCapacity(12 * (PNGChunkWalker.maxChunks + 1))
    for _ in 0...PNGChunkWalker.maxChunks { flood += empty }
    let bytes = Self.inserting(flood)
    #expect { try PNG.decode(bytes, source: "flood.png") } throws: { error in
      guard case .corrupt(_, let reason) = error as? PNGError else { return false }
      return reason.hasPrefix("more than")
    }
  }

  /// libpng-written files of other colour types (palette, 16-bit, Adam7), damaged the same way,
  /// reach libpng's decoder instead of the fast path.
  @Test func randomDamageToLibpngFormatsNeverCrashes() throws {
    var rng = SplitMix64(seed: 7)
    let samples = PNGFormatSample.all.filter { $0.interlaced || $0.colorType == 3 || $0.bitDepth == 16 }
    let files = try samples.map { try PNGTesting.libpngEncode($0.make(width: 13, height: 9).raw) }
    for round in 0..<2000 {
      var bytes = files[round % files.count]
      let at = 8 + Int(rng.next() % UInt64(bytes.count - 8))
      bytes[at] ^= UInt8(1 + rng.next() % 255)
      bytes = PNGTesting.fixingCRCs(bytes)
      do {
        let image = try PNG.decode(bytes, source: "fuzz.png")
        #expect(image.pixels.count == image.width * image.height * 4)
      } catch {
        #expect(error.description.hasPrefix("fuzz.png: "))
      }
    }
  }

  /// Thousands of random single-byte flips and small bursts, with CRCs repaired half the time so
  /// the damage reaches libpng, the inflater and the unfilter. Only typed errors or images.
  @Test func randomDamageNeverCrashes() {
    var rng = SplitMix64(seed: 42)
    let files = [Self.good, PNG.encode(SyntheticScreen.noise(width: 9, height: 5, seed: 1), options: PNGEncodeOptions(filter: .paeth))]
    var decoded = 0, refused = 0
    for round in 0..<3000 {
      var bytes = files[round % 2]
      let flips = 1 + Int(rng.next() % 3)
      for _ in 0..<flips {
        let at = 8 + Int(rng.next() % UInt64(bytes.count - 8))
        bytes[at] ^= UInt8(1 + rng.next() % 255)
      }
      if round % 2 == 0 { bytes = PNGTesting.fixingCRCs(bytes) }
      do {
        let image = try PNG.decode(bytes, source: "fuzz.png")
        #expect(image.pixels.count == image.width * image.height * 4)
        decoded += 1
      } catch {
        #expect(error.description.hasPrefix("fuzz.png: "))
        refused += 1
      }
      _ = try? PNG.readMetadata(bytes)
    }
    #expect(decoded + refused == 3000)
    #expect(refused > 1000)
  }

  @Test func everyErrorDescriptionNamesTheSource() {
    let errors: [PNGError] = [
      .notPNG(source: "a/b.png"), .truncated(source: "a/b.png", detail: "d"),
      .crcMismatch(source: "a/b.png", chunk: "IDAT"), .tooLarge(source: "a/b.png", width: 1, height: 2, limit: "l"),
      .decompressionBomb(source: "a/b.png", chunk: "zTXt", limit: 3), .corrupt(source: "a/b.png", reason: "r"),
      .io(path: "a/b.png", reason: "r"),
    ]
    for error in errors { #expect(error.description.hasPrefix("a/b.png: ")) }
  }
}
