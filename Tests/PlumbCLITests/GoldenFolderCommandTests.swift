import Foundation
import PlumbPNG
import Testing
@testable import PlumbCLI

/// `plumb record` / `plumb verify` on a scratch Goldens folder, in-process and as real processes.
@Suite struct GoldenFolderCommandTests {
  let goldens: String
  init() throws {
    goldens = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-folder-\(UUID().uuidString)/Goldens").path
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
  }

  @Test func verifyFailsOnMissingThenRecordThenVerifyPasses() throws {
    let missing = runPlumb(["verify", "shapes", "--goldens", goldens])
    #expect(missing.status == .differences)
    #expect(missing.out.contains("No golden at \(goldens)/Catalog/shapes.png (record mode: never)."))
    let record = runPlumb(["record", "shapes", "--goldens", goldens])
    #expect(record.status == .success)
    #expect(record.out.contains("1 golden(s): 0 matched, 1 recorded, 0 failed."))
    let verify = runPlumb(["verify", "shapes", "--goldens", goldens])
    #expect(verify.status == .success, "\(verify.out)")
    #expect(verify.err.contains("[1/1] Catalog/shapes.png: ok"))
  }

  @Test func verifyReportsAChangedGolden() throws {
    _ = runPlumb(["record", "shapes", "gradients", "--goldens", goldens])
    // Swap two goldens: both now differ from their screens.
    let a = "\(goldens)/Catalog/shapes.png", b = "\(goldens)/Catalog/gradients.png"
    let da = try Data(contentsOf: URL(fileURLWithPath: a)), db = try Data(contentsOf: URL(fileURLWithPath: b))
    try da.write(to: URL(fileURLWithPath: b)); try db.write(to: URL(fileURLWithPath: a))
    let r = runPlumb(["verify", "--goldens", goldens, "shapes", "gradients"])
    #expect(r.status == .differences)
    #expect(r.out.contains("Golden mismatch: \(a)"))
    #expect(r.out.contains("2 golden(s): 0 matched, 0 recorded, 2 failed."))
  }

  @Test func unknownScreenIsAUsageError() {
    let r = runPlumb(["verify", "nope", "--goldens", goldens])
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
      p.arguments = ["record", "shapes", "cards", "--goldens", goldens, "--mode", "all"]
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      return p
    }
    for p in processes { try p.run() }
    for p in processes { p.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let files = try FileManager.default.contentsOfDirectory(atPath: "\(goldens)/Catalog").sorted()
    #expect(files == ["cards.png", "shapes.png"])
    for f in files {
      let image = try PNG.readFile("\(goldens)/Catalog/\(f)")
      #expect(image.width == 1170 && image.height == 2532)
    }
    #expect(runPlumb(["verify", "shapes", "cards", "--goldens", goldens]).status == .success)
  }
}
