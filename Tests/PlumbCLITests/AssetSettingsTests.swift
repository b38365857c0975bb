import Foundation
import PlumbAssets
import PlumbCLI
import PlumbGoldens
import Testing

/// plumb.json's `assets` list: parsed as folder paths and registered with `AssetCatalogs` when
/// the CLI runs with the settings (docs/assets.md).
@Suite struct AssetSettingsTests {
  @Test func assetsAreParsedAndRegisteredRelativeToTheWorkingDirectory() throws {
    // Real (empty) folders: every test shares one process and one catalog search.
    let cwd = FileManager.default.currentDirectoryPath
    let relative = ".build/plumb-asset-settings-\(UUID().uuidString).xcassets"
    let absolute = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-asset-settings-\(UUID().uuidString).xcassets").path
    for path in [URL(fileURLWithPath: cwd).appendingPathComponent(relative).path, absolute] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    let settings = try PlumbSettings.parse(Data(#"{"assets": ["\#(relative)", "\#(absolute)"]}"#.utf8))
    #expect(settings.assets == [relative, absolute])
    let console = Console(out: { _ in }, err: { _ in })
    _ = PlumbCLI.run(["list"], screens: ScreenSet(screens: [], suite: "Catalog"), settings: settings, console: console)
    let registered = AssetCatalogs.registered.map(\.path)
    #expect(registered.contains(URL(fileURLWithPath: cwd).appendingPathComponent(relative).standardizedFileURL.path))
    #expect(registered.contains(URL(fileURLWithPath: absolute).standardizedFileURL.path))
  }

  @Test func assetsMustBeAListOfStrings() {
    #expect(throws: PlumbSettingsError.self) { try PlumbSettings.parse(Data(#"{"assets": "A.xcassets"}"#.utf8)) }
  }
}
