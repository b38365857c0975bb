import Foundation
import PlumbGraphics
import PlumbUI
import Testing
@testable import PlumbTesting

/// A golden that passes again removes the artifacts its earlier failure left, so the review
/// report never lists a fixed failure and nobody deletes folders under .build by hand.
@Suite struct StaleArtifactsTests {
  @Test @MainActor func aFixedFailureLeavesNoArtifacts() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-stale-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let goldens = root + "/Goldens", artifacts = root + "/artifacts"
    let device = Device.custom(width: 20, height: 20, scale: 1)
    func verify(_ color: Color, _ mode: RecordMode) async throws -> GoldenFailure? {
      let r = try await renderView(color.frame(width: 10, height: 10), options: ViewRenderOptions(device: device))
      return withGoldenConfiguration(artifactsDirectory: artifacts) {
        verifyGolden(of: { r }, named: "swatch", record: mode, goldensDirectory: goldens, suite: "Stale")
      }
    }
    #expect(try await verify(.red, .missing)?.kind == .recorded)
    #expect(try await verify(.blue, .never)?.kind == .mismatch)
    let folder = artifacts + "/Stale/swatch"
    #expect(FileManager.default.fileExists(atPath: folder + "/actual.png"))
    #expect(FileManager.default.fileExists(atPath: folder + "/summary.json"))
    // The view is fixed: the pass removes the folder; other goldens' artifacts stay.
    try FileManager.default.createDirectory(atPath: artifacts + "/Stale/other", withIntermediateDirectories: true)
    #expect(try await verify(.red, .never) == nil)
    #expect(!FileManager.default.fileExists(atPath: folder))
    #expect(FileManager.default.fileExists(atPath: artifacts + "/Stale/other"))
    // Re-recording a failure (mode failed) also clears it.
    #expect(try await verify(.green, .never)?.kind == .mismatch)
    #expect(try await verify(.green, .failed)?.kind == .recorded)
    #expect(!FileManager.default.fileExists(atPath: folder))
  }
}
