import Foundation
import PlumbPNG
import Testing
@testable import PlumbCLI

/// A small PNG can describe a huge image: memory must follow the work the tool agreed to do,
/// not the size a file claims. Measured as the peak resident memory of a real `plumb` process.
@Suite(.serialized) struct MemoryBoundTests {
  /// 16384 × 16384 pixels, 1 bit per pixel, all black: about 31 KB on disk, 1 GiB as RGBA.
  static func hugeOneBitPNG() throws -> [UInt8] {
    let side = 16384, rowBytes = side / 8
    let raw = PNGTesting.RawImage(width: side, height: side, colorType: 0, bitDepth: 1, interlaced: false,
                                  rows: [UInt8](repeating: 0, count: rowBytes * side), rowBytes: rowBytes)
    return try PNGTesting.libpngEncode(raw, compressionLevel: 9)
  }

  /// Once 2–3 GB: `diff` decoded both images and drew a diff over their union.
  @Test func diffOfATinyHugePNGIsRefusedEarly() throws {
    let s = Scratch()
    let huge = s.path("huge.png")
    let bytes = try Self.hugeOneBitPNG()
    #expect(bytes.count < 64 << 10)
    try Data(bytes).write(to: URL(fileURLWithPath: huge))
    let small = try s.png("small.png")
    let r = try runPlumbChild(["diff", huge, small, "--out", s.path("d.png")])
    #expect(r.exitCode == 2, "\(r.err)")
    #expect(r.err.contains("268435456"), "\(r.err)")
    #expect(r.peakRSSBytes < 150 << 20, "peak RSS \(r.peakRSSBytes >> 20) MiB")
  }

  /// Once 4.2 GB: `verify` decoded such a golden and diffed it against a phone-sized render.
  @Test func verifyAgainstATinyHugeGoldenStaysSmall() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    let folder = "\(goldens)/Catalog-custom-200x300"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(try Self.hugeOneBitPNG()).write(to: URL(fileURLWithPath: "\(folder)/shapes.png"))
    let r = try runPlumbChild(["verify", "shapes", "--goldens", goldens, "--device", "200x300",
                               "--artifacts", s.path("artifacts")])
    #expect(r.exitCode == 1, "\(r.out)\(r.err)")
    #expect(r.out.contains("268435456"), "\(r.out)")
    #expect(r.peakRSSBytes < 250 << 20, "peak RSS \(r.peakRSSBytes >> 20) MiB")
  }

  /// 8192 × 8192 pixels, 1 bit per pixel, all black: the largest golden the limit accepts.
  static func largestAcceptedOneBitPNG() throws -> [UInt8] {
    let side = 8192, rowBytes = side / 8
    let raw = PNGTesting.RawImage(width: side, height: side, colorType: 0, bitDepth: 1, interlaced: false,
                                  rows: [UInt8](repeating: 0, count: rowBytes * side), rowBytes: rowBytes)
    return try PNGTesting.libpngEncode(raw, compressionLevel: 9)
  }

  /// docs/security.md promises at most three images (805306368 bytes of pixels) for one
  /// comparison. Once 1106 MiB: against a render of another size every pixel differs, and the
  /// comparison kept an index per differing pixel, clustering a cell per pixel, and ran twice.
  @Test func verifyOfTheLargestGoldenAgainstAnotherSizeKeepsThePromise() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    let folder = "\(goldens)/Catalog-custom-200x300"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(try Self.largestAcceptedOneBitPNG()).write(to: URL(fileURLWithPath: "\(folder)/shapes.png"))
    let r = try runPlumbChild(["verify", "shapes", "--goldens", goldens, "--device", "200x300",
                               "--artifacts", s.path("artifacts")], hangGuard: 300)
    #expect(r.exitCode == 1, "\(r.out)\(r.err)")
    #expect(r.out.contains("Size: golden 8192×8192 px, actual 600×900 px."), "\(r.out)")
    #expect(r.out.contains("Pixels: 67108864 differ"), "\(r.out)")
    #expect(r.out.contains("in 1 region(s)"), "\(r.out)")
    #expect(FileManager.default.fileExists(atPath: s.path("artifacts/Catalog-custom-200x300/shapes/diff.png")))
    #expect(r.peakRSSBytes < 805_306_368, "peak RSS \(r.peakRSSBytes >> 20) MiB")
  }

  /// The help states the limit in bytes.
  @Test func helpDocumentsTheByteLimit() {
    #expect(runPlumb(["diff", "--help"]).out.contains("268435456"))
    #expect(runPlumb(["verify", "--help"]).out.contains("268435456"))
  }
}
