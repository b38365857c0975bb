import Foundation
import PlumbCatalog
import Testing
@testable import PlumbCLI

@Suite struct CommandTests {
  @Test func topLevelHelpListsEveryCommand() {
    let r = runPlumb(["--help"])
    #expect(r.status == .success)
    for c in PlumbCLI.commands { #expect(r.out.contains("  \(c.spec.name)")) }
  }

  @Test func noArgumentsPrintsHelpAndFails() {
    let r = runPlumb([])
    #expect(r.status == .failure)
    #expect(r.out.contains("SUBCOMMANDS:"))
  }

  @Test func unknownCommandSuggestsTheNearestOne() {
    let r = runPlumb(["lsit"])
    #expect(r.status == .failure)
    #expect(r.err.contains("Error: Unknown command 'lsit'. Did you mean 'list'?"))
  }

  @Test func everyCommandHasHelp() {
    for c in PlumbCLI.commands {
      let r = runPlumb([c.spec.name, "--help"])
      #expect(r.status == .success)
      #expect(r.out.hasPrefix("OVERVIEW: \(c.spec.abstract)"))
      #expect(r.out.contains("USAGE: plumb \(c.spec.name)"))
    }
  }

  @Test func listPrintsScreensAndDevices() {
    let screens = runPlumb(["list"])
    #expect(screens.status == .success)
    for s in Catalog.screens { #expect(screens.out.contains(s.name)) }
    let devices = runPlumb(["list", "--devices"])
    #expect(devices.out.contains("iphone14                  390×844 @3x  safe area top 47 leading 0 bottom 34"))
    #expect(devices.out.contains("iphonese3"))
  }

}

@Suite struct OrphansCommandTests {
  @Test func listsGoldensTheLedgerDoesNotMention() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-orphans-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let goldens = root.appendingPathComponent("Goldens")
    try FileManager.default.createDirectory(at: goldens.appendingPathComponent("Home"), withIntermediateDirectories: true)
    for name in ["Home/used.png", "Home/old.png"] {
      try Data([1]).write(to: goldens.appendingPathComponent(name))
    }
    // No ledger yet: refuse rather than call everything an orphan.
    let before = runPlumb(["orphans", "--goldens", goldens.path])
    #expect(before.status == .failure)
    #expect(before.err.contains("is empty: run the whole suite"))

    let ledger = root.appendingPathComponent(".build/plumb-ledger")
    try FileManager.default.createDirectory(at: ledger, withIntermediateDirectories: true)
    try Data("Home/used.png\n".utf8).write(to: ledger.appendingPathComponent("123.txt"))
    let after = runPlumb(["orphans", "--goldens", goldens.path])
    #expect(after.status == .differences)
    #expect(after.out.contains("1 golden(s) no test used in the last full run:"))
    #expect(after.out.contains("Home/old.png") && !after.out.contains("Home/used.png"))
  }

  @Test func missingFolderIsAClearError() {
    let r = runPlumb(["orphans", "--goldens", "/no/such/Goldens"])
    #expect(r.status == .failure)
    #expect(r.err.contains("No Goldens folder at /no/such/Goldens."))
  }
}
