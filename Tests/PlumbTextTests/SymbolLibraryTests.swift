import PlumbGraphics
import XCTest

/// The icon outlines behind `Image(systemName:)` (they live in PlumbGraphics/Symbols; tested here
/// beside the text goldens that draw them).
final class SymbolLibraryTests: XCTestCase {
  static let required = ["chevron.down", "chevron.right", "xmark", "checkmark", "plus", "iphone", "ipad",
                         "ipod", "appletv", "applewatch", "homepod", "gearshape", "person", "magnifyingglass"]

  func testEveryRequiredSymbolHasAnOutlineInsideTheUnitBox() throws {
    for name in Self.required {
      let path = try XCTUnwrap(SymbolLibrary.path(named: name), name)
      XCTAssertFalse(path.isEmpty, name)
      let box = path.boundingBox
      XCTAssertGreaterThanOrEqual(box.minX, 0, name)
      XCTAssertGreaterThanOrEqual(box.minY, 0, name)
      XCTAssertLessThanOrEqual(box.maxX, 1, name)
      XCTAssertLessThanOrEqual(box.maxY, 1, name)
      XCTAssertGreaterThan(box.width * box.height, 0.1, "\(name) is visibly large")
      XCTAssertNil(SymbolLibrary.symbol(named: name).placeholderLabel)
    }
    XCTAssertTrue(Set(Self.required).isSubset(of: SymbolLibrary.names))
  }

  func testSymbolsAreDistinct() {
    let paths = Self.required.compactMap { SymbolLibrary.path(named: $0) }
    XCTAssertEqual(Set(paths).count, Self.required.count)
  }

  func testUnknownNameGivesALabelledPlaceholderNotACrash() {
    XCTAssertNil(SymbolLibrary.path(named: "no.such.symbol"))
    for name in ["no.such.symbol", "", "\u{0}", String(repeating: "x", count: 10_000)] {
      let symbol = SymbolLibrary.symbol(named: name)
      XCTAssertEqual(symbol.placeholderLabel, name)
      XCTAssertEqual(symbol.path, SymbolLibrary.placeholderPath)
      XCTAssertFalse(symbol.path.isEmpty)
    }
  }
}
