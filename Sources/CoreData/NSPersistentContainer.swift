import Foundation
import Observation
import PlumbGraphics

/// Where and how a container's store is kept, as Core Data's `NSPersistentStoreDescription`.
/// Every store is in memory on Linux; `url` `/dev/null` (the in-memory idiom) or type
/// `NSInMemoryStoreType` say so, and any other store warns once that it starts empty.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
  open var url: URL?
  open var type: String = NSSQLiteStoreType
  open var configuration: String?
  open var isReadOnly = false
  open var shouldAddStoreAsynchronously = false
  open var shouldMigrateStoreAutomatically = true
  open var shouldInferMappingModelAutomatically = true
  open private(set) var options: [String: NSObject] = [:]

  public override init() { super.init() }

  public convenience init(url: URL) {
    self.init()
    self.url = url
  }

  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

  var isInMemory: Bool { type == NSInMemoryStoreType || url?.path == "/dev/null" }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"

/// A loaded store, as Core Data's `NSPersistentStore`.
open class NSPersistentStore: NSObject, @unchecked Sendable {
  open var url: URL?
  open var type: String
  init(description: NSPersistentStoreDescription) {
    url = description.url
    type = description.type
  }
}

/// The saved objects of a container, in insertion order, and the observation point that makes
/// `@FetchRequest` views re-render when any of its contexts changes.
final class ManagedObjectStore: Observable, @unchecked Sendable {
  private(set) var rows: [NSManagedObject] = []
  private var nextKey = 1
  private var generation = 0
  private let registrar = ObservationRegistrar()

  func makeKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }

  func noteRead() { registrar.access(self, keyPath: \.generation) }
  func noteChange() { registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 } }

  func commit(inserted: [NSManagedObject], deleted: Set<ObjectIdentifier>) {
    rows.removeAll { deleted.contains(ObjectIdentifier($0)) }
    rows += inserted
    noteChange()
  }
}

/// Connects contexts to the store and the model, as Core Data's `NSPersistentStoreCoordinator`.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
  public let managedObjectModel: NSManagedObjectModel
  open private(set) var persistentStores: [NSPersistentStore] = []
  let store = ManagedObjectStore()

  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
  }

  func addStore(_ description: NSPersistentStoreDescription) -> NSPersistentStore {
    if !description.isInMemory {
      RenderWarnings.warnOnce("CoreData.onDiskStore", """
        CoreData: a persistent store on disk is kept in memory on Linux (it starts empty, as on a \
        fresh install; nothing is read from or written to a file)
        """)
    }
    let s = NSPersistentStore(description: description)
    persistentStores.append(s)
    return s
  }
}

/// A model, a coordinator and a main-queue context set up together, as Core Data's
/// `NSPersistentContainer`. Without a compiled model on Linux, the model starts with no entities
/// and gains one per `NSManagedObject` subclass the code makes objects of.
open class NSPersistentContainer: NSObject {
  public let name: String
  public let managedObjectModel: NSManagedObjectModel
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]
  private var main: NSManagedObjectContext?

  public convenience init(name: String) {
    self.init(name: name, managedObjectModel: NSManagedObjectModel())
  }

  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "\(name).sqlite"))
    persistentStoreDescriptions = [description]
    super.init()
  }

  /// Adds a store per description (each in memory), calling `block` once per store with no error.
  open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
    for description in persistentStoreDescriptions {
      _ = persistentStoreCoordinator.addStore(description)
      block(description, nil)
    }
  }

  /// The main-queue context views use.
  open var viewContext: NSManagedObjectContext {
    if let main { return main }
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    main = context
    return context
  }

  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new background context (at once, on the calling thread).
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    block(newBackgroundContext())
  }

  open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: FileManager.default.temporaryDirectory.path) }
}
