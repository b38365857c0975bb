import Foundation
import PlumbGraphics
import XCTest

/// Asserts that each name draws a real outline: no placeholder, at least `minWidth` of the unit
/// box wide, inside the box horizontally, and no warning for any of them.
func assertSymbolsDrawn(_ names: [String], minWidth: Double, file: StaticString = #filePath, line: UInt = #line) {
  let (_, warnings) = RenderWarnings.collecting {
    for name in names {
      let s = SymbolLibrary.symbol(named: name)
      XCTAssertNil(s.placeholderLabel, name, file: file, line: line)
      let box = s.path.tightBounds ?? .zero
      XCTAssertGreaterThan(box.width, minWidth, name, file: file, line: line)
      XCTAssertGreaterThanOrEqual(box.minX, -0.001, name, file: file, line: line)
      XCTAssertLessThanOrEqual(box.maxX, 1.001, name, file: file, line: line)
    }
  }
  XCTAssertEqual(warnings, [], file: file, line: line)
}
