import Foundation
import PlumbUI
import XCTest

// Conformance: navigation bars (docs/layout-rules.md §7 "Chrome"): 44 pt inline, 96 pt large title;
// content starts at safeTop + 44 or safeTop + 96 (M-H). Positions of the title and items inside
// the bar are not in docs/layout-rules.md (L): the tests state the rule this engine uses.

final class NavigationConformanceTests: XCTestCase {
  /// §7: an inline bar is 44 tall under the safe top; content fills the rest (763 − 44).
  func testInlineBarAndContentFrames() { onMain {
    let s = layout(NavigationStack {
      Color.red.id("c").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
    })
    assertFrame(s.frame("c"), 0, 91, 390, 719)
    let bar = s.nodes(named: "NavigationBar").first
    assertFrame(bar?.frame, 0, 47, 390, 44)
    XCTAssertEqual(bar?.layer, .navigationBar)
  } }

  /// §7: a large-title bar is 96 tall; content starts at 47 + 96 = 143.
  func testLargeTitleBar() { onMain {
    let s = layout(NavigationView { Color.red.id("c").navigationTitle("Inbox") })
    assertFrame(s.frame("c"), 0, 143, 390, 667)
    assertFrame(s.nodes(named: "NavigationBar").first?.frame, 0, 47, 390, 96)
  } }

  /// §7 on a Dynamic Island phone (safe top 59): inline content starts at 59 + 44.
  func testInlineBarOnIPhone15Pro() { onMain {
    let s = layout(NavigationStack {
      Color.red.id("c").navigationBarTitle("T", displayMode: .inline)
    }, device: .iPhone15Pro)
    assertFrame(s.frame("c"), 0, 103, 393, 715)
  } }

  /// §7 + §3.1: small content is centred in the area below the bar.
  func testSmallContentCentredBelowBar() { onMain {
    let s = layout(NavigationStack {
      Color.red.frame(width: 100, height: 100).id("c").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
    })
    assertFrame(s.frame("c"), 145, 91 + (719 - 100) / 2, 100, 100)
  } }

  /// Inline title (L): headline text centred in the 44-pt bar. "Title" at 17 pt fixed metrics is
  /// 51 × 17 → (169.5, 47 + 13.5).
  func testInlineTitleCentred() { onMain {
    let s = layout(NavigationStack {
      Color.red.navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
    })
    assertFrame(s.nodes(named: "Text(\"Title\")").first?.frame, 169.5, 60.5, 51, 17)
  } }

  /// Large title (L): 34 pt at the 16-pt margin, centred in the lower 52 pt: "Inbox" is 102 × 34.
  func testLargeTitlePosition() { onMain {
    let s = layout(NavigationStack { Color.red.navigationTitle("Inbox") })
    assertFrame(s.nodes(named: "Text(\"Inbox\")").first?.frame, 16, 47 + 44 + 9, 102, 34)
  } }

  /// Bar items (L): trailing item at the 16-pt margin, leading item likewise, centred in 44 pt.
  func testToolbarItemsAtMargins() { onMain {
    let s = layout(NavigationStack {
      Color.red
        .navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {}.id("add") }
          ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.id("edit") }
        }
    })
    // "Add" 30.6 × 17; "Edit" 40.8 × 17 (body, fixed metrics).
    assertFrame(s.frame("add"), 390 - 16 - 30.6, 60.5, 30.6, 17)
    assertFrame(s.frame("edit"), 16, 60.5, 40.8, 17)
  } }

  /// navigationBarItems(leading:trailing:) fills the same slots.
  func testNavigationBarItems() { onMain {
    let s = layout(NavigationView {
      Color.red.navigationBarTitle("T", displayMode: .inline)
        .navigationBarItems(leading: Button("A") {}.id("a"), trailing: Button("B") {}.id("b"))
    })
    assertFrame(s.frame("a"), 16, 60.5, 10.2, 17)
    assertFrame(s.frame("b"), 390 - 16 - 10.2, 60.5, 10.2, 17)
  } }

  /// §6 + §7: a ScrollView under a large title starts below the bar.
  func testScrollViewBelowLargeTitle() { onMain {
    let s = layout(NavigationStack {
      ScrollView { Color.red.frame(height: 2000).id("c") }.navigationTitle("Feed")
    })
    assertFrame(s.frame("c"), 0, 143, 390, 2000)
  } }

  /// A hidden bar gives the whole safe area to the content.
  func testHiddenBar() { onMain {
    let s = layout(NavigationStack { Color.red.id("c").navigationTitle("T").navigationBarHidden(true) })
    assertFrame(s.frame("c"), 0, 47, 390, 763)
  } }

  /// NavigationLink pushes its destination (inline bar, back button); the back button pops.
  func testPushAndPop() { onMain {
    let host = ViewHost(NavigationStack {
      NavigationLink("Open") { Color.blue.id("detail").navigationTitle("Detail") }
        .id("link")
        .navigationTitle("Home")
    })
    let link = try XCTUnwrap(host.layoutSnapshot.frame("link"))
    try host.tap(at: CGPoint(x: link.midX, y: link.midY))
    try host.settle()
    assertFrame(host.layoutSnapshot.frame("detail"), 0, 91, 390, 719)
    let back = try XCTUnwrap(host.layoutSnapshot.nodes(named: "Button").first { $0.layer == .navigationBar })
    XCTAssertEqual(back.frame.minX, 16, "the back button sits at the leading margin")
    try host.tap(at: CGPoint(x: back.frame.midX, y: back.frame.midY))
    try host.settle()
    XCTAssertNil(host.layoutSnapshot.frame("detail"))
    XCTAssertNotNil(host.layoutSnapshot.frame("link"))
  } }
}
