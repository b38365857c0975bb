import Foundation
import Testing
@testable import PlumbGoldens

/// The ledger grows with every filtered run (and a fork's uploaded ledger may be anything), so
/// reading it must stay linear in its size and bounded in memory: a 200 MB ledger once took
/// 110 s. Here a generated ledger of 46 MB (400,000 lines over 2,000 goldens, many runs' worth,
/// with hostile lines mixed in, 8,000 of them 4 KB long) must be read well within the time the
/// old reader took for a third of it.
@Suite struct GoldenLedgerScaleTests {
  static func makeLedger(lines: Int, in dir: String) throws {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    var text = ""
    text.reserveCapacity(lines * 120)
    var normal = 0
    for i in 0..<lines {
      switch i % 50 {
      case 7: text += "../../etc/passwd\n"
      case 13: text += "/abs/S/x.png\n"
      case 21: text += String(repeating: "x/", count: 2000) + "long.png\n"
      default:
        text += "Suite\(normal % 40)/screen-number-\(normal % 2000).dark.png\n"
        normal += 1
      }
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: "\(dir)/\(lines).txt"))
  }

  @Test func aLargeLedgerIsReadInLinearTimeAndHostileLinesAreDropped() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ledger-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.makeLedger(lines: 400_000, in: dir)
    let start = Date()
    let used = GoldenLedger.touched(ledgers: [dir])
    let seconds = Date().timeIntervalSince(start)
    #expect(used.count == 2000, "\(used.count)")
    #expect(!used.contains("../../etc/passwd") && !used.contains("/abs/S/x.png"))
    #expect(!used.contains { $0.hasSuffix("long.png") }, "a line longer than any golden path is dropped")
    // Measured on the shared 2-core debug build: the old reader (whole file as one String, split
    // per line and per '/') took 7.1 s for a 16 MB ledger of this shape; the new one reads this
    // 46 MB one in under a second (and a 200 MB ledger in 3.6 s at a 36 MB peak, `plumb orphans`; old: 52 s, 484 MB).
    // The bound leaves room for a loaded machine.
    #expect(seconds < 10, "reading a 46 MB ledger took \(seconds) s")
  }
}
