import Foundation
import PlumbUI
import XCTest

// Conformance: where a ScrollView puts content smaller than its viewport
// (docs/compatibility/layout.md, "ScrollView alignment of small content").
// Device: iPhone 14, safe area (0, 47, 390, 763).
//
// Sources:
// - Two-axis centring: the real-SwiftUI layout captures
//   (iOS 26 / macOS 26) that issue 8 compared PlumbUI against. Confidence M.
// - One-axis scroll views pin small content to the top (leading) of the scroll axis: Apple's
//   `ScrollAnchorRole.alignment` ("how a scroll view should align its content when the size of its
//   content is smaller than the container size", iOS 18) and `defaultScrollAnchor(_:)` docs, and
//   useyourloaf.com "SwiftUI Default Scroll Anchor" (centring small content needs
//   `.defaultScrollAnchor(.center, for: .alignment)`, so the default is not centred). Confidence M-H.
// - A vertical scroll view is as wide as its content (FieldGuide "Scroll View", docs/layout-rules.md §6,
//   H/M), so across the scroll axis the parent centres the whole scroll view.

final class ScrollContentPlacementConformanceTests: XCTestCase {
  /// Two-axis: the scroll view takes the whole proposal (390×763 at y 47) and centres a 100×100
  /// content on both axes: x = (390 − 100)/2, y = 47 + (763 − 100)/2.
  func testTwoAxisScrollViewCentresSmallContent() { onMain {
    let s = layout(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 100, height: 100).id("c") }.id("s"))
    assertFrame(s.frame("s"), 0, 47, 390, 763)
    assertFrame(s.frame("c"), 145, 378.5, 100, 100)
  } }

  /// Two-axis, content wider than the viewport: no slack horizontally (leading at 0), still centred vertically.
  func testTwoAxisScrollViewCentresOnlyTheShortAxis() { onMain {
    let s = layout(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 100).id("c") })
    assertFrame(s.frame("c"), 0, 378.5, 500, 100)
  } }

  /// Vertical: small content is pinned to the top of the viewport (y 47), not centred.
  func testVerticalScrollViewPinsSmallContentToTop() { onMain {
    let s = layout(ScrollView { Color.red.frame(height: 100).id("c") }.id("s"))
    assertFrame(s.frame("s"), 0, 47, 390, 763)
    assertFrame(s.frame("c"), 0, 47, 390, 100)
  } }

  /// Vertical, across the axis: the scroll view is as wide as its 100-pt content and the 300-pt
  /// frame centres it, so the content sits at x = 45 + 100.
  func testVerticalScrollViewIsCentredAcrossByItsParent() { onMain {
    let s = layout(ScrollView { Color.red.frame(width: 100, height: 100).id("c") }.id("s").frame(width: 300))
    assertFrame(s.frame("s"), 145, 47, 100, 763)
    assertFrame(s.frame("c"), 145, 47, 100, 100)
  } }

  /// Horizontal: small content is pinned to the leading edge; the scroll view is as tall as its
  /// content and the root centres it: y = 47 + (763 − 100)/2.
  func testHorizontalScrollViewPinsSmallContentToLeading() { onMain {
    let s = layout(ScrollView(.horizontal) { Color.red.frame(width: 100, height: 100).id("c") }.id("s"))
    assertFrame(s.frame("s"), 0, 378.5, 390, 100)
    assertFrame(s.frame("c"), 0, 378.5, 100, 100)
  } }
}
