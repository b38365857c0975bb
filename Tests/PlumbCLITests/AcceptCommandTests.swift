import Foundation
import PlumbGraphics
import PlumbPNG
import PlumbRaster
import Testing
@testable import PlumbCLI
@testable import PlumbGoldens
#if canImport(Glibc)
import Glibc
#endif

private let small = "200x300"
private let suite = "Catalog-custom-200x300"

/// `plumb accept`: reviewed actuals become goldens, byte for byte with their sidecars, and
/// nothing else does; foreign renderers and hostile artifact folders are refused.
@Suite struct AcceptCommandTests {
  /// A new golden on CI (record mode never) leaves its actual, sidecar and summary; accepting
  /// it from that folder makes the next verify pass without rendering it locally first.
  @Test func newGoldensOnCIAreAcceptedFromTheirArtifacts() throws {
    let s = Scratch()
    let goldens = s.path("Goldens"), artifacts = s.path("artifacts")
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    let verify = runPlumb(["verify", "frame-getter", "shapes", "--goldens", goldens, "--artifacts", artifacts, "--device", small])
    #expect(verify.status == .differences)
    #expect(verify.out.contains("\(artifacts)/\(suite)/frame-getter/actual.png"), "\(verify.out)")
    #expect(s.listing(artifacts) == [
      suite, "\(suite)/frame-getter", "\(suite)/frame-getter/actual.layout.json", "\(suite)/frame-getter/actual.png",
      "\(suite)/frame-getter/summary.json", "\(suite)/shapes", "\(suite)/shapes/actual.png", "\(suite)/shapes/summary.json",
      "plumb-run.json",
    ])
    let summary = try JSONDecoder().decode(GoldenFailureSummary.self, from: Data(contentsOf: URL(fileURLWithPath: "\(artifacts)/\(suite)/shapes/summary.json")))
    #expect(summary.status == .new)
    let meta = try PNG.readMetadata(PNG.readRegularFile("\(artifacts)/\(suite)/frame-getter/actual.png"))
    #expect(meta.rendererFingerprint == RendererFingerprint.current)

    // Only the named one.
    let one = runPlumb(["accept", "frame-getter", "--artifacts", artifacts, "--goldens", goldens])
    #expect(one.status == .success, "\(one.err)")
    #expect(s.listing(goldens) == [suite, "\(suite)/frame-getter.layout.json", "\(suite)/frame-getter.png"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/\(suite)/frame-getter.png"))
      == Data(contentsOf: URL(fileURLWithPath: "\(artifacts)/\(suite)/frame-getter/actual.png")))
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/\(suite)/frame-getter.layout.json"))
      == Data(contentsOf: URL(fileURLWithPath: "\(artifacts)/\(suite)/frame-getter/actual.layout.json")))
    #expect(runPlumb(["verify", "frame-getter", "--goldens", goldens, "--artifacts", s.path("a2"), "--device", small]).status == .success)

    let rest = runPlumb(["accept", "--all", "--artifacts", artifacts, "--goldens", goldens])
    #expect(rest.status == .success, "\(rest.err)")
    #expect(rest.out.contains("2 golden(s) accepted"), "\(rest.out)")
    let after = runPlumb(["verify", "frame-getter", "shapes", "--goldens", goldens, "--artifacts", s.path("a3"), "--device", small])
    #expect(after.status == .success, "\(after.out)")
  }

  /// A changed golden: accepting one of two failures replaces exactly that one.
  @Test func acceptingOneMismatchLeavesTheOtherFailing() throws {
    let s = Scratch()
    let goldens = s.path("Goldens"), artifacts = s.path("artifacts")
    #expect(runPlumb(["record", "shapes", "gradients", "--goldens", goldens, "--device", small]).status == .success)
    let a = "\(goldens)/\(suite)/shapes.png", b = "\(goldens)/\(suite)/gradients.png"
    let da = try Data(contentsOf: URL(fileURLWithPath: a)), db = try Data(contentsOf: URL(fileURLWithPath: b))
    try da.write(to: URL(fileURLWithPath: b)); try db.write(to: URL(fileURLWithPath: a))
    #expect(runPlumb(["verify", "shapes", "gradients", "--goldens", goldens, "--artifacts", artifacts, "--device", small]).status == .differences)
    let r = runPlumb(["accept", "\(suite)/shapes.png", "--artifacts", artifacts, "--goldens", goldens])
    #expect(r.status == .success, "\(r.err)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == da)
    #expect(try Data(contentsOf: URL(fileURLWithPath: b)) == da)  // untouched: still the swapped bytes
    let v = runPlumb(["verify", "shapes", "gradients", "--goldens", goldens, "--artifacts", s.path("a2"), "--device", small])
    #expect(v.out.contains("2 golden(s): 1 matched, 0 recorded, 1 failed."), "\(v.out)")
  }

  @Test func anotherRendererIsRefusedWithBothFingerprintsUnlessForced() throws {
    let s = Scratch()
    let goldens = s.path("Goldens"), artifacts = s.path("artifacts")
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    let foreign = "cairo 1.18.0; pixman 0.43.4; libpng 1.6.43; freetype 2.13.2; harfbuzz 8.3.0; fonts 41x 000000000000"
    try acceptableArtifact(in: artifacts, suite: "S", name: "card", fingerprint: foreign)
    let r = runPlumb(["accept", "card", "--artifacts", artifacts, "--goldens", goldens])
    #expect(r.status == .failure)
    #expect(r.err.contains("artifact: \(foreign)") && r.err.contains("here:     \(RendererFingerprint.current)"), "\(r.err)")
    #expect(s.listing(goldens).isEmpty)
    let forced = runPlumb(["accept", "card", "--artifacts", artifacts, "--goldens", goldens, "--force"])
    #expect(forced.status == .success, "\(forced.err)")
    #expect(s.listing(goldens) == ["S", "S/card.png"])
  }

  /// Symlinks, FIFOs, `..` in names, forged pixel hashes and non-layout sidecars are refused,
  /// and one refusal among several leaves the Goldens folder untouched.
  @Test func hostileArtifactFoldersAreRefused() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    let secret = try s.png("secret.png", grey: 7)

    func refused(_ artifacts: String, _ needle: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let r = runPlumb(["accept", "--all", "--artifacts", artifacts, "--goldens", goldens])
      #expect(r.status == .failure, sourceLocation: sourceLocation)
      #expect(r.err.contains(needle), "\(r.err)", sourceLocation: sourceLocation)
      #expect(s.listing(goldens).isEmpty, sourceLocation: sourceLocation)
    }

    let linked = s.path("linked")
    try acceptableArtifact(in: linked, suite: "S", name: "good")
    try acceptableArtifact(in: linked, suite: "S", name: "link")
    try FileManager.default.removeItem(atPath: "\(linked)/S/link/actual.png")
    try FileManager.default.createSymbolicLink(atPath: "\(linked)/S/link/actual.png", withDestinationPath: secret)
    refused(linked, "symbolic link")

    let fifo = s.path("fifo")
    try acceptableArtifact(in: fifo, suite: "S", name: "pipe")
    #expect(mkfifo("\(fifo)/S/pipe/actual.layout.json", 0o644) == 0)
    refused(fifo, "not a regular file")

    let dots = s.path("dots")
    try acceptableArtifact(in: dots, suite: "S", name: "x", summaryName: "../../escape")
    refused(dots, "unsafe")

    let forged = s.path("forged")
    try acceptableArtifact(in: forged, suite: "S", name: "lie")
    var bytes = PNG.encode(RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 255)),
                           metadata: PNGMetadata(rendererFingerprint: RendererFingerprint.current))
    let other = PixelHash.of(RGBAImage(width: 4, height: 4, fill: (0, 0, 255, 255)))
    let real = PixelHash.of(RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 255)))
    bytes = try forgeText(bytes, replacing: real, with: other)
    try PNG.writeFile(bytes, to: "\(forged)/S/lie/actual.png")
    refused(forged, "pixel hash")

    let notLayout = s.path("notlayout")
    try acceptableArtifact(in: notLayout, suite: "S", name: "j")
    try Data("{\"hello\": 1}".utf8).write(to: URL(fileURLWithPath: "\(notLayout)/S/j/actual.layout.json"))
    refused(notLayout, "not a layout sidecar")
  }

  @Test func namesMustBeGivenOrAllAndMustExist() throws {
    let s = Scratch()
    let artifacts = s.path("artifacts")
    try FileManager.default.createDirectory(atPath: s.path("Goldens"), withIntermediateDirectories: true)
    try acceptableArtifact(in: artifacts, suite: "S", name: "card")
    let none = runPlumb(["accept", "--artifacts", artifacts, "--goldens", s.path("Goldens")])
    #expect(none.status == .failure && none.err.contains("--all"), "\(none.err)")
    let typo = runPlumb(["accept", "crad", "--artifacts", artifacts, "--goldens", s.path("Goldens")])
    #expect(typo.status == .failure && typo.err.contains("Did you mean 'S/card'?"), "\(typo.err)")
    #expect(runPlumb(["accept", "--help"]).out.contains("USAGE: plumb accept"))
  }

  /// Shards downloaded into separate folders merge; the same golden with two different results
  /// is an error naming both folders.
  @Test func shardFoldersMergeAndConflictsNameBoth() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    try acceptableArtifact(in: s.path("shard-1"), suite: "S", name: "a")
    try acceptableArtifact(in: s.path("shard-2"), suite: "S", name: "b")
    let merged = runPlumb(["accept", "--all", "--artifacts", s.path("shard-1"), "--artifacts", s.path("shard-2"), "--goldens", goldens])
    #expect(merged.status == .success, "\(merged.err)")
    #expect(s.listing(goldens) == ["S", "S/a.png", "S/b.png"])
    try acceptableArtifact(in: s.path("shard-3"), suite: "S", name: "a", pixels: 3)
    let conflict = runPlumb(["accept", "--all", "--artifacts", s.path("shard-1"), "--artifacts", s.path("shard-3"), "--goldens", goldens])
    #expect(conflict.status == .failure)
    #expect(conflict.err.contains(s.path("shard-1")) && conflict.err.contains(s.path("shard-3")), "\(conflict.err)")
  }
}

