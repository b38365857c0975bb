import Foundation
@testable import PlumbUI
import XCTest

/// SwiftUI's `Path` builders (Apple docs for labels and defaults; CoreGraphics semantics for
/// arcs, confidence H).
final class PathBuilderTests: XCTestCase {
  private func assertPoint(_ p: CGPoint?, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
    guard let p else { return XCTFail("no point", file: file, line: line) }
    XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
    XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
  }

  func testTangentArcRoundsACorner() {
    var p = Path()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    // A line to the first tangent point (80, 0), then a quarter arc around (80, 20) to (100, 20).
    XCTAssertEqual(p.elements[1], .line(to: CGPoint(x: 80, y: 0)))
    XCTAssertEqual(p.elements.count, 3)
    assertPoint(p.currentPoint, 100, 20)
    // The arc's midpoint lies on the circle around (80, 20).
    let mid = p.trimmedPath(from: 0.5, to: 1).elements
    XCTAssertFalse(mid.isEmpty)
  }

  func testTangentArcWithoutACurrentPointStartsAtTheCorner() {
    var p = Path()
    p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    XCTAssertEqual(p.elements, [.move(to: CGPoint(x: 10, y: 0))])
  }

  func testRelativeArcAndClockwiseConvention() {
    var p = Path()
    p.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
    assertPoint(p.currentPoint, 0, 10)  // positive delta: clockwise on screen (y down)
    var q = Path()
    q.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // clockwise: true (flipped terms) goes the long way round, 270° counter-clockwise on screen.
    XCTAssertEqual(q.elements.count, 4)
    assertPoint(q.currentPoint, 0, 10)
    XCTAssertLessThan(q.boundingRect.minY, -9.99)
  }

  func testArcJoinsTheCurrentPointWithALine() {
    var p = Path()
    p.move(to: CGPoint(x: -50, y: 0))
    p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
    XCTAssertEqual(p.elements[1], .line(to: CGPoint(x: 10, y: 0)))
  }

  func testBuildersTakeATransform() {
    var p = Path()
    p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 7))
    XCTAssertEqual(p.boundingRect, CGRect(x: 5, y: 7, width: 10, height: 10))
    p.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)], transform: CGAffineTransform(scaleX: 2, y: 3))
    XCTAssertEqual(p.boundingRect, CGRect(x: 0, y: 0, width: 15, height: 17))
    var e = Path()
    e.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
    XCTAssertEqual(e.boundingRect.width, 20, accuracy: 1e-9)
    XCTAssertEqual(e.offsetBy(dx: 3, dy: 4).boundingRect.minX, 3, accuracy: 1e-9)
    let r = Path(CGRect(x: 0, y: 0, width: 4, height: 4)).applying(CGAffineTransform(rotationAngle: .pi / 2))
    XCTAssertEqual(r.boundingRect.minX, -4, accuracy: 1e-9)
  }

  func testRoundedRectDefaultsToContinuousCorners() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 60)
    XCTAssertEqual(Path(roundedRect: r, cornerRadius: 10),
                   Path(roundedRect: r, cornerRadius: 10.0, style: CornerStyle.continuous))
    var p = Path()
    p.addRoundedRect(in: r, cornerSize: CGSize(width: 10, height: 10))
    XCTAssertEqual(p, Path(roundedRect: r, cornerRadius: 10.0, style: CornerStyle.continuous))
    XCTAssertEqual(Path(roundedRect: r, cornerRadius: 10, style: .circular),
                   Path(roundedRect: r, cornerRadius: 10.0, style: CornerStyle.circular))
  }

  func testLinesClosureAndContains() {
    let tri = Path { p in
      p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
      p.closeSubpath()
    }
    XCTAssertTrue(tri.contains(CGPoint(x: 2, y: 2)))
    XCTAssertFalse(tri.contains(CGPoint(x: 8, y: 8)))
    var n = 0
    tri.forEach { _ in n += 1 }
    XCTAssertEqual(n, 4)
  }

  func testAffineTransformAndVector() {
    let t = CGAffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
    // translatedBy/scaledBy prepend, as CoreGraphics: (1, 1) → scale → (2, 2) → translate → (12, 2).
    XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 2))
    XCTAssertEqual(CGPoint(x: 12, y: 2).applying(t.inverted()), CGPoint(x: 1, y: 1))
    XCTAssertEqual(CGSize(width: 3, height: 4).applying(t), CGSize(width: 6, height: 8))
    let v = CGVector(dx: 3, dy: 4)
    XCTAssertEqual(v.dx, 3)
    XCTAssertEqual(CGVector.zero, CGVector(dx: 0, dy: 0))
  }
}
