import Foundation
import PlumbTesting
import SwiftData
import SwiftUI
import Testing

/// Apple's SwiftDataAnimals sample ("Adding and editing persistent data in your app"; Apple's
/// sample-code licence in Sample/LICENSE.txt), its models, sample data, preview helpers and
/// category list compiled unchanged: the `AnimalCategoryListView` preview seeds an in-memory
/// container from a main-actor task and lists the categories through `@Query(sort:)`.
@Suite struct SwiftDataAnimalsPreviewTests {
  @Test @MainActor func theCategoryListPreviewShowsTheSeededCategoriesByName() async throws {
    let previews = try PreviewDiscovery.registries().filter { $0.fileID.hasSuffix("/AnimalCategoryListView.swift") }
      .map { try $0.makePreview() }
    let preview = try #require(previews.first { $0.displayName == "AnimalCategoryListView" })
    let content = preview.previewCase().content
    await assertGolden(of: content, named: "category-list", device: .iPhone14)
    let host = ViewHost(content)
    try await host.settle()
    let names = host.layoutSnapshot.root.flattened.map { $0.name }.filter { $0.hasPrefix("Text(") }
    let order = ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"].map { names.firstIndex(of: "Text(\"\($0)\")") ?? -1 }
    #expect(!order.contains(-1) && order == order.sorted(), "\(names)")
  }
}
