import CoreData
import Foundation
import PlumbGoldens
import PlumbTesting
import SwiftUI
import Testing

// A preview written as Xcode's Core Data template writes its own: a persistence controller with
// an in-memory store (`/dev/null`), seeded and saved, and a list fed by `@FetchRequest`.

final class Note: NSManagedObject {
  var text: String? {
    get { value(forKey: "text") as? String }
    set { setValue(newValue, forKey: "text") }
  }
  var stars: Int {
    get { value(forKey: "stars") as? Int ?? 0 }
    set { setValue(newValue, forKey: "stars") }
  }
  var created: Date? {
    get { value(forKey: "created") as? Date }
    set { setValue(newValue, forKey: "created") }
  }
}

struct PersistenceController {
  let container: NSPersistentContainer

  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "Notes")
    if inMemory {
      container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores { _, error in
      if let error { fatalError("Unresolved error \(error)") }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
  }

  /// A new seeded controller per call (not a shared static: tests run in parallel).
  static func preview() -> PersistenceController {
    let result = PersistenceController(inMemory: true)
    let viewContext = result.container.viewContext
    let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
    for (i, (text, stars)) in [("Water the plants", 2), ("Draft the talk", 5), ("Renew passport", 4),
                                ("Old idea", 0)].enumerated() {
      let note = Note(context: viewContext)
      note.text = text
      note.stars = stars
      note.created = start.addingTimeInterval(Double(i) * 3600)
    }
    do { try viewContext.save() } catch { fatalError("Unresolved error \(error)") }
    return result
  }
}

struct NoteList: View {
  @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "stars", ascending: false)],
                predicate: NSPredicate(format: "stars > %d", 0), animation: .default)
  private var notes: FetchedResults<Note>

  var body: some View {
    NavigationStack {
      List {
        ForEach(notes, id: \.objectID) { note in
          HStack {
            Text(note.text ?? "Untitled")
            Spacer()
            HStack(spacing: 2) {
              ForEach(0..<note.stars, id: \.self) { _ in Image(systemName: "star.fill") }
            }
            .foregroundStyle(.orange)
          }
        }
      }
      .navigationTitle("Notes")
    }
  }
}

#Preview("Notes") {
  NoteList().environment(\.managedObjectContext, PersistenceController.preview().container.viewContext)
}

@MainActor func texts(_ host: ViewHost) -> [String] {
  host.layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
}

@Suite struct FetchRequestPreviewTests {
  /// The `#Preview` above: the saved notes with stars, most stars first.
  @Test @MainActor func thePreviewRendersTheFetchedRows() async throws {
    let registry = try #require(try PreviewDiscovery.registries().first { $0.fileID == #fileID })
    let content = try registry.makePreview().previewCase().content
    await assertGolden(of: content, named: "notes-preview", device: .custom(width: 390, height: 380, scale: 2))
    let shown = texts(ViewHost(content))
    let order = ["Draft the talk", "Renew passport", "Water the plants"].map { t in
      shown.firstIndex(of: "Text(\"\(t)\")") ?? -1
    }
    #expect(order == order.sorted() && !order.contains(-1), "\(shown)")
    #expect(!shown.contains("Text(\"Old idea\")"))
  }

  /// Inserting re-renders the list; so does changing a shown attribute; `$notes` changes the request.
  @Test @MainActor func insertsEditsAndPredicateChangesReRender() async throws {
    let controller = PersistenceController(inMemory: true)
    let context = controller.container.viewContext
    let host = ViewHost(NoteList().environment(\.managedObjectContext, context))
    #expect(!texts(host).contains("Text(\"Fresh\")"))
    let note = Note(context: context)
    note.text = "Fresh"
    note.stars = 3
    try await host.settle()
    #expect(texts(host).contains("Text(\"Fresh\")"))
    note.text = "Fresher"
    try await host.settle()
    #expect(texts(host).contains("Text(\"Fresher\")"))
    context.delete(note)
    try await host.settle()
    #expect(!texts(host).contains { $0.contains("Fresh") })
  }

  /// A context with no store (the environment's default) draws nothing and says so once.
  @Test @MainActor func aFetchWithoutAStoreWarns() async throws {
    let (_, warnings) = RenderWarnings.collecting { _ = ViewHost(NoteList()).layoutSnapshot }
    #expect(warnings.count == 1 && warnings[0].hasPrefix("CoreData: @FetchRequest of Note has a managedObjectContext with no persistent store"))
  }
}
