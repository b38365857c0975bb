import Foundation
import PlumbUI
import XCTest

// Conformance: a root ScrollView that ignores the safe area (docs/compatibility/layout.md,
// "ScrollView ignoring the safe area"). Device: iPhone 14, screen 390×844, safe area (0, 47, 390, 763).
//
// Source: the real-SwiftUI layout captures (iOS 26 / macOS 26) that issue 8 compared PlumbUI
// against: a root `ScrollView { … }.ignoresSafeArea()` starts its content at y 0. The common
// "stretchy header" pattern (`ScrollView { image }.ignoresSafeArea(edges: .top)` drawing the image
// under the status bar) relies on the same behaviour. Confidence M. docs/layout-rules.md §6 said the
// content stays inset by 47; that part of §6 is superseded.

/// `count` rows 100 tall, ids 0…count−1, in a VStack without spacing.
private struct Rows: View {
  let count: Int
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<count) { i in Color.red.frame(height: 100).id(i) }
    }
  }
}

final class ScrollIgnoringSafeAreaConformanceTests: XCTestCase {
  /// Root scroll view with `.ignoresSafeArea()`: it covers the screen and its content starts at y 0.
  func testIgnoringRootScrollViewStartsContentAtZero() { onMain {
    let s = layout(ScrollView { Rows(count: 3) }.ignoresSafeArea())
    assertFrame(s.frame("0"), 0, 0, 390, 100)
    assertFrame(s.frame("1"), 0, 100, 390, 100)
  } }

  /// Ignoring only the top edge: content starts at y 0 and the scroll view still ends at the safe
  /// bottom (810), so the largest offset is 2000 − 810 = 1190 and row 19 (at 1900) scrolled to .top
  /// sits at 710.
  func testIgnoringTopOnlyStartsAtZeroAndEndsAtTheSafeBottom() { onMain {
    let top = layout(ScrollView { Rows(count: 20) }.ignoresSafeArea(edges: .top))
    assertFrame(top.frame("0"), 0, 0, 390, 100)
    let s = layout(ScrollViewReader { proxy in
      ScrollView { Rows(count: 20) }
        .ignoresSafeArea(edges: .top)
        .onAppear { proxy.scrollTo(19, anchor: .top) }
    })
    assertFrame(s.frame("19"), 0, 710, 390, 100)
  } }

  /// Two-axis and ignoring the safe area: the viewport is the whole 390×844 screen, content centred in it.
  func testIgnoringTwoAxisScrollViewCentresInTheScreen() { onMain {
    let s = layout(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 100, height: 100).id("c") }
      .ignoresSafeArea())
    assertFrame(s.frame("c"), 145, 372, 100, 100)
  } }
}
