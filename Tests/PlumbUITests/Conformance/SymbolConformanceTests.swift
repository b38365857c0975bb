import Foundation
import PlumbGraphics
import PlumbUI
import XCTest

// Conformance: SF Symbols in Image(systemName:) — sizes from the font and imageScale, weights,
// variants, rendering modes, and baseline alignment with text (docs/symbols.md).
//
// Sources and confidence:
// - Box: 1.2 × the point size on a side (Plumbline's convention since the first symbols; a medium
//   SF symbol at 17 pt is about 20 pt tall, e.g. `heart.fill` ≈ 19 × 17 pt in published UIImage
//   sizes — M for the height, L for the width, which SF varies per symbol).
// - Text styles: `.title` is 28 pt, `.body` 17 pt (Apple HIG, "Typography", Large size) — H.
// - imageScale: small ≈ 0.78×, large ≈ 1.29× the medium size (measured UIImage.SymbolScale sizes
//   reported by developers; no Apple table) — L.
// - Baseline: SF symbols are drawn between the template's Baseline and Capline guides and are
//   centred on the cap height, so a symbol beside text in an HStack(alignment: .firstTextBaseline)
//   sits with its box centre about half a cap height (SF Pro: 0.705 em) above the baseline (Apple,
//   "Creating custom symbol images for your app": the template's guides) — M.
// - Hierarchical: the secondary layer takes the style's secondary level (Apple,
//   SymbolRenderingMode.hierarchical: "the others the secondary, and tertiary variants of the
//   foreground style") — H for the layering, L for the 0.6 opacity.
// - Palette: layers take foregroundStyle(a, b) in order (Apple, SymbolRenderingMode.palette) — H.

/// The fills a view paints, in order.
@MainActor
private func fills<V: View>(_ view: V) -> [(Path, RGBAColor, FillRule)] {
  let host = ViewHost(view, device: .iPhone14)
  try? host.settle()
  var out: [(Path, RGBAColor, FillRule)] = []
  func walk(_ items: [DisplayItem]) {
    for item in items {
      switch item {
      case .fill(let path, .solid(let c), let rule): out.append((path, c, rule))
      case .group(let g): walk(g.items)
      default: break
      }
    }
  }
  walk(host.displayList.items)
  return out
}

final class SymbolConformanceTests: XCTestCase {
  func testFontAndImageScaleSizeTheBox() {
    onMain {
      let snap = layout(VStack(spacing: 0) {
        Image(systemName: "folder").id("body")
        Image(systemName: "folder").font(.title).id("title")
        Image(systemName: "folder").imageScale(.small).id("small")
        Image(systemName: "folder").imageScale(.large).id("large")
      })
      XCTAssertEqual(snap.frame("body")?.height ?? 0, 20.4, accuracy: 0.001)
      XCTAssertEqual(snap.frame("title")?.height ?? 0, 33.6, accuracy: 0.001)
      XCTAssertEqual(snap.frame("small")?.height ?? 0, 20.4 * 0.78, accuracy: 0.001)
      XCTAssertEqual(snap.frame("large")?.width ?? 0, 20.4 * 1.29, accuracy: 0.001)
    }
  }

  func testSymbolSharesTheTextBaselineAndCentresOnTheCapHeight() {
    onMain {
      for scale in [Image.Scale.medium, .large] {
        let snap = layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
          Image(systemName: "folder").imageScale(scale).id("icon")
          Text("Folder").id("text")
        })
        guard let icon = snap.frame("icon"), let text = snap.frame("text") else { return XCTFail("frames") }
        // The text's baseline: its top + ascent; the box centre sits 0.36 × 17 pt above it.
        let baselineY = icon.minY + (scale == .medium ? 0.8 * icon.height : icon.height / 2 + 0.36 * 17)
        XCTAssertEqual(icon.midY, baselineY - 0.36 * 17, accuracy: 0.001, "\(scale)")
        XCTAssertLessThan(abs(icon.midY - text.midY), 3, "\(scale): the icon is centred near the text's middle")
      }
    }
  }

  func testFontWeightPicksTheStrokeWeight() {
    onMain {
      let regular = fills(Image(systemName: "folder")).first?.0
      let bold = fills(Image(systemName: "folder").fontWeight(.bold)).first?.0
      let titleBold = fills(Image(systemName: "folder").font(.title.weight(.bold))).first?.0
      XCTAssertNotNil(regular)
      XCTAssertNotEqual(regular, bold)
      // Same stroke weight, different size: the same outline scaled by about 28 / 17 (each box is
      // snapped to whole pixels at 3×, so the ratio is within 0.05).
      let a = bold?.tightBounds ?? .zero, b = titleBold?.tightBounds ?? .zero
      XCTAssertEqual(b.width / a.width, 28.0 / 17.0, accuracy: 0.05)
    }
  }

  func testSymbolVariantPicksTheFilledAndEnclosedNames() {
    onMain {
      let filled = fills(Image(systemName: "heart").symbolVariant(.fill)).first?.0
      XCTAssertEqual(filled, fills(Image(systemName: "heart.fill")).first?.0)
      let circled = fills(Image(systemName: "folder").symbolVariant(.circle.fill)).first
      XCTAssertEqual(circled?.2, .evenOdd)
      XCTAssertEqual(circled?.0, fills(Image(systemName: "folder.circle.fill")).first?.0)
      // A variant the symbol lacks falls back to the name (no placeholder, no warning).
      let (plain, warnings) = RenderWarnings.collecting { fills(Image(systemName: "link").symbolVariant(.slash)) }
      XCTAssertEqual(plain.first?.0, fills(Image(systemName: "link")).first?.0)
      XCTAssertEqual(warnings, [])
    }
  }

  func testHierarchicalDrawsTheEnclosureAtTheSecondaryLevel() {
    onMain {
      let tint = Color(red: 0.2, green: 0.4, blue: 0.8)
      let layers = fills(Image(systemName: "folder.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(tint))
      XCTAssertEqual(layers.count, 2)
      let blue = RGBAColor(red: 0.2, green: 0.4, blue: 0.8)
      XCTAssertEqual(layers[0].1.alpha, blue.alpha * 0.6, accuracy: 0.001)
      XCTAssertEqual(layers[0].1.red, blue.red, accuracy: 0.001)
      XCTAssertEqual(layers[1].1, blue)
      // Monochrome: one fill.
      XCTAssertEqual(fills(Image(systemName: "folder.circle.fill").foregroundStyle(Color.blue)).count, 1)
    }
  }

  func testPaletteColoursLayersInOrder() {
    onMain {
      let layers = fills(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette)
        .foregroundStyle(Color(red: 1, green: 1, blue: 1), Color(red: 1, green: 0, blue: 0)))
      XCTAssertEqual(layers.map(\.1), [RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 1, green: 1, blue: 1)])
    }
  }

  func testMulticolorWarnsOnceAndDrawsMonochrome() {
    onMain {
      let (layers, warnings) = RenderWarnings.collecting {
        fills(Image(systemName: "folder.circle.fill").symbolRenderingMode(.multicolor))
      }
      XCTAssertEqual(layers.count, 1)
      XCTAssertEqual(warnings.count, 1)
      XCTAssertTrue(warnings.first?.hasPrefix("symbolRenderingMode(.multicolor)") ?? false)
    }
  }
}
