import Foundation
@testable import PlumbUI
import Testing

/// iOS 18's `Tab` declarations draw the same tab view as `.tabItem` and `.tag` (Views/Navigation/Tab.swift).
@MainActor @Suite struct TabDeclarationTests {
  enum Screen: Hashable { case home, inbox, search }

  struct Declared: View {
    @State var selection = Screen.inbox
    var body: some View {
      TabView(selection: $selection) {
        Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
        TabSection("Mail") {
          Tab("Inbox", systemImage: "tray", value: Screen.inbox) { Text("Inbox screen") }
        }
        Tab(value: .search, role: .search) { Text("Search screen") }
      }
    }
  }

  struct Classic: View {
    @State var selection = Screen.inbox
    var body: some View {
      TabView(selection: $selection) {
        Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(Screen.home)
        Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.tag(Screen.inbox)
        Text("Search screen").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Screen.search)
      }
    }
  }

  @Test func tabsDrawAsTabItemsAndTags() {
    let declared = ViewHost(Declared(), device: .iPhone14)
    let classic = ViewHost(Classic(), device: .iPhone14)
    #expect(declared.displayList == classic.displayList)
  }

  /// Tabs without values, built by `@TabContentBuilder` and `ForEach`, select by position.
  @Test func builtTabsWithoutValuesShowTheFirst() {
    struct Built: View {
      let names = ["One", "Two"]
      @TabContentBuilder<Never> var tabs: some TabContent<Never> {
        Tab("Zero", systemImage: "0.circle") { Text("Zero screen") }
        ForEach(names, id: \.self) { name in
          Tab(name, systemImage: "circle") { Text(name) }
        }
      }
      var body: some View { TabView { tabs } }
    }
    struct Classic: View {
      var body: some View {
        TabView {
          Text("Zero screen").tabItem { Label("Zero", systemImage: "0.circle") }
          ForEach(["One", "Two"], id: \.self) { name in Text(name).tabItem { Label(name, systemImage: "circle") } }
        }
      }
    }
    #expect(ViewHost(Built(), device: .iPhone14).displayList == ViewHost(Classic(), device: .iPhone14).displayList)
  }
}
