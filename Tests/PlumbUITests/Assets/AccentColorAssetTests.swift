import Foundation
import PlumbAssets
import PlumbTesting
import PlumbUI
import Testing

/// The app's "AccentColor" colour set is its default tint, as Xcode makes it the global accent
/// colour; without one the tint is systemBlue (docs/assets.md, "The accent colour").
@Suite struct AccentColorAssetTests {
  static func catalog(red: Int, green: Int, blue: Int) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-accent-\(UUID().uuidString)/App.xcassets")
    let set = root.appendingPathComponent("AccentColor.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8).write(to: root.appendingPathComponent("Contents.json"))
    let json = """
      {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\(red)","green":"\(green)","blue":"\(blue)","alpha":"1.000"}}}],
       "info":{"version":1,"author":"xcode"}}
      """
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    return root
  }

  /// The colours the tinted rectangle is filled with.
  @MainActor static func tintFills() -> [RGBAColor] {
    displayList(Rectangle().fill(.tint).frame(width: 20, height: 20)).items.compactMap {
      if case .fill(_, .solid(let c), _) = $0 { return c } else { return nil }
    }
  }

  @Test @MainActor func theAppsAccentColorIsTheTint() throws {
    let url = try Self.catalog(red: 52, green: 120, blue: 246)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let accent = RGBAColor(r8: 52, g8: 120, b8: 246)
    let tinted = AssetCatalogs.withRegistered([url]) { Self.tintFills() }
    #expect(tinted == [accent])
    #expect(Self.tintFills() == [RGBAColor(r8: 0, g8: 122, b8: 255)], "systemBlue without an AccentColor")
  }
}
