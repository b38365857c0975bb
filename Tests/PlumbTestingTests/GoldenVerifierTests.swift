import Foundation
import PlumbDiff
import PlumbGraphics
import PlumbPNG
import PlumbRaster
import PlumbTestSupport
import Testing
@testable import PlumbGoldens
@testable import PlumbTesting

/// The verdict flow of image goldens, end to end on disk, in a temporary Goldens folder.
@Suite struct GoldenVerifierTests {
  let dir: String
  init() throws {
    // Goldens/ inside a folder of its own, so each test's artifacts (../.build/plumb-artifacts) are its own too.
    dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-goldens-\(UUID().uuidString)/Goldens").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  func rendering(_ image: RGBAImage, layout: LayoutSnapshot? = nil) -> Rendering {
    Rendering(image: image, layout: layout, scale: 2)
  }

  /// A 60×40 screen: white with a blue card whose x position and colour can change.
  func card(x: Double = 10, color: RGBAColor = RGBAColor(red: 0.2, green: 0.4, blue: 0.9)) -> RGBAImage {
    let list = DisplayList([.fill(Path(roundedRect: CGRect(x: x, y: 8, width: 30, height: 20), cornerRadius: 6, style: .circular), .solid(color))])
    return Rasterizer().render(list, on: Canvas(size: CGSize(width: 60, height: 40), scale: 2))
  }

  func verify(_ r: @autoclosure () -> Rendering, name: String = "card", mode: RecordMode,
              tolerance: GoldenTolerance = .strict, warnings: UnsafeMutablePointer<[String]>? = nil) -> GoldenFailure? {
    verifyGolden(of: r, named: name, tolerance: tolerance, record: mode, goldensDirectory: dir, suite: "Cards",
                 warn: { warnings?.pointee.append($0) })
  }

  var goldenPath: String { "\(dir)/Cards/card.png" }

  @Test func missingGoldenOnCIFailsWithHowToRecord() {
    let f = verify(rendering(card()), mode: .never)
    #expect(f?.kind == .missing)
    #expect(f?.message.contains("No golden at \(goldenPath) (record mode: never).") == true)
    #expect(f?.message.contains("PLUMB_RECORD=missing swift test") == true)
    #expect(!FileManager.default.fileExists(atPath: goldenPath))
  }

  /// A new golden on CI still leaves its rendering in the artifacts, so the report can show it.
  @Test func missingGoldenOnCIWritesTheActualForReview() throws {
    // Its own name and artifacts folder: the default one is shared by every test run on the machine.
    let artifacts = "\(dir)/artifacts"
    let f = try #require(withGoldenConfiguration(artifactsDirectory: artifacts) { verify(rendering(card()), name: "fresh-card", mode: .never) })
    #expect(f.attachments.allSatisfy { $0.path.hasPrefix("\(artifacts)/Cards/fresh-card/") })
    #expect(f.kind == .missing)
    #expect(Set(f.attachments.map(\.name)) == ["fresh-card.actual.png", "fresh-card.summary.json"])
    let actual = try #require(f.attachments.first { $0.name == "fresh-card.actual.png" })
    #expect(try PNG.readFile(actual.path) == card())
    let json = try #require(f.attachments.first { $0.name == "fresh-card.summary.json" })
    let summary = try JSONDecoder().decode(GoldenFailureSummary.self, from: Data(contentsOf: URL(fileURLWithPath: json.path)))
    #expect(summary.status == .new)
    #expect(summary.suite == "Cards" && summary.name == "fresh-card")
    #expect(summary.renderer == RendererFingerprint.current)
    #expect(f.message.contains("Artifacts:"))
    #expect(!FileManager.default.fileExists(atPath: "\(dir)/Cards/fresh-card.png"))
  }

