import Foundation
import PlumbUI
import XCTest

// Conformance: chrome at large text sizes (docs/dynamic-type.md "Chrome"). Text sizes are from the
// HIG table (H); which chrome grows and which stays fixed is from iOS behaviour descriptions (M:
// bars and tab bars stay at the default size and rely on the large content viewer); the grown
// metrics themselves (row minimum = body leading + 22, large-title area = 52 + leading growth) are
// PlumbUI's model (L). On the fixed-metrics font a one-line Text is one em tall.

final class DynamicTypeChromeConformanceTests: XCTestCase {
  /// A one-line list row is 44 at the default size and 70 (48 + 2 × 11) at AX3; a row whose
  /// content is taller than the minimum is as tall as its content.
  func testListRowGrowsAtAccessibility3() { onMain {
    @MainActor func rows(_ size: DynamicTypeSize) -> [CGFloat] {
      layout(List {
        Text("Wi-Fi")
        VStack(alignment: .leading, spacing: 0) { Text("Bluetooth"); Text("On").font(.subheadline) }
      }.environment(\.dynamicTypeSize, size)).nodes(named: "ListRow").map(\.frame.height)
    }
    XCTAssertEqual(rows(.large), [44, 44])  // 17 + 15 = 32 fits in 44
    XCTAssertEqual(rows(.xxxLarge), [51, 51])  // 29 + 22; content 23 + 21 = 44
    XCTAssertEqual(rows(.accessibility3), [70, 76])  // 48 + 22; content 40 + 36 = 76
    XCTAssertEqual(rows(.xSmall), [44, 44])  // never below 44
  } }

  /// Form rows follow the same rule (a Form is an inset-grouped list).
  func testFormRowGrows() { onMain {
    let s = layout(Form { Text("Name") }.dynamicTypeSize(.accessibility5))
    XCTAssertEqual(s.nodes(named: "ListRow").map(\.frame.height), [84])  // 62 + 22
  } }

  /// The large title grows with its style (52 pt bold at AX3) and the bar's title area with the
  /// leading: 52 + (61 − 41) = 72, so content starts at 47 + 44 + 72 = 163.
  func testLargeTitleBarGrows() { onMain {
    let s = layout(NavigationStack { Color.red.id("c").navigationTitle("Inbox") }.dynamicTypeSize(.accessibility3))
    assertFrame(s.nodes(named: "NavigationBar").first?.frame, 0, 47, 390, 116)
    assertFrame(s.frame("c"), 0, 163, 390, 810 - 163)
    // "Inbox" at 52 pt: 5 × 31.2 = 156 wide, centred in the 72-pt area.
    assertFrame(s.nodes(named: "Text(\"Inbox\")").first?.frame, 16, 47 + 44 + 10, 156, 52)
  } }

  /// The inline title and bar items keep their default size at any text size.
  func testInlineTitleAndItemsStayFixed() { onMain {
    let s = layout(NavigationStack {
      Color.red.id("c").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Edit") {} } }
    }.dynamicTypeSize(.accessibility5))
    assertFrame(s.nodes(named: "NavigationBar").first?.frame, 0, 47, 390, 44)
    assertFrame(s.nodes(named: "Text(\"Title\")").first?.frame, 169.5, 60.5, 51, 17)
    XCTAssertEqual(s.nodes(named: "Text(\"Edit\")").first?.frame.size, CGSize(width: 40.8, height: 17))
    assertFrame(s.frame("c"), 0, 91, 390, 719)
  } }

  /// The tab bar stays 49 pt with 10-pt labels (iOS shows the large content viewer instead).
  func testTabBarStaysFixed() { onMain {
    let big = layout(TabsScreen().dynamicTypeSize(.accessibility3))
    let normal = layout(TabsScreen())
    assertFrame(big.nodes(named: "TabBar").first?.frame, 0, 761, 390, 49)
    XCTAssertEqual(big.nodes(named: "Text(\"Home\")").first?.frame, normal.nodes(named: "Text(\"Home\")").first?.frame)
    XCTAssertEqual(big.nodes(named: "Text(\"Home\")").first?.frame.height, 10)
  } }

  /// Controls with a label in the label's font grow with it; fixed-size iOS controls (UISwitch,
  /// UIStepper) do not.
  func testControlsFollowTheirLabelFont() { onMain {
    let s = layout(VStack {
      Button("Go") {}.buttonStyle(.bordered).id("b")
      Toggle("Wi-Fi", isOn: .constant(true)).id("t")
    }.dynamicTypeSize(.accessibility3))
    XCTAssertEqual(s.frame("b")?.size, CGSize(width: 2 * 24 + 24, height: 40 + 14))  // 12 × 7 padding
    let toggleHeight = s.frame("t")?.height ?? 0
    XCTAssertEqual(toggleHeight, 40)  // the 40-pt label is taller than the 31-pt switch
  } }
}
