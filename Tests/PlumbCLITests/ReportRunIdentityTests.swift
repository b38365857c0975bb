import Foundation
@testable import PlumbGoldens
import Testing
@testable import PlumbCLI

/// A report counts one run (docs/report.md, "One run at a time"): failure summaries and run
/// records carry their run's id, and results in the artifacts folder from a run other than the
/// newest are named in a warning and in the Markdown, not summed into the counts.
@Suite struct ReportRunIdentityTests {
  private func summary(_ artifacts: String, _ name: String, run: String?, age: TimeInterval) throws {
    let dir = "\(artifacts)/S/\(name)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    var s = GoldenFailureSummary(
      suite: "S", name: name, golden: "Goldens/S/\(name).png", differentPixels: 3, totalPixels: 48, largestDelta: 0.5,
      loosestPassingThreshold: nil, layoutChanges: [], sizeMismatch: nil, goldenRenderer: nil,
      message: "Golden mismatch: Goldens/S/\(name).png", status: .failed)
    s.run = run
    let path = "\(dir)/summary.json"
    try JSONEncoder().encode(s).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
  }

  private func record(_ artifacts: String, run: String?, verdicts: [GoldenVerdict], age: TimeInterval, file: String = "plumb-run.json") throws {
    let path = "\(artifacts)/\(file)"
    try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
    try JSONEncoder().encode(GoldenRunRecord(renderer: "r", shard: nil, goldens: verdicts, run: run, date: nil))
      .write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
  }

  @Test func resultsOfAnOlderRunAreNamedNotCounted() throws {
    let s = Scratch()
    let artifacts = s.path("artifacts")
    try summary(artifacts, "old", run: "run-A", age: 3600)
    try summary(artifacts, "new", run: "run-B", age: 5)
    try record(artifacts, run: "run-B", verdicts: [GoldenVerdict(suite: "S", name: "new", status: .failed),
                                                   GoldenVerdict(suite: "S", name: "ok", status: .passed)], age: 5)
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", s.path("report"), "--markdown", s.path("m.md")])
    #expect(r.status == .success, "\(r.err)")
    #expect(r.err.contains("not counted") && r.err.contains("run-A") && r.err.contains("S/old") && r.err.contains("(run-B)"), "\(r.err)")
    let md = try String(contentsOfFile: s.path("m.md"), encoding: .utf8)
    #expect(md.contains("**2 goldens**: 1 failed, 0 new, 0 removed, 1 passed."), "\(md)")
    // Escaped as Markdown text (the ids come from artifacts a fork may have made).
    #expect(md.contains("Not counted") && md.contains(escapeMarkdown("run-A")), "\(md)")
    #expect(!md.contains("`S/old`"), "\(md)")
  }

  @Test func anOlderRunRecordBesideNewerFailuresIsNotSummed() throws {
    // The case seen in the first hour: passes from an earlier 'plumb verify' beside this run's failure.
    let s = Scratch()
    let artifacts = s.path("artifacts")
    try record(artifacts, run: "verify-1", verdicts: (1...6).map { GoldenVerdict(suite: "S", name: "p\($0)", status: .passed) }, age: 600)
    try summary(artifacts, "card", run: "test-2", age: 1)
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", s.path("report"), "--markdown", s.path("m.md")])
    #expect(r.status == .success, "\(r.err)")
    #expect(r.err.contains("verify-1") && r.err.contains("plumb-run.json"), "\(r.err)")
    let md = try String(contentsOfFile: s.path("m.md"), encoding: .utf8)
    #expect(!md.contains("6 passed") && !md.contains("7 goldens"), "\(md)")
    #expect(md.contains("1 failed"), "\(md)")
  }

  @Test func resultsWithoutRunIdsCountAsBefore() throws {
    let s = Scratch()
    let artifacts = s.path("artifacts")
    try summary(artifacts, "a", run: nil, age: 3600)
    try summary(artifacts, "b", run: nil, age: 1)
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", s.path("report"), "--markdown", s.path("m.md")])
    #expect(r.status == .success && !r.err.contains("not counted"), "\(r.err)")
    let md = try String(contentsOfFile: s.path("m.md"), encoding: .utf8)
    #expect(md.contains("2 failed"), "\(md)")
  }

  @Test func theRunIdComesFromTheEnvironmentOrTheProcess() {
    #expect(GoldenRun.processID(getpid()).hasPrefix("local-\(getpid())-"))
    #expect(!GoldenRun.id.isEmpty)
  }
}
