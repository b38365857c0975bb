import Foundation
import PlumbGraphics
import PlumbPNG
import Testing
@testable import PlumbCLI

/// `plumb diff` decodes two files with the same bytes once (docs/cli-speed.md): what it prints,
/// the diff image it writes and the errors it gives must be those of two separate decodes.
@Suite struct DiffSameBytesTests {
  typealias Folder = DiffCommandTests.Folder

  @Test func sameBytesGiveTheSameOutputAndDiffImageAsSamePixelsInOtherBytes() throws {
    let f = Folder()
    let image = DiffCommandTests.card(dot: (30, 4))
    let a = try f.png("a.png", image)
    let copy = f.bytes("copy.png", try PNG.readRegularFile(a))
    let other = f.path("other.png")
    try PNG.writeFile(PNG.encode(image, options: PNGEncodeOptions(compression: .libdeflate(level: 9))), to: other)
    #expect(try PNG.readRegularFile(other) != PNG.readRegularFile(a), "the re-encoded file must differ in bytes")

    let same = runPlumb(["diff", a, copy, "--out", f.path("same.png"), "--json"])
    let separate = runPlumb(["diff", a, other, "--out", f.path("separate.png"), "--json"])
    #expect(same.status == .success && separate.status == .success)
    #expect(same.out.replacingOccurrences(of: "copy.png", with: "X").replacingOccurrences(of: "same.png", with: "Y")
      == separate.out.replacingOccurrences(of: "other.png", with: "X").replacingOccurrences(of: "separate.png", with: "Y"))
    #expect(same.out.contains("\"differentPixels\" : 0"), "\(same.out)")
    let drawnSame = try PNG.readFile(f.path("same.png")), drawnSeparate = try PNG.readFile(f.path("separate.png"))
    #expect(drawnSame == drawnSeparate)
    #expect(drawnSame.width == 40 && drawnSame.height == 30)
  }

  @Test func sameDamagedBytesAreExitTwoNamingTheFirstFile() {
    let f = Folder()
    let damaged: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    let a = f.bytes("a.png", damaged), b = f.bytes("b.png", damaged)
    let r = runPlumb(["diff", a, b])
    #expect(r.status == .failure)
    #expect(r.err.hasPrefix("Error: Cannot read \(a):"), "\(r.err)")
  }
}
