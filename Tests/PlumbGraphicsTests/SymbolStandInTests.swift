import Foundation
import PlumbGraphics
import XCTest

/// The second pass of stand-ins for top-400 names (Phosphor and Remix Icon; docs/symbols.md).
final class SymbolStandInTests: XCTestCase {
  func testNewNamesDraw() {
    let names = ["square.dashed", "text.magnifyingglass", "rectangle.expand.vertical", "wifi.exclamationmark",
                 "bolt.shield.fill", "exclamationmark.bubble", "lock.rotation", "memories", "poweroutlet.type.b.fill"]
    assertSymbolsDrawn(names, minWidth: 0.5)
  }

  /// `square.righthalf.fill`: Phosphor's `square-half` fill weight leaves the left half open.
  func testRightHalfIsTheFilledHalf() {
    let s = SymbolLibrary.symbol(named: "square.righthalf.fill")
    let evenOdd = s.fillRule == .evenOdd
    XCTAssertTrue(s.path.containsPoint(CGPoint(x: 0.65, y: 0.5), evenOdd: evenOdd))
    XCTAssertFalse(s.path.containsPoint(CGPoint(x: 0.35, y: 0.5), evenOdd: evenOdd))
  }

  /// `gearshape.2`: a large gear top-leading, a small one bottom-trailing (primary layer), the large
  /// one cut out around the small one (no ink where the large gear's teeth met the gap).
  func testTwoGears() {
    let s = SymbolLibrary.symbol(named: "gearshape.2")
    XCTAssertNil(s.placeholderLabel)
    XCTAssertEqual(s.layers.map(\.level), [1, 0])
    let large = s.layers[0].path.tightBounds ?? .zero, small = s.layers[1].path.tightBounds ?? .zero
    XCTAssertLessThan(large.minX, 0.1); XCTAssertGreaterThan(small.minX, 0.45)
    XCTAssertLessThan(small.width, large.width)
    // The plain large gear, placed as in the pair, inks a point the knocked-out one leaves clear.
    let plain = SymbolLibrary.symbol(named: "gearshape").path.applying(
      AffineTransform2D.translation(x: -0.5, y: -0.5).concatenating(.scale(x: 0.72, y: 0.72))
        .concatenating(.translation(x: 0.38, y: 0.38)))
    let gap = (0..<200).lazy.map { i -> CGPoint in
      let a = Double(i) / 200 * 2 * .pi, r = 0.24  // between the small gear (0.21) and the cut (0.27)
      return CGPoint(x: 0.74 + r * cos(a), y: 0.74 + r * sin(a))
    }.first { plain.containsPoint($0) }
    let point = try? XCTUnwrap(gap, "the large gear reaches the gap ring")
    if let point { XCTAssertFalse(s.path.containsPoint(point), "\(point) is cut out") }
  }

  /// Apple's marks are never drawn: they stay the labelled placeholder.
  func testAppleMarksAreNotDrawn() {
    let (_, warnings) = RenderWarnings.collecting {
      for name in ["apple.logo", "applelogo", "apple.intelligence", "apple.image.playground"] {
        XCTAssertEqual(SymbolLibrary.symbol(named: name).placeholderLabel, name)
      }
    }
    XCTAssertEqual(warnings.count, 4)
  }
}
