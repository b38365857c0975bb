import Foundation
import Testing
@testable import PlumbCLI
#if canImport(Glibc)
import Glibc
#endif

/// Input folders and files the tool is pointed at may be missing, mistyped, the same as an
/// output, symlinks or FIFOs: each is a clear error (exit 2), never a silent pass or a hang.
@Suite struct InputFileSafetyTests {
  /// A mistyped artifacts folder once gave "Every golden matched" and exit 0.
  @Test func missingArtifactsFolderIsAnErrorNamingIt() throws {
    let s = Scratch()
    let r = runPlumb(["report", "--artifacts", s.path("artifcats"), "--out", s.path("report")])
    #expect(r.status == .failure)
    #expect(r.err.contains(s.path("artifcats")), "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: s.path("report/report.md")))
  }

  @Test func artifactsPathThatIsAFileIsAnError() throws {
    let s = Scratch()
    let file = try s.file("artifacts", "not a folder")
    let r = runPlumb(["report", "--artifacts", file, "--out", s.path("report")])
    #expect(r.status == .failure)
    #expect(r.err.contains(file), "\(r.err)")
  }

  /// A summary that is not valid JSON is a broken artifact, not a golden that matched.
  @Test func unreadableSummaryIsAnError() throws {
    let s = Scratch()
    let bad = try s.file("artifacts/S/n/summary.json", "{ not json")
    let r = runPlumb(["report", "--artifacts", s.path("artifacts"), "--out", s.path("report")])
    #expect(r.status == .failure)
    #expect(r.err.contains(bad), "\(r.err)")
  }

  /// An existing but empty artifacts folder once gave exit 0 and "Every golden matched": it
  /// holds no run record, so it is not a clean run's (a clean 'plumb verify' leaves plumb-run.json).
  @Test func emptyArtifactsFolderIsAnError() throws {
    let s = Scratch()
    try FileManager.default.createDirectory(atPath: s.path("artifacts"), withIntermediateDirectories: true)
    let r = runPlumb(["report", "--artifacts", s.path("artifacts"), "--out", s.path("report")])
    #expect(r.status == .failure, "\(r.err)")
    #expect(r.err.contains(s.path("artifacts")) && r.err.contains("no failure summary") && r.err.contains("(it is empty)"), "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: s.path("report/report.md")))
  }

  /// A foreign folder (files, but no summary and no run record) is an error too, naming an entry.
  @Test func foreignArtifactsFolderIsAnError() throws {
    let s = Scratch()
    try s.file("artifacts/notes.txt", "hello")
    try s.file("artifacts/S/n/actual.png", "x")
    let r = runPlumb(["report", "--artifacts", s.path("artifacts"), "--out", s.path("report")])
    #expect(r.status == .failure)
    #expect(r.err.contains("not the artifacts of a run") && r.err.contains("2 other entries"), "\(r.err)")
  }

  /// Entries a report does not read were once skipped without a word: a symlinked suite folder,
  /// a folder named as no golden can be, a folder without summary.json, a stray file.
  @Test func everySkippedEntryIsNamed() throws {
    let s = Scratch()
    let artifacts = s.path("artifacts")
    try s.artifact(in: artifacts, folder: "S/n", suite: "S", name: "n")
    try s.artifact(in: s.path("elsewhere"), folder: "T/m", suite: "T", name: "m")
    try FileManager.default.createSymbolicLink(atPath: "\(artifacts)/T", withDestinationPath: s.path("elsewhere/T"))
    try s.artifact(in: artifacts, folder: "bad name!/m", suite: "S", name: "m")
    try s.file("artifacts/Lonely/x/actual.png", "x")
    try s.file("artifacts/S/n/extra.txt", "x")
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", s.path("report")])
    #expect(r.status == .success, "\(r.err)")
    for (entry, reason) in [("T", "a symbolic link to"), ("bad name!", "not a safe golden name"), ("Lonely", "holds no summary.json"),
                            ("S/n/extra.txt", "not a file of a run's artifacts")] {
      #expect(r.err.contains("warning: skipped \(artifacts)/\(entry): \(reason)"), "\(entry): \(r.err)")
    }
    #expect(!r.err.contains("skipped \(artifacts)/S/n:"), "\(r.err)")
  }

  /// `report --goldens` lists the Goldens folder; entries whose names are not safe golden names
  /// were left out without a word. Each is named (escaped for the terminal), the good ones listed.
  @Test func reportGoldensNamesEverySkippedGoldenEntry() throws {
    let s = Scratch()
    let artifacts = s.path("artifacts")
    try s.artifact(in: artifacts, folder: "S/n", suite: "S", name: "n")
    try s.file("Goldens/S/good.png", "x")
    try s.file("Goldens/S/.hidden.png", "x")
    try s.file("Goldens/S/evil\u{1B}[31m.png", "x")
    try s.file("Goldens/.cache/a.png", "x")
    try s.file("Goldens/S/notes.txt", "x")
    let goldens = s.path("Goldens")
    let r = runPlumb(["report", "--artifacts", artifacts, "--goldens", goldens, "--out", s.path("report")])
    #expect(r.status == .success, "\(r.err)")
    for entry in ["S/.hidden.png", "S/evil\\u{1B}[31m.png", ".cache"] {
      #expect(r.err.contains("warning: skipped \(goldens)/\(entry): not a safe golden name"), "\(entry): \(r.err)")
    }
    #expect(!r.err.contains("\u{1B}"), "\(r.err)")
    #expect(!r.err.contains("good.png") && !r.err.contains("notes.txt"), "\(r.err)")
  }

