import Foundation
import PlumbGraphics
import XCTest

/// The second pass of stand-ins for top-400 names (Phosphor and Remix Icon; docs/symbols.md).
final class SymbolStandInTests: XCTestCase {
  func testNewNamesDraw() {
    let names = ["square.dashed", "text.magnifyingglass", "rectangle.expand.vertical", "wifi.exclamationmark",
                 "bolt.shield.fill", "exclamationmark.bubble", "lock.rotation", "memories", "poweroutlet.type.b.fill"]
    let (_, warnings) = RenderWarnings.collecting {
      for name in names {
        let s = SymbolLibrary.symbol(named: name)
        XCTAssertNil(s.placeholderLabel, name)
        let box = s.path.tightBounds ?? .zero
        XCTAssertGreaterThan(box.width, 0.5, name)
        XCTAssertGreaterThanOrEqual(box.minX, -0.001, name)
        XCTAssertLessThanOrEqual(box.maxX, 1.001, name)
      }
    }
    XCTAssertEqual(warnings, [])
  }

  /// Apple's marks are never drawn: they stay the labelled placeholder.
  func testAppleMarksAreNotDrawn() {
    let (_, warnings) = RenderWarnings.collecting {
      for name in ["apple.logo", "applelogo", "apple.intelligence"] {
        XCTAssertEqual(SymbolLibrary.symbol(named: name).placeholderLabel, name)
      }
    }
    XCTAssertEqual(warnings.count, 3)
  }
}
