import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbPNG
import Testing
@testable import PlumbCLI

/// Renames keep their history: a new golden with an orphan's pixels prints the `git mv`, and
/// `plumb orphans` lists sidecars with their PNGs and merges the ledgers of sharded runs.
@Suite struct RenameAndOrphanTests {
  private func rendering(_ grey: UInt8) -> Rendering {
    Rendering(image: RGBAImage(width: 6, height: 4, fill: (grey, grey, grey, 255)), layout: nil, scale: 1)
  }

  @Test func aRecordedGoldenWithAnOrphansPixelsPrintsTheGitMove() throws {
    let scratch = Scratch()
    let goldens = scratch.path("Goldens")
    let ledger = GoldenLedger.directory(forGoldens: goldens)
    #expect(verifyGolden(of: { rendering(90) }, named: "loginScreen", record: .missing, goldensDirectory: goldens,
                         suite: "Login")?.kind == .recorded)
    // The next run (a fresh ledger) renames the test: the old golden is no longer used.
    try FileManager.default.removeItem(atPath: ledger)
    let renamed = verifyGolden(of: { rendering(90) }, named: "signInScreen", record: .missing, goldensDirectory: goldens,
                               suite: "Login")
    #expect(renamed?.kind == .recorded)
    let message = try #require(renamed?.message)
    #expect(message.contains("same pixels as Login/loginScreen.png"), "\(message)")
    #expect(message.contains("git mv -f \(goldens)/Login/loginScreen.png \(goldens)/Login/signInScreen.png"))
    // A golden with other pixels gets no hint; neither does one whose twin is still used.
    let other = verifyGolden(of: { rendering(10) }, named: "other", record: .missing, goldensDirectory: goldens, suite: "Login")
    #expect(other?.message.contains("git mv") == false)
    let twin = verifyGolden(of: { rendering(90) }, named: "twin", record: .missing, goldensDirectory: goldens, suite: "Login")
    #expect(twin?.message.contains("git mv -f \(goldens)/Login/signInScreen.png") == false, "signInScreen is in use")
  }

  @Test func orphansListsSidecarsRenamesAndMergesShardLedgers() throws {
    let scratch = Scratch()
    try scratch.png("Goldens/S/old.png", grey: 50)
    try scratch.file("Goldens/S/old.layout.json", "{}")
    // PNGs written by the codec carry their pixel hash; same pixels as old.png.
    try PNG.writeFile(PNG.encode(RGBAImage(width: 8, height: 6, fill: (50, 50, 50, 255))), to: scratch.path("Goldens/S/new.png"))
    try PNG.writeFile(PNG.encode(RGBAImage(width: 8, height: 6, fill: (50, 50, 50, 255))), to: scratch.path("Goldens/S/old.png"))
    try scratch.png("Goldens/S/kept.png", grey: 70)
    try scratch.file("Goldens/S/lost.layout.json", "{}")
    try scratch.file("shard1/ledger/1.txt", "S/new.png\n../../etc/passwd\n")
    try scratch.file("shard2/ledger/7.txt", "S/kept.png\n")
    let r = runPlumb(["orphans", "--goldens", scratch.path("Goldens"),
                      "--ledger", scratch.path("shard1/ledger"), "--ledger", scratch.path("shard2/ledger")])
    #expect(r.status == .differences, "\(r.err)")
    #expect(r.out.contains("1 golden(s) no test used"), "\(r.out)")
    #expect(r.out.contains("S/old.png  (+ \(scratch.path("Goldens"))/S/old.layout.json)"))
    #expect(r.out.contains("same pixels as \(scratch.path("Goldens"))/S/new.png"))
    #expect(r.out.contains("git mv -f"))
    #expect(r.out.contains("1 layout sidecar(s) with no PNG beside them:"))
    #expect(r.out.contains("S/lost.layout.json"))
    #expect(!r.out.contains("kept.png"), "used in shard 2")
    // One shard alone sees kept.png as an orphan: the merge matters.
    let one = runPlumb(["orphans", "--goldens", scratch.path("Goldens"), "--ledger", scratch.path("shard1/ledger")])
    #expect(one.out.contains("S/kept.png"))
    let missing = runPlumb(["orphans", "--goldens", scratch.path("Goldens"), "--ledger", scratch.path("nope")])
    #expect(missing.status == .failure)
    #expect(missing.err.contains("No ledger folder at"))
  }
}