  /// `--out X --artifacts X` once deleted each artifact before copying it onto itself.
  @Test func reportIntoItsOwnArtifactsFolderIsRefused() throws {
    let s = Scratch()
    let artifacts = s.path("artifacts")
    try s.artifact(in: artifacts, folder: "S/n", suite: "S", name: "n")
    for out in [artifacts, artifacts + "/", s.path("./artifacts/../artifacts")] {
      let r = runPlumb(["report", "--artifacts", artifacts, "--out", out])
      #expect(r.status == .failure, "\(out)")
      #expect(r.err.contains("same folder") || r.err.contains("inside"), "\(r.err)")
    }
    // Through a symlink to the same folder too.
    try FileManager.default.createSymbolicLink(atPath: s.path("link"), withDestinationPath: artifacts)
    #expect(runPlumb(["report", "--artifacts", artifacts, "--out", s.path("link")]).status == .failure)
    #expect(FileManager.default.fileExists(atPath: "\(artifacts)/S/n/golden.png"))
    #expect(FileManager.default.fileExists(atPath: "\(artifacts)/S/n/actual.png"))
  }

  /// `diff E A --out E` once overwrote the golden with the diff image.
  @Test func diffOutputOverAnInputIsRefused() throws {
    let s = Scratch()
    let e = try s.png("e.png", grey: 10), a = try s.png("a.png", grey: 250)
    let before = try Data(contentsOf: URL(fileURLWithPath: e))
    try FileManager.default.createSymbolicLink(atPath: s.path("e-link.png"), withDestinationPath: e)
    for out in [e, a, s.path("./e.png"), s.path("e-link.png")] {
      let r = runPlumb(["diff", e, a, "--out", out])
      #expect(r.status == .failure, "\(out)")
      #expect(r.err.contains("input"), "\(r.err)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: e)) == before)
  }

  /// A symlinked artifact (say to ~/.ssh/id_rsa) must not end up in an uploaded report.
  @Test func symlinkedArtifactsAreRefused() throws {
    let s = Scratch()
    let artifacts = s.path("artifacts"), out = s.path("report")
    try s.artifact(in: artifacts, folder: "S/n", suite: "S", name: "n")
    let secret = try s.file("secret.txt", "hunter2")
    try FileManager.default.removeItem(atPath: "\(artifacts)/S/n/golden.png")
    try FileManager.default.createSymbolicLink(atPath: "\(artifacts)/S/n/golden.png", withDestinationPath: secret)
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", out])
    #expect(r.status == .failure)
    #expect(r.err.contains("\(artifacts)/S/n/golden.png") && r.err.contains("symbolic link"), "\(r.err)")
    let copied = (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(out)/S/n/golden.png")) != nil
    #expect(!copied)
    #expect(!((try? String(contentsOfFile: "\(out)/S/n/golden.png", encoding: .utf8)) ?? "").contains("hunter2"))
  }

  /// `plumb diff` on a FIFO once blocked forever in open(2).
  @Test func diffOfAFIFOIsRefusedWithoutHanging() throws {
    let s = Scratch()
    let fifo = s.path("e.png"), a = try s.png("a.png")
    #expect(mkfifo(fifo, 0o644) == 0)
    let r = try runPlumbChild(["diff", fifo, a], hangGuard: 30)
    #expect(!r.hung, "plumb diff blocked on the FIFO")
    #expect(r.exitCode == 2)
    #expect(r.err.contains("not a regular file"), "\(r.err)")
  }

  /// The layout sidecar is read by verify too: a FIFO there is refused, not waited on.
  @Test func verifyWithAFIFOSidecarDoesNotHang() throws {
    let s = Scratch()
    let goldens = s.path("Goldens")
    #expect(runPlumb(["record", "frame-getter", "--goldens", goldens, "--device", "200x300"]).status == .success)
    let sidecar = "\(goldens)/Catalog-custom-200x300/frame-getter.layout.json"
    try FileManager.default.removeItem(atPath: sidecar)
    #expect(mkfifo(sidecar, 0o644) == 0)
    let r = try runPlumbChild(["verify", "frame-getter", "--goldens", goldens, "--device", "200x300",
                               "--artifacts", s.path("artifacts")], hangGuard: 60)
    #expect(!r.hung, "plumb verify blocked on the FIFO sidecar")
    #expect(r.exitCode == 1 || r.exitCode == 2)
    #expect(r.out.contains("not a regular file") || r.err.contains("not a regular file"), "\(r.out)\(r.err)")
  }
}
