import Foundation
import PlumbGraphics
@testable import PlumbUI
import Testing

/// `.strings`, `.stringsdict` and `.xcstrings` files as written, and hostile ones refused with
/// a reason naming the file (docs/localization.md).
@Suite struct LocalizationFileTests {
  @Test func stringsFileGrammar() throws {
    let text = """
      /* A comment */ "a" = "A";
      // a line comment
      "esc" = "tab\\there \\"quoted\\" back\\\\slash\\nnew \\U00E9\\UD83D\\UDE00";
      bare_word = "value";
      "same";
      """
    let entries = try StringsFileParser.entries(in: Data(text.utf8))
    #expect(entries == ["a": "A", "esc": "tab\there \"quoted\" back\\slash\nnew é😀", "bare_word": "value", "same": "same"])
    var utf16 = Data([0xFF, 0xFE])
    utf16.append("\"k\" = \"Grüße\";".data(using: .utf16LittleEndian)!)
    #expect(try StringsFileParser.entries(in: utf16) == ["k": "Grüße"])
  }

  @Test(arguments: [("\"a\" = \"A\"\n\"b\" = \"B\";", "line 2: expected ';'"), ("\"a\" = \"A;", "line 1: a quoted string is never closed"),
                    ("/* open", "line 1: a /* comment is never closed"), ("\"a\" = ;", "line 1: expected a string")])
  func malformedStringsNameTheLine(text: String, reason: String) {
    #expect { try StringsFileParser.entries(in: Data(text.utf8)) } throws: { error in
      (error as? StringsFileParser.ParseError)?.reason.hasPrefix(reason) == true
    }
  }

  @Test func hostileCatalogsAreRefused() {
    let deep = "{\"sourceLanguage\":\"en\",\"strings\":" + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "}"
    #expect(throws: StringsFileParser.ParseError.self) { try StringCatalog.parse(Data(deep.utf8)) }
    #expect(throws: StringsFileParser.ParseError.self) { try StringCatalog.parse(Data("{\"strings\":{}}".utf8)) }
    #expect(throws: StringsFileParser.ParseError.self) { try StringCatalog.parse(Data("not json".utf8)) }
    let badCategory = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"variations":{"plural":{"several":{"stringUnit":{"value":"x"}}}}}}}}}"#
    #expect { try StringCatalog.parse(Data(badCategory.utf8)) } throws: { error in
      (error as? StringsFileParser.ParseError)?.reason.contains("\"several\"") == true
    }
  }

  @Test func oversizedAndBrokenFilesWarnNamingTheFileAndAreNotUsed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-l10n-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let de = folder.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: de, withIntermediateDirectories: true)
    try Data("\"ok\" = \"Gut\";".utf8).write(to: de.appendingPathComponent("Localizable.strings"))
    try Data("\"broken\" = ".utf8).write(to: de.appendingPathComponent("Broken.strings"))
    let big = Data(count: LocalizationFileError.maximumFileSize + 1)
    try big.write(to: folder.appendingPathComponent("Huge.xcstrings"))
    let (results, warnings) = RenderWarnings.collecting { () -> [String?] in
      ["ok", "broken"].map { key in
        LocalizationLookup.lookup(key: key, table: key == "ok" ? nil : "Broken", bundlePath: folder.path,
                                  locale: Locale(identifier: "de")).map { "\($0.value)" }
      }
    }
    #expect(results == ["text(\"Gut\")", nil])  // the default table is Localizable
    #expect(warnings.contains { $0.contains("Huge.xcstrings") && $0.contains("over the") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("Broken.strings") && $0.contains("line 1") }, "\(warnings)")
  }
}
