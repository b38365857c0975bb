import CoreData
import Foundation
import Testing

/// A child context sees its parent's objects, saved or not, and keys sort descriptors made from a
/// Swift key path whose value is optional (the Conferences sample's `\Idea.title`).
@Suite struct ChildContextTests {
  @Test func aChildFindsItsParentsUnsavedInsert() throws {
    let container = NSPersistentCloudKitContainer(name: "Notes")
    container.loadPersistentStores { _, error in #expect(error == nil) }
    let parent = container.viewContext
    let note = Note(context: parent)
    note.text = "unsaved"
    let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    child.parent = parent
    let found = child.object(with: note.objectID) as? Note
    #expect(found?.text == "unsaved")
  }

  @Test func anOptionalKeyPathSortsNilFirstThenByCodePoint() throws {
    let container = NSPersistentContainer(name: "Notes")
    container.loadPersistentStores { _, _ in }
    let context = container.viewContext
    for text in ["b", "B", nil, "a"] as [String?] { Note(context: context).text = text }
    let request = NSFetchRequest<Note>(entityName: "Note")
    request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.text, ascending: true)]
    #expect(try context.fetch(request).map(\.text) == [nil, "B", "a", "b"])
    request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.text, ascending: false)]
    #expect(try context.fetch(request).map(\.text) == ["b", "a", "B", nil])
  }
}
