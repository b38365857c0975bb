import Foundation
import Testing
@testable import PlumbGoldens

/// Each test process adds a ledger file, so filtered runs used to grow the folder without end.
/// A process writes each golden once, and merges the files of ended processes when the folder
/// holds more than `GoldenLedger.maxFiles`, keeping every line and any running process's file.
@Suite struct GoldenLedgerBoundTests {
  /// A package folder with a Goldens folder, so the ledger is `<package>/.build/plumb-ledger`.
  static func package() throws -> (goldens: String, ledger: String, remove: () -> Void) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ledger-bound-\(UUID().uuidString)").path
    let goldens = "\(root)/Goldens"
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    return (goldens, GoldenLedger.directory(forGoldens: goldens), { try? FileManager.default.removeItem(atPath: root) })
  }

  static func files(_ dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".txt") }.sorted()
  }

  @Test func aGoldenIsWrittenOncePerProcess() throws {
    let (goldens, ledger, remove) = try Self.package()
    defer { remove() }
    for _ in 0..<500 { GoldenLedger.touch("S/a.png", goldens: goldens) }
    GoldenLedger.touch("S/b.png", goldens: goldens)
    let own = "\(ledger)/\(ProcessInfo.processInfo.processIdentifier).txt"
    #expect(try String(contentsOfFile: own, encoding: .utf8) == "S/a.png\nS/b.png\n")
    // Cleared (as scripts/test.sh clears it), the next touch writes the line again.
    try FileManager.default.removeItem(atPath: own)
    GoldenLedger.touch("S/a.png", goldens: goldens)
    #expect(try String(contentsOfFile: own, encoding: .utf8) == "S/a.png\n")
  }

  @Test func endedProcessesFilesAreMergedAndNothingIsLost() throws {
    let (goldens, ledger, remove) = try Self.package()
    defer { remove() }
    try FileManager.default.createDirectory(atPath: ledger, withIntermediateDirectories: true)
    // 40 files of processes that have ended (pids above Linux's largest), each with two goldens,
    // one shared with every other file.
    for i in 0..<40 {
      try Data("Shared/all.png\nS/only-\(i).png\n".utf8).write(to: URL(fileURLWithPath: "\(ledger)/\(5_000_000 + i).txt"))
    }
    // A running process's file (this process's parent) is never merged away.
    let live = "\(ledger)/\(getppid()).txt"
    try Data("Live/running.png\n".utf8).write(to: URL(fileURLWithPath: live))
    let before = GoldenLedger.touched(ledgers: [ledger])
    #expect(before.count == 42)

    GoldenLedger.touch("S/new.png", goldens: goldens)

    let after = Self.files(ledger)
    #expect(after.count == 3, "\(after)")  // the merge, the live file, this process's own
    #expect(after.contains("\(getppid()).txt") && after.contains("\(ProcessInfo.processInfo.processIdentifier).txt"))
    #expect(after.contains { $0.hasPrefix("merged-") })
    #expect(GoldenLedger.touched(ledgers: [ledger]) == before.union(["S/new.png"]))
    #expect(!FileManager.default.fileExists(atPath: "\(ledger)/.merging-\(ProcessInfo.processInfo.processIdentifier)"))
  }

  @Test func aFolderUnderTheLimitIsLeftAsItIs() throws {
    let (goldens, ledger, remove) = try Self.package()
    defer { remove() }
    try FileManager.default.createDirectory(atPath: ledger, withIntermediateDirectories: true)
    for i in 0..<(GoldenLedger.maxFiles - 2) {
      try Data("S/\(i).png\n".utf8).write(to: URL(fileURLWithPath: "\(ledger)/\(5_000_000 + i).txt"))
    }
    GoldenLedger.touch("S/new.png", goldens: goldens)
    #expect(Self.files(ledger).count == GoldenLedger.maxFiles - 1)
  }
}
