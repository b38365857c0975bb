import Foundation
import PlumbGoldens
import PlumbTesting
import SwiftData
import SwiftUI
import Testing

// A preview written as SwiftData apps write theirs: an in-memory container seeded in the
// `#Preview` body, and a list fed by `@Query` with a `#Predicate` filter and a sort.

@Model final class Book {
  var title: String
  var author: String
  var pages: Int
  var isRead = false

  init(title: String, author: String, pages: Int, isRead: Bool = false) {
    self.title = title
    self.author = author
    self.pages = pages
    self.isRead = isRead
  }
}

struct BookList: View {
  @Query(filter: #Predicate<Book> { $0.pages >= 100 }, sort: \Book.title) var books: [Book]

  var body: some View {
    NavigationStack {
      List(books) { book in
        HStack {
          VStack(alignment: .leading) {
            Text(book.title).font(.headline)
            Text(book.author).font(.subheadline).foregroundStyle(.secondary)
          }
          Spacer()
          Text("\(book.pages) pp")
          if book.isRead { Image(systemName: "checkmark.circle.fill").foregroundStyle(.green) }
        }
      }
      .navigationTitle("Library")
    }
  }
}

/// The seed rows: "Pamphlet" (40 pages) is filtered out, the rest are shown by title.
@MainActor func seedLibrary(_ context: ModelContext) {
  context.insert(Book(title: "Middlemarch", author: "George Eliot", pages: 880))
  context.insert(Book(title: "Pamphlet", author: "Anonymous", pages: 40))
  context.insert(Book(title: "Emma", author: "Jane Austen", pages: 474, isRead: true))
  context.insert(Book(title: "Walden", author: "Henry David Thoreau", pages: 352))
}

#Preview("Library") {
  let container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  seedLibrary(container.mainContext)
  return BookList().modelContainer(container)
}

@MainActor func titles(_ host: ViewHost) -> [String] {
  host.layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
}

@Suite struct QueryPreviewTests {
  /// The `#Preview` above: its `@Query` shows the seeded rows that pass the filter, by title.
  @Test @MainActor func thePreviewRendersTheQueriedRows() async throws {
    let registry = try #require(try PreviewDiscovery.registries().first { $0.fileID == #fileID })
    let content = try registry.makePreview().previewCase().content
    await assertGolden(of: content, named: "library-preview", device: .custom(width: 390, height: 420, scale: 2))
    let host = ViewHost(content)
    let shown = titles(host)
    #expect(shown.contains("Text(\"Emma\")") && shown.contains("Text(\"Walden\")"))
    #expect(!shown.contains("Text(\"Pamphlet\")"))
    let order = ["Emma", "Middlemarch", "Walden"].map { t in shown.firstIndex(of: "Text(\"\(t)\")") ?? -1 }
    #expect(order == order.sorted() && !order.contains(-1), "\(shown)")
  }

  /// Inserting into the container re-renders the list; so does changing a shown property.
  @Test @MainActor func insertsAndPropertyChangesReRender() async throws {
    let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let host = ViewHost(BookList().modelContainer(container))
    #expect(!titles(host).contains("Text(\"Ulysses\")"))
    container.mainContext.insert(Book(title: "Ulysses", author: "James Joyce", pages: 730))
    try await host.settle()
    #expect(titles(host).contains("Text(\"Ulysses\")"))
    let books = try container.mainContext.fetch(FetchDescriptor<Book>())
    books[0].title = "Ulysses (annotated)"
    try await host.settle()
    #expect(titles(host).contains("Text(\"Ulysses (annotated)\")"))
    container.mainContext.delete(books[0])
    try await host.settle()
    #expect(!titles(host).contains { $0.contains("Ulysses") })
  }

  /// Without a container, `@Query` draws nothing and says so once.
  @Test @MainActor func aQueryWithoutAContainerWarns() async throws {
    let (_, warnings) = RenderWarnings.collecting { _ = ViewHost(BookList()).layoutSnapshot }
    #expect(warnings == ["SwiftData: @Query of Book found no .modelContainer in the environment, so it drew no rows"])
  }
}
