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
