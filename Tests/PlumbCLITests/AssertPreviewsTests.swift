import Foundation
import PlumbTesting
import Testing

/// `assertPreviews()`: one line verifies every linked preview against its golden, one failure per
/// preview, under the names the CLI uses (docs/previews.md).
@Suite struct AssertPreviewsTests {
  @Test func recordsThenPassesThenFailsOnlyTheChangedPreview() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-previews-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    // The test process links every test target's previews; four of them (by name) are enough
    // here, and rendering all of them three times was the suite's longest test.
    let names = try await MainActor.run { try ScreenSet.previews(settings: PlumbSettings()) }.screens.map(\.name).sorted()
    var settings = PlumbSettings()
    settings.exclude = Array(names.dropFirst(4))
    await withKnownIssue {
      await assertPreviews(settings: settings, packageRoot: root, record: .missing)
    } matching: { $0.comments.contains { $0.rawValue.contains("recorded") } }
    let folder = root + "/Goldens/Previews"
    let pngs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    #expect(pngs.count == 4, "the four previews kept: \(pngs)")
    // The next run passes: no issue at all.
    await assertPreviews(settings: settings, packageRoot: root, record: .never)
    // One golden swapped for another's picture: exactly that preview fails, named.
    let (victim, donor) = (pngs[0], pngs[1])
    let stem = String(victim.dropLast(4))
    try FileManager.default.removeItem(atPath: "\(folder)/\(victim)")
    try FileManager.default.copyItem(atPath: "\(folder)/\(donor)", toPath: "\(folder)/\(victim)")
    await withKnownIssue {
      await assertPreviews(settings: settings, packageRoot: root, record: .never)
    } matching: { $0.comments.contains { $0.rawValue.hasPrefix(stem + " ") && $0.rawValue.contains("Golden mismatch") } }
  }
}
