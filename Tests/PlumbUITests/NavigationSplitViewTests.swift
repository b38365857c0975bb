import Foundation
import PlumbUI
import Testing

/// A split view on an iPhone is one navigation stack showing the sidebar (or the preferred
/// compact column); on an iPad the columns are not drawn side by side, and that warns.
@Suite struct NavigationSplitViewTests {
  @MainActor private func texts(_ view: some View, device: Device = .iPhone14) -> [String] {
    ViewHost(view, device: device).layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
  }

  @Test @MainActor func collapsedToTheSidebarOnAnIPhone() {
    let split = NavigationSplitView {
      List { Text("Inbox") }.navigationTitle("Mail")
    } detail: {
      Text("Pick a message")
    }
    let shown = texts(split)
    #expect(shown.contains(#"Text("Inbox")"#))
    #expect(shown.contains(#"Text("Mail")"#))
    #expect(!shown.contains(#"Text("Pick a message")"#))
    // Same frames as the stack an iPhone collapses it into.
    let stack = NavigationStack { List { Text("Inbox") }.navigationTitle("Mail") }
    #expect(ViewHost(split).layoutSnapshot.root.flattened.map(\.frame) == ViewHost(stack).layoutSnapshot.root.flattened.map(\.frame))
  }

  @Test @MainActor func preferredCompactColumnAndThreeColumns() {
    let detail = NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: .constant(.detail)) {
      Text("Side")
    } detail: {
      Text("Detail")
    }
    #expect(texts(detail) == [#"Text("Detail")"#])
    let three = NavigationSplitView { Text("Side") } content: { Text("Middle") } detail: { Text("Detail") }
    #expect(texts(three) == [#"Text("Side")"#])
  }

  @Test @MainActor func regularWidthWarns() {
    let split = NavigationSplitView { Text("Side") } detail: { Text("Detail") }
    let (_, warnings) = RenderWarnings.collecting { _ = ViewHost(split, device: Device.iPhone15ProMax.landscape).displayList }
    #expect(warnings.contains { $0.hasPrefix("NavigationSplitView: on a regular-width screen") })
    let (_, none) = RenderWarnings.collecting { _ = ViewHost(split).displayList }
    #expect(none.isEmpty)
  }
}
