import Foundation
import PlumbGraphics
import PlumbTestSupport
import PlumbTesting
import SwiftUI
import Testing
import UIKit

/// The app pattern: a shape rounding only some corners through UIKit's path.
private struct RoundedCorner: Shape {
  var radius: CGFloat
  var corners: UIRectCorner
  func path(in rect: CGRect) -> Path {
    Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
  }
}

@Suite struct UIBezierPathTests {
  @MainActor private func pixels(_ shape: some Shape) async throws -> RGBAImage {
    try await renderView(shape.fill(Color.black).frame(width: 60, height: 40),
                         options: ViewRenderOptions(device: .custom(width: 60, height: 40, scale: 1), background: nil)).image
  }

  /// Only the named corners are cut; all corners draw as a circular rounded rectangle.
  @Test @MainActor func roundedCornerShapeRoundsTheNamedCorners() async throws {
    let img = try await pixels(RoundedCorner(radius: 16, corners: [.topLeft, .bottomRight]))
    #expect(img[1, 1].a == 0)       // top-left: cut
    #expect(img[58, 38].a == 0)     // bottom-right: cut
    #expect(img[58, 1].a == 255)    // top-right: square
    #expect(img[1, 38].a == 255)    // bottom-left: square
    #expect(img[30, 20].a == 255)
    #expect(try await pixels(RoundedCorner(radius: 8, corners: .allCorners))
            == pixels(RoundedRectangle(cornerRadius: 8, style: .circular)))
    #expect(try await pixels(RoundedCorner(radius: 8, corners: [])) == pixels(Rectangle()))
  }

  @Test func buildersAndGeometry() {
    let p = UIBezierPath()
    #expect(p.isEmpty)
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: 10, y: 0))
    p.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
    p.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
    p.close()
    #expect(!p.isEmpty)
    #expect(p.bounds == CGRect(x: 0, y: 0, width: 15, height: 12))
    #expect(p.contains(CGPoint(x: 5, y: 5)))
    #expect(Path(p.cgPath).elements.count == 5)
    #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).contains(CGPoint(x: 10, y: 5)))
    #expect(!UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10).contains(CGPoint(x: 0.5, y: 0.5)))
    // UIKit's clockwise is on screen: 0 → π/2 clockwise passes below the centre (y down).
    let below = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(below.bounds.minY > -0.001 && abs(below.currentPoint.y - 10) < 0.001)
    let above = UIBezierPath()
    above.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(above.bounds.minY < -9.9)
    let copy = UIBezierPath(cgPath: below.cgPath)
    copy.append(above)
    #expect(copy.bounds.height > 19.9)
  }

  /// The pattern type-checks as app code, in both language modes.
  @Test(arguments: [5, 6]) func roundedCornerSnippetCompiles(swiftVersion: Int) {
    let source = """
      import SwiftUI
      struct RoundedCorner: Shape {
        var radius: CGFloat = .infinity
        var corners: UIRectCorner = .allCorners
        func path(in rect: CGRect) -> Path {
          let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
          return Path(path.cgPath)
        }
      }
      extension View {
        func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
          clipShape(RoundedCorner(radius: radius, corners: corners))
        }
      }
      func arc() -> CGPath {
        let p = UIBezierPath(arcCenter: .zero, radius: 4, startAngle: 0, endAngle: .pi, clockwise: true)
        p.addArc(withCenter: .zero, radius: 2, startAngle: .pi, endAngle: 0, clockwise: false)
        p.close()
        let m = CGMutablePath()
        m.addPath(p.cgPath)
        return m
      }
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: swiftVersion) == nil)
  }
}
