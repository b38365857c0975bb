import Foundation
import PlumbUI
import XCTest

// Conformance: HStack / VStack (docs/layout-rules.md §2.1–§2.3, §2.5) and ZStack (§2.4).
// Device: iPhone 14, safe area (0, 47, 390, 763), root centred (§3.1).

final class StackConformanceTests: XCTestCase {
  /// §2.1: two equally flexible children split the width: 390 / 2.
  func testEqualSplitWithoutSpacing() { onMain {
    let s = layout(HStack(spacing: 0) { Color.red.id("a"); Color.blue.id("b") })
    assertFrame(s.frame("a"), 0, 47, 195, 763)
    assertFrame(s.frame("b"), 195, 47, 195, 763)
  } }

  /// §2.3: default spacing between two non-text views is 8: (390 − 8) / 2 = 191 each.
  func testDefaultSpacingIsEight() { onMain {
    let s = layout(HStack { Color.red.id("a"); Color.blue.id("b") })
    assertFrame(s.frame("a"), 0, 47, 191, 763)
    assertFrame(s.frame("b"), 199, 47, 191, 763)
  } }

  /// §2.3: default vertical spacing is 8 too.
  func testDefaultVerticalSpacingIsEight() { onMain {
    let s = layout(VStack { Color.red.id("a"); Color.blue.id("b") })
    assertFrame(s.frame("a"), 0, 47, 390, 377.5)
    assertFrame(s.frame("b"), 0, 47 + 385.5, 390, 377.5)
  } }

  /// §2.1: the least flexible child is sized first; the rest share what is left.
  func testLeastFlexibleFirst() { onMain {
    let s = layout(HStack(spacing: 0) {
      Color.red.id("a"); Color.blue.frame(width: 100).id("b"); Color.green.id("c")
    })
    assertFrame(s.frame("b"), 145, 47, 100, 763)
    assertFrame(s.frame("a"), 0, 47, 145, 763)
    assertFrame(s.frame("c"), 245, 47, 145, 763)
  } }

  /// §2.1 + §3 flexible frame: `frame(maxWidth: 50)` has flexibility 50 and is sized first.
  func testMaxWidthFrameSizedBeforeColor() { onMain {
    let s = layout(HStack(spacing: 0) { Color.blue.id("b"); Color.red.frame(maxWidth: 50).id("a") })
    assertFrame(s.frame("b"), 0, 47, 340, 763)
    assertFrame(s.frame("a"), 340, 47, 50, 763)
  } }

  /// §2.1: children larger than their share overflow; the stack is centred: x = (390 − 600)/2.
  func testOverflowIsCentred() { onMain {
    let s = layout(HStack(spacing: 0) {
      Color.red.frame(width: 300).id("a"); Color.blue.frame(width: 300).id("b")
    })
    assertFrame(s.frame("a"), -105, 47, 300, 763)
    assertFrame(s.frame("b"), 195, 47, 300, 763)
  } }

  /// §2.2: a higher layoutPriority is sized first, after reserving the others' minimums.
  func testLayoutPriorityReservesMinimums() { onMain {
    let s = layout(HStack(spacing: 0) {
      Color.red.frame(minWidth: 100).id("a")
      Color.blue.id("b").layoutPriority(1)
    })
    assertFrame(s.frame("a"), 0, 47, 100, 763)
    assertFrame(s.frame("b"), 100, 47, 290, 763)
  } }

  /// §2.2: layoutPriority must be outermost: a frame around it resets the priority to 0, so the
  /// two views split 390 evenly again.
  func testLayoutPriorityInsideFrameIsIgnored() { onMain {
    let s = layout(HStack(spacing: 0) {
      Color.red.id("a")
      Color.blue.layoutPriority(1).frame(maxWidth: .infinity).id("b")
    })
    assertFrame(s.frame("a"), 0, 47, 195, 763)
    assertFrame(s.frame("b"), 195, 47, 195, 763)
  } }

