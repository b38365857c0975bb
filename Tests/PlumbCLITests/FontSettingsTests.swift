import Foundation
import PlumbCLI
import PlumbGoldens
import PlumbGraphics
import PlumbText
import Testing

/// plumb.json's `fonts` list: parsed as paths and registered when the CLI runs with the settings
/// (docs/fonts.md). Only files already registered or missing are used, so the shared registry (and
/// the renderer fingerprint other tests compare) does not change.
@Suite struct FontSettingsTests {
  @Test func fontsAreParsedAndAMissingFileWarnsNamingIt() throws {
    let settings = try PlumbSettings.parse(Data(#"{"fonts": ["Fonts/Missing-Font.ttf"]}"#.utf8))
    #expect(settings.fonts == ["Fonts/Missing-Font.ttf"])
    let before = FontRegistry.shared.postScriptNames
    let console = Console(out: { _ in }, err: { _ in })
    let (_, warnings) = RenderWarnings.collecting {
      PlumbCLI.run(["list"], screens: ScreenSet(screens: [], suite: "Catalog"), settings: settings, console: console)
    }
    let path = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Fonts/Missing-Font.ttf").standardizedFileURL.path
    #expect(warnings.contains("Font registration: the font file \(path) cannot be read (no such file) (listed in plumb.json's fonts); it is not registered"), "\(warnings)")
    #expect(FontRegistry.shared.postScriptNames == before)
  }

  @Test func fontsMustBeAListOfStrings() {
    #expect(throws: PlumbSettingsError.self) { try PlumbSettings.parse(Data(#"{"fonts": "A.ttf"}"#.utf8)) }
  }
}

/// Hostile entries in plumb.json's `fonts`: a FIFO is named as one (it was reported as
/// "permission denied", and reading it could wait forever), a folder named like a font file and a
/// folder holding no font each warn. Nothing is registered from any of them.
@Suite struct FontEntryKindTests {
  func warnings(_ path: String) -> [String] {
    RenderWarnings.collecting { FontRegistry.registerFromSettings(URL(fileURLWithPath: path)) }.warnings
  }

  @Test func aFIFOIsNamedAsOneAndNotWaitedOn() throws {
    let s = Scratch()
    let fifo = s.path("Pipe.ttf")
    #expect(mkfifo(fifo, 0o644) == 0)
    let w = warnings(fifo)
    #expect(w.contains { $0.contains(fifo) && $0.contains("a FIFO (named pipe), not a font file") }, "\(w)")
    #expect(!w.contains { $0.contains("ermission") }, "\(w)")
  }

  @Test func foldersListedAsFontsWarn() throws {
    let s = Scratch()
    try FileManager.default.createDirectory(atPath: s.path("Looks.ttf"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: s.path("Empty"), withIntermediateDirectories: true)
    try s.file("Empty/readme.txt", "no fonts here")
    let named = warnings(s.path("Looks.ttf"))
    #expect(named.contains { $0.contains(s.path("Looks.ttf")) && $0.contains("is a folder, not a font file") }, "\(named)")
    let empty = warnings(s.path("Empty"))
    #expect(empty.contains { $0.contains(s.path("Empty")) && $0.contains("holds no .ttf, .otf or .ttc file") }, "\(empty)")
  }
}

/// plumb.json's `systemFonts`: a folder of the user's own Apple fonts, as a path or with a family
/// map (docs/fonts.md, "Your own Apple fonts"). A folder holding none of the families stops the run
/// before anything is drawn, naming the key and the folder; the set is scoped to the run.
@Suite struct SystemFontSettingsTests {
  @Test func bothFormsParseAndUnknownKeysAreRefused() throws {
    let plain = try PlumbSettings.parse(Data(#"{"systemFonts": "Fonts/Apple"}"#.utf8))
    #expect(plain.systemFonts == "Fonts/Apple")
    #expect(plain.systemFontFamiliesResolved == .apple)
    let mapped = try PlumbSettings.parse(Data(#"{"systemFonts": {"folder": "F", "families": {"text": "A", "display": "B"}}}"#.utf8))
    #expect(mapped.systemFonts == "F")
    #expect(mapped.systemFontFamiliesResolved.text == "A" && mapped.systemFontFamiliesResolved.display == "B")
    #expect(mapped.systemFontFamiliesResolved.monospaced == "SF Mono")
    #expect(throws: PlumbSettingsError.self) { try PlumbSettings.parse(Data(#"{"systemFonts": {"folder": "F", "families": {"body": "A"}}}"#.utf8)) }
    #expect(throws: PlumbSettingsError.self) { try PlumbSettings.parse(Data(#"{"systemFonts": 3}"#.utf8)) }
    #expect(throws: PlumbSettingsError.self) { try PlumbSettings.parse(Data(#"{"systemFonts": {"families": {}}}"#.utf8)) }
  }

  @Test func aFolderWithoutTheFamiliesStopsTheRunNamingIt() throws {
    let s = Scratch()
    try s.file("Fonts/readme.txt", "no fonts")
    var settings = PlumbSettings()
    settings.systemFonts = s.path("Fonts")
    var errors: [String] = []
    let console = Console(out: { _ in }, err: { errors.append($0) })
    // Outside the package, as plumb.json's other paths: refused unless the run allows it.
    let refused = PlumbCLI.run(["list"], screens: ScreenSet(screens: [], suite: "Catalog"), settings: settings, console: console)
    #expect(refused != .success)
    #expect(errors.contains { $0.contains("systemFonts") && $0.contains("outside the package") }, "\(errors)")
    errors = []
    let status = PlumbCLI.run(["list", PlumbSettings.allowOutsideFlag], screens: ScreenSet(screens: [], suite: "Catalog"),
                              settings: settings, console: console)
    #expect(status != .success)
    #expect(errors.contains { $0.contains("plumb.json: systemFonts:") && $0.contains(s.path("Fonts")) && $0.contains("SF Pro Text") },
            "\(errors)")
    #expect(SystemFontSet.currentSet == nil, "nothing is left set for the process")
  }
}
