import Foundation
import PlumbCatalog
import PlumbGoldens
@testable import PlumbUI
import PlumbTesting
import XCTest

/// `Image("name")`/`Color("name")` over the demo asset catalog (Sources/PlumbCatalog/Resources/
/// Assets.xcassets, written by scripts/make-asset-fixtures.py): the file chosen per scale and
/// appearance, natural sizes, template tint, interpolation, colours per scheme, and the labelled
/// placeholders of missing names.
final class AssetImageAPITests: XCTestCase {
  func testLogoPicksTheFileOfTheScaleAndAppearance() { onMain {
    let logo = Image("logo", bundle: DemoCatalog.bundle)
    let at3 = images(displayList(logo, scale: 3)), at2 = images(displayList(logo, scale: 2))
    let dark3 = images(displayList(logo, scale: 3, dark: true)), at1 = images(displayList(logo, scale: 1))
    func bytes(_ file: String) -> [UInt8] { DemoCatalog.bytes("logo.imageset/\(file)") }
    XCTAssertEqual(at3.map(\.source), [.png(bytes("logo@3x.png"))])
    XCTAssertEqual(at2.map(\.source), [.png(bytes("logo@2x.png"))])
    XCTAssertEqual(dark3.map(\.source), [.png(bytes("logo-dark@3x.png"))])
    // 1x is an empty slot: the nearest higher scale, 2x, is drawn.
    XCTAssertEqual(at1.map(\.source), [.png(bytes("logo@2x.png"))])
    // 120×60 px at 3x and 80×40 px at 2x are both 40×20 pt.
    XCTAssertEqual(at3.first?.rect.size, CGSize(width: 40, height: 20))
    XCTAssertEqual(at2.first?.rect.size, CGSize(width: 40, height: 20))
    XCTAssertEqual(at3.first?.tint, nil)
  } }

  func testLogoPixelsProveWhichScaleWasDrawn() { onMain {
    XCTAssertEqual(try logoPixel(scale: 2), [30, 100, 220, 255])   // logo@2x.png: blue
    XCTAssertEqual(try logoPixel(scale: 3), [240, 140, 20, 255])   // logo@3x.png: orange
    XCTAssertEqual(try logoPixel(scale: 3, dark: true), [40, 170, 90, 255])   // logo-dark@3x.png: green
  } }

  func testTemplateIntentTintsWithTheForegroundColourAndRenderingModeOverrides() { onMain {
    let tinted = images(displayList(Image("glyph", bundle: DemoCatalog.bundle).foregroundColor(.red)))
    XCTAssertEqual(tinted.first?.tint, Color.red.rgba)
    XCTAssertEqual(tinted.first?.rect.size, CGSize(width: 16, height: 16))
    let primary = images(displayList(Image("glyph", bundle: DemoCatalog.bundle), dark: true))
    XCTAssertEqual(primary.first?.tint, RGBAColor(r8: 255, g8: 255, b8: 255), "template without a colour: primary, dark")
    let original = images(displayList(Image("glyph", bundle: DemoCatalog.bundle).renderingMode(.original).foregroundColor(.red)))
    XCTAssertEqual(original.first.map { $0.tint == nil }, true)
    let forced = images(displayList(Image("logo", bundle: DemoCatalog.bundle).renderingMode(.template).foregroundColor(.blue)))
    XCTAssertEqual(forced.first?.tint, Color.blue.rgba)
  } }