  /// §2.1: VStack(alignment: .leading) aligns leading edges; the stack is as wide as the widest.
  func testVStackLeadingAlignment() { onMain {
    let s = layout(VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10).id("a")
      Color.blue.frame(width: 50, height: 10).id("b")
    })
    assertFrame(s.frame("a"), 145, 418.5, 100, 10)
    assertFrame(s.frame("b"), 145, 428.5, 50, 10)
  } }

  /// §2.1: trailing alignment.
  func testVStackTrailingAlignment() { onMain {
    let s = layout(VStack(alignment: .trailing, spacing: 0) {
      Color.red.frame(width: 100, height: 10).id("a")
      Color.blue.frame(width: 50, height: 10).id("b")
    })
    assertFrame(s.frame("b"), 195, 428.5, 50, 10)
  } }

  /// §2.1: HStack(alignment: .top) and `.bottom`.
  func testHStackTopAndBottomAlignment() { onMain {
    let top = layout(HStack(alignment: .top, spacing: 0) {
      Color.red.frame(width: 10, height: 100).id("a")
      Color.blue.frame(width: 10, height: 50).id("b")
    })
    assertFrame(top.frame("b"), 195, 378.5, 10, 50)
    let bottom = layout(HStack(alignment: .bottom) {
      Color.red.frame(width: 10, height: 100).id("a")
      Color.blue.frame(width: 10, height: 50).id("b")
    })
    assertFrame(bottom.frame("a"), 181, 378.5, 10, 100)
    assertFrame(bottom.frame("b"), 199, 428.5, 10, 50)
  } }

  /// §2.1 placement: a fixedSize VStack re-proposes its final width, so a
  /// `frame(maxWidth: .infinity)` child stretches to the widest sibling (equal-width buttons).
  func testPlacementReproposesFinalMinorSize() { onMain {
    let s = layout(VStack {
      Color.red.frame(width: 100, height: 10).id("a")
      Color.blue.frame(maxWidth: .infinity).frame(height: 10).id("b")
    }.fixedSize())
    assertFrame(s.frame("a"), 145, 414.5, 100, 10)
    assertFrame(s.frame("b"), 145, 432.5, 100, 10)
  } }

  /// §1.2: EmptyView and a false `if` contribute no child and so no spacing: 10 + 8 + 10.
  func testEmptyViewAndFalseIfAddNoSpacing() { onMain {
    let show = false
    let s = layout(VStack {
      Color.red.frame(height: 10).id("a")
      EmptyView()
      if show { Color.green.frame(height: 10) }
      Color.blue.frame(height: 10).id("b")
    })
    assertFrame(s.frame("a"), 0, 414.5, 390, 10)
    assertFrame(s.frame("b"), 0, 432.5, 390, 10)
  } }

  /// §2.1: Group and ForEach children become the stack's own children: 390 / 3 each.
  func testGroupAndForEachFlattenIntoStack() { onMain {
    let s = layout(HStack(spacing: 0) {
      Group { Color.red.id("g0") }
      ForEach(0..<2) { i in Color.blue.id("f\(i)") }
    })
    assertFrame(s.frame("g0"), 0, 47, 130, 763)
    assertFrame(s.frame("f0"), 130, 47, 130, 763)
    assertFrame(s.frame("f1"), 260, 47, 130, 763)
  } }

  /// §2.5: an alignment guide shifts a child; guides that stick out widen the stack.
  func testAlignmentGuideShiftsChild() { onMain {
    let s = layout(VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10).id("a")
      Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in -20 }.id("b")
    })
    // b's leading guide −20 puts it 20 right of a; the union is 120 wide: x = (390 − 120)/2.
    assertFrame(s.frame("a"), 135, 418.5, 100, 10)
    assertFrame(s.frame("b"), 155, 428.5, 100, 10)
  } }

  /// §2.5: a guide computed from the view's dimensions (centre the child's leading edge).
  func testAlignmentGuideFromDimensions() { onMain {
    let s = layout(VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 10).id("a")
      Color.blue.frame(width: 60, height: 10).alignmentGuide(.leading) { d in d.width / 2 }.id("b")
    })
    // b is placed 30 left of a: union [−30, 100] → 130 wide, x0 = 130.
    assertFrame(s.frame("a"), 160, 418.5, 100, 10)
    assertFrame(s.frame("b"), 130, 428.5, 60, 10)
  } }

  /// §2.4: a ZStack is the union of its children, centred by default.
  func testZStackCentresChildren() { onMain {
    let s = layout(ZStack {
      Color.red.frame(width: 100, height: 100).id("a")
      Color.blue.frame(width: 50, height: 50).id("b")
    })
    assertFrame(s.frame("a"), 145, 378.5, 100, 100)
    assertFrame(s.frame("b"), 170, 403.5, 50, 50)
  } }

  /// §2.4: ZStack alignment topLeading / bottomTrailing.
  func testZStackCornerAlignments() { onMain {
    let tl = layout(ZStack(alignment: .topLeading) {
      Color.red.frame(width: 100, height: 100); Color.blue.frame(width: 50, height: 50).id("b")
    })
    assertFrame(tl.frame("b"), 145, 378.5, 50, 50)
    let br = layout(ZStack(alignment: .bottomTrailing) {
      Color.red.frame(width: 100, height: 100); Color.blue.frame(width: 50, height: 50).id("b")
    })
    assertFrame(br.frame("b"), 195, 428.5, 50, 50)
  } }

  /// §2.4: only the highest-priority children size a ZStack; the others are aligned to it.
  func testZStackSizedByHighestPriority() { onMain {
    let s = layout(ZStack {
      Color.red.frame(width: 100, height: 100).id("a")
      Color.blue.frame(width: 200, height: 200).layoutPriority(-1).id("b")
    })
    assertFrame(s.frame("a"), 145, 378.5, 100, 100)
    assertFrame(s.frame("b"), 95, 328.5, 200, 200)
  } }

  /// §2.1: LazyVStack is greedy across its axis (takes the proposed width) and centres rows.
  func testLazyVStackTakesProposedWidth() { onMain {
    let s = layout(LazyVStack(spacing: 0) { Color.red.frame(width: 100, height: 10).id("a") }.id("l"))
    assertFrame(s.frame("l"), 0, 423.5, 390, 10)
    assertFrame(s.frame("a"), 145, 423.5, 100, 10)
  } }

  /// §2.1: the same rows in a VStack hug the widest row.
  func testVStackHugsRows() { onMain {
    let s = layout(VStack(spacing: 0) { Color.red.frame(width: 100, height: 10) }.id("v"))
    assertFrame(s.frame("v"), 145, 423.5, 100, 10)
  } }
}

