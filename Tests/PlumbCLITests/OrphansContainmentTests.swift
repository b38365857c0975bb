import Foundation
import Testing
@testable import PlumbCLI

/// `plumb orphans` lists the Goldens folder without leaving it: a committed symbolic link to a
/// folder elsewhere is not followed (its PNGs were listed as orphans, and their pixels read for
/// rename hints), and the link is named on stderr.
@Suite struct OrphansContainmentTests {
  @Test func aSymlinkedFolderOutOfGoldensIsNotFollowedAndIsNamed() throws {
    let s = Scratch()
    try s.png("Goldens/S/used.png")
    try s.png("outside/Stolen/secret.png", grey: 10)
    try FileManager.default.createSymbolicLink(atPath: s.path("Goldens/Stolen"), withDestinationPath: s.path("outside/Stolen"))
    try s.file("ledger/1.txt", "S/used.png\n")
    let r = runPlumb(["orphans", "--goldens", s.path("Goldens"), "--ledger", s.path("ledger")])
    #expect(r.status == .success, "\(r.out)\(r.err)")
    #expect(!r.out.contains("secret.png"), "\(r.out)")
    #expect(r.err.contains("skipped \(s.path("Goldens"))/Stolen") && r.err.contains("not followed"), "\(r.err)")
  }
}
