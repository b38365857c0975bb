import Foundation
import PlumbUI
import XCTest

// Conformance: primitive responses (docs/layout-rules.md §1.2) and spacers (§1.2, §2.2, §2.3).
// Device: iPhone 14, 390×844, safe area (0, 47, 390, 763); the root is centred in it (§3.1).
// Every expected value below is worked out by hand from the cited rule.

final class ShapeAndSpacerConformanceTests: XCTestCase {
  /// §1.2: a Rectangle takes the proposal (the safe-area size).
  func testRectangleTakesProposal() { onMain {
    assertFrame(layout(Rectangle().id("r")).frame("r"), 0, 47, 390, 763)
  } }

  /// §1.2: a Circle is s×s with s = min(390, 763) = 390, centred: y = 47 + (763 − 390)/2.
  func testCircleIsSquareOfSmallerSide() { onMain {
    assertFrame(layout(Circle().id("c")).frame("c"), 0, 233.5, 390, 390)
  } }

  /// §1.2: a Circle in a 100×50 frame is 50×50, centred in the frame.
  func testCircleCentredInWideFrame() { onMain {
    let s = layout(Circle().id("c").frame(width: 100, height: 50).id("f"))
    assertFrame(s.frame("f"), 145, 403.5, 100, 50)
    assertFrame(s.frame("c"), 170, 403.5, 50, 50)
  } }

  /// §1.2: a shape's ideal size (nil proposal) is 10×10.
  func testColorIdealSizeIsTen() { onMain {
    assertFrame(layout(Color.red.id("c").fixedSize()).frame("c"), 190, 423.5, 10, 10)
  } }

  /// §1.2: Capsule and Ellipse take the proposal like any shape.
  func testCapsuleAndEllipseTakeProposal() { onMain {
    let s = layout(VStack(spacing: 0) {
      Capsule().id("cap").frame(width: 200, height: 20)
      Ellipse().id("ell").frame(width: 80, height: 40)
    })
    // Stack 200 × 60 centred: x = 95, y = 47 + (763 − 60)/2 = 398.5.
    assertFrame(s.frame("cap"), 95, 398.5, 200, 20)
    assertFrame(s.frame("ell"), 155, 418.5, 80, 40)
  } }

  /// §2.2: Spacer has priority −∞, so `HStack { Color; Spacer() }` gives the Color W − 8 and the
  /// Spacer its minimum 8 (not W/2); spacing next to a Spacer is 0 (§2.3).
  func testSpacerGetsOnlyItsMinimum() { onMain {
    let s = layout(HStack { Color.red.id("c"); Spacer().id("s") })
    assertFrame(s.frame("c"), 0, 47, 382, 763)
    // The Spacer is 0 tall across the stack axis, centred: y = 47 + 763/2.
    assertFrame(s.frame("s"), 382, 428.5, 8, 0)
  } }

  /// §2.2: a leading Spacer takes what the fixed view leaves: 390 − 50.
  func testLeadingSpacerPushesViewToTrailingEdge() { onMain {
    let s = layout(HStack { Spacer().id("s"); Color.red.frame(width: 50, height: 50).id("c") })
    assertFrame(s.frame("c"), 340, 403.5, 50, 50)
    assertFrame(s.frame("s"), 0, 428.5, 340, 0)
  } }

  /// §2.2: the Spacer's minLength is reserved before the others are sized; here the 700-tall
  /// frame overflows: 100 + 700 = 800 > 763, so the stack is centred at 47 + (763 − 800)/2.
  func testSpacerMinLengthReservedThenOverflow() { onMain {
    let s = layout(VStack {
      Spacer(minLength: 100).id("s")
      Color.red.frame(height: 700).id("c")
    })
    assertFrame(s.frame("s"), 195, 28.5, 0, 100)
    assertFrame(s.frame("c"), 0, 128.5, 390, 700)
  } }

  /// §1.2: outside a stack a Spacer takes max(p, 8) on both axes.
  func testSpacerOutsideStackTakesProposal() { onMain {
    assertFrame(layout(Spacer().id("s")).frame("s"), 0, 47, 390, 763)
  } }

  /// §1.2, §2.4: a ZStack ignores a Spacer (priority −∞) for its size, then offers its final size.
  func testZStackIgnoresSpacerForSizing() { onMain {
    let s = layout(ZStack { Spacer().id("s"); Color.red.frame(width: 50, height: 50).id("c") })
    assertFrame(s.frame("c"), 170, 403.5, 50, 50)
    assertFrame(s.frame("s"), 170, 403.5, 50, 50)
  } }

  /// §2.3: an explicit spacing applies next to Spacers too: 20 + 10 + 330 + 10 + 20 = 390.
  func testExplicitSpacingAppliesAroundSpacer() { onMain {
    let s = layout(HStack(spacing: 10) {
      Color.red.frame(width: 20, height: 20).id("a")
      Spacer()
      Color.blue.frame(width: 20, height: 20).id("b")
    })
    assertFrame(s.frame("a"), 0, 418.5, 20, 20)
    assertFrame(s.frame("b"), 370, 418.5, 20, 20)
  } }

  /// §1.2: Divider in a VStack is one pixel (1/3 pt at @3x) thick and as wide as the proposal.
  func testDividerIsOnePixelThick() { onMain {
    let s = layout(VStack(spacing: 0) {
      Color.red.frame(height: 10)
      Divider().id("d")
      Color.red.frame(height: 10)
    })
    let h = 20 + 1.0 / 3
    assertFrame(s.frame("d"), 0, 47 + (763 - h) / 2 + 10, 390, 1.0 / 3)
  } }

  /// §1.2: Divider in an HStack is a vertical one-pixel rule as tall as the proposal.
  func testDividerInHStackIsVertical() { onMain {
    let s = layout(HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 40)
      Divider().id("d").frame(height: 40)
      Color.red.frame(width: 10, height: 40)
    })
    let w = 20 + 1.0 / 3
    assertFrame(s.frame("d"), (390 - w) / 2 + 10, 47 + (763 - 40) / 2, 1.0 / 3, 40)
  } }
}
