import Foundation
import PlumbAssets
import PlumbCLI
import PlumbGoldens
import PlumbUI
import Testing

/// plumb.json's `assets` list: parsed as folder paths and registered with `AssetCatalogs` when
/// the CLI runs with the settings (docs/assets.md).
@Suite struct AssetSettingsTests {
  @Test func assetsAreParsedAndRegisteredRelativeToTheWorkingDirectoryForTheRunOnly() throws {
    let settings = try PlumbSettings.parse(Data(#"{"assets": ["Design/Shared.xcassets", "/abs/Other.xcassets"]}"#.utf8))
    #expect(settings.assets == ["Design/Shared.xcassets", "/abs/Other.xcassets"])
    // The screen reads the search while it renders, on the main queue the render hops to.
    let seen = SeenCatalogs()
    let probe = Screen.view("probe") { () -> Text in
      seen.paths = AssetCatalogs.registered.map(\.path)
      return Text("probe")
    }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-assets-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let console = Console(out: { _ in }, err: { _ in })
    // An absolute path outside the package is used only when the run allows it.
    let status = PlumbCLI.run(["render", "probe", "--scale", "1", "--out", out, PlumbSettings.allowOutsideFlag],
                              screens: ScreenSet(screens: [probe], suite: "Catalog"), settings: settings, console: console,
                              environment: [:])
    #expect(status.code == 0)
    let cwd = FileManager.default.currentDirectoryPath
    #expect(seen.paths.contains(URL(fileURLWithPath: cwd).appendingPathComponent("Design/Shared.xcassets").standardizedFileURL.path))
    #expect(seen.paths.contains("/abs/Other.xcassets"))
    // Nothing leaks into the process: another run (or a parallel test) searches without them.
    #expect(!AssetCatalogs.registered.map(\.path).contains("/abs/Other.xcassets"))
  }

  @Test func assetsMustBeAListOfStrings() {
    #expect(throws: PlumbSettingsError.self) { try PlumbSettings.parse(Data(#"{"assets": "A.xcassets"}"#.utf8)) }
  }
}

/// What a probe screen saw, written on the main queue and read after the run.
private final class SeenCatalogs: @unchecked Sendable {
  private let lock = NSLock()
  private var value: [String] = []
  var paths: [String] {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
