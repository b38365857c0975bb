import Foundation
import PlumbPNG
import Testing
@testable import PlumbCLI

/// A golden is a pair: the PNG and its `.layout.json`. A run killed between the two writes, or a
/// sidecar lost or edited later, must be seen (loudly) and repaired by recording, never pass.
@Suite struct GoldenPairTests {
  let s = Scratch()
  var goldens: String { s.path("Goldens") }
  var png: String { "\(goldens)/Catalog-custom-200x300/frame-getter.png" }
  var sidecar: String { "\(goldens)/Catalog-custom-200x300/frame-getter.layout.json" }
  func plumb(_ command: String, _ extra: [String] = []) -> CLIResult {
    runPlumb([command, "frame-getter", "--goldens", goldens, "--device", "200x300", "--artifacts", s.path("artifacts")] + extra)
  }

  /// A PNG with no sidecar (a kill after the PNG was written) once verified silently, and
  /// `record --mode all` never wrote the sidecar again.
  @Test func missingSidecarFailsVerifyAndRecordAllRepairsIt() throws {
    #expect(plumb("record").status == .success)
    let good = try Data(contentsOf: URL(fileURLWithPath: sidecar))
    try FileManager.default.removeItem(atPath: sidecar)
    let verify = plumb("verify")
    #expect(verify.status == .differences)
    #expect(verify.out.contains("layout sidecar") && verify.out.contains(sidecar), "\(verify.out)")
    #expect(plumb("record", ["--mode", "all"]).status == .success)
    #expect(try Data(contentsOf: URL(fileURLWithPath: sidecar)) == good)
    #expect(plumb("verify").status == .success)
  }

  /// Temp files of a killed run (pattern `.<file>.<pid>.<n>.<random>.tmp`, pid no longer alive)
  /// are removed by the next run that writes into the folder; a live process's are kept.
  @Test func tempFilesOfKilledRunsAreCleanedUp() throws {
    #expect(plumb("record").status == .success)
    let folder = "\(goldens)/Catalog-custom-200x300"
    let dead = "\(folder)/.frame-getter.png.999999999.0.12345.tmp"
    let deadSidecar = "\(folder)/.frame-getter.layout.json.999999999.0.99.tmp"
    let live = "\(folder)/.frame-getter.png.\(getpid()).0.777.tmp"
    let unrelated = "\(folder)/.notes.txt"
    for f in [dead, deadSidecar, live, unrelated] { _ = FileManager.default.createFile(atPath: f, contents: Data("x".utf8)) }
    #expect(plumb("record", ["--mode", "all"]).status == .success)
    #expect(!FileManager.default.fileExists(atPath: dead))
    #expect(!FileManager.default.fileExists(atPath: deadSidecar))
    #expect(FileManager.default.fileExists(atPath: live))
    #expect(FileManager.default.fileExists(atPath: unrelated))
  }
}
