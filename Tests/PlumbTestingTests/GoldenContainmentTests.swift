import Foundation
import PlumbGraphics
import Testing
@testable import PlumbGoldens

/// A golden, a sidecar or a suite folder committed as a symbolic link out of the Goldens folder
/// is refused, naming the path: it is neither read (its pixels would pass or fail for a file of
/// elsewhere) nor written through (recording would replace a file outside the folder).
@Suite struct GoldenContainmentTests {
  let base = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-contained-\(UUID().uuidString)").path
  var goldens: String { "\(base)/pkg/Goldens" }
  var outside: String { "\(base)/outside" }

  init() throws {
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
  }

  func image() -> Rendering { Rendering(image: RGBAImage(width: 4, height: 4, fill: (10, 20, 30, 255)), layout: nil, scale: 1) }

  @Test func aSymlinkedSuiteFolderIsNeitherReadNorWritten() throws {
    try FileManager.default.createSymbolicLink(atPath: "\(goldens)/Cards", withDestinationPath: outside)
    let f = verifyGolden(of: { image() }, named: "card", record: .all, goldensDirectory: goldens, suite: "Cards")
    #expect(f?.kind == .unreadableGolden)
    #expect(f?.message.contains("\(goldens)/Cards/card.png") == true && f?.message.contains("outside the Goldens folder") == true, "\(f?.message ?? "")")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
  }

  @Test func aSymlinkedGoldenOutsideIsNotRead() throws {
    try FileManager.default.createDirectory(atPath: "\(goldens)/Cards", withIntermediateDirectories: true)
    // Record the real golden outside, then link it in: its pixels match, yet it must not pass.
    let elsewhere = "\(outside)/Goldens"
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    _ = verifyGolden(of: { image() }, named: "card", record: .missing, goldensDirectory: elsewhere, suite: "Cards")
    try FileManager.default.createSymbolicLink(atPath: "\(goldens)/Cards/card.png", withDestinationPath: "\(elsewhere)/Cards/card.png")
    let f = verifyGolden(of: { image() }, named: "card", record: .never, goldensDirectory: goldens, suite: "Cards")
    #expect(f?.kind == .unreadableGolden, "\(f?.message ?? "passed")")
  }

  @Test func aSymlinkInsideTheGoldensFolderIsFollowed() throws {
    _ = verifyGolden(of: { image() }, named: "card", record: .missing, goldensDirectory: goldens, suite: "Real")
    try FileManager.default.createSymbolicLink(atPath: "\(goldens)/Cards", withDestinationPath: "\(goldens)/Real")
    #expect(verifyGolden(of: { image() }, named: "card", record: .never, goldensDirectory: goldens, suite: "Cards") == nil)
  }

  @Test func theListingNamesLinksItDoesNotFollow() throws {
    try FileManager.default.createDirectory(atPath: "\(goldens)/S", withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: "\(goldens)/S/a.png"))
    try Data().write(to: URL(fileURLWithPath: "\(outside)/secret.png"))
    try FileManager.default.createSymbolicLink(atPath: "\(goldens)/Out", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(atPath: "\(goldens)/S/b.png", withDestinationPath: "\(outside)/secret.png")
    try FileManager.default.createSymbolicLink(atPath: "\(goldens)/S/c.png", withDestinationPath: "\(goldens)/S/a.png")
    let listing = GoldenFolderListing(goldens: goldens)
    #expect(listing.files == ["S/a.png", "S/c.png"])
    #expect(listing.skipped.map(\.path) == ["Out", "S/b.png"])
    #expect(listing.skipped.allSatisfy { $0.reason.contains("symbolic link") })
  }
}
