import Foundation
import PlumbUI
import XCTest

// Conformance: ScrollView sizing, safe-area insets, scroll positions after scrollTo (§6).
// A root ScrollView's viewport is the safe area: 763 tall starting at y = 47.

/// Twenty 100-tall rows with ids 0…19, and a button row that scrolls to `target`.
struct ScrollToScreen: View {
  let target: Int
  let anchor: UnitPoint?
  var ignoresSafeArea = false

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { i in
            Color.red.frame(height: 100).id(i)
          }
        }
      }
      .onAppear { proxy.scrollTo(target, anchor: anchor) }
      .modifier(SafeAreaChoice(ignores: ignoresSafeArea))
    }
  }
}

struct SafeAreaChoice: ViewModifier {
  let ignores: Bool
  func body(content: Content) -> some View {
    if ignores { content.ignoresSafeArea() } else { content }
  }
}

final class ScrollConformanceTests: XCTestCase {
  /// §6: content is proposed (width, nil); the scroll view takes the proposed height.
  func testScrollViewTakesProposedHeight() { onMain {
    let s = layout(ScrollView { Color.red.frame(height: 2000).id("c") }.id("s"))
    assertFrame(s.frame("s"), 0, 47, 390, 763)
    assertFrame(s.frame("c"), 0, 47, 390, 2000)
  } }

  /// §6: a vertical scroll view is as wide as its content, and is then centred.
  func testScrollViewIsAsWideAsContent() { onMain {
    let s = layout(ScrollView { Color.red.frame(width: 100, height: 50).id("c") }.id("s"))
    assertFrame(s.frame("s"), 145, 47, 100, 763)
    assertFrame(s.frame("c"), 145, 47, 100, 50)
  } }

  /// §6: content proposed nil height takes its ideal height (a Color is 10 tall).
  func testScrollContentTakesIdealHeight() { onMain {
    assertFrame(layout(ScrollView { Color.red.id("c") }).frame("c"), 0, 47, 390, 10)
  } }

  /// A root scroll view that ignores the safe area does not inset its content: the first item
  /// starts at y = 0 (real-SwiftUI captures in issue 8, M; §6 said 47, corrected in
  /// docs/compatibility/layout.md).
  func testIgnoringScrollViewDoesNotInsetContent() { onMain {
    let s = layout(ScrollToScreen(target: 0, anchor: nil, ignoresSafeArea: true))
    assertFrame(s.frame("0"), 0, 0, 390, 100)
  } }

  /// §6 scrollTo anchor .top: s = minY = 500 → row 5 at the viewport top.
  func testScrollToTop() { onMain {
    assertFrame(layout(ScrollToScreen(target: 5, anchor: .top)).frame("5"), 0, 47, 390, 100)
  } }

  /// §6 anchor .center: s = 1000 + 50 − 381.5 = 668.5 → row 10 at y = 47 + 1000 − 668.5.
  func testScrollToCenter() { onMain {
    assertFrame(layout(ScrollToScreen(target: 10, anchor: .center)).frame("10"), 0, 378.5, 390, 100)
  } }

  /// §6 anchor .bottom: s = maxY − 763 = 337 → row 10's bottom at the viewport bottom (810).
  func testScrollToBottom() { onMain {
    assertFrame(layout(ScrollToScreen(target: 10, anchor: .bottom)).frame("10"), 0, 710, 390, 100)
  } }

  /// §6 anchor nil, target below: the least scroll that shows it (same as .bottom here).
  func testScrollToNilAnchorBelow() { onMain {
    assertFrame(layout(ScrollToScreen(target: 10, anchor: nil)).frame("10"), 0, 710, 390, 100)
  } }

  /// §6 anchor nil, target already visible: no scroll.
  func testScrollToVisibleTargetDoesNotMove() { onMain {
    assertFrame(layout(ScrollToScreen(target: 3, anchor: nil)).frame("3"), 0, 347, 390, 100)
  } }

  /// §6: the offset is clamped to content − viewport = 2000 − 763 = 1237: row 19 (at 1900)
  /// with anchor .top ends at 47 + 1900 − 1237.
  func testScrollToClampsToContent() { onMain {
    assertFrame(layout(ScrollToScreen(target: 19, anchor: .top)).frame("19"), 0, 710, 390, 100)
  } }

  /// §6 clamp for a scroll view that ignores the safe area: no insets, so the viewport is the
  /// whole 844-pt screen and the offset stops at 2000 − 844 = 1156: row 19 at 1900 − 1156 = 744.
  func testScrollToClampsWithoutInsetsWhenIgnoringSafeArea() { onMain {
    let s = layout(ScrollToScreen(target: 19, anchor: .top, ignoresSafeArea: true))
    assertFrame(s.frame("19"), 0, 744, 390, 100)
  } }

  /// §6: a drag on a scroll view moves its content by the drag distance.
  func testDragScrollsContent() { onMain {
    let host = ViewHost(ScrollToScreen(target: 0, anchor: nil))
    try host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), steps: 4)
    try host.settle()
    assertFrame(host.layoutSnapshot.frame("2"), 0, 47, 390, 100)
  } }

  /// §6 horizontal: the content is proposed (nil, height); scrollTo .leading sets x = minX.
  func testHorizontalScrollTo() { onMain {
    struct Row: View {
      var body: some View {
        ScrollViewReader { proxy in
          ScrollView(.horizontal) {
            HStack(spacing: 0) {
              ForEach(0..<10) { i in Color.blue.frame(width: 100, height: 50).id(i) }
            }
          }
          .onAppear { proxy.scrollTo(4, anchor: .leading) }
        }
      }
    }
    // The scroll view is 390 wide and 50 tall (content height), centred vertically.
    assertFrame(layout(Row()).frame("4"), 0, 403.5, 100, 50)
  } }
}
