import Foundation
import PlumbGraphics
import Testing

@testable import PlumbRaster

/// JPEG ICC profiles (APP2 "ICC_PROFILE" markers, possibly several) are applied when a view draws
/// the image; a profile that cannot be applied draws the samples as sRGB with a warning. Expected
/// values and their ±2 tolerance: see ColorProfileTests (the same script, the same matrix method).
@Suite struct JPEGColorProfileTests {
  typealias S = ImageTestSupport
  typealias F = ColorProfileFixtures

  /// The centres of the four 8×8 blocks as libjpeg-turbo decodes them (quality 100: the script
  /// prints them), and the sRGB values the script computes from those samples.
  static let stored: [[Int]] = [[254, 0, 0, 255], [230, 120, 59, 255], [200, 61, 180, 255], [128, 128, 128, 255]]
  static let expected: [[Int]] = [[255, 0, 0, 255], [247, 112, 36, 255], [217, 43, 185, 255], [128, 128, 128, 255]]

  static func blocks(_ image: RGBAImage) -> [[Int]] { (0..<4).map { S.px(image, $0 * 8 + 3, 3) } }

  static func drawn(_ jpeg: [UInt8]) throws -> ([[Int]], String?) {
    var decoded = try JPEGDecoder.decodeWithColor(jpeg).get()
    let problem = ImageColorConversion.convertJPEG(&decoded)
    return (blocks(decoded.image), problem)
  }

  static func near(_ got: [[Int]], _ want: [[Int]]) -> Bool {
    zip(got, want).allSatisfy { S.near($0, $1, 2) } && got.count == want.count
  }

  /// `jpeg` without its APP2 markers, then with one APP2 "ICC_PROFILE" marker per entry of
  /// `segments` (sequence number, count, payload) right after SOI.
  static func withICC(_ jpeg: [UInt8], _ segments: [(UInt8, UInt8, [UInt8])]) -> [UInt8] {
    var out: [UInt8] = [0xFF, 0xD8]
    for (seq, count, payload) in segments {
      let length = 2 + 14 + payload.count
      out += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("ICC_PROFILE".utf8) + [0, seq, count] + payload
    }
    var i = 2
    while i + 4 <= jpeg.count, jpeg[i] == 0xFF, jpeg[i + 1] != 0xDA {
      let length = Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])
      if jpeg[i + 1] != 0xE2 { out += jpeg[i..<(i + 2 + length)] }
      i += 2 + length
    }
    return out + jpeg[i...]
  }

  static func split(_ profile: [UInt8], into n: Int) -> [[UInt8]] {
    let size = (profile.count + n - 1) / n
    return stride(from: 0, to: profile.count, by: size).map { Array(profile[$0..<min(profile.count, $0 + size)]) }
  }

  @Test func displayP3JPEGIsConvertedToSRGB() throws {
    let (got, problem) = try Self.drawn(F.p3JPEG)
    #expect(problem == nil)
    #expect(Self.near(got, Self.expected), "\(got)")
    // The plain decode (JPEGDecoder.decode) keeps the stored samples.
    #expect(Self.blocks(try JPEGDecoder.decode(F.p3JPEG).get()) == Self.stored)
  }

  @Test func aProfileInThreeSegmentsOutOfOrderIsReassembled() throws {
    let parts = Self.split(F.displayP3Profile, into: 3)
    let jpeg = Self.withICC(F.p3JPEG, [(2, 3, parts[1]), (1, 3, parts[0]), (3, 3, parts[2])])
    let (got, problem) = try Self.drawn(jpeg)
    #expect(problem == nil)
    #expect(Self.near(got, Self.expected), "\(got)")
  }

  @Test func aMissingSegmentDrawsAsSRGB() throws {
    let parts = Self.split(F.displayP3Profile, into: 3)
    let (got, problem) = try Self.drawn(Self.withICC(F.p3JPEG, [(1, 3, parts[0]), (3, 3, parts[2])]))
    #expect(got == Self.stored)
    #expect(problem?.contains("do not make a whole profile") == true, "\(problem ?? "nil")")
  }

  @Test func aProfileOverTheCapIsNotAssembled() throws {
    // 70 markers of 65,000 bytes: 4,550,000 bytes, over the 4 MiB cap, refused before reassembly.
    let chunk = [UInt8](repeating: 0, count: 65_000)
    let jpeg = Self.withICC(F.p3JPEG, (1...70).map { (UInt8($0), 70, chunk) })
    let (got, problem) = try Self.drawn(jpeg)
    #expect(got == Self.stored)
    #expect(problem == "its ICC profile is 4550000 bytes, over the limit of 4194304", "\(problem ?? "nil")")
  }

  @Test func aCMYKProfileOnAnRGBJPEGWarnsNamingTheFile() {
    var cmyk = F.displayP3Profile
    cmyk.replaceSubrange(16..<20, with: Array("CMYK".utf8))
    let jpeg = Self.withICC(F.p3JPEG, [(1, 1, cmyk)])
    let item = ImageItem(source: .jpeg(jpeg), rect: CGRect(x: 0, y: 0, width: 32, height: 8), interpolation: .nearest,
                         name: "/app/Assets.xcassets/photo.imageset/photo.jpg")
    let (image, warnings) = RenderWarnings.collecting { S.render([.image(item)], width: 32, height: 8) }
    #expect(Self.blocks(image) == Self.stored)
    #expect(warnings == ["Image \"/app/Assets.xcassets/photo.imageset/photo.jpg\": its colour profile is not applied (the ICC profile is for CMYK colour space, the image is RGB); drawn as sRGB"],
            "\(warnings)")
  }

  @Test func aGarbageProfileDrawsAsSRGB() throws {
    let (got, problem) = try Self.drawn(Self.withICC(F.p3JPEG, [(1, 1, [UInt8](repeating: 0x5A, count: 500))]))
    #expect(got == Self.stored)
    #expect(problem?.hasPrefix("lcms2 refused the ICC profile") == true, "\(problem ?? "nil")")
  }
}
