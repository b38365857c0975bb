import Foundation
import PlumbGraphics
import Testing
@testable import PlumbAssets

/// Symbolic links in a catalog from a pull request: a link that leaves the folder holding the
/// catalog (an image file, an image set, a group, Contents.json, the whole `.xcassets`) is
/// refused with a warning naming it, so no file from elsewhere on the machine is drawn into a
/// render that CI uploads. Links that stay inside are followed.
@Suite struct AssetSymlinkTests {
  static let imageset = #"{"images":[{"idiom":"universal","filename":"logo.png","scale":"2x"}],"info":{"version":1,"author":"xcode"}}"#

  /// A folder outside the fixture holding `logo.imageset` with a real PNG header.
  func outsideFolder() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-outside-\(UUID().uuidString)")
    let set = dir.appendingPathComponent("logo.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try CatalogFixture.pngHeader(width: 40, height: 20).write(to: set.appendingPathComponent("logo.png"))
    try Data(Self.imageset.utf8).write(to: set.appendingPathComponent("Contents.json"))
    return dir
  }

  func link(_ at: URL, to target: URL) throws {
    try FileManager.default.createDirectory(at: at.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: at, withDestinationURL: target)
  }

  @Test func anImageFileLinkedOutsideIsRefused() throws {
    let f = CatalogFixture(), outside = try outsideFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    f.write("logo.imageset/Contents.json", Self.imageset)
    try link(f.url("logo.imageset/logo.png"), to: outside.appendingPathComponent("logo.imageset/logo.png"))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.images["logo"] == nil)
    #expect(warnings.contains { $0.contains(f.url("logo.imageset/logo.png").path) && $0.contains("outside") }, "\(warnings)")
  }

  @Test func anImageSetLinkedOutsideIsRefused() throws {
    let f = CatalogFixture(), outside = try outsideFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    try link(f.url("logo.imageset"), to: outside.appendingPathComponent("logo.imageset"))
    try link(f.url("Group/inner.imageset"), to: outside.appendingPathComponent("logo.imageset"))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.images.isEmpty, "\(catalog.images.keys)")
    #expect(warnings.contains { $0.contains(f.url("logo.imageset").path) && $0.contains("outside") }, "\(warnings)")
    #expect(warnings.contains { $0.contains(f.url("Group/inner.imageset").path) && $0.contains("outside") }, "\(warnings)")
  }

  @Test func aContentsFileLinkedOutsideIsRefused() throws {
    let f = CatalogFixture(), outside = try outsideFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    f.write("logo.imageset/logo.png", CatalogFixture.pngHeader(width: 40, height: 20))
    try link(f.url("logo.imageset/Contents.json"), to: outside.appendingPathComponent("logo.imageset/Contents.json"))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.images["logo"] == nil)
    #expect(warnings.contains { $0.contains(f.url("logo.imageset/Contents.json").path) && $0.contains("outside") }, "\(warnings)")
  }

  @Test func aWholeCatalogLinkedOutsideIsRefused() throws {
    let outside = try outsideFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    let holder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-holder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: holder) }
    let catalogURL = holder.appendingPathComponent("Linked.xcassets")
    try link(catalogURL, to: outside)
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: catalogURL) }
    #expect(catalog.images.isEmpty)
    #expect(warnings.contains { $0.contains(catalogURL.path) && $0.contains("outside") }, "\(warnings)")
    // Given the outside folder as its root, the same catalog is read (the root is a choice).
    #expect(AssetCatalog(reading: catalogURL, root: outside.deletingLastPathComponent()).images["logo"] != nil)
  }

  @Test func linksThatStayInsideAreFollowed() throws {
    let f = CatalogFixture()
    f.write("real.imageset/Contents.json", Self.imageset)
    f.write("real.imageset/logo.png", CatalogFixture.pngHeader(width: 40, height: 20))
    try link(f.url("alias.imageset"), to: f.url("real.imageset"))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.images["real"] != nil && catalog.images["alias"] != nil, "\(warnings)")
    #expect(!warnings.contains { $0.contains("outside") }, "\(warnings)")
  }
}
