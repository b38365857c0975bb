import Foundation
import PlumbGraphics
import Testing
@testable import PlumbAssets

/// Image sets, symbol sets and namespaces: file choice per scale and appearance, sizes from
/// headers, and the broken cases (a file named by Contents.json that is missing).
@Suite struct AssetImageTests {
  func imageset(_ images: String, properties: String = "") -> String {
    #"{"images":[\#(images)],"info":{"version":1,"author":"xcode"}\#(properties.isEmpty ? "" : ",\"properties\":" + properties)}"#
  }

  @Test func scaleChoiceIsExactThenNearestHigherThenHighest() {
    let f = CatalogFixture()
    f.write("logo.imageset/logo@2x.png", CatalogFixture.pngHeader(width: 40, height: 20))
    f.write("logo.imageset/logo@3x.png", CatalogFixture.pngHeader(width: 60, height: 30))
    f.write("logo.imageset/Contents.json", imageset(#"""
      {"idiom":"universal","scale":"1x"},
      {"idiom":"universal","filename":"logo@2x.png","scale":"2x"},
      {"idiom":"universal","filename":"logo@3x.png","scale":"3x"}
      """#))
    let logo = AssetCatalog(reading: f.catalog).images["logo"]
    #expect(logo?.file(scale: 3, dark: false)?.url.lastPathComponent == "logo@3x.png")
    #expect(logo?.file(scale: 2, dark: false)?.url.lastPathComponent == "logo@2x.png")
    // 1x has an empty slot: the nearest higher scale (2x) is used.
    #expect(logo?.file(scale: 1, dark: false)?.url.lastPathComponent == "logo@2x.png")
    #expect(logo?.file(scale: 3, dark: false)?.pointSize == CGSize(width: 20, height: 10))
    #expect(logo?.file(scale: 2, dark: false)?.pointSize == CGSize(width: 20, height: 10))
    #expect(logo?.renderingIntent == nil)
  }

  @Test func lowerScaleIsUsedWhenNothingHigherExists() {
    let f = CatalogFixture()
    f.write("a.imageset/a.png", CatalogFixture.pngHeader(width: 10, height: 10))
    f.write("a.imageset/Contents.json", imageset(#"{"idiom":"universal","filename":"a.png","scale":"1x"}"#))
    let a = AssetCatalog(reading: f.catalog).images["a"]
    #expect(a?.file(scale: 3, dark: false)?.scale == 1)
    #expect(a?.file(scale: 3, dark: false)?.pointSize == CGSize(width: 10, height: 10))
  }

  @Test func darkVariantAndTemplateIntentAndResizing() {
    let f = CatalogFixture()
    f.write("i.imageset/light.png", CatalogFixture.pngHeader(width: 8, height: 8))
    f.write("i.imageset/dark.png", CatalogFixture.pngHeader(width: 16, height: 16))
    f.write("i.imageset/Contents.json", imageset(#"""
      {"idiom":"universal","filename":"light.png","scale":"2x",
       "resizing":{"mode":"9-part","center":{"mode":"tile","width":2,"height":2},"cap-insets":{"top":3,"left":4,"bottom":5,"right":6}}},
      {"idiom":"universal","filename":"dark.png","scale":"2x","appearances":[{"appearance":"luminosity","value":"dark"}]}
      """#, properties: #"{"template-rendering-intent":"template","preserves-vector-representation":true}"#))
    let i = AssetCatalog(reading: f.catalog).images["i"]
    #expect(i?.file(scale: 2, dark: false)?.url.lastPathComponent == "light.png")
    #expect(i?.file(scale: 2, dark: true)?.url.lastPathComponent == "dark.png")
    #expect(i?.renderingIntent == .template)
    #expect(i?.preservesVectorRepresentation == true)
    let r = i?.file(scale: 2, dark: false)?.resizing
    #expect(r?.top == 3 && r?.left == 4 && r?.bottom == 5 && r?.right == 6 && r?.centerTiles == true)
  }

  @Test func svgAndPDFSingleScaleSizes() {
    let f = CatalogFixture()
    f.write("badge.imageset/badge.svg", #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" stroke-width="2" viewBox="0 0 48 24" width="96"><rect/></svg>"#)
    f.write("badge.imageset/Contents.json", imageset(#"{"idiom":"universal","filename":"badge.svg"}"#))
    f.write("doc.imageset/doc.pdf", "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 30 40] >> endobj\n")
    f.write("doc.imageset/Contents.json", imageset(#"{"idiom":"universal","filename":"doc.pdf"}"#))
    let c = AssetCatalog(reading: f.catalog)
    let svg = c.images["badge"]?.file(scale: 3, dark: false)
    #expect(svg?.header == ImageHeader(format: .svg, width: 96, height: 48))
    #expect(svg?.pointSize == CGSize(width: 96, height: 48))
    #expect(c.images["doc"]?.file(scale: 2, dark: false)?.pointSize == CGSize(width: 30, height: 40))
  }

  @Test func jpegSizeFromItsFrameHeader() {
    // SOI, an APP0 segment, then SOF0 with height 7 and width 9.
    let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00,
                          0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x07, 0x00, 0x09, 0x03, 0, 0, 0, 0, 0, 0, 0, 0]
    #expect(ImageHeader.read(Data(bytes)) == ImageHeader(format: .jpeg, width: 9, height: 7))
    #expect(ImageHeader.read(Data("not an image".utf8)) == nil)
  }

  @Test func missingFileNamedByContentsJSONWarnsNamingBothFiles() {
    let f = CatalogFixture()
    f.write("gone.imageset/Contents.json", imageset(#"{"idiom":"universal","filename":"gone@2x.png","scale":"2x"}"#))
    let (catalog, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(catalog.images["gone"] == nil)
    let missing = f.url("gone.imageset/gone@2x.png").path, contents = f.url("gone.imageset/Contents.json").path
    #expect(warnings.contains("asset catalog: \(missing): named by \(contents) but missing; that variant is skipped"))
    #expect(warnings.contains("asset catalog: \(contents): names no image file that exists; the image \"gone\" is skipped"))
  }

  @Test func fileThatIsNotAnImageWarnsWhenItsSizeIsRead() {
    let f = CatalogFixture()
    f.write("junk.imageset/junk.png", "hello")
    f.write("junk.imageset/Contents.json", imageset(#"{"idiom":"universal","filename":"junk.png","scale":"2x"}"#))
    let (size, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog).images["junk"]?.file(scale: 2, dark: false)?.pointSize }
    #expect(size == nil)
    #expect(warnings == ["asset catalog: \(f.url("junk.imageset/junk.png").path): not a PNG, JPEG, SVG or PDF with a readable size"])
  }

  @Test func namespacesSymbolsAndUnknownKinds() {
    let f = CatalogFixture()
    f.write("Icons/Contents.json", #"{"properties":{"provides-namespace":true},"info":{"version":1}}"#)
    f.write("Icons/home.imageset/home.png", CatalogFixture.pngHeader(width: 3, height: 3))
    f.write("Icons/home.imageset/Contents.json", imageset(#"{"idiom":"universal","filename":"home.png"}"#))
    f.write("Plain/away.imageset/away.png", CatalogFixture.pngHeader(width: 3, height: 3))
    f.write("Plain/away.imageset/Contents.json", imageset(#"{"idiom":"universal","filename":"away.png"}"#))
    f.write("star.bubble.symbolset/star.bubble.svg", "<svg/>")
    f.write("star.bubble.symbolset/Contents.json", #"{"symbols":[{"idiom":"universal","filename":"star.bubble.svg"}]}"#)
    f.write("lost.symbolset/Contents.json", #"{"symbols":[{"idiom":"universal","filename":"lost.svg"}]}"#)
    f.write("AppIcon.appiconset/Contents.json", #"{"images":[]}"#)
    f.write("Odd.weirdset/Contents.json", #"{}"#)
    let (c, warnings) = RenderWarnings.collecting { AssetCatalog(reading: f.catalog) }
    #expect(c.images.keys.sorted() == ["Icons/home", "away"])
    #expect(c.symbols["star.bubble"]?.bytes == Data("<svg/>".utf8))
    #expect(c.symbols["lost"] == nil)
    #expect(warnings.contains { $0.contains(f.url("lost.symbolset/lost.svg").path) && $0.contains("missing") })
    #expect(warnings.contains("asset catalog: \(f.url("Odd.weirdset").path): unknown asset kind \".weirdset\"; skipped"))
    #expect(!warnings.contains { $0.contains("AppIcon") })
  }

  @Test func registeredCatalogsAreSearchedAndDuplicatesWarn() {
    let a = CatalogFixture(), b = CatalogFixture()
    for f in [a, b] {
      f.write("Dup.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.0","green":"0.0","blue":"0.0","alpha":"1.0"}}}]}"#)
    }
    // Scoped to this test's render session: parallel tests neither see these nor add to them.
    AssetCatalogs.withRegistered([a.catalog, b.catalog, a.catalog]) {
      let (color, warnings) = RenderWarnings.collecting { AssetCatalogs.color(named: "Dup", in: nil) }
      #expect(color?.url.path == a.url("Dup.colorset").standardizedFileURL.path)
      #expect(warnings == ["asset catalog: the colour \"Dup\" is in both \(a.catalog.standardizedFileURL.path) and \(b.catalog.standardizedFileURL.path); using the first"])
      #expect(AssetCatalogs.searchDescription(nil).contains(a.catalog.standardizedFileURL.path))
    }
    #expect(!AssetCatalogs.searchDescription(nil).contains(a.catalog.standardizedFileURL.path))
  }

  @Test func aBundleFolderFindsCatalogsAtTheTopAndOneLevelDown() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bundle-\(UUID().uuidString)")
    for path in ["Top.xcassets", "Resources/Inner.xcassets", "Resources/Deeper/No.xcassets"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    #expect(AssetCatalogs.catalogFolders(inBundleAt: root).map(\.lastPathComponent) == ["Inner.xcassets", "Top.xcassets"])
  }
}
