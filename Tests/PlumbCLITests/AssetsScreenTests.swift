import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbText
import PlumbUI
import Testing

/// The `assets` catalog screen draws every kind of resource from the catalog's Assets.xcassets:
/// no placeholder anywhere, images at their asset sizes, each source kind in the display list,
/// and no warning (the golden shows the pixels).
@Suite struct AssetsScreenTests {
  func images(_ items: [DisplayItem]) -> [ImageItem] {
    items.flatMap { item -> [ImageItem] in
      switch item {
      case .image(let i): [i]
      case .group(let g): images(g.items) + images(g.mask ?? [])
      default: []
      }
    }
  }

  func render(_ traits: RenderTraits = RenderTraits()) throws -> (CatalogScreen.Frame, [String]) {
    let screen = try #require(Catalog.screen(named: "assets"))
    let context = CatalogContext(device: .iPhone14, textMeasurer: TextEngine(), traits: traits)
    let (frame, warnings) = try RenderWarnings.collecting { try screen.render(context) }
    return (frame, warnings)
  }

  @Test func everyResourceKindIsDrawnWithNoPlaceholder() throws {
    let (frame, warnings) = try render()
    let nodes = try #require(frame.layout).root.flattened
    #expect(!nodes.contains { $0.name.contains("placeholder") }, "\(nodes.map(\.name).filter { $0.contains("placeholder") })")
    #expect(warnings.isEmpty, "\(warnings)")
    // The logo's 3x PNG is 120×60 pixels: 40×20 points on a 3x device (its 2x file is 80×40, also 40×20).
    let logo = try #require(nodes.first { $0.name == "Image(\"logo\")" })
    #expect(logo.frame.size == CGSize(width: 40, height: 20))
    // The PDF's MediaBox is 24 pt; resizable in a 48 pt frame.
    let arrow = try #require(nodes.first { $0.name == "Image(\"arrow\")" })
    #expect(arrow.frame.size == CGSize(width: 48, height: 48))
    var kinds = Set<String>()
    for i in images(frame.displayList.items) {
      switch i.source {
      case .png: kinds.insert(i.tint == nil ? "png" : "template png")
      case .svg: kinds.insert("svg")
      case .pdf: kinds.insert("pdf")
      case .jpeg, .rgba: break
      }
    }
    #expect(kinds == ["png", "template png", "svg", "pdf"])
  }

  /// The logo is the first image drawn; dark mode picks its dark 3x file, another PNG.
  @Test func darkAppearanceTakesTheDarkLogo() throws {
    let light = try #require(images(try render().0.displayList.items).first)
    let dark = try #require(images(try render(RenderTraits(colorScheme: .dark)).0.displayList.items).first)
    guard case .png(let l) = light.source, case .png(let d) = dark.source else {
      Issue.record("the logo is not a PNG: \(light.source), \(dark.source)"); return
    }
    #expect(l != d)
    #expect(light.rect == dark.rect)
  }
}
