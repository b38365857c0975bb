import CoreData
import Foundation
import PlumbTesting
import SwiftUI
import Testing

/// Oliver Binns's Conferences app (MIT, Sample/LICENSE.md; github.com/Oliver-Binns/Conferences at
/// a51d744): its brainstorm list, persistence controller and preview seeding compiled unchanged
/// (the editor's preview, which writes into the shared preview store, left out:
/// docs/compatibility/coredata.md).
/// The preview seeds five ideas into an in-memory store (`/dev/null`) and the list shows them
/// through `@FetchRequest`, sorted by title as Core Data's `compare:` sorts (code point order:
/// "ARKit" before "Accessibility").
@Suite struct IdeasListPreviewTests {
  @Test @MainActor func thePreviewListsTheSeededIdeasByTitle() async throws {
    let content = IdeasList_Previews.previews
    await assertGolden(of: content, named: "ideas-list", device: .iPhone14)
    let host = ViewHost(content)
    try await host.settle()
    let names = host.layoutSnapshot.root.flattened.map { $0.name }.filter { $0.hasPrefix("Text(") }
    let titles = ["ARKit", "Accessibility", "Core Data", "SwiftUI", "WeatherKit"].map { "Something Something Some \($0)" }
    let order = titles.map { title in names.firstIndex { $0.hasPrefix("Text(\"\(title.prefix(24))") } ?? -1 }
    #expect(!order.contains(-1), "\(names)")
    #expect(order == order.sorted(), "\(names)")
    #expect(!names.contains("Text(\"Your ideas start here...\")"))
  }
}