  @Test func recordingWritesTheGoldenAndStillFails() throws {
    let f = verify(rendering(card()), mode: .missing)
    #expect(f?.kind == .recorded)
    #expect(f?.message.contains("recorded \(goldenPath)") == true)
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: goldenPath)))
    #expect(try PNG.decode(bytes) == card())
    let meta = try PNG.readMetadata(bytes)
    #expect(meta.pixelHash == PixelHash.of(card()))
    #expect(meta.rendererFingerprint == RendererFingerprint.current)
    // The next run passes against it.
    do { let v = verify(rendering(card()), mode: .never); #expect(v == nil) }
  }

  @Test func aPassingGoldenIsNeverRewritten() throws {
    _ = verify(rendering(card()), mode: .missing)
    let before = try FileManager.default.attributesOfItem(atPath: goldenPath)[.modificationDate] as? Date
    let bytes = try Data(contentsOf: URL(fileURLWithPath: goldenPath))
    Thread.sleep(forTimeInterval: 0.01)
    do { let v = verify(rendering(card()), mode: .all); #expect(v == nil) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: goldenPath)) == bytes)
    #expect(try FileManager.default.attributesOfItem(atPath: goldenPath)[.modificationDate] as? Date == before)
  }

  @Test func mismatchReportsFiguresAndWritesArtifacts() throws {
    _ = verify(rendering(card()), mode: .missing)
    let f = try #require(verify(rendering(card(x: 14)), mode: .never))
    #expect(f.kind == .mismatch)
    #expect(f.message.hasPrefix("Golden mismatch: \(goldenPath)"))
    #expect(f.message.contains("differ ("))
    #expect(f.message.contains("largest colour distance"))
    #expect(f.message.contains("changed area x "))
    #expect(f.message.contains("Would pass with threshold ≥"))
    #expect(Set(f.attachments.map(\.name)) == ["card.actual.png", "card.golden.png", "card.diff.png", "card.summary.json"])
    for a in f.attachments { #expect(FileManager.default.fileExists(atPath: a.path)) }
    // The golden is untouched in never mode.
    #expect(try PNG.readFile(goldenPath) == card())
  }

  @Test func failedModeReRecords() throws {
    _ = verify(rendering(card()), mode: .missing)
    let f = verify(rendering(card(x: 14)), mode: .failed)
    #expect(f?.kind == .recorded)
    #expect(try PNG.readFile(goldenPath) == card(x: 14))
  }

  @Test func toleranceHoldsExactlyAtTheReportedBoundary() throws {
    _ = verify(rendering(card()), mode: .missing)
    let changed = card(color: RGBAColor(red: 0.6, green: 0.4, blue: 0.9))
    let f = try #require(verify(rendering(changed), mode: .never))
    let result = pixelDiff(card(), changed)
    let loosest = try #require(result.loosestPassingThreshold)
    #expect(f.message.contains(String(format: "%.4f", loosest)))
    let atBoundary = verify(rendering(changed), mode: .never, tolerance: GoldenTolerance(threshold: loosest))
    let below = verify(rendering(changed), mode: .never, tolerance: GoldenTolerance(threshold: loosest * 0.95))
    #expect(atBoundary == nil, "threshold \(loosest) should pass")
    #expect(below != nil, "threshold \(loosest * 0.95) should fail; differing \(result.differentPixels), largest \(result.largestDelta)")
    // Or allow exactly that many pixels.
    do { let v = verify(rendering(changed), mode: .never, tolerance: GoldenTolerance(maxDifferentPixels: result.differentPixels)); #expect(v == nil) }
    do { let v = verify(rendering(changed), mode: .never, tolerance: GoldenTolerance(maxDifferentPixels: result.differentPixels - 1)); #expect(v != nil) }
  }

  @Test func subPixelShiftPassesUnlessAntialiasingCounts() {
    _ = verify(rendering(card()), mode: .missing)
    let shifted = card(x: 10.2)
    #expect(shifted != card(), "the shift must change some edge pixels")
    do { let v = verify(rendering(shifted), mode: .never); #expect(v == nil) }
    do { let v = verify(rendering(shifted), mode: .never, tolerance: GoldenTolerance(includeAntialiased: true)); #expect(v?.kind == .mismatch) }
  }

  @Test func masksFollowTheViewByID() {
    func layout(x: Double) -> LayoutSnapshot {
      LayoutSnapshot(screenSize: CGSize(width: 60, height: 40), scale: 2, safeAreaInsets: [:],
                     root: LayoutNode(name: "ZStack", identity: "0", frame: CGRect(x: 0, y: 0, width: 60, height: 40), children: [
                       LayoutNode(name: "Clock", identity: "0/0", frame: CGRect(x: x, y: 8, width: 30, height: 20), explicitID: "clock"),
                     ]))
    }
    _ = verify(rendering(card(), layout: layout(x: 10)), mode: .missing)
    let recolored = card(color: RGBAColor(red: 1, green: 0, blue: 0))
    do { let v = verify(rendering(recolored, layout: layout(x: 10)), mode: .never); #expect(v?.kind == .mismatch) }
    do { let v = verify(rendering(recolored, layout: layout(x: 10)), mode: .never,
                   tolerance: GoldenTolerance(masks: [.ignore(id: "clock")])); #expect(v == nil) }
    // A small ΔE allowance on the view does not hide a big change.
    do { let v = verify(rendering(recolored, layout: layout(x: 10)), mode: .never,
                   tolerance: GoldenTolerance(masks: [.tolerate(id: "clock", deltaE: 2)])); #expect(v != nil) }
  }

  @Test func fastPathPassesWithoutDecodingTheGolden() throws {
    _ = verify(rendering(card()), mode: .missing)
    // Break the pixel data but keep the metadata: only a decode would notice.
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: goldenPath)))
    let idat = try #require(findChunk("IDAT", in: bytes))
    for i in idat..<min(idat + 40, bytes.count - 12) { bytes[i] ^= 0x5A }
    try Data(bytes).write(to: URL(fileURLWithPath: goldenPath))
    #expect(throws: PNGError.self) { try PNG.decode(bytes) }
    do { let v = verify(rendering(card()), mode: .never); #expect(v == nil) }
    // A different rendering must decode, and reports the damage without touching the file.
    let f = verify(rendering(card(x: 14)), mode: .failed)
    #expect(f?.kind == .unreadableGolden)
    #expect(f?.message.contains("It was left untouched.") == true)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: goldenPath))) == bytes)
  }

  @Test(arguments: ["truncated", "not-a-png"])
  func corruptGoldensAreReportedAndLeftUntouched(kind: String) throws {
    _ = verify(rendering(card()), mode: .missing)
    let full = Array(try Data(contentsOf: URL(fileURLWithPath: goldenPath)))
    let broken: [UInt8] = kind == "truncated" ? Array(full.prefix(full.count / 2)) : Array("GIF89a not a png".utf8)
    try Data(broken).write(to: URL(fileURLWithPath: goldenPath))
    let f = try #require(verify(rendering(card(x: 14)), mode: .all))
    #expect(f.kind == .unreadableGolden)
    #expect(f.message.contains(goldenPath))
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: goldenPath))) == broken)
  }

  @Test func staleRendererFingerprintIsNamed() throws {
    let old = PNGMetadata(rendererFingerprint: "cairo 1.10.0; pixman 0.30.0", pixelHash: PixelHash.of(card()))
    try FileManager.default.createDirectory(atPath: "\(dir)/Cards", withIntermediateDirectories: true)
    try PNG.writeFile(PNG.encode(card(), metadata: old), to: goldenPath)
    let f = verify(rendering(card(x: 14)), mode: .never)
    #expect(f?.message.contains("Renderer changed: the golden was recorded with [cairo 1.10.0; pixman 0.30.0]") == true)
  }

  @Test func sizeMismatchReportsBothSizes() throws {
    _ = verify(rendering(card()), mode: .missing)
    let small = Rasterizer().render(DisplayList(), on: Canvas(size: CGSize(width: 30, height: 40), scale: 2))
    let f = try #require(verify(rendering(small), mode: .never))
    #expect(f.message.contains("Size: golden 120×80 px, actual 60×80 px."))
    #expect(f.attachments.contains { $0.name == "card.diff.png" })
  }

  @Test func nondeterministicRendersAreNotRecorded() {
    final class Counter: @unchecked Sendable { var n = 0.0 }
    let c = Counter()
    let f = verifyGolden(of: { c.n += 4; return rendering(card(x: c.n)) }, named: "flaky", record: .missing,
                         goldensDirectory: dir, suite: "Cards")
    #expect(f?.kind == .nondeterministic)
    #expect(!FileManager.default.fileExists(atPath: "\(dir)/Cards/flaky.png"))
  }

  @Test func unsafeNamesAreRefused() {
    let f = verify(rendering(card()), name: "../../escape", mode: .missing)
    #expect(f?.kind == .configuration)
    #expect(f?.message.contains("unsafe") == true)
    #expect(!FileManager.default.fileExists(atPath: "\(dir)/../escape.png"))
  }

  @Test func invisibleLayoutChangeIsAWarning() {
    func layout(y: Double) -> LayoutSnapshot {
      LayoutSnapshot(screenSize: CGSize(width: 60, height: 40), scale: 2, safeAreaInsets: [:],
                     root: LayoutNode(name: "Spacer", identity: "0", frame: CGRect(x: 0, y: y, width: 10, height: 10)))
    }
    _ = verify(rendering(card(), layout: layout(y: 0)), mode: .missing)
    var warnings: [String] = []
    do { let v = verify(rendering(card(), layout: layout(y: 5)), mode: .never, warnings: &warnings); #expect(v == nil) }
    #expect(warnings.count == 1 && warnings[0].contains("the layout changed but the pixels did not"))
  }

  func findChunk(_ type: String, in bytes: [UInt8]) -> Int? {
    let t = Array(type.utf8)
    var i = 8
    while i + 8 <= bytes.count {
      let len = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      if Array(bytes[i + 4..<i + 8]) == t { return i + 8 }
      i += 12 + len
    }
    return nil
  }
}

@Suite struct StaleSidecarTests {
  @Test func allModeRefreshesOnlyAStaleLayoutSidecar() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sidecar-\(UUID().uuidString)").path
    let image = Rasterizer().render(DisplayList([.fill(Path(rect: CGRect(x: 2, y: 2, width: 6, height: 6)), .solid(.black))]),
                                    on: Canvas(size: CGSize(width: 10, height: 10), scale: 1))
    func layout(_ y: Double) -> LayoutSnapshot {
      LayoutSnapshot(screenSize: CGSize(width: 10, height: 10), scale: 1, safeAreaInsets: [:],
                     root: LayoutNode(name: "Spacer", identity: "0", frame: CGRect(x: 0, y: y, width: 1, height: 1)))
    }
    func verify(_ y: Double, _ mode: RecordMode) -> GoldenFailure? {
      verifyGolden(of: { Rendering(image: image, layout: layout(y), scale: 1) }, named: "dot", record: mode,
                   goldensDirectory: dir, suite: "Sidecar", warn: { _ in })
    }
    #expect(verify(0, .missing)?.kind == .recorded)
    let png = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/Sidecar/dot.png"))
    #expect(verify(3, .never) == nil, "an invisible move only warns")
    let refreshed = verify(3, .all)
    #expect(refreshed?.kind == .recorded)
    #expect(refreshed?.message.contains("The layout sidecar was stale (1 changes, pixels unchanged)") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/Sidecar/dot.png")) == png, "the PNG is not rewritten")
    #expect(verify(3, .all) == nil, "nothing left to refresh")
  }
}
