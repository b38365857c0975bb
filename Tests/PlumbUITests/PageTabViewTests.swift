import Foundation
import PlumbUI
import Testing

/// `.tabViewStyle(.page)`: the selected page fills the tab view with no tab bar, and the page
/// index shows one dot per page near the bottom (TabViewStyle.swift for the metrics, L).
@Suite struct PageTabViewTests {
  @MainActor private func nodes(_ view: some View) -> [LayoutNode] {
    ViewHost(view, device: .iPhone14).layoutSnapshot.root.flattened
  }

  @MainActor private func pages(_ count: Int) -> some View {
    TabView {
      ForEach(0..<count, id: \.self) { i in Color.black.overlay(Text("Page \(i)")).tag(i) }
    }
  }

  @Test @MainActor func pagesFillTheTabViewWithDotsAndNoBar() throws {
    let all = nodes(pages(3).tabViewStyle(.page))
    #expect(!all.contains { $0.name == "TabBar" })
    let dots = all.filter { $0.name.hasPrefix("Circle") }
    #expect(dots.count == 3)
    #expect(dots.allSatisfy { $0.frame.size == CGSize(width: 7, height: 7) })
    // Centred as a row, 9 pt apart, 24 pt above the safe area's bottom (844 − 34).
    let midX = (dots.first!.frame.minX + dots.last!.frame.maxX) / 2
    #expect(abs(midX - 195) < 0.01)
    #expect(abs(dots[1].frame.minX - dots[0].frame.maxX - 9) < 0.01)
    #expect(abs(dots[0].frame.midY - (844 - 34 - 24)) < 0.01)
    let page = try #require(all.first { $0.name == #"Text("Page 0")"# })
    #expect(page.frame.midY > 400)
    // The page's colour fills the whole screen height the tab bar took before.
    let tabView = try #require(all.first { $0.name == "TabView" })
    #expect(tabView.children.first?.frame.height == tabView.frame.height)
  }

  @Test @MainActor func indexDisplayModes() {
    #expect(nodes(pages(3).tabViewStyle(.page(indexDisplayMode: .never))).filter { $0.name.hasPrefix("Circle") }.isEmpty)
    #expect(nodes(pages(1).tabViewStyle(.page)).filter { $0.name.hasPrefix("Circle") }.isEmpty)
    #expect(nodes(pages(1).tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))).filter { $0.name.hasPrefix("Circle") }.count == 1)
    let backed = nodes(pages(2).tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)))
    #expect(backed.contains { $0.name.hasPrefix("Capsule") && $0.frame.height == 19 })
  }

  @Test @MainActor func otherStylesKeepTheTabBar() {
    #expect(nodes(pages(2).tabViewStyle(.automatic)).contains { $0.name == "TabBar" })
    #expect(nodes(pages(2).tabViewStyle(.sidebarAdaptable)).contains { $0.name == "TabBar" })
  }
}