  func testResizableInterpolationAndSVG() { onMain {
    let (list, warnings) = RenderWarnings.collecting {
      displayList(Image("logo", bundle: DemoCatalog.bundle).resizable().interpolation(.none).frame(width: 80, height: 30))
    }
    XCTAssertEqual(images(list).first?.rect.size, CGSize(width: 80, height: 30))
    XCTAssertEqual(images(list).first?.interpolation, .nearest)
    XCTAssertEqual(warnings, [])
    let (capped, capWarnings) = RenderWarnings.collecting {
      displayList(Image("logo", bundle: DemoCatalog.bundle)
        .resizable(capInsets: EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5), resizingMode: .tile))
    }
    XCTAssertEqual(capWarnings, [], "caps are drawn (docs/images.md), so nothing is left to warn about")
    XCTAssertEqual(images(capped).first?.slicing, ImageSlicing(top: 2, left: 3, bottom: 4, right: 5, mode: .tile,
                                                              imageSize: CGSize(width: 40, height: 20)))
    XCTAssertEqual(images(displayList(Image("logo", bundle: DemoCatalog.bundle).resizable())).first.map { $0.slicing == nil }, true,
                   "a plain resizable image is stretched whole, with no slicing")
    let (_, symbolWarnings) = RenderWarnings.collecting {
      displayList(Image(systemName: "star").resizable(resizingMode: .tile))
    }
    XCTAssertEqual(symbolWarnings, ["Image(systemName:).resizable(capInsets:resizingMode:): a symbol is stretched whole; its cap insets and tiling are not applied"])
    let badge = images(displayList(Image("badge", bundle: DemoCatalog.bundle)))
    XCTAssertEqual(badge.map(\.source), [.svg(DemoCatalog.bytes("badge.imageset/badge.svg"))])
    XCTAssertEqual(badge.first?.rect.size, CGSize(width: 48, height: 24), "an SVG's own width and height, at any scale")
  } }

  func testDefaultSearchFindsTheResourceBundleNextToTheTestBinary() { onMain {
    let (s, warnings) = RenderWarnings.collecting { layout(Image("logo").id("l")) }
    XCTAssertEqual(s.frame("l")?.size, CGSize(width: 40, height: 20))
    XCTAssertEqual(warnings, [])
  } }

  func testMissingImageDrawsALabelledPlaceholderAndWarnsOnceNamingTheCatalogs() { onMain {
    let view = VStack { Image("nope").id("a"); Image("nope").id("b"); Image("nope", bundle: DemoCatalog.bundle).id("c") }
    let (s, warnings) = RenderWarnings.collecting { layout(view) }
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings[0].hasPrefix("No image named \"nope\" in asset catalogs ["), warnings[0])
    XCTAssertTrue(warnings[0].contains(DemoCatalog.folder.path), warnings[0])
    // The box: at least 44 × 44, as wide as the name at 11 pt plus 6 each side.
    XCTAssertEqual(s.frame("a")?.height, 44)
    XCTAssertGreaterThanOrEqual(s.frame("a")?.width ?? 0, 44)
    let list = displayList(Image("a.rather.long.missing.name"))
    XCTAssertTrue(list.items.contains { if case .glyphs = $0 { return true }; return false }, "the name is drawn as text")
    XCTAssertTrue(list.items.contains { if case .fill(_, .solid(let c), _) = $0 { return c == RGBAColor(r8: 229, g8: 229, b8: 234) }; return false })
  } }

  func testCustomSymbolSetDrawsItsTemplate() { onMain {
    let (s, warnings) = RenderWarnings.collecting { layout(Image("star.bubble", bundle: DemoCatalog.bundle).id("s")) }
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(s.frame("s")?.height ?? 0, 17 * 1.2, accuracy: 0.001, "a symbol's box at body size")
    XCTAssertEqual(s.nodes(named: "Image(\"star.bubble\") symbol").count, 1)
    let list = displayList(Image("star.bubble", bundle: DemoCatalog.bundle).foregroundColor(.red).font(.system(size: 50)))
    guard case .fill(let path, .solid(let ink), _)? = list.items.first else { return XCTFail("no fill: \(list.items)") }
    XCTAssertEqual(ink, Color.red.rgba)
    // The glyph is about as wide as its margins (100 units of a 100 pt template: 1 em) at 50 pt.
    let box = path.boundingBox
    XCTAssertEqual(box.width, 50, accuracy: 1.5, "\(box)")
    XCTAssertGreaterThan(box.height, 40)
  } }

  func testBrokenSymbolTemplateWarnsNamingTheFile() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-symbol-\(UUID().uuidString)")
    let set = root.appendingPathComponent("Assets.xcassets/bad.symbolset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"symbols":[{"idiom":"universal","filename":"bad.svg"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
    try Data(#"<svg xmlns="http://www.w3.org/2000/svg"><g id="Symbols"><g id="Regular-M"><path d="M0 0 L10 0 L10 10 Z"/></g></g></svg>"#.utf8)
      .write(to: set.appendingPathComponent("bad.svg"))
    let bundle = try XCTUnwrap(Bundle(path: root.path))
    onMain {
      let (s, warnings) = RenderWarnings.collecting { layout(Image("bad", bundle: bundle).id("b")) }
      XCTAssertEqual(warnings.count, 1, "\(warnings)")
      XCTAssertTrue(warnings.first?.contains(set.appendingPathComponent("bad.svg").path) == true, "\(warnings)")
      XCTAssertTrue(warnings.first?.contains("guide") == true, "\(warnings)")
      XCTAssertEqual(s.nodes(named: "Image(systemName: \"bad\") placeholder").count, 1)
    }
  }

  /// A missing symbol takes the symbol's room, as iOS lays the real one out: its name is in the
  /// warning, not drawn beside it (which pushed the layout).
  func testMissingSystemSymbolTakesTheSymbolsSizeAndNamesItInTheWarning() { onMain {
    let (list, warnings) = RenderWarnings.collecting { displayList(Image(systemName: "no.such.symbol.anywhere")) }
    XCTAssertTrue(warnings.contains { $0.contains("no.such.symbol.anywhere") && $0.contains("crossed box of the symbol's size") }, "\(warnings)")
    XCTAssertFalse(list.items.contains { if case .glyphs = $0 { return true }; return false }, "no label is drawn")
    let missing = layout(HStack(spacing: 0) { Image(systemName: "no.such.symbol.anywhere").id("m"); Image(systemName: "star").id("s") })
    let m = missing.frame("m"), s = missing.frame("s")
    XCTAssertNotNil(m)
    XCTAssertEqual(m?.size, s?.size)
  } }

  func testDemoCatalogGolden() { onMain {
    let b = DemoCatalog.bundle
    let view = VStack(spacing: 10) {
      HStack(spacing: 10) {
        Image("logo", bundle: b)
        Image("badge", bundle: b)
        Image("glyph", bundle: b).foregroundColor(Color("Brand", bundle: b))
      }
      HStack(alignment: .firstTextBaseline, spacing: 6) {
        Image("star.bubble", bundle: b).font(.system(size: 17, weight: .ultraLight))
        Image("star.bubble", bundle: b)
        Image("star.bubble", bundle: b).font(.system(size: 17, weight: .black))
        Text("Reviews")
        Image("star.bubble", bundle: b).font(.system(size: 34)).foregroundColor(Color("Accent", bundle: b))
      }
    }
    .padding(10)
    _ = RenderWarnings.collecting {
      assertGolden(of: view, variants: [.light, .dark], named: "demo-catalog", device: .custom(width: 240, height: 110, scale: 3))
    }
  } }

  func testPlaceholderGolden() { onMain {
    let view = VStack(spacing: 12) {
      Image("nope")
      Image("missing.banner").resizable().frame(width: 160, height: 60)
      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Text("Send")
        Image(systemName: "paperplane.nonexistent")
      }
      Color("NoSuchColour").frame(width: 60, height: 12)
    }
    .padding(12)
    _ = RenderWarnings.collecting {
      assertGolden(of: view, variants: [.light], named: "missing-asset-placeholders", device: .custom(width: 220, height: 220, scale: 2))
    }
  } }
}

