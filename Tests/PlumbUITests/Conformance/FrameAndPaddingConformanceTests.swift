import Foundation
import PlumbUI
import XCTest

// Conformance: frame, flexible frame, padding, fixedSize (docs/layout-rules.md §3).
// Device: iPhone 14, safe area (0, 47, 390, 763), root centred (§3.1).

final class FrameAndPaddingConformanceTests: XCTestCase {
  /// §3 frame: both dimensions given → exactly that size.
  func testFixedFrame() { onMain {
    assertFrame(layout(Color.red.frame(width: 100, height: 100).id("f")).frame("f"), 145, 378.5, 100, 100)
  } }

  /// §3 frame: a missing dimension takes the child's size for the proposal (763 tall here).
  func testFrameWidthOnly() { onMain {
    assertFrame(layout(Color.red.frame(width: 100).id("f")).frame("f"), 145, 47, 100, 763)
  } }

  /// §3 frame alignment: the child is aligned by its guides inside the frame.
  func testFrameAlignmentCorners() { onMain {
    let tl = layout(Color.red.frame(width: 50, height: 50).id("c").frame(width: 200, height: 200, alignment: .topLeading))
    assertFrame(tl.frame("c"), 95, 328.5, 50, 50)
    let br = layout(Color.red.frame(width: 50, height: 50).id("c").frame(width: 200, height: 200, alignment: .bottomTrailing))
    assertFrame(br.frame("c"), 245, 478.5, 50, 50)
  } }

  /// §3 frame: a child larger than the frame overflows it, centred.
  func testChildOverflowsFrame() { onMain {
    let s = layout(Color.red.frame(width: 300, height: 300).id("c").frame(width: 100, height: 100).id("f"))
    assertFrame(s.frame("f"), 145, 378.5, 100, 100)
    assertFrame(s.frame("c"), 45, 278.5, 300, 300)
  } }

  /// §1.1: a negative frame dimension is ignored (treated as nil).
  func testNegativeFrameDimensionIgnored() { onMain {
    assertFrame(layout(Color.red.frame(width: -10, height: 20).id("f")).frame("f"), 0, 418.5, 390, 20)
  } }

  /// §3 flexible frame, max only: min(max(cp, s), max) = 100.
  func testMaxFrameClampsShape() { onMain {
    assertFrame(layout(Color.red.frame(maxWidth: 100, maxHeight: 100).id("f")).frame("f"), 145, 378.5, 100, 100)
  } }

  /// §3: `frame(minWidth: 0, maxWidth: .infinity)` is exactly the proposal; height hugs.
  func testMinZeroMaxInfinityIsProposal() { onMain {
    let s = layout(Color.red.frame(width: 50, height: 50).id("c").frame(minWidth: 0, maxWidth: .infinity).id("f"))
    assertFrame(s.frame("f"), 0, 403.5, 390, 50)
    assertFrame(s.frame("c"), 170, 403.5, 50, 50)
  } }

  /// §3: `frame(maxWidth: .infinity, alignment: .leading)` takes the whole proposal and puts the
  /// child at its leading edge.
  func testMaxInfinityLeading() { onMain {
    let s = layout(Color.red.frame(width: 50, height: 50).id("c").frame(maxWidth: .infinity, alignment: .leading).id("f"))
    assertFrame(s.frame("f"), 0, 403.5, 390, 50)
    assertFrame(s.frame("c"), 0, 403.5, 50, 50)
  } }

  /// §3 flexible frame, min only: max(min(cp, s), min) = max(min(390, 50), 200) = 200.
  func testMinWidthRaisesSmallChild() { onMain {
    let s = layout(Color.red.frame(width: 50, height: 50).id("c").frame(minWidth: 200).id("f"))
    assertFrame(s.frame("f"), 95, 403.5, 200, 50)
    assertFrame(s.frame("c"), 170, 403.5, 50, 50)
  } }

  /// §3 flexible frame: with a nil proposal (fixedSize) an ideal dimension is the size.
  func testIdealSizeUnderFixedSize() { onMain {
    assertFrame(layout(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize().id("f")).frame("f"), 135, 413.5, 120, 30)
  } }

  /// §3 flexible frame: minHeight 44 around a 10-tall child (a list-row minimum).
  func testMinHeightAroundSmallChild() { onMain {
    let s = layout(Color.red.frame(width: 10, height: 10).id("c").frame(minHeight: 44).id("f"))
    assertFrame(s.frame("f"), 190, 406.5, 10, 44)
    assertFrame(s.frame("c"), 190, 423.5, 10, 10)
  } }

  /// §3 padding: nil length is 16 on every edge; the child sits at (leading, top).
  func testDefaultPaddingIsSixteen() { onMain {
    let s = layout(Color.red.frame(width: 100, height: 100).id("c").padding().id("p"))
    assertFrame(s.frame("p"), 129, 362.5, 132, 132)
    assertFrame(s.frame("c"), 145, 378.5, 100, 100)
  } }

  /// §3 padding: the child is offered the proposal minus the insets.
  func testHorizontalPaddingShrinksProposal() { onMain {
    assertFrame(layout(Color.red.id("c").padding(.horizontal, 10)).frame("c"), 10, 47, 370, 763)
  } }

  /// §3 padding with EdgeInsets: 130 × 120, child at (leading, top).
  func testEdgeInsetsPadding() { onMain {
    let s = layout(Color.red.frame(width: 100, height: 100).id("c")
      .padding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)).id("p"))
    assertFrame(s.frame("p"), 130, 368.5, 130, 120)
    assertFrame(s.frame("c"), 140, 373.5, 100, 100)
  } }

  /// §3 padding: negative insets are allowed and shrink the size.
  func testNegativePadding() { onMain {
    let s = layout(Color.red.frame(width: 100, height: 100).id("c").padding(-10).id("p"))
    assertFrame(s.frame("p"), 155, 388.5, 80, 80)
    assertFrame(s.frame("c"), 145, 378.5, 100, 100)
  } }

  /// §3 padding: the child's proposal is clamped at 0, so the padded view overflows.
  func testPaddingClampsProposalAtZero() { onMain {
    let s = layout(Color.red.id("c").padding(500).id("p"))
    assertFrame(s.frame("p"), -305, -71.5, 1000, 1000)
    assertFrame(s.frame("c"), 195, 428.5, 0, 0)
  } }

  /// §3 fixedSize: nil on the fixed axis only → ideal width 10, proposed height 763.
  func testFixedSizeHorizontalOnly() { onMain {
    assertFrame(layout(Color.red.fixedSize(horizontal: true, vertical: false).id("f")).frame("f"), 190, 47, 10, 763)
  } }

  /// §3 fixedSize passes layoutPriority through (unlike frame).
  func testFixedSizePassesLayoutPriority() { onMain {
    let s = layout(HStack(spacing: 0) {
      Color.red.frame(minWidth: 100).id("a")
      Color.blue.frame(idealWidth: 300, maxWidth: .infinity).layoutPriority(1).fixedSize(horizontal: false, vertical: false).id("b")
    })
    assertFrame(s.frame("b"), 100, 47, 290, 763)
  } }
}
