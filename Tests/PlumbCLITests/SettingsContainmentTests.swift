import Foundation
import PlumbAssets
import PlumbGoldens
import Testing
@testable import PlumbCLI

/// plumb.json can come from a pull request: its `goldens`, `assets` and `fonts` paths must
/// resolve (`..`, absolute paths and symbolic links included) inside the package, or the run is
/// an error naming the key and the path, unless the person running it allows them
/// (`--allow-outside-package`, `PLUMB_ALLOW_OUTSIDE_PACKAGE=1`).
@Suite struct SettingsContainmentTests {
  func message(_ settings: PlumbSettings, root: String, allow: Bool = false) -> String? {
    do { try settings.checkPathsInside(packageRoot: root, allowOutside: allow); return nil } catch { return "\(error)" }
  }

  @Test func pathsOutsideThePackageAreErrorsNamingTheKeyAndPath() throws {
    let s = Scratch()
    let root = s.path("pkg")
    try FileManager.default.createDirectory(atPath: root + "/Design/Shared.xcassets", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: s.path("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/Linked.xcassets", withDestinationPath: s.path("elsewhere"))
    var inside = PlumbSettings()
    inside.goldens = "Goldens"; inside.assets = ["Design/Shared.xcassets", "./Design/../Design/Shared.xcassets"]; inside.fonts = ["Fonts"]
    #expect(message(inside, root: root) == nil)
    for (key, path) in [("goldens", "../Goldens"), ("goldens", "/etc"), ("assets", "Linked.xcassets"), ("fonts", "/usr/share/fonts")] {
      var settings = PlumbSettings()
      switch key {
      case "goldens": settings.goldens = path
      case "assets": settings.assets = [path]
      default: settings.fonts = [path]
      }
      let m = try #require(message(settings, root: root), "\(key) \(path) passed")
      #expect(m.contains("plumb.json: \(key): '\(path)'") && m.contains("outside the package \(root)"), "\(m)")
      #expect(m.contains("--allow-outside-package"), "\(m)")
      #expect(message(settings, root: root, allow: true) == nil)
    }
  }

  @Test func aRunWithAnOutsidePathFailsBeforeRegisteringAnything() throws {
    let settings = try PlumbSettings.parse(Data(#"{"assets": ["/abs/Refused.xcassets"]}"#.utf8))
    let r = runPlumbWith(settings, ["list"], environment: [:])
    #expect(r.status == .failure)
    #expect(r.err.contains("assets: '/abs/Refused.xcassets'") && r.err.contains("outside the package"), "\(r.err)")
    #expect(!AssetCatalogs.registered.map(\.path).contains("/abs/Refused.xcassets"))
    // The environment variable allows an outside path, as the flag does (a Goldens folder here:
    // nothing is registered in the process-wide catalog list).
    let goldens = try PlumbSettings.parse(Data(#"{"goldens": "/abs/Goldens"}"#.utf8))
    #expect(runPlumbWith(goldens, ["list"], environment: [:]).status == .failure)
    let allowed = runPlumbWith(goldens, ["list"], environment: [PlumbSettings.allowOutsideEnvironment: "1"])
    #expect(allowed.status == .success, "\(allowed.err)")
  }

  private func runPlumbWith(_ settings: PlumbSettings, _ args: [String], environment: [String: String]) -> CLIResult {
    final class Box: @unchecked Sendable { var out = ""; var err = "" }
    let box = Box()
    let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
    let status = PlumbCLI.run(args, screens: ScreenSet(screens: [], suite: "Catalog"), settings: settings,
                              console: console, environment: environment)
    return CLIResult(status: status, out: box.out, err: box.err)
  }
}
