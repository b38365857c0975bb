import Foundation
@testable import PlumbGoldens
import Testing
@testable import PlumbCLI

private let small = "200x300"
private let suite = "Catalog-custom-200x300"

/// `plumb report` over several artifacts folders (the shards of a CI matrix), and
/// `plumb report --junit`.
@Suite struct ReportMergeTests {
  /// Two shards of a real sharded verify, each in its own folder, give one report of every
  /// golden: the failure of each shard with its images, the passes from both run records, and
  /// JUnit with every golden once. (shapes is in shard 2 of 2, gradients in shard 1.)
  @Test func reportMergesShardFolders() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    let screens = ["shapes", "gradients", "cards", "frame-getter"]
    #expect(GoldenShard.shard(of: "\(suite)/shapes", count: 2) == 2 && GoldenShard.shard(of: "\(suite)/gradients", count: 2) == 1)
    #expect(runPlumb(["record"] + screens + ["--goldens", goldens, "--device", small]).status == .success)
    let a = "\(goldens)/\(suite)/shapes.png", b = "\(goldens)/\(suite)/gradients.png"
    let da = try Data(contentsOf: URL(fileURLWithPath: a)), db = try Data(contentsOf: URL(fileURLWithPath: b))
    try da.write(to: URL(fileURLWithPath: b)); try db.write(to: URL(fileURLWithPath: a))
    for i in 1...2 {
      let r = runPlumb(["verify"] + screens + ["--goldens", goldens, "--artifacts", s.path("shard-\(i)"), "--device", small, "--shard", "\(i)/2"])
      #expect(r.status == .differences, "\(r.out)")
    }
    let r = runPlumb(["report", "--artifacts", s.path("shard-1"), "--artifacts", s.path("shard-2"), "--out", s.path("report"),
                      "--markdown", s.path("summary.md"), "--junit", s.path("junit.xml"), "--image-base-url", "https://example.com/r"])
    #expect(r.status == .success, "\(r.err)")
    #expect(r.out.contains("2 failed golden(s) in 2 artifacts folders"), "\(r.out)")
    let md = try String(contentsOfFile: s.path("summary.md"), encoding: .utf8)
    #expect(md.contains("**4 goldens**: 2 failed, 0 new, 0 removed, 2 passed."), "\(md)")
    #expect(md.contains("| `\(suite)/gradients` | failed |") && md.contains("| `\(suite)/shapes` | failed |"))
    #expect(md.contains("(https://example.com/r/\(suite)/shapes/diff.png)") && md.contains("(https://example.com/r/\(suite)/gradients/diff.png)"))
    for name in ["shapes", "gradients"] {
      for f in ["golden.png", "actual.png", "diff.png"] {
        #expect(FileManager.default.fileExists(atPath: s.path("report/\(suite)/\(name)/\(f)")), "\(name)/\(f)")
      }
    }
    let junit = try JUnitCases(contentsOf: s.path("junit.xml"))
    #expect(junit.testcases == screens.sorted().map { "\(suite).\($0)" })
    #expect(junit.failures == ["failed", "failed"])
  }

  /// The same golden with different results in two folders names the golden and both folders;
  /// the same files twice (a shard downloaded twice) are one golden.
  @Test func conflictingDuplicatesAreAnErrorIdenticalOnesAreNot() throws {
    let s = Scratch()
    try acceptableArtifact(in: s.path("x1"), suite: "S", name: "n", pixels: 1)
    try acceptableArtifact(in: s.path("x2"), suite: "S", name: "n", pixels: 2)
    let c = runPlumb(["report", "--artifacts", s.path("x1"), "--artifacts", s.path("x2"), "--out", s.path("r")])
    #expect(c.status == .failure)
    #expect(c.err.contains(s.path("x1")) && c.err.contains(s.path("x2")) && c.err.contains("S/n"), "\(c.err)")
    #expect(!FileManager.default.fileExists(atPath: s.path("r/index.html")))

    try FileManager.default.copyItem(atPath: s.path("x1"), toPath: s.path("x1-again"))
    let same = runPlumb(["report", "--artifacts", s.path("x1"), "--artifacts", s.path("x1-again"), "--out", s.path("r"),
                         "--markdown", s.path("m.md")])
    #expect(same.status == .success, "\(same.err)")
    #expect(same.out.hasPrefix("1 failed golden(s) in 2 artifacts folders"), "\(same.out)")
    #expect(try String(contentsOfFile: s.path("m.md"), encoding: .utf8).components(separatedBy: "| `S/n` |").count == 2)
  }

  /// Two run records that disagree about a golden (two shards verified it differently).
  @Test func conflictingRunRecordsAreAnError() throws {
    let s = Scratch()
    for (i, status) in [(1, GoldenVerdict.Status.passed), (2, .failed)] {
      let record = GoldenRunRecord(renderer: "r", shard: "\(i)/2", goldens: [GoldenVerdict(suite: "S", name: "n", status: status)])
      try FileManager.default.createDirectory(atPath: s.path("x\(i)"), withIntermediateDirectories: true)
      try JSONEncoder().encode(record).write(to: URL(fileURLWithPath: s.path("x\(i)/plumb-run-\(i)-of-2.json")))
    }
    let r = runPlumb(["report", "--artifacts", s.path("x1"), "--artifacts", s.path("x2"), "--out", s.path("r")])
    #expect(r.status == .failure)
    #expect(r.err.contains(s.path("x1")) && r.err.contains(s.path("x2")) && r.err.contains("S/n"), "\(r.err)")
  }

  /// Every folder is checked as a single one is: a mistyped second folder, an unsafe summary or
  /// a symbolic link in it are errors naming it, never a smaller all-clear report.
  @Test func everyFolderIsValidated() throws {
    let s = Scratch()
    try acceptableArtifact(in: s.path("x1"), suite: "S", name: "a")
    let missing = runPlumb(["report", "--artifacts", s.path("x1"), "--artifacts", s.path("x2-typo"), "--out", s.path("r")])
    #expect(missing.status == .failure && missing.err.contains(s.path("x2-typo")), "\(missing.err)")

    try acceptableArtifact(in: s.path("x3"), suite: "S", name: "b", summaryName: "../../escape")
    let unsafe = runPlumb(["report", "--artifacts", s.path("x1"), "--artifacts", s.path("x3"), "--out", s.path("r")])
    #expect(unsafe.status == .failure && unsafe.err.contains(s.path("x3")), "\(unsafe.err)")

    try acceptableArtifact(in: s.path("x4"), suite: "S", name: "c")
    let secret = try s.file("secret.txt", "hunter2")
    try FileManager.default.createSymbolicLink(atPath: s.path("x4/S/c/golden.png"), withDestinationPath: secret)
    let link = runPlumb(["report", "--artifacts", s.path("x1"), "--artifacts", s.path("x4"), "--out", s.path("r")])
    #expect(link.status == .failure && link.err.contains("symbolic link"), "\(link.err)")

    let inside = runPlumb(["report", "--artifacts", s.path("x1"), "--artifacts", s.path("x4"), "--out", s.path("x4/report")])
    #expect(inside.status == .failure && inside.err.contains("lie inside one another"), "\(inside.err)")
  }

  /// JUnit from the report: a failed golden is a failure whose message starts with its first
  /// layout sentence, a new one a failure of type `missing` (as `plumb verify --junit`), a golden
  /// no test used is skipped, a passed one a plain test case; the hostile title and sentence are
  /// escaped (the file parses and gives them back).
  @Test func junitHasOneCasePerGoldenAndEscapesEverything() throws {
    let s = Scratch()
    let hostile = "Label “</failure><testcase name=\"x\"/>” moved & 'left' ]]>\u{1}"
    try writeSummary(in: s.path("a"), name: "changed", layout: [hostile, "Badge moved 0 → 4 pt down"], status: .failed)
    try writeSummary(in: s.path("a"), name: "fresh", layout: [], status: .new)
    // A Goldens folder whose ledger says the run used `changed`, `fresh` and `kept`, not `old`.
    try s.png("Goldens/S/kept.png"); try s.png("Goldens/S/old.png"); try s.png("Goldens/S/changed.png")
    try s.file(".build/plumb-ledger/run.txt", "S/changed.png\nS/fresh.png\nS/kept.png\n")
    let r = runPlumb(["report", "--artifacts", s.path("a"), "--goldens", s.path("Goldens"), "--out", s.path("r"),
                      "--junit", s.path("junit.xml"), "--title", "PR <1> & \"x\"", "--markdown", s.path("m.md")])
    #expect(r.status == .success, "\(r.err)")
    let xml = try String(contentsOfFile: s.path("junit.xml"), encoding: .utf8)
    #expect(!xml.contains("<testcase name=\"x\"/>") && !xml.contains("\u{1}"))
    let cases = try JUnitCases(contentsOf: s.path("junit.xml"))
    #expect(cases.suitesName == "PR <1> & \"x\"")
    #expect(cases.testcases == ["S.changed", "S.fresh", "S.kept", "S.old"])
    #expect(cases.failures == ["failed", "missing"])
    #expect(cases.messages.first == hostile.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}") + " Badge moved 0 → 4 pt down")
    #expect(cases.messages.last?.hasPrefix("New golden S/fresh: no golden was recorded") == true)
    #expect(cases.skipped.count == 1 && cases.skipped[0].contains("No test of the run used this golden"))
    #expect(xml.contains("skipped=\"1\""))
    let md = try String(contentsOfFile: s.path("m.md"), encoding: .utf8)
    #expect(md.contains("**4 goldens**: 1 failed, 1 new, 1 removed, 1 passed."), "\(md)")
    #expect(md.contains("| `S/old` | removed |"))
  }

  /// A name that is not a safe golden name (it would become a path, and a test case name) is
  /// refused before anything is written.
  @Test func aHostileNameIsRefused() throws {
    let s = Scratch()
    try writeSummary(in: s.path("a"), name: "x\"><script>", layout: [], status: .failed, folder: "S/x")
    let r = runPlumb(["report", "--artifacts", s.path("a"), "--out", s.path("r"), "--junit", s.path("junit.xml")])
    #expect(r.status == .failure)
    #expect(r.err.contains("summary.json") && r.err.contains("x\"><script>"), "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: s.path("junit.xml")))
  }

  private func writeSummary(in artifacts: String, name: String, layout: [String], status: GoldenFailureSummary.Status,
                            folder: String? = nil) throws {
    let dir = "\(artifacts)/\(folder ?? "S/\(name)")"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let summary = GoldenFailureSummary(
      suite: "S", name: name, golden: "Goldens/S/\(name).png", differentPixels: 3, totalPixels: 48, largestDelta: 0.5,
      loosestPassingThreshold: nil, layoutChanges: layout, sizeMismatch: nil, goldenRenderer: nil,
      message: "Golden mismatch: Goldens/S/\(name).png", status: status)
    try JSONEncoder().encode(summary).write(to: URL(fileURLWithPath: "\(dir)/summary.json"))
  }
}