final class NestedStackConformanceTests: XCTestCase {
  /// §1.3 + §2.1: a nested stack probed with ∞ reports ∞ (not NaN), so its flexibility sorts
  /// correctly: the fixed 100 is sized first and the nested stack takes the remaining 290.
  func testNestedFlexibleStackProbedWithInfinity() { onMain {
    let s = layout(HStack(spacing: 0) {
      HStack(spacing: 0) { Color.red.id("a"); Color.green.id("b") }.id("inner")
      Color.blue.frame(width: 100).id("c")
    })
    assertFrame(s.frame("inner"), 0, 47, 290, 763)
    assertFrame(s.frame("a"), 0, 47, 145, 763)
    assertFrame(s.frame("b"), 145, 47, 145, 763)
    assertFrame(s.frame("c"), 290, 47, 100, 763)
  } }

  /// §2.1 + §1.2: Text in a stack wraps at its share; fixed-metrics 17 pt text is 10.2 pt per
  /// character, so "aaaa bbbb" (91.8 wide) offered 390 − 330 = 60 wraps to two lines 40.8 wide;
  /// the stack (370.8 wide) is centred: x = 9.6.
  func testTextWrapsAtItsShare() { onMain {
    let s = layout(HStack(spacing: 0) {
      Text("aaaa bbbb").id("t")
      Color.red.frame(width: 330)
    })
    assertFrame(s.frame("t"), 9.6, 47 + (763 - 34) / 2, 40.8, 34)
  } }
}
