import Foundation
import PlumbCLI
import PlumbUI
import Testing

/// `plumb untranslated --locale de` names, under each screen, the keys its German table lacks,
/// and exits 1; with every key translated it exits 0 (docs/localization.md).
@Suite struct UntranslatedCommandTests {
  /// A bundle folder with an English and a German `Shop.strings`; German lacks "checkout".
  static func makeBundle() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-untranslated-\(UUID().uuidString).bundle")
    for (language, body) in [("en", "\"cart\" = \"Cart\";\n\"checkout\" = \"Checkout\";\n"),
                             ("de", "\"cart\" = \"Warenkorb\";\n")] {
      let folder = root.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try body.write(to: folder.appendingPathComponent("Shop.strings"), atomically: true, encoding: .utf8)
    }
    return root.path
  }

  @Test func listsTheKeysALanguageLacks() throws {
    let path = try Self.makeBundle()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bundle = try #require(Bundle(path: path))
    let screens = ScreenSet(screens: [
      Screen.view("cart") { Text("cart", tableName: "Shop", bundle: bundle) },
      Screen.view("checkout") { VStack { Text("cart", tableName: "Shop", bundle: bundle); Text("checkout", tableName: "Shop", bundle: bundle) } },
    ], suite: "Shop")
    final class Box: @unchecked Sendable { var out = ""; var err = "" }
    let box = Box()
    let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
    let status = PlumbCLI.run(["untranslated", "--locale", "de"], screens: screens, console: console)
    #expect(status == .differences, "\(box.out)\(box.err)")
    let lines = box.out.split(separator: "\n").map(String.init)
    #expect(!lines.contains("cart"), "the translated screen is not listed: \(lines)")
    let at = try #require(lines.firstIndex(of: "checkout"), "\(lines)")
    #expect(lines[at + 1].contains("\"checkout\"") && lines[at + 1].contains("de") && lines[at + 1].contains("Shop"), "\(lines)")
    #expect(lines.last == "1 untranslated string(s).")

    let english = PlumbCLI.run(["untranslated", "--locale", "en", "cart"], screens: screens, console: console)
    #expect(english == .success)
    let missing = PlumbCLI.run(["untranslated"], screens: screens, console: console)
    #expect(missing == .failure, "without --locale it says what it needs")
  }
}
