import Foundation
import Testing
@testable import PlumbGraphics

@Suite struct PathTests {
  @Test func rectIsFourLinesAndClose() {
    let p = Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(p.elements.count == 5)
    #expect(p.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func ellipseBoundsEqualItsRect() {
    let r = CGRect(x: 10, y: 20, width: 40, height: 10)
    #expect(Path(ellipseIn: r).boundingBox == r)
  }

  @Test func circularCornersAreClampedToHalfTheShortSide() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 20)
    let p = Path(roundedRect: r, cornerRadius: 50, style: .circular)
    // The first point is radius (clamped to 10) from the left edge.
    guard case .move(let start) = p.elements.first else { Issue.record("no move"); return }
    #expect(start == CGPoint(x: 10, y: 0))
    #expect(p.boundingBox == r)
  }

  @Test func continuousCornersReachFurtherThanCircularOnes() {
    let r = CGRect(x: 0, y: 0, width: 200, height: 100)
    let p = Path(roundedRect: r, cornerRadius: 10, style: .continuous)
    guard case .move(let start) = p.elements.first else { Issue.record("no move"); return }
    // UIKit's continuous corner starts 1.52866 × radius from the corner.
    #expect(abs(start.x - 15.2866483) < 1e-6 && start.y == 0)
    #expect(p.boundingBox == r)
    // The path closes where it started.
    guard case .curve(let end, _, _) = p.elements[p.elements.count - 2] else { Issue.record("no curve"); return }
    #expect(abs(end.x - start.x) < 1e-9 && abs(end.y - start.y) < 1e-9)
  }

  @Test func continuousCornersShrinkOnSmallRects() {
    let r = CGRect(x: 0, y: 0, width: 30, height: 30)
    let p = Path(roundedRect: r, cornerRadius: 100, style: .continuous)
    guard case .move(let start) = p.elements.first else { Issue.record("no move"); return }
    #expect(abs(start.x - 15) < 1e-9, "the reach is limited to half the side")
    #expect(p.boundingBox == r)
  }

  @Test func capsuleUsesHalfTheShorterSide() {
    let p = Path(capsuleIn: CGRect(x: 0, y: 0, width: 80, height: 30))
    guard case .move(let start) = p.elements.first else { Issue.record("no move"); return }
    #expect(start == CGPoint(x: 15, y: 0))
  }

  @Test func zeroRadiusIsAPlainRect() {
    let r = CGRect(x: 0, y: 0, width: 5, height: 5)
    #expect(Path(roundedRect: r, cornerRadius: 0) == Path(rect: r))
  }
}

@Suite struct TransformTests {
  @Test func scaleAboutAnchorKeepsTheAnchorFixed() {
    let t = AffineTransform2D.scale(x: 0.7, y: 0.7, about: CGPoint(x: 50, y: 100))
    #expect(t.apply(to: CGPoint(x: 50, y: 100)) == CGPoint(x: 50, y: 100))
    let p = t.apply(to: CGPoint(x: 60, y: 100))
    #expect(abs(p.x - 57) < 1e-9)
  }

  @Test func positiveRotationIsClockwiseOnScreen() {
    let p = AffineTransform2D.rotation(radians: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func concatenationAppliesLeftFirst() {
    let t = AffineTransform2D.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
    #expect(t.apply(to: .zero) == CGPoint(x: 20, y: 0))
  }

  @Test func rectBoundsAfterRotation() {
    let r = AffineTransform2D.rotation(radians: .pi / 2).apply(to: CGRect(x: 0, y: 0, width: 10, height: 4))
    #expect(abs(r.width - 4) < 1e-9 && abs(r.height - 10) < 1e-9)
  }
}

@Suite struct ColorTests {
  @Test(arguments: [("#fff", 1.0, 1.0, 1.0, 1.0), ("FF000080", 1.0, 0.0, 0.0, 128.0 / 255), ("#00ff00", 0, 1, 0, 1)])
  func parsesHex(hex: String, r: Double, g: Double, b: Double, a: Double) throws {
    let c = try #require(RGBAColor(hex: hex))
    #expect(c == RGBAColor(red: r, green: g, blue: b, alpha: a))
  }

  @Test(arguments: ["", "#12", "#GGGGGG", "#12345"])
  func rejectsBadHex(hex: String) {
    #expect(RGBAColor(hex: hex) == nil)
  }
}
