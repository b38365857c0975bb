import Foundation
import PlumbAssets
import PlumbCLI
import PlumbGoldens
import Testing

/// plumb.json's `assets` list: parsed as folder paths and registered with `AssetCatalogs` when
/// the CLI runs with the settings (docs/assets.md).
@Suite struct AssetSettingsTests {
  @Test func assetsAreParsedAndRegisteredRelativeToTheWorkingDirectory() throws {
    let settings = try PlumbSettings.parse(Data(#"{"assets": ["Design/Shared.xcassets", "/abs/Other.xcassets"]}"#.utf8))
    #expect(settings.assets == ["Design/Shared.xcassets", "/abs/Other.xcassets"])
    let console = Console(out: { _ in }, err: { _ in })
    // An absolute path outside the package is used only when the run allows it.
    _ = PlumbCLI.run(["list", PlumbSettings.allowOutsideFlag], screens: ScreenSet(screens: [], suite: "Catalog"),
                     settings: settings, console: console, environment: [:])
    let cwd = FileManager.default.currentDirectoryPath
    let registered = AssetCatalogs.registered.map(\.path)
    #expect(registered.contains(URL(fileURLWithPath: cwd).appendingPathComponent("Design/Shared.xcassets").standardizedFileURL.path))
    #expect(registered.contains("/abs/Other.xcassets"))
  }

  @Test func assetsMustBeAListOfStrings() {
    #expect(throws: PlumbSettingsError.self) { try PlumbSettings.parse(Data(#"{"assets": "A.xcassets"}"#.utf8)) }
  }
}
