import Foundation
import Testing
@testable import PlumbCLI

/// `summary.json` comes from a test run that may be hostile (a fork's CI): its `suite` and `name`
/// must never make `plumb report` read, delete or write outside the artifacts and report folders.
@Suite struct ReportPathSafetyTests {
  /// `suite: ".."` and `name: "victim"` once pointed both the copy's source and its destination
  /// at `<root>/victim`: the report deleted `<root>/victim/golden.png` and then failed.
  @Test func dotDotInSuiteNeitherDeletesNorWritesOutside() throws {
    let s = Scratch()
    let victim = try s.png("victim/golden.png")
    let artifacts = s.path("artifacts"), out = s.path("report")
    try s.artifact(in: artifacts, folder: "evil", suite: "..", name: "victim", images: false)
    let before = s.listing()
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", out])
    #expect(r.status == .failure)
    #expect(r.err.contains("'..'"), "\(r.err)")
    #expect(r.err.contains("\(artifacts)/evil/summary.json"), "\(r.err)")
    #expect(FileManager.default.fileExists(atPath: victim))
    // Nothing new anywhere outside the report folder.
    #expect(s.listing().filter { !$0.hasPrefix("report") } == before)
  }

  /// A name with path separators would write `../../escaped/x` beside the scratch folder.
  @Test func separatorsInNameAreRefused() throws {
    let s = Scratch()
    let artifacts = s.path("a/b"), out = s.path("o/p")
    try s.artifact(in: artifacts, folder: "x", suite: "S", name: "../../../escaped")
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", out])
    #expect(r.status == .failure)
    #expect(r.err.contains("path separator"), "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: s.path("escaped")))
    #expect(!FileManager.default.fileExists(atPath: s.path("a/escaped")))
  }

  /// Names that are fine pass, and the report's files stay inside the report folder.
  @Test func safeNamesStillMakeAReport() throws {
    let s = Scratch()
    let artifacts = s.path("artifacts"), out = s.path("report")
    try s.artifact(in: artifacts, folder: "Catalog/home.dark", suite: "Catalog", name: "home.dark")
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", out])
    #expect(r.status == .success, "\(r.err)")
    #expect(s.listing(out) == ["Catalog", "Catalog/home.dark", "Catalog/home.dark/actual.png",
                               "Catalog/home.dark/diff.png", "Catalog/home.dark/golden.png", "index.html", "report.md"])
  }
}
