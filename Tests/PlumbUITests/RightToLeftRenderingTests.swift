import Foundation
@testable import PlumbUI
import PlumbTesting
import XCTest

/// Pixels right to left (docs/right-to-left.md): directional symbols, text alignment, flipped
/// drawing. Each case renders the same view in both directions and compares where the ink is.
private let device = Device.custom(width: 60, height: 60, scale: 1)

/// The alpha of one pixel of `view` rendered in `direction` on a transparent 60 × 60 @1x screen.
@MainActor private func alpha<V: View>(_ view: V, _ direction: LayoutDirection, at x: Int, _ y: Int) throws -> UInt8 {
  let image = try renderView(view.environment(\.layoutDirection, direction),
                             options: ViewRenderOptions(device: device, background: nil)).image
  return image[x, y].a
}

final class RightToLeftRenderingTests: XCTestCase {

  /// `chevron.forward` is `chevron.right` left to right (apex at 0.66 of its 48-pt box, x ≈ 37.7)
  /// and its mirror image right to left (apex at 0.34, x ≈ 22.3); `chevron.right` never flips.
  func testForwardChevronPointsLeftRightToLeft() { onMain {
    let forward = Image(systemName: "chevron.forward").font(.system(size: 40))
    XCTAssertGreaterThan(try alpha(forward, .leftToRight, at: 37, 30), 200)
    XCTAssertEqual(try alpha(forward, .leftToRight, at: 22, 30), 0)
    XCTAssertGreaterThan(try alpha(forward, .rightToLeft, at: 22, 30), 200)
    XCTAssertEqual(try alpha(forward, .rightToLeft, at: 37, 30), 0)
    let right = Image(systemName: "chevron.right").font(.system(size: 40))
    XCTAssertGreaterThan(try alpha(right, .rightToLeft, at: 37, 30), 200)
    XCTAssertEqual(try alpha(right, .rightToLeft, at: 22, 30), 0)
  } }

  /// `chevron.forward` resolves to an outline (no placeholder warning); an unknown directional
  /// name still warns.
  func testDirectionalNamesResolve() { onMain {
    XCTAssertEqual(DirectionalSymbols.physicalName("chevron.backward"), "chevron.left")
    XCTAssertEqual(DirectionalSymbols.physicalName("arrow.forward"), "arrow.right")
    XCTAssertNil(DirectionalSymbols.physicalName("chevron.right"))
    XCTAssertEqual(DirectionalSymbols.physicalName("arrowshape.turn.up.forward"), "arrowshape.turn.up.right")
    XCTAssertNil(DirectionalSymbols.physicalName("text.line.first.and.arrowtriangle.forward"))
    let warnings = RenderWarnings.collecting {
      _ = try? renderView(Image(systemName: "chevron.backward").environment(\.layoutDirection, .rightToLeft),
                          options: ViewRenderOptions(device: device))
    }
    XCTAssertEqual(warnings.warnings, [])
  } }

  /// `multilineTextAlignment(.leading)` (the default) right to left: a short second line ends
  /// at the text's right edge instead of starting at its left edge.
  func testLeadingTextAlignmentIsTheRightEdge() { onMain {
    let device = Device.custom(width: 200, height: 80, scale: 1)
    let text = Text("Wide first line\nab").font(.system(size: 17)).foregroundColor(.black).id("t")
    @MainActor func ink(_ direction: LayoutDirection) throws -> (CGRect, ClosedRange<Int>) {
      let r = try renderView(text.environment(\.layoutDirection, direction),
                             options: ViewRenderOptions(device: device, background: nil))
      let frame = try XCTUnwrap(r.layout?.frame("t"))
      // Columns with ink in the second line's rows.
      let rows = Int(frame.midY + 2)..<Int(frame.maxY)
      var xs: [Int] = []
      for x in 0..<200 where rows.contains(where: { r.image[x, $0].a > 128 }) { xs.append(x) }
      return (frame, try XCTUnwrap(xs.min())...(xs.max() ?? 0))
    }
    let (ltrFrame, ltr) = try ink(.leftToRight)
    let (rtlFrame, rtl) = try ink(.rightToLeft)
    XCTAssertEqual(ltrFrame, rtlFrame, "the text's frame is centred either way")
    XCTAssertLessThan(CGFloat(ltr.lowerBound) - ltrFrame.minX, 3, "LTR: 'ab' starts at the left edge")
    XCTAssertLessThan(rtlFrame.maxX - CGFloat(rtl.upperBound), 3, "RTL: 'ab' ends at the right edge")
    XCTAssertGreaterThan(rtl.lowerBound - ltr.lowerBound, 60)
  } }

  /// `flipsForRightToLeftLayoutDirection(true)` mirrors the drawing about the view's frame right
  /// to left only; layout is the same.
  func testFlipsForRightToLeft() { onMain {
    let view = Color.clear.frame(width: 40, height: 20)
      .overlay(alignment: .leading) { Color.black.frame(width: 10, height: 20) }
      .environment(\.layoutDirection, .leftToRight)   // the bar stays at the physical left…
      .flipsForRightToLeftLayoutDirection(true)        // …until the flip mirrors the drawing
    XCTAssertGreaterThan(try alpha(view, .leftToRight, at: 12, 30), 200)
    XCTAssertEqual(try alpha(view, .leftToRight, at: 47, 30), 0)
    XCTAssertGreaterThan(try alpha(view, .rightToLeft, at: 47, 30), 200)
    XCTAssertEqual(try alpha(view, .rightToLeft, at: 12, 30), 0)
  } }

  /// A custom shape mirrors right to left (Apple: `Shape.layoutDirectionBehavior` defaults to
  /// `.mirrors` on iOS 17, H); a `Path` shape with absolute points does not (L). The wedge fills
  /// the lower-left half of its 40 × 40 frame at (10, 10).
  func testCustomShapeMirrorsAndPathDoesNot() { onMain {
    let wedge = Wedge().fill(Color.black).frame(width: 40, height: 40)
    XCTAssertGreaterThan(try alpha(wedge, .leftToRight, at: 12, 40), 200)
    XCTAssertEqual(try alpha(wedge, .leftToRight, at: 47, 40), 0)
    XCTAssertGreaterThan(try alpha(wedge, .rightToLeft, at: 47, 40), 200)
    XCTAssertEqual(try alpha(wedge, .rightToLeft, at: 12, 40), 0)
    var p = Path()
    p.addRect(CGRect(x: 0, y: 0, width: 10, height: 60))
    let bar = p.fill(Color.black)
    XCTAssertGreaterThan(try alpha(bar, .rightToLeft, at: 5, 30), 200)
    XCTAssertEqual(try alpha(bar, .rightToLeft, at: 55, 30), 0)
  } }
}

/// The lower-left half of its rectangle.
private struct Wedge: Shape {
  func path(in r: CGRect) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: r.minX, y: r.minY))
    p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
    p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    p.closeSubpath()
    return p
  }
}