/// An artifact as a failed verify writes it: summary.json and an actual.png carrying a renderer
/// fingerprint and its pixel hash.
func acceptableArtifact(in artifacts: String, suite: String, name: String, summaryName: String? = nil,
                        fingerprint: String = RendererFingerprint.current, pixels: Int = 5) throws {
  let dir = "\(artifacts)/\(suite)/\(name)"
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  let summary = GoldenFailureSummary(
    suite: suite, name: summaryName ?? name, golden: "/ci/Goldens/\(suite)/\(name).png", differentPixels: pixels, totalPixels: 16,
    largestDelta: 0.5, loosestPassingThreshold: nil, layoutChanges: [], sizeMismatch: nil, goldenRenderer: nil,
    message: "Golden mismatch", status: .failed)
  try JSONEncoder().encode(summary).write(to: URL(fileURLWithPath: "\(dir)/summary.json"))
  let image = RGBAImage(width: 4, height: 4, fill: (UInt8(pixels * 40), 90, 90, 255))
  try PNG.writeFile(PNG.encode(image, metadata: PNGMetadata(rendererFingerprint: fingerprint)), to: "\(dir)/actual.png")
}

/// Replaces a tEXt value of the same length and fixes the chunk's CRC.
func forgeText(_ png: [UInt8], replacing old: String, with new: String) throws -> [UInt8] {
  precondition(old.utf8.count == new.utf8.count)
  var bytes = png
  let o = Array(old.utf8), n = Array(new.utf8)
  let at = try #require((0...(bytes.count - o.count)).first { bytes[$0..<$0 + o.count].elementsEqual(o) })
  bytes.replaceSubrange(at..<at + o.count, with: n)
  // Find the chunk holding it and rewrite its CRC.
  var p = 8
  while p + 12 <= bytes.count {
    let length = bytes[p..<p + 4].reduce(0) { $0 << 8 | Int($1) }
    if p + 8 <= at && at < p + 8 + length {
      let crc = crc32(bytes[p + 4..<p + 8 + length])
      for i in 0..<4 { bytes[p + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
      break
    }
    p += 12 + length
  }
  return bytes
}

private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
  var c: UInt32 = 0xFFFF_FFFF
  for b in bytes {
    c ^= UInt32(b)
    for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
  }
  return c ^ 0xFFFF_FFFF
}
