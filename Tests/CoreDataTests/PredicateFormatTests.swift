import CoreData
import Foundation
import Testing

/// A subclass declared in code, as the compiling form of `@NSManaged` on Linux.
final class Task: NSManagedObject {
  var title: String? {
    get { value(forKey: "title") as? String }
    set { setValue(newValue, forKey: "title") }
  }
  var priority: Int {
    get { value(forKey: "priority") as? Int ?? 0 }
    set { setValue(newValue, forKey: "priority") }
  }
  var due: Date? {
    get { value(forKey: "due") as? Date }
    set { setValue(newValue, forKey: "due") }
  }
  var isDone: Bool {
    get { value(forKey: "isDone") as? Bool ?? false }
    set { setValue(newValue, forKey: "isDone") }
  }
  var project: Project? {
    get { value(forKey: "project") as? Project }
    set { setValue(newValue, forKey: "project") }
  }
}

final class Project: NSManagedObject {
  var name: String? {
    get { value(forKey: "name") as? String }
    set { setValue(newValue, forKey: "name") }
  }
}

func inMemoryContainer() -> NSPersistentContainer {
  let container = NSPersistentContainer(name: "Tasks")
  container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
  container.loadPersistentStores { _, error in precondition(error == nil) }
  return container
}

@Suite struct PredicateFormatTests {
  let context = inMemoryContainer().viewContext

  func task(_ title: String, _ priority: Int, done: Bool = false, project: Project? = nil) -> Task {
    let t = Task(context: context)
    t.title = title
    t.priority = priority
    t.isDone = done
    t.project = project
    return t
  }

  func titles(_ format: String, _ args: any CVarArg...) throws -> [String] {
    let r = NSFetchRequest<Task>(entityName: "Task")
    r.predicate = NSPredicate(format: format, argumentArray: args)
    r.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    return try context.fetch(r).compactMap(\.title)
  }

  @Test func comparisonsStringOperatorsAndLogic() throws {
    let home = Project(context: context)
    home.name = "Home"
    _ = task("Buy milk", 1, project: home)
    _ = task("Call Émile", 3, done: true)
    _ = task("write report", 2)
    #expect(try titles("priority > %d", 1) == ["Call Émile", "write report"])
    #expect(try titles("priority >= 1 AND priority <= 2") == ["Buy milk", "write report"])
    #expect(try titles("title == %@", "Buy milk") == ["Buy milk"])
    #expect(try titles("title CONTAINS[c] %@", "WRITE") == ["write report"])
    #expect(try titles("title CONTAINS[cd] 'emile'") == ["Call Émile"])
    #expect(try titles("title BEGINSWITH 'B' OR isDone == YES") == ["Buy milk", "Call Émile"])
    #expect(try titles("NOT (isDone == true)") == ["Buy milk", "write report"])
    #expect(try titles("%K == %@", "project.name", "Home") == ["Buy milk"])
    #expect(try titles("project == %@", home) == ["Buy milk"])
    #expect(try titles("project == nil") == ["Call Émile", "write report"])
    #expect(try titles("priority IN {1, 3}") == ["Buy milk", "Call Émile"])
    #expect(try titles("priority BETWEEN {2, 3}") == ["Call Émile", "write report"])
    #expect(try titles("title LIKE '*milk'") == ["Buy milk"])
    #expect(try titles("title MATCHES '[a-z].*'") == ["write report"])
    #expect(try titles("TRUEPREDICATE").count == 3)
  }

  @Test func sortDescriptorsByKeyAndDates() throws {
    let now = Date(timeIntervalSinceReferenceDate: 0)
    task("a", 2).due = now.addingTimeInterval(60)
    task("b", 1).due = now
    task("c", 2).due = nil
    let r = NSFetchRequest<Task>(entityName: "Task")
    r.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false), NSSortDescriptor(key: "due", ascending: true)]
    #expect(try context.fetch(r).compactMap(\.title) == ["c", "a", "b"])
    #expect(r.sortDescriptors?.map(\.key) == ["priority", "due"])
    r.predicate = NSPredicate(format: "due < %@", now.addingTimeInterval(30) as NSDate)
    #expect(try context.fetch(r).compactMap(\.title) == ["b"])
  }

  @Test func stagedChangesSaveAndRollback() throws {
    let a = task("a", 1)
    #expect(context.hasChanges && a.isInserted)
    try context.save()
    #expect(!context.hasChanges && !a.isInserted && !a.objectID.isTemporaryID)
    a.title = "A"
    #expect(context.hasChanges && a.isUpdated && a.changedValues().keys.sorted() == ["title"])
    try context.save()
    context.delete(a)
    #expect(try context.count(for: NSFetchRequest<Task>(entityName: "Task")) == 0)
    context.rollback()
    #expect(try context.count(for: NSFetchRequest<Task>(entityName: "Task")) == 1)
    let r = NSFetchRequest<Task>(entityName: "Task")
    r.fetchLimit = 1
    _ = task("b", 2)
    #expect(try context.fetch(r).count == 1)
  }
}
