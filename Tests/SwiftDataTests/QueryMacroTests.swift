import Foundation
import PlumbTesting
import SwiftData
import SwiftUI
import Testing

// `@Query` as SwiftData declares it, a macro: the forms apps write, each with no generic
// arguments (docs/compatibility/swiftdata.md, "@Query").

struct QueryForms: View {
  @Query var all: [Book]
  @Query(sort: \Book.pages) private var byPages: [Book]
  @Query(sort: \Book.title, order: .reverse) var byTitleDown: [Book]
  @Query(sort: [SortDescriptor(\Book.author)]) var byAuthor: Array<Book>
  @Query(FetchDescriptor<Book>(predicate: #Predicate { $0.isRead })) var read: [Book]
  @Query(animation: .default) var animated: [Book]
  @Query(transaction: Transaction()) var transacted: [Book]
  @Query(filter: #Predicate<Book> { $0.pages < 100 }, sort: \.title, animation: .easeIn) var short: [Book]

  var body: some View {
    VStack {
      Text("all \(all.count)")
      Text("pages " + byPages.map { String($0.title.prefix(2)) }.joined(separator: ","))
      Text("down " + byTitleDown.map { String($0.title.prefix(2)) }.joined(separator: ","))
      Text("author " + byAuthor.map { String($0.author.prefix(2)) }.joined(separator: ","))
      Text("read " + read.map(\.title).joined(separator: ","))
      Text("animated \(animated.count) transacted \(transacted.count)")
      Text("short " + short.map(\.title).joined(separator: ","))
    }
  }
}

@Suite struct QueryMacroTests {
  @Test @MainActor func everyFormFetchesAndSorts() async throws {
    let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    seedLibrary(container.mainContext)
    let host = ViewHost(QueryForms().modelContainer(container))
    try await host.settle()
    let shown = titles(host)
    #expect(shown.contains("Text(\"all 4\")"), "\(shown)")
    #expect(shown.contains("Text(\"pages Pa,Wa,Em,Mi\")"), "\(shown)")
    #expect(shown.contains("Text(\"down Wa,Pa,Mi,Em\")"), "\(shown)")
    #expect(shown.contains("Text(\"author An,Ge,He,Ja\")"), "\(shown)")
    #expect(shown.contains("Text(\"read Emma\")"), "\(shown)")
    #expect(shown.contains("Text(\"animated 4 transacted 4\")"), "\(shown)")
    #expect(shown.contains("Text(\"short Pamphlet\")"), "\(shown)")
  }

  @Test @MainActor func theNoArgumentQueryFollowsInserts() async throws {
    let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let host = ViewHost(QueryForms().modelContainer(container))
    #expect(titles(host).contains("Text(\"all 0\")"))
    container.mainContext.insert(Book(title: "Ulysses", author: "James Joyce", pages: 730))
    try await host.settle()
    #expect(titles(host).contains("Text(\"all 1\")"))
  }
}