/// `Color("name")` from the demo catalog: light and dark values, Display P3 converted to sRGB.
final class AssetColorAPITests: XCTestCase {

  func testBrandIsAdaptive() { onMain {
    let (values, warnings) = try RenderWarnings.collecting {
      (try colorPixel(Color("Brand", bundle: DemoCatalog.bundle), dark: false), try colorPixel(Color("Brand", bundle: DemoCatalog.bundle), dark: true))
    }
    XCTAssertEqual(values.0, [0x5B, 0x4A, 0xD2, 255])   // hex components
    XCTAssertEqual(values.1, [150, 160, 255, 255])      // 8-bit components, dark appearance
    XCTAssertEqual(warnings, [])
  } }

  func testAccentInDisplayP3IsConvertedToSRGB() { onMain {
    // P3 (0.5, 0.7, 0.3) → sRGB (0.4384, 0.7069, 0.2238) → bytes (112, 180, 57).
    XCTAssertEqual(try colorPixel(Color("Accent", bundle: DemoCatalog.bundle), dark: false), [112, 180, 57, 255])
  } }

  func testMissingColourIsMagentaAndWarnsNamingTheCatalogs() { onMain {
    let (value, warnings) = try RenderWarnings.collecting { try colorPixel(Color("NoSuchColour"), dark: false) }
    XCTAssertEqual(value, [255, 0, 255, 255])
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("No color named \"NoSuchColour\" in asset catalogs ["), warnings[0])
  } }
}

/// Every image item of a display list, in drawing order.
func images(_ list: DisplayList) -> [ImageItem] {
  func walk(_ items: [DisplayItem]) -> [ImageItem] {
    items.flatMap { item -> [ImageItem] in
      switch item {
      case .image(let i): return [i]
      case .group(let g): return walk(g.items)
      default: return []
      }
    }
  }
  return walk(list.items)
}

@MainActor func displayList<V: View>(_ view: V, scale: Int = 3, dark: Bool = false) -> DisplayList {
  let host = ViewHost(view.environment(\.colorScheme, dark ? .dark : .light),
                      device: .custom(width: 100, height: 100, scale: scale))
  return host.displayList
}

/// The demo catalog's bundle and folder.
enum DemoCatalog {
  static let bundle = CatalogAssets.bundle
  /// `.copy("Resources")` keeps the Resources folder inside the bundle (Foundation then reports that
  /// folder as the bundle's resourceURL on Linux).
  static let folder = bundle.bundleURL.appendingPathComponent("Resources/Assets.xcassets")
  static func bytes(_ path: String) -> [UInt8] {
    [UInt8](FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) ?? Data())
  }
}

/// The pixel at (10, 15) pt of `Image("logo")` rendered alone at `scale`.
@MainActor func logoPixel(scale: Int, dark: Bool = false) throws -> [UInt8] {
  let view = Image("logo", bundle: DemoCatalog.bundle).environment(\.colorScheme, dark ? .dark : .light)
  let r = try renderView(view, options: ViewRenderOptions(device: .custom(width: 40, height: 20, scale: scale), background: nil))
  let p = r.image[10 * scale, 15 * scale]
  return [p.r, p.g, p.b, p.a]
}

/// The middle pixel of `color` filling 4 × 4 points at 1x.
@MainActor func colorPixel(_ color: Color, dark: Bool) throws -> [UInt8] {
  let r = try renderView(color.frame(width: 4, height: 4).environment(\.colorScheme, dark ? .dark : .light),
                         options: ViewRenderOptions(device: .custom(width: 4, height: 4, scale: 1), background: nil))
  let p = r.image[2, 2]
  return [p.r, p.g, p.b, p.a]
}
