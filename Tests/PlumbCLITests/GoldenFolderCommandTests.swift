import Foundation
import PlumbPNG
import Testing
@testable import PlumbCLI

/// A small screen keeps these end-to-end tests fast; its goldens go to Catalog-<device>.
private let small = "200x300"
private let suite = "Catalog-custom-200x300"

/// `plumb record` / `plumb verify` on a scratch Goldens folder, in-process and as real processes.
@Suite struct GoldenFolderCommandTests {
  let goldens: String
  init() throws {
    goldens = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-folder-\(UUID().uuidString)/Goldens").path
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
  }

  @Test func verifyFailsOnMissingThenRecordThenVerifyPasses() throws {
    let missing = runPlumb(["verify", "shapes", "--goldens", goldens, "--device", small])
    #expect(missing.status == .differences)
    #expect(missing.out.contains("No golden at \(goldens)/\(suite)/shapes.png (record mode: never)."))
    // The hint is the CLI's own command, not a `swift test` line that would record nothing.
    #expect(missing.out.contains("Record it locally with: plumb record --mode missing shapes"), "\(missing.out)")
    let record = runPlumb(["record", "shapes", "--goldens", goldens, "--device", small])
    #expect(record.status == .success)
    #expect(record.out.contains("1 golden(s): 0 matched, 1 recorded, 0 failed."))
    let verify = runPlumb(["verify", "shapes", "--goldens", goldens, "--device", small])
    #expect(verify.status == .success, "\(verify.out)")
    #expect(verify.err.contains("[1/1] \(suite)/shapes.png: ok"))
  }

  @Test func verifyReportsAChangedGolden() throws {
    _ = runPlumb(["record", "shapes", "gradients", "--goldens", goldens, "--device", small])
    // Swap two goldens: both now differ from their screens.
    let a = "\(goldens)/\(suite)/shapes.png", b = "\(goldens)/\(suite)/gradients.png"
    let da = try Data(contentsOf: URL(fileURLWithPath: a)), db = try Data(contentsOf: URL(fileURLWithPath: b))
    try da.write(to: URL(fileURLWithPath: b)); try db.write(to: URL(fileURLWithPath: a))
    let r = runPlumb(["verify", "--goldens", goldens, "shapes", "gradients", "--device", small])
    #expect(r.status == .differences)
    #expect(r.out.contains("Golden mismatch: \(a)"))
    #expect(r.out.contains("2 golden(s): 0 matched, 0 recorded, 2 failed."))
    #expect(r.out.contains("If the change is intended: plumb record --mode failed shapes"), "\(r.out)")
    #expect(!r.out.contains("swift test"))
  }

  /// Under `swift package plumb` (the plugin sets PLUMB_TOOL_NAME) the hint names the plugin command.
  @Test func recordHintNamesThePluginCommandUnderThePlugin() throws {
    let plumb = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plumb").path
    try #require(FileManager.default.isExecutableFile(atPath: plumb), "build the plumb executable first (swift build)")
    let p = Process(), out = Pipe()
    p.executableURL = URL(fileURLWithPath: plumb)
    p.arguments = ["verify", "shapes", "--goldens", goldens, "--device", small]
    p.environment = ProcessInfo.processInfo.environment.merging(["PLUMB_TOOL_NAME": "swift package plumb"]) { $1 }
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 1)
    #expect(text.contains("Record it locally with: swift package plumb record --mode missing shapes"), "\(text)")
  }

  @Test func unknownScreenIsAUsageError() {
    let r = runPlumb(["verify", "nope", "--goldens", goldens, "--device", small])
    #expect(r.status == .failure)
    #expect(r.err.contains("Unknown screen 'nope'."))
  }

  /// Two `plumb record` processes writing the same goldens at once: every golden ends up whole
  /// and valid, and no temporary file is left behind.
  @Test func parallelRecordingFromTwoProcessesIsSafe() throws {
    let plumb = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plumb").path
    try #require(FileManager.default.isExecutableFile(atPath: plumb), "build the plumb executable first (swift build)")
    let processes = (0..<2).map { _ -> Process in
      let p = Process()
      p.executableURL = URL(fileURLWithPath: plumb)
      p.arguments = ["record", "shapes", "cards", "--goldens", goldens, "--mode", "all", "--device", small]
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      return p
    }
    for p in processes { try p.run() }
    for p in processes { p.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/\(suite)").sorted()
    #expect(files == ["cards.png", "shapes.png"])
    for f in files {
      let image = try PNG.readFile("\(goldens)/\(suite)/\(f)")
      #expect(image.width == 600 && image.height == 900)
    }
    #expect(runPlumb(["verify", "shapes", "cards", "--goldens", goldens, "--device", small]).status == .success)
  }
}

@Suite struct ReportCommandTests {
  @Test func reportShowsFailedGoldensWithLayoutChangesAndImages() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-report-\(UUID().uuidString)").path
    let goldens = "\(root)/Goldens", artifacts = "\(root)/artifacts", out = "\(root)/report"
    _ = runPlumb(["record", "shapes", "gradients", "--goldens", goldens, "--device", small])
    let a = "\(goldens)/\(suite)/shapes.png", b = "\(goldens)/\(suite)/gradients.png"
    let da = try Data(contentsOf: URL(fileURLWithPath: a)), db = try Data(contentsOf: URL(fileURLWithPath: b))
    try da.write(to: URL(fileURLWithPath: b)); try db.write(to: URL(fileURLWithPath: a))
    #expect(runPlumb(["verify", "shapes", "gradients", "--goldens", goldens, "--artifacts", artifacts, "--device", small]).status == .differences)

    let r = runPlumb(["report", "--artifacts", artifacts, "--out", out, "--title", "PR #12 <goldens>"])
    #expect(r.status == .success)
    #expect(r.out.contains("2 failed golden(s); report written to \(out)/index.html"))
    let html = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
    #expect(html.contains("<title>PR #12 &lt;goldens&gt;</title>"))
    #expect(html.contains("\(suite)/shapes") && html.contains("\(suite)/gradients"))
    #expect(html.contains("\"diff\":\"\(suite)/shapes/diff.png\""), "the page's data names the copied diff")
    let md = try String(contentsOfFile: "\(out)/report.md", encoding: .utf8)
    #expect(md.contains("**2 goldens**: 2 failed, 0 new, 0 removed, 0 passed."), "\(md)")
    #expect(md.contains("| `\(suite)/gradients` |"))
    for f in ["golden.png", "actual.png", "diff.png"] {
      #expect(FileManager.default.fileExists(atPath: "\(out)/\(suite)/shapes/\(f)"))
    }
  }

  /// A clean verify run leaves an empty artifacts folder, and its report is an all-clear.
  @Test func cleanRunGivesAnAllClearReport() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-report-\(UUID().uuidString)").path
    let goldens = "\(root)/Goldens", artifacts = "\(root)/artifacts", out = "\(root)/report"
    _ = runPlumb(["record", "shapes", "--goldens", goldens, "--device", small])
    #expect(runPlumb(["verify", "shapes", "--goldens", goldens, "--artifacts", artifacts, "--device", small]).status == .success)
    let r = runPlumb(["report", "--artifacts", artifacts, "--out", out])
    #expect(r.status == .success, "\(r.err)")
    #expect(try String(contentsOfFile: "\(out)/report.md", encoding: .utf8).contains("Every golden matched."))
  }
}
