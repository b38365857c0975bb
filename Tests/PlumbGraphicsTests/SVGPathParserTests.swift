import Foundation
import PlumbGraphics
import XCTest

/// The SVG path grammar behind the bundled icons and custom symbol templates.
final class SVGPathParserTests: XCTestCase {
  func testAbsoluteAndRelativeCommandsAndImplicitRepeats() throws {
    let p = try SVGPathParser.parse("M10,20 l5 0 5,5 H40 v-10 z m1 1 L2-3")
    XCTAssertEqual(p.elements, [
      .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 15, y: 20)), .line(to: CGPoint(x: 20, y: 25)),
      .line(to: CGPoint(x: 40, y: 25)), .line(to: CGPoint(x: 40, y: 15)), .closeSubpath,
      .move(to: CGPoint(x: 11, y: 21)), .line(to: CGPoint(x: 2, y: -3)),
    ])
  }

  func testSmoothCurvesReflectTheLastControlPoint() throws {
    let p = try SVGPathParser.parse("M0 0C0 10 10 10 10 0S20-10 20 0Q25 5 30 0T40 0")
    XCTAssertEqual(p.elements[2], .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10), control2: CGPoint(x: 20, y: -10)))
    XCTAssertEqual(p.elements[4], .quadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 35, y: -5)))
  }

  func testCompactNumbersAndExponents() throws {
    let p = try SVGPathParser.parse("M.5.5L1e1-2.5e-1")
    XCTAssertEqual(p.elements, [.move(to: CGPoint(x: 0.5, y: 0.5)), .line(to: CGPoint(x: 10, y: -0.25))])
  }

  func testArcBecomesCubicsOnTheCircle() throws {
    // Phosphor's circle: A104,104,0,1,1 from (232,128) to (128,24) — three quarters of a circle about (128,128).
    let p = try SVGPathParser.parse("M232,128A104,104,0,1,1,128,24")
    let curves = p.elements.compactMap { e -> (CGPoint, CGPoint, CGPoint)? in
      if case .curve(let to, let c1, let c2) = e { return (to, c1, c2) }
      return nil
    }
    XCTAssertEqual(curves.count, 3)
    let last = try XCTUnwrap(curves.last)
    XCTAssertEqual(last.0.x, 128, accuracy: 1e-9)
    XCTAssertEqual(last.0.y, 24, accuracy: 1e-9)
    for (to, _, _) in curves {
      XCTAssertEqual(hypot(to.x - 128, to.y - 128), 104, accuracy: 1e-6)
    }
    // The large-arc, sweep-positive path passes through the bottom (y = 232) and the left (x = 24).
    let box = p.boundingBox
    XCTAssertEqual(box.minX, 24 - 0.1, accuracy: 0.5)
    XCTAssertGreaterThan(box.maxY, 231)
  }

  func testMalformedDataNamesWhatAndWhere() {
    XCTAssertThrowsError(try SVGPathParser.parse("L1 2")) { error in
      XCTAssertEqual((error as? SVGPathParser.Failure)?.offset, 0)
      XCTAssertTrue("\(error)".contains("moveto"), "\(error)")
    }
    XCTAssertThrowsError(try SVGPathParser.parse("M1 2 L3")) { error in
      XCTAssertTrue("\(error)".contains("expected a number"), "\(error)")
    }
    XCTAssertThrowsError(try SVGPathParser.parse("M1 2 X3 4")) { error in
      XCTAssertEqual((error as? SVGPathParser.Failure)?.offset, 5)
    }
    XCTAssertThrowsError(try SVGPathParser.parse("M0 0 A1 1 0 2 0 3 3")) { error in
      XCTAssertTrue("\(error)".contains("arc flag"), "\(error)")
    }
  }
}
