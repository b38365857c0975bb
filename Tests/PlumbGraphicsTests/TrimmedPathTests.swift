import Foundation
import Testing
@testable import PlumbGraphics

/// `trimmedPath(from:to:)` measures the whole path by arc length (closing edges included), as
/// CoreGraphics/SwiftUI do (Apple docs: "the distance along the path"; confidence H for lines,
/// M for where SwiftUI splits curves).
@Suite struct TrimmedPathTests {
  let rect = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 50))

  @Test func halfARectangleIsTheTopAndRightEdges() {
    // Perimeter 300: 0.5 → 150 = top (100) + right (50).
    #expect(rect.trimmedPath(from: 0, to: 0.5).elements == [
      .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
    ])
  }

  @Test func aMiddleStretchStartsAndEndsInsideEdges() {
    // 75 → (75, 0); 225 → 100 + 50 + 75 → (25, 50) on the bottom edge, walking right to left.
    #expect(rect.trimmedPath(from: 0.25, to: 0.75).elements == [
      .move(to: CGPoint(x: 75, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
      .line(to: CGPoint(x: 25, y: 50)),
    ])
  }

  @Test func theClosingEdgeIsTrimmedLikeAnyOther() {
    // 0.9 → 270: the closing edge from (0, 50) up to (0, 0), 20 pt along.
    let p = rect.trimmedPath(from: 0.9, to: 1)
    #expect(p.elements == [.move(to: CGPoint(x: 0, y: 30)), .line(to: CGPoint(x: 0, y: 0))])
  }

  @Test func emptyAndWholeRanges() {
    #expect(rect.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(rect.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(rect.trimmedPath(from: 0, to: 1) == rect)
    #expect(rect.trimmedPath(from: -1, to: 2) == rect)
  }

  @Test func halfACircleEndsAtItsLeftmostPoint() throws {
    // Path(ellipseIn:) starts at 3 o'clock and runs clockwise on screen, as SwiftUI's Circle.
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let half = circle.trimmedPath(from: 0, to: 0.5)
    guard case .curve(let end, _, _) = try #require(half.elements.last) else { Issue.record("no curve"); return }
    #expect(abs(end.x - 0) < 1e-6 && abs(end.y - 50) < 1e-6)
    // An eighth: half way along the first quarter, at 45° (the cubic is symmetric).
    let eighth = circle.trimmedPath(from: 0, to: 0.125)
    guard case .curve(let p, _, _) = try #require(eighth.elements.last) else { Issue.record("no curve"); return }
    #expect(abs(atan2(p.y - 50, p.x - 50) - .pi / 4) < 1e-6)
    #expect(abs(hypot(p.x - 50, p.y - 50) - 50) < 0.02)
  }

  @Test func aTrimmedCurveHasTheRequestedLength() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 40))
    let total = PathSegments(circle).total
    let piece = PathSegments(circle.trimmedPath(from: 0.1, to: 0.35)).total
    #expect(abs(piece - 0.25 * total) < 1e-6)
  }

  @Test func tightBoundsIgnoreControlPoints() {
    var p = Path()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
    // The curve's lowest point is at t = 0.5: y = 3·0.25·100·… = 75.
    let b = try! #require(p.tightBounds)
    #expect(abs(b.maxY - 75) < 1e-9 && b.minY == 0 && b.width == 100)
    #expect(p.boundingBox.maxY == 100)
  }

  @Test func containsUsesWinding() {
    let ring = Path(elements: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).elements
                    + Path(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50)).elements)
    #expect(ring.containsPoint(CGPoint(x: 50, y: 50)))
    #expect(!ring.containsPoint(CGPoint(x: 50, y: 50), evenOdd: true))
    #expect(ring.containsPoint(CGPoint(x: 10, y: 50), evenOdd: true))
    #expect(!ring.containsPoint(CGPoint(x: 2, y: 2)))
  }
}
