import Foundation
import PlumbGraphics
import PlumbPNG
import Testing

@testable import PlumbRaster

/// Images whose files declare a colour space other than sRGB are drawn converted into sRGB (Little
/// CMS 2), as iOS colour-manages them; a tag that cannot be applied draws the samples as sRGB and
/// warns naming the file. Fixtures: scripts/make-color-profile-fixtures.py.
///
/// Expected values: computed by that script with the matrix method of
/// Sources/PlumbAssets/ColorSpaceConversion.swift (P3 samples → linear with the sRGB curve → XYZ
/// by the P3 matrix → sRGB's inverse matrix → clip each channel → sRGB curve), independently of
/// lcms2; Pillow's own lcms gives the same numbers. Tolerance ±2 per channel: lcms2 goes through the
/// D50 connection space (Bradford in and out), stores colorants as s15.16 and its 8-bit transforms
/// interpolate precomputed tables, each worth up to a level. Confidence H (it is arithmetic).
@Suite struct ColorProfileTests {
  typealias S = ImageTestSupport
  typealias F = ColorProfileFixtures

  /// P3 (230, 120, 60) → sRGB (247, 112, 38): inside sRGB's gamut, 17 levels away from the naive
  /// reading, so a missing conversion fails. P3 red and green clip to sRGB red and green.
  static let p3Expected: [[Int]] = [[255, 0, 0, 255], [0, 255, 0, 255], [247, 112, 38, 255],
                                    [217, 42, 185, 255], [128, 128, 128, 255], [247, 112, 38, 100]]
  static let p3Stored: [[Int]] = [[255, 0, 0, 255], [0, 255, 0, 255], [230, 120, 60, 255],
                                  [200, 60, 180, 255], [128, 128, 128, 255], [230, 120, 60, 100]]

  static func pixels(_ image: RGBAImage) -> [[Int]] {
    (0..<image.width).map { S.px(image, $0, 0) }
  }

  static func near(_ got: [[Int]], _ expected: [[Int]], _ tolerance: Int = 2) -> Bool {
    got.count == expected.count && zip(got, expected).allSatisfy { S.near($0, $1, tolerance) && $0[3] == $1[3] }
  }

  /// Decodes a PNG and converts it as DecodedImageCache does; the second value is the problem.
  static func drawn(_ png: [UInt8]) throws -> ([[Int]], String?) {
    var image = try PNG.decode(png)
    let problem = ImageColorConversion.convertPNG(&image, encoded: png)
    return (pixels(image), problem)
  }

  /// `image` encoded by PlumbPNG with `chunks` inserted after IHDR; `keepSRGB: false` drops the
  /// sRGB chunk the encoder always writes.
  static func tagged(_ image: RGBAImage, _ chunks: [(String, [UInt8])], keepSRGB: Bool = false) -> [UInt8] {
    let encoded = PNG.encode(image)
    var out = Array(encoded[0..<8])
    for span in PNGTesting.chunkSpans(encoded) {
      if span.type == "sRGB" && !keepSRGB { continue }
      out += encoded[span.offset..<(span.offset + span.size)]
      if span.type == "IHDR" { for (type, data) in chunks { out += PNGTesting.chunk(type, data) } }
    }
    return out
  }

  static let p3Row = RGBAImage(width: 6, height: 1, pixels: p3Stored.flatMap { $0.map { UInt8($0) } })

  static func iccp(_ profile: [UInt8]) -> (String, [UInt8]) {
    ("iCCP", Array("ICC".utf8) + [0, 0] + PNGTesting.zlib(profile))
  }

