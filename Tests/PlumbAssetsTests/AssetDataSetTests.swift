import Foundation
import PlumbGraphics
import Testing
@testable import PlumbAssets

/// Data sets (`name.dataset`, what `NSDataAsset(name:)` reads): the universal file with its type,
/// and the hostile-input rules of every other asset kind (names stay in the set's folder, links
/// may not leave the catalog's folder, sizes are bounded).
@Suite struct AssetDataSetTests {
  static func contents(_ filename: String, type: String? = "public.json", idiom: String = "universal") -> String {
    let typeField = type.map { #","universal-type-identifier":"\#($0)""# } ?? ""
    return #"{"data":[{"filename":"\#(filename)","idiom":"\#(idiom)"\#(typeField)}],"info":{"version":1,"author":"xcode"}}"#
  }

  @Test func aDataSetGivesItsFileAndType() throws {
    let f = CatalogFixture()
    f.write("Levels/level1.dataset/Contents.json", Self.contents("level1.json"))
    f.write("Levels/level1.dataset/level1.json", #"{"tiles":[1,2,3]}"#)
    f.write("Sound.dataset/Contents.json", Self.contents("click.caf", type: nil))
    f.write("Sound.dataset/click.caf", Data([1, 2, 3]))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(warnings.isEmpty, "\(warnings)")
    let level = try #require(catalog.dataSets["level1"])
    #expect(level.typeIdentifier == "public.json")
    #expect(level.bytes.map { String(decoding: $0, as: UTF8.self) } == #"{"tiles":[1,2,3]}"#)
    #expect(catalog.dataSets["Sound"]?.typeIdentifier == "public.data")
    #expect(catalog.dataSets["Sound"]?.bytes == Data([1, 2, 3]))
  }

  @Test func theUniversalEntryIsPreferred() throws {
    let f = CatalogFixture()
    f.write("config.dataset/Contents.json", #"""
      {"data":[{"filename":"pad.json","idiom":"ipad"},{"filename":"all.json","idiom":"universal","universal-type-identifier":"public.json"}]}
      """#)
    f.write("config.dataset/pad.json", "pad")
    f.write("config.dataset/all.json", "all")
    let catalog = AssetCatalog(reading: f.catalog)
    #expect(catalog.dataSets["config"]?.bytes == Data("all".utf8))
  }

  @Test(arguments: ["../../secret.json", "/etc/passwd", "..", "sub/file.json"])
  func fileNamesLeavingTheSetAreRefused(_ name: String) {
    let f = CatalogFixture()
    f.write("evil.dataset/Contents.json", Self.contents(name))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.dataSets["evil"] == nil)
    #expect(!warnings.isEmpty)
  }

  @Test func aFileLinkedOutsideTheCatalogIsRefused() throws {
    let f = CatalogFixture()
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-outside-\(UUID().uuidString).json")
    try Data("secret".utf8).write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    f.write("leak.dataset/Contents.json", Self.contents("leak.json"))
    try FileManager.default.createSymbolicLink(at: f.url("leak.dataset/leak.json"), withDestinationURL: outside)
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.dataSets["leak"] == nil)
    #expect(warnings.contains { $0.contains(f.url("leak.dataset/leak.json").path) && $0.contains("outside") }, "\(warnings)")
  }

  @Test func aFileOverTheLimitIsNotRead() throws {
    let f = CatalogFixture()
    f.write("big.dataset/Contents.json", Self.contents("big.bin"))
    let big = f.url("big.dataset/big.bin")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: UInt64(AssetFileReader.maxDataBytes + 1))
    try handle.close()
    let catalog = AssetCatalog(reading: f.catalog)
    let set = try #require(catalog.dataSets["big"])
    let (bytes, warnings) = RenderWarnings.collecting { set.bytes }
    #expect(bytes == nil)
    #expect(warnings.contains { $0.contains("big.bin") && $0.contains("limit") }, "\(warnings)")
  }

  @Test func aSetWithoutADataListIsSkippedWithAWarning() {
    let f = CatalogFixture()
    f.write("broken.dataset/Contents.json", #"{"images":[]}"#)
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.dataSets.isEmpty)
    #expect(warnings.contains { $0.contains("no \"data\" list") }, "\(warnings)")
  }
}
