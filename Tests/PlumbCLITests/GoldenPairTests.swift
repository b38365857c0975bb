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

  /// A sidecar that exists but holds no layout once passed verify silently (its layout was
  /// never compared) and was never rewritten: now verify fails naming it and recording repairs it.
  @Test func brokenSidecarFailsVerifyNamingItAndRecordRepairsIt() throws {
    #expect(plumb("record").status == .success)
    let good = try Data(contentsOf: URL(fileURLWithPath: sidecar))
    for broken in ["hello", "null", "", String(decoding: good.prefix(good.count / 2), as: UTF8.self), "[]"] {
      try Data(broken.utf8).write(to: URL(fileURLWithPath: sidecar))
      let verify = plumb("verify")
      #expect(verify.status == .differences, "\(broken.prefix(20)): \(verify.out)")
      #expect(verify.out.contains("The layout sidecar \(sidecar)") && verify.out.contains("is not a layout"), "\(verify.out)")
      #expect(plumb("record", ["--mode", "failed"]).status == .success)
      #expect(try Data(contentsOf: URL(fileURLWithPath: sidecar)) == good, "not repaired after \(broken.prefix(20))")
      #expect(plumb("verify").status == .success)
    }
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
    // Foundation's atomic Data writes name theirs `.dat.nosync<pid in hex>.<random>`.
    let deadFoundation = "\(folder)/.dat.nosync\(String(999_999_999, radix: 16, uppercase: true)).aB3xYz"
    let liveFoundation = "\(folder)/.dat.nosync\(String(getpid(), radix: 16, uppercase: true)).q1w2e3"
    for f in [dead, deadSidecar, live, unrelated, deadFoundation, liveFoundation] {
      _ = FileManager.default.createFile(atPath: f, contents: Data("x".utf8))
    }
    #expect(plumb("record", ["--mode", "all"]).status == .success)
    #expect(!FileManager.default.fileExists(atPath: dead))
    #expect(!FileManager.default.fileExists(atPath: deadSidecar))
    #expect(!FileManager.default.fileExists(atPath: deadFoundation))
    #expect(FileManager.default.fileExists(atPath: liveFoundation))
    #expect(FileManager.default.fileExists(atPath: live))
    #expect(FileManager.default.fileExists(atPath: unrelated))
  }
}
