import Foundation
import PlumbUI
import Testing

/// Rows identified by `UUID()` get the same layout snapshot on every render (docs/layout-diff.md,
/// "Random identities"), so sidecars stay put and layout diffs do not report new ids.
@Suite struct RandomIdentityNamesTests {
  private struct Item: Identifiable {
    let id = UUID()
    let title: String
  }

  private struct Rows: View {
    let items = [Item(title: "One"), Item(title: "Two")]
    var body: some View {
      VStack { ForEach(items) { Text($0.title) } }
    }
  }

  @Test @MainActor func uuidIdentitiesAreNamedInOrder() throws {
    let first = ViewHost(Rows()).layoutSnapshot
    let second = ViewHost(Rows()).layoutSnapshot
    #expect(first == second)
    let rows = first.root.flattened.filter { $0.name.hasPrefix("Text(") }
    #expect(rows.map(\.explicitID) == ["uuid-1", "uuid-2"])
    #expect(rows.allSatisfy { $0.identity.contains("#uuid-") && !$0.identity.contains("-4") })
  }

  @Test @MainActor func otherIdentitiesAreLeftAlone() {
    let snapshot = ViewHost(VStack {
      Text("a").id("DEADBEEF-0000-0000-0000")          // not a whole UUID
      Text("b").id("0123456789abcdef0123456789abcdef")  // no dashes
    }).layoutSnapshot
    let ids = snapshot.root.flattened.compactMap(\.explicitID)
    #expect(ids == ["DEADBEEF-0000-0000-0000", "0123456789abcdef0123456789abcdef"])
  }
}
