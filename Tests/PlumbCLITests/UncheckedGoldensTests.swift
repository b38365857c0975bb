import Foundation
import PlumbCLI
import PlumbGoldens
import PlumbUI
import Testing

/// `plumb verify` says which goldens in the folders it checked it did not check, and why
/// (variants of other traits, goldens of no screen), instead of a bare all-clear.
@Suite struct UncheckedGoldensTests {
  func run(_ args: [String], _ screens: ScreenSet, settings: PlumbSettings? = nil) -> (code: Int32, out: String) {
    final class Box: @unchecked Sendable { var out = "" }
    let box = Box()
    let console = Console(out: { box.out += $0 }, err: { _ in })
    return (PlumbCLI.run(args, screens: screens, settings: settings, console: console).code, box.out)
  }

  @Test func variantAndOrphanGoldensBesideTheRunAreNamed() throws {
    let screens = ScreenSet(screens: [Screen.view("home") { Text("Home") }, Screen.view("home.card") { Text("Card") }],
                            suite: "Unchecked")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-unchecked-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let common = ["--goldens", dir + "/G", "--artifacts", dir + "/A", "--jobs", "1"]
    #expect(run(["record"] + common, screens).code == 0)
    // Every golden in the folder checked: no note.
    let clean = run(["verify"] + common, screens)
    #expect(clean.code == 0)
    #expect(!clean.out.contains("Not checked"), "\(clean.out)")
    #expect(run(["record", "--appearance", "dark"] + common, screens).code == 0)
    try Data().write(to: URL(fileURLWithPath: dir + "/G/Unchecked/gone\u{1B}[31m.png"))
    let light = run(["verify"] + common, screens)
    #expect(light.code == 0)
    #expect(light.out.contains("Not checked: 3 golden(s) in Unchecked/: 2 variant golden(s) (.dark ×2)"), "\(light.out)")
    #expect(light.out.contains("1 golden(s) of no screen (gone\\u{1B}[31m.png): see plumb orphans"), "\(light.out)")
    // Naming screens checks only those: no note about the rest.
    #expect(!run(["verify", "home"] + common, screens).out.contains("Not checked"))
    // plumb.json's variants: the runs together checked the dark goldens, so only the orphan is left.
    var settings = PlumbSettings()
    settings.appearances = ["light", "dark"]
    let both = run(["verify"] + common, screens, settings: settings)
    #expect(both.out.components(separatedBy: "Not checked").count == 2, "\(both.out)")
    #expect(both.out.contains("Not checked: 1 golden(s) in Unchecked/: 1 golden(s) of no screen"), "\(both.out)")
  }
}
