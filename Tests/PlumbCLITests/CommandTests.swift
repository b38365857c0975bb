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
