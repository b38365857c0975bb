import Foundation
import PlumbCLI
import PlumbUI
import Testing

/// `plumb record`/`verify` print each screen's render warnings under that screen's line, in
/// screen order whatever `--jobs` is, once per run (docs/ci.md, "Warnings").
@Suite struct ScreenWarningTests {
  @Test(arguments: [1, 2])
  func warningsFollowTheScreenThatRaisedThem(jobs: Int) throws {
    let screens = ScreenSet(screens: [
      Screen.view("plain") { Text("Plain") },
      Screen.view("imaged") { Text("Star ") + Text(Image(systemName: "star")) },
      Screen.view("plain2") { Text("Plain too") },
      Screen.view("imaged2") { Text("Star too ") + Text(Image(systemName: "star")) },
      Screen.view("condensed") { Text("Narrow").font(.system(size: 12).width(.condensed)) },
    ], suite: "Warned")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-warned-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    final class Box: @unchecked Sendable { var out = ""; var err = "" }
    let box = Box()
    let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
    let status = PlumbCLI.run(["record", "--goldens", dir + "/G", "--artifacts", dir + "/A", "--jobs", "\(jobs)"],
                              screens: screens, console: console)
    #expect(status == .success, "\(box.err)")
    let lines = box.err.split(separator: "\n").map(String.init)
    func index(_ prefix: String) -> Int? { lines.firstIndex { $0.hasPrefix(prefix) } }
    let imaged = try #require(index("[2/5] Warned/imaged.png"))
    let plain2 = try #require(index("[3/5] Warned/plain2.png"))
    let condensed = try #require(index("[5/5] Warned/condensed.png"))
    // The inline-image warning sits under the screen that drew one, and is not repeated for the next one.
    let inline = lines.indices.filter { lines[$0].hasPrefix("  warning:") && lines[$0].contains("inline") }
    #expect(inline == [imaged + 1], "\(lines)")
    #expect(lines[plain2 + 1].hasPrefix("[4/5]"))
    #expect(lines.indices.contains(condensed + 1) && lines[condensed + 1].hasPrefix("  warning:") && lines[condensed + 1].contains("width"),
            "\(lines)")
  }
}