  static func be32(_ values: [Int]) -> [UInt8] {
    values.flatMap { v in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
  }

  // MARK: - PNG

  @Test func displayP3PNGIsConvertedToSRGB() throws {
    let (got, problem) = try Self.drawn(F.p3PNG)
    #expect(problem == nil)
    #expect(Self.near(got, Self.p3Expected), "\(got)")
  }

  @Test func goldenDecodingKeepsTheStoredSamples() throws {
    // PNG.decode (what golden comparison uses) never applies a profile.
    #expect(Self.pixels(try PNG.decode(F.p3PNG)) == Self.p3Stored)
  }

  @Test func aDrawnP3ImageShowsTheSRGBValuesWithoutWarning() {
    let item = ImageItem(source: .png(F.p3PNG), rect: CGRect(x: 0, y: 0, width: 6, height: 1),
                         interpolation: .nearest, name: "/app/Assets.xcassets/p3.imageset/p3.png")
    let (image, warnings) = RenderWarnings.collecting { S.render([.image(item)], width: 6, height: 1) }
    #expect(warnings.isEmpty, "\(warnings)")
    // The opaque pixels (alpha 100 is premultiplied on the canvas, so only opaque ones are exact).
    #expect(Self.near(Array(Self.pixels(image).prefix(5)), Array(Self.p3Expected.prefix(5))), "\(Self.pixels(image))")
  }

  @Test func iCCPWinsOverTheSRGBChunk() throws {
    // PlumbPNG's encoder writes an sRGB chunk; an iCCP beside it takes precedence (PNG 3rd
    // edition, "Colour chunk precedence": cICP, iCCP, sRGB, then cHRM and gAMA).
    let png = Self.tagged(Self.p3Row, [Self.iccp(F.displayP3Profile)], keepSRGB: true)
    let (got, problem) = try Self.drawn(png)
    #expect(problem == nil)
    #expect(Self.near(got, Self.p3Expected), "\(got)")
  }

  @Test func anSRGBProfileKeepsTheExactSamples() throws {
    // lcms2's own sRGB profile (Pillow's): recognised as sRGB, so not a single level moves.
    let png = Self.tagged(Self.p3Row, [Self.iccp(F.lcmsSRGBProfile)])
    let (got, problem) = try Self.drawn(png)
    #expect(problem == nil)
    #expect(got == Self.p3Stored)
  }

  @Test func gammaOnlyPNGIsDrawnWithItsCurve() throws {
    // gAMA 55556 (display exponent 1.8): linear = (v/255)^1.8, then the sRGB curve.
    // 64 → 81, 128 → 146, 192 → 203; (230, 120, 60) → (235, 139, 77) (the script's formula).
    let (got, problem) = try Self.drawn(F.gamma18PNG)
    #expect(problem == nil)
    #expect(Self.near(got, [[81, 81, 81, 255], [146, 146, 146, 255], [203, 203, 203, 255], [235, 139, 77, 255]]),
            "\(got)")
  }

  @Test func sRGBChunkOverridesGamma() throws {
    let png = Self.tagged(Self.p3Row, [("gAMA", Self.be32([55556]))], keepSRGB: true)
    #expect(try Self.drawn(png).0 == Self.p3Stored)
  }

  @Test func chromaticitiesWithoutGammaUseTheSRGBCurve() throws {
    // cHRM with Display P3's primaries and no gAMA: P3 with the sRGB curve, i.e. Display P3.
    let p3 = Self.be32([31270, 32900, 68000, 32000, 26500, 69000, 15000, 6000])
    let (got, problem) = try Self.drawn(Self.tagged(Self.p3Row, [("cHRM", p3)]))
    #expect(problem == nil)
    #expect(Self.near(got, Self.p3Expected), "\(got)")
    // sRGB's own primaries and no gAMA: sRGB, within a level.
    let srgb = Self.be32([31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000])
    #expect(Self.near(try Self.drawn(Self.tagged(Self.p3Row, [("cHRM", srgb)])).0, Self.p3Stored, 1))
  }

  @Test func cICPDisplayP3IsConvertedAndHDRWarns() throws {
    let (got, problem) = try Self.drawn(Self.tagged(Self.p3Row, [("cICP", [12, 13, 0, 1])]))
    #expect(problem == nil)
    #expect(Self.near(got, Self.p3Expected), "\(got)")
    // PQ (transfer 16) is HDR: not applied, the samples stay as stored and a reason is given.
    let (pq, pqProblem) = try Self.drawn(Self.tagged(Self.p3Row, [("cICP", [9, 16, 0, 1])]))
    #expect(pq == Self.p3Stored)
    #expect(pqProblem?.contains("cICP") == true, "\(pqProblem ?? "nil")")
  }

