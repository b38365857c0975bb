import Foundation
import PlumbCLI
import PlumbGoldens
import PlumbPreviewFixtures
import Testing

/// Previews become CLI screens: discovery across two modules (this test target's Rows.swift and
/// PlumbPreviewFixtures), nested providers, `#if DEBUG` blocks, and the golden-name rule of
/// docs/previews.md.
@Suite struct PreviewScreensTests {
  @Test @MainActor func discoversPreviewsOfSeveralTargetsWithStableNames() async throws {
    _ = FixtureScreens.self  // links the fixture module
    let names = try PlumbCLI.previewScreens(settings: PlumbSettings()).screens.map(\.name)
    // #Preview("Big title") → file stem + file-safe name; unnamed ones numbered in line order.
    #expect(names.contains("FixtureScreens.Big-title"))
    #expect(names.contains("FixtureScreens.1"))
    #expect(names.contains("FixtureScreens.2"))
    #expect(!names.contains("FixtureScreens.3"))
    // A nested provider: its type name without the module, one name per preview it holds.
    #expect(names.contains("FixtureScreens.Nested_Previews.One"))
    #expect(names.contains("FixtureScreens.Nested_Previews.2"))
    // Declared inside #if DEBUG, found in this debug build (in both modules).
    #expect(names.contains("DebugOnly_Previews"))
    #expect(names.contains("Rows.Debug-row"))
    // Rows.swift's "Row" exists in both modules: both names get their module.
    #expect(names.contains("PlumbPreviewFixtures.Rows.Row"))
    #expect(names.contains("PlumbCLITests.Rows.Row"))
    #expect(!names.contains("Rows.Row"))
    #expect(Set(names).count == names.count)
  }

  @Test @MainActor func excludeDropsPreviewsByGoldenName() async throws {
    var settings = PlumbSettings()
    settings.exclude = ["FixtureScreens.1", "DebugOnly_Previews"]
    let names = try PlumbCLI.previewScreens(settings: settings).screens.map(\.name)
    #expect(!names.contains("FixtureScreens.1"))
    #expect(!names.contains("DebugOnly_Previews"))
    #expect(names.contains("FixtureScreens.2"))
  }

  @Test func recordThenVerifyPreviewsThroughTheCLI() async throws {
    let set = try await MainActor.run { try PlumbCLI.previewScreens(settings: PlumbSettings()) }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-previews-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let goldens = dir + "/Goldens", artifacts = dir + "/artifacts"
    let screens = ["FixtureScreens.Big-title", "DebugOnly_Previews"]
    let record = runPlumb(["record"] + screens + ["--goldens", goldens, "--artifacts", artifacts], screens: set)
    #expect(record.status == .success, "\(record.err)")
    #expect(FileManager.default.fileExists(atPath: goldens + "/Previews/FixtureScreens.Big-title.png"))
    let verify = runPlumb(["verify"] + screens + ["--goldens", goldens, "--artifacts", artifacts], screens: set)
    #expect(verify.status == .success, "\(verify.out)\(verify.err)")
    #expect(verify.out.contains("2 golden(s): 2 matched"))
    // .previewLayout(.sizeThatFits): the golden is the text's size, not the phone's.
    let png = try #require(FileManager.default.contents(atPath: goldens + "/Previews/DebugOnly_Previews.png"))
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width > 0 && width < 390 * 3)
    #expect(height > 0 && height < 100 * 3)
  }

  @Test func settingsRunVerifyOncePerVariant() async throws {
    let set = try await MainActor.run { try PlumbCLI.previewScreens(settings: PlumbSettings()) }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-settings-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let settings = try PlumbSettings.parse(Data("""
      { "goldens": "\(dir)/G", "variants": { "appearance": ["light", "dark"] } }
      """.utf8))
    // The Goldens folder is a temporary folder, outside the package: allowed by the flag.
    let result = runPlumb(["record", "FixtureScreens.1", "--artifacts", dir + "/a", PlumbSettings.allowOutsideFlag],
                          screens: set, settings: settings)
    #expect(result.status == .success, "\(result.err)")
    #expect(FileManager.default.fileExists(atPath: dir + "/G/Previews/FixtureScreens.1.light.png")
      || FileManager.default.fileExists(atPath: dir + "/G/Previews/FixtureScreens.1.png"))
    #expect(FileManager.default.fileExists(atPath: dir + "/G/Previews/FixtureScreens.1.dark.png"))
  }

  @Test func settingsErrorsNameTheFileAndTheKey() throws {
    func error(_ json: String) -> String {
      do { _ = try PlumbSettings.parse(Data(json.utf8), file: "/p/plumb.json"); return "" } catch { return "\(error)" }
    }
    #expect(error(#"{"devices": "iPhone14"}"#) == "/p/plumb.json: devices must be a list of strings, e.g. [\"a\", \"b\"]")
    #expect(error(#"{"variants": {"appearance": ["sepia"]}}"#) == "/p/plumb.json: variants.appearance: 'sepia' is not light or dark")
    #expect(error(#"{"tolerance": {"threshold": 2}}"#) == "/p/plumb.json: tolerance.threshold must be a number in 0.0…1.0")
    #expect(error(#"{"goldenz": "G"}"#).hasPrefix("/p/plumb.json: unknown key 'goldenz'"))
    #expect(error("[1]") == "/p/plumb.json: must be a JSON object { … }")
    #expect(error(#"{"variants": {"dynamicType": ["huge"]}}"#).hasPrefix("/p/plumb.json: variants.dynamicType: 'huge' is not a Dynamic Type size"))
  }
}

private func runPlumb(_ args: [String], screens: ScreenSet, settings: PlumbSettings? = nil) -> CLIResult {
  final class Box: @unchecked Sendable { var out = ""; var err = "" }
  let box = Box()
  let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
  let status = PlumbCLI.run(args, screens: screens, settings: settings, console: console)
  return CLIResult(status: status, out: box.out, err: box.err)
}
