import Foundation
import PlumbUI
import XCTest

// Conformance: TabView chrome (docs/layout-rules.md §7: tab bar 49 pt + the bottom safe inset, M-H).

struct TabsScreen: View {
  @State var selection = 0
  var body: some View {
    TabView(selection: $selection) {
      Color.red.id("home")
        .tabItem { Label("Home", systemImage: "iphone") }
        .tag(0)
      NavigationStack {
        ScrollView { Color.blue.frame(height: 2000).id("feed") }.navigationTitle("Feed")
      }
      .tabItem { Label("Feed", systemImage: "checkmark") }
      .tag(1)
    }
  }
}

final class TabViewConformanceTests: XCTestCase {
  /// §7: content fills the safe area above the 49-pt bar: 763 − 49 = 714 tall.
  func testContentAboveTabBar() { onMain {
    let s = layout(TabsScreen())
    assertFrame(s.frame("home"), 0, 47, 390, 714)
    let bar = s.nodes(named: "TabBar").first
    assertFrame(bar?.frame, 0, 761, 390, 49)
    XCTAssertEqual(bar?.layer, .navigationBar)
  } }

  /// Tapping the second slot selects its tab (through the selection binding); a navigation stack
  /// inside it puts a large-title bar above its content.
  func testTapSelectsSecondTab() { onMain {
    let host = ViewHost(TabsScreen())
    try host.tap(at: CGPoint(x: 292.5, y: 785.5))
    try host.settle()
    XCTAssertNil(host.layoutSnapshot.frame("home"))
    assertFrame(host.layoutSnapshot.frame("feed"), 0, 47 + 96, 390, 2000)
  } }

  /// §7 on a home-button phone (iPhone SE: bottom inset 0): the bar sits at the screen bottom.
  func testTabBarOnIPhoneSE() { onMain {
    let s = layout(TabsScreen(), device: .iPhoneSE3)
    assertFrame(s.nodes(named: "TabBar").first?.frame, 0, 667 - 49, 375, 49)
    assertFrame(s.frame("home"), 0, 20, 375, 667 - 49 - 20)
  } }

  /// Form is an inset-grouped list: it fills the proposal.
  func testFormFillsProposal() { onMain {
    let s = layout(Form { Text("Row") }.id("form"))
    assertFrame(s.frame("form"), 0, 47, 390, 763)
  } }
}