  @Test func greyPNGWithAGreyProfile() throws {
    // kTRC a pure 1.8 power: the same numbers as the gAMA 1.8 case.
    let (got, problem) = try Self.drawn(F.greyGamma18PNG)
    #expect(problem == nil)
    #expect(Self.near(got, [[81, 81, 81, 255], [146, 146, 146, 255], [203, 203, 203, 255]]), "\(got)")
  }

  // MARK: - Hostile profiles: drawn as sRGB, one warning naming the file, never a crash

  static func hostile(_ png: [UInt8], expecting reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (got, problem) = try drawn(png)
    #expect(got == p3Stored, "the samples are drawn as stored", sourceLocation: sourceLocation)
    #expect(problem?.contains(reason) == true, "\(problem ?? "nil")", sourceLocation: sourceLocation)
  }

  @Test func garbageProfileIsRefused() throws {
    var noise = ImagesNoise(state: 0x1234_5678)
    let garbage = (0..<600).map { _ in noise.next() }
    try Self.hostile(Self.tagged(Self.p3Row, [Self.iccp(garbage)]), expecting: "lcms2 refused")
  }

  @Test func truncatedProfileIsRefused() throws {
    // The first 300 of the profile's 584 bytes: the colorant and curve tags lie past the end.
    try Self.hostile(Self.tagged(Self.p3Row, [Self.iccp(Array(F.displayP3Profile.prefix(300)))]),
                     expecting: "lcms2")
  }

  @Test func cmykProfileOnAnRGBImage() throws {
    var cmyk = F.displayP3Profile
    cmyk.replaceSubrange(16..<20, with: Array("CMYK".utf8))
    try Self.hostile(Self.tagged(Self.p3Row, [Self.iccp(cmyk)]), expecting: "CMYK colour space, the image is RGB")
  }

  @Test func greyProfileOnAnRGBImage() throws {
    let grey = try PNG.readColorTags(F.greyGamma18PNG).iccProfile ?? []
    try Self.hostile(Self.tagged(Self.p3Row, [Self.iccp(grey)]), expecting: "grey colour space, the image is RGB")
  }

  @Test func oversizedProfileIsNotInflatedPastTheCap() throws {
    // 5 MiB of profile (a valid header padded with zeros), a few KiB compressed.
    let big = F.displayP3Profile + [UInt8](repeating: 0, count: 5 << 20)
    try Self.hostile(Self.tagged(Self.p3Row, [Self.iccp(big)]), expecting: "more than 4194304 bytes")
  }

  @Test func corruptCompressedProfile() throws {
    var chunk = Self.iccp(F.displayP3Profile)
    chunk.1.replaceSubrange(8..<20, with: [UInt8](repeating: 0xFF, count: 12))
    try Self.hostile(Self.tagged(Self.p3Row, [chunk]), expecting: "invalid compressed data")
  }

  @Test func theWarningNamesTheFileAndSaysSRGB() {
    var cmyk = F.displayP3Profile
    cmyk.replaceSubrange(16..<20, with: Array("CMYK".utf8))
    let png = Self.tagged(RGBAImage(width: 2, height: 2, fill: (10, 200, 30, 255)), [Self.iccp(cmyk)])
    let item = ImageItem(source: .png(png), rect: CGRect(x: 0, y: 0, width: 2, height: 2), interpolation: .nearest,
                         name: "/app/Assets.xcassets/cmyk.imageset/cmyk.png")
    let (image, warnings) = RenderWarnings.collecting { S.render([.image(item)], width: 2, height: 2) }
    #expect(S.px(image, 1, 1) == [10, 200, 30, 255])
    #expect(warnings == ["Image \"/app/Assets.xcassets/cmyk.imageset/cmyk.png\": its colour profile is not applied (the ICC profile is for CMYK colour space, the image is RGB); drawn as sRGB"],
            "\(warnings)")
  }

  @Test func fingerprintNamesLittleCMS() {
    #expect(RendererFingerprint.current.contains("lcms2 2."), "\(RendererFingerprint.current)")
  }
}

/// xorshift bytes for the garbage profile (deterministic).
struct ImagesNoise {
  var state: UInt64
  mutating func next() -> UInt8 {
    state ^= state << 13; state ^= state >> 7; state ^= state << 17
    return UInt8(truncatingIfNeeded: state >> 24)
  }
}
