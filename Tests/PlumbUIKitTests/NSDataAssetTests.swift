import Foundation
import PlumbAssets
import PlumbGraphics
import PlumbTestSupport
import Testing
import UIKit

/// `NSDataAsset` reads a data set of the app's asset catalogs (docs/assets.md, "Data sets").
@Suite struct NSDataAssetTests {
  @Test func dataAssetsReadTheirFileFromTheCatalog() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-dataset-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let set = root.appendingPathComponent("App.xcassets/Animations/confetti.dataset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8).write(to: root.appendingPathComponent("App.xcassets/Contents.json"))
    try Data(#"{"data":[{"filename":"confetti.json","idiom":"universal","universal-type-identifier":"public.json"}],"info":{"version":1,"author":"xcode"}}"#.utf8)
      .write(to: set.appendingPathComponent("Contents.json"))
    try Data(#"{"v":"5.7"}"#.utf8).write(to: set.appendingPathComponent("confetti.json"))
    let asset = try #require(AssetCatalogs.withRegistered([root.appendingPathComponent("App.xcassets")]) { NSDataAsset(name: "confetti") })
    #expect(asset.name == "confetti")
    #expect(asset.typeIdentifier == "public.json")
    #expect(String(decoding: asset.data, as: UTF8.self) == #"{"v":"5.7"}"#)
    let (missing, warnings) = RenderWarnings.collecting { NSDataAsset(name: "no-such-data", bundle: .main) }
    #expect(missing == nil)
    #expect(warnings.contains { $0.hasPrefix("NSDataAsset(name: \"no-such-data\")") }, "\(warnings)")
  }

  @Test(arguments: [5, 6]) func dataAssetCodeTypeChecks(mode: Int) {
    let source = """
      import UIKit
      func animationJSON() -> Data? {
        guard let asset = NSDataAsset(name: "confetti") ?? NSDataAsset(name: "confetti", bundle: .main) else { return nil }
        return asset.typeIdentifier == "public.json" ? asset.data : nil
      }
      """
    let said = SnippetTypeCheck.diagnostics(source, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
