import Foundation
import PlumbGraphics
import XCTest

/// The bundled SF Symbol names (Resources/symbols.txt) and the composed enclosures.
final class SymbolCatalogTests: XCTestCase {
  /// The 12 most used names of docs/symbols.md's count, each drawn (no placeholder, no warning).
  func testMostUsedNamesAreDrawn() {
    let top = ["plus", "xmark", "folder", "ellipsis", "magnifyingglass", "xmark.circle.fill", "square.and.arrow.up",
               "clock", "chevron.right", "checkmark", "gear", "checkmark.circle.fill", "globe", "play.fill",
               "arrow.clockwise", "person.crop.circle", "pencil", "exclamationmark.triangle.fill", "calendar", "doc.on.doc"]
    assertSymbolsDrawn(top, minWidth: 0.3)
    XCTAssertGreaterThanOrEqual(SymbolLibrary.drawnNames.count, 500)
  }

  func testWeightsChangeTheOutlineAndFillIgnoresWeight() throws {
    let thin = SymbolLibrary.symbol(named: "folder", weight: .thin).path
    let regular = SymbolLibrary.symbol(named: "folder", weight: .regular).path
    let bold = SymbolLibrary.symbol(named: "folder", weight: .bold).path
    XCTAssertNotEqual(thin, regular)
    XCTAssertNotEqual(regular, bold)
    XCTAssertEqual(SymbolLibrary.symbol(named: "folder", weight: .semibold).path, bold)
    XCTAssertEqual(SymbolLibrary.symbol(named: "folder", weight: .medium).path, regular)
    XCTAssertEqual(SymbolLibrary.symbol(named: "folder.fill", weight: .thin).path,
                   SymbolLibrary.symbol(named: "folder.fill", weight: .black).path)
    // Hand-drawn names keep their one outline at every weight (the goldens draw them).
    XCTAssertEqual(SymbolLibrary.symbol(named: "chevron.right", weight: .bold).path,
                   SymbolLibrary.symbol(named: "chevron.right").path)
  }

  func testComposedEnclosuresHaveTwoLayers() throws {
    let ring = SymbolLibrary.symbol(named: "folder.circle")
    XCTAssertNil(ring.placeholderLabel)
    XCTAssertEqual(ring.layers.map(\.level), [1, 0])
    // The ring's outer radius at regular weight: Phosphor's 96 + 16/2 of 256.
    XCTAssertEqual(ring.layers[0].path.boundingBox.width, 2 * 104 / 256, accuracy: 1e-9)
    // The glyph sits inside the ring's hole (radius 88/256 about the centre).
    let glyph = ring.layers[1].path.tightBounds ?? .zero
    for corner in [CGPoint(x: glyph.minX, y: glyph.minY), CGPoint(x: glyph.maxX, y: glyph.maxY)] {
      XCTAssertLessThan(hypot(corner.x - 0.5, corner.y - 0.5), 88.0 / 256 * 1.3)
    }
    let disc = SymbolLibrary.symbol(named: "folder.circle.fill")
    XCTAssertEqual(disc.fillRule, .evenOdd)
    XCTAssertFalse(disc.path.containsPoint(CGPoint(x: 0.5, y: 0.55), evenOdd: true), "the glyph is knocked out")
    XCTAssertTrue(disc.path.containsPoint(CGPoint(x: 0.5, y: 0.14), evenOdd: true), "the disc is filled")
    XCTAssertNil(SymbolLibrary.symbol(named: "folder.square.fill").placeholderLabel)
    // Layered rendering composes hand-drawn enclosed names too.
    XCTAssertEqual(SymbolLibrary.symbol(named: "xmark.circle.fill", weight: .regular, layered: true).layers.count, 2)
    XCTAssertEqual(SymbolLibrary.symbol(named: "xmark.circle.fill").layers.count, 1)
  }

  func testUncoveredNameStillWarnsOnce() {
    let (symbol, warnings) = RenderWarnings.collecting { () -> SymbolLibrary.Symbol in
      _ = SymbolLibrary.symbol(named: "apple.intelligence")
      return SymbolLibrary.symbol(named: "apple.intelligence")
    }
    XCTAssertEqual(symbol.placeholderLabel, "apple.intelligence")
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].contains("no symbol named \"apple.intelligence\""), warnings[0])
  }
}
