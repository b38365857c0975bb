import Foundation
import PlumbGraphics
import PlumbText
import PlumbUI
import Testing
@testable import PlumbTesting

/// A golden recorded with one set of system fonts and verified with another (a user's own Apple
/// fonts, or the bundled stand-ins) is a clear error naming both, not a pixel diff; recording again
/// under `failed` replaces it (docs/fonts.md, "Your own Apple fonts"). The stand-in set is
/// PlumbTextTests' (SystemFontSetTests).
@Suite struct SystemFontGoldenTests {
  static let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PlumbTextTests/Fixtures/SystemFontStandIns")

  @Test @MainActor func aGoldenFromOtherSystemFontsIsNamedAsSuch() async throws {
    let set = try SystemFontSet(folder: Self.standIns, families: SystemFontSet.Families(
      text: "Plumb Stand-In Text", display: "Plumb Stand-In Display", rounded: "-", monospaced: "-", serifText: "-",
      serifDisplay: "-"))
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sysfonts-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let device = Device.custom(width: 160, height: 60, scale: 2)
    func verify(_ set: SystemFontSet?, _ mode: RecordMode) async throws -> GoldenFailure? {
      try await SystemFontSet.withSystemFonts(set) {
        let r = try await renderView(Text("Kriplaney"), options: ViewRenderOptions(device: device))
        return withGoldenConfiguration(artifactsDirectory: root + "/artifacts") {
          verifyGolden(of: { r }, named: "name", record: mode, goldensDirectory: root + "/Goldens", suite: "Fonts")
        }
      }
    }
    #expect(try await verify(nil, .missing)?.kind == .recorded)
    #expect(try await verify(nil, .never) == nil)
    let other = try #require(try await verify(set, .never))
    #expect(other.kind == .configuration)
    #expect(other.message.contains("Other system fonts"), "\(other.message)")
    #expect(other.message.contains("recorded with the bundled stand-in fonts"), "\(other.message)")
    #expect(other.message.contains(set.fingerprint), "\(other.message)")
    #expect(try await verify(set, .failed)?.kind == .recorded)
    #expect(try await verify(set, .never) == nil)
    // And back: a golden drawn with the user's fonts, verified without them.
    let back = try #require(try await verify(nil, .never))
    #expect(back.message.contains("was recorded with \(set.fingerprint)"), "\(back.message)")
  }
}
