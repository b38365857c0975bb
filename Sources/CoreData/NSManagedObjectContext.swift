import Foundation

// `import CoreData` on Linux (docs/compatibility/coredata.md): contexts over an in-memory store.
// SwiftUI's `\.managedObjectContext` (PlumbUI) names this type; its default is a context with no
// store coordinator, as on iOS, which holds nothing.

/// The ways a context is confined to a queue, as Core Data's `NSManagedObjectContextConcurrencyType`.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  @available(*, deprecated, message: "Use another NSManagedObjectContextConcurrencyType")
  case confinementConcurrencyType = 0
  case privateQueueConcurrencyType = 1
  case mainQueueConcurrencyType = 2
}

/// A scratch pad of managed objects, as Core Data's `NSManagedObjectContext`: inserts and deletes
/// are staged here until `save()` puts them in the coordinator's store; a fetch sees the store
/// with this context's staged changes applied.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
  /// The queue the context's work runs on (`perform` runs its block at once, on the caller's).
  open private(set) var concurrencyType: NSManagedObjectContextConcurrencyType
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  open var parent: NSManagedObjectContext?
  open var automaticallyMergesChangesFromParent = false
  open var mergePolicy: Any = NSErrorMergePolicy
  open var name: String?
  open var undoManager: AnyObject?
  private var inserted: [NSManagedObject] = []
  private var deleted: [ObjectIdentifier: NSManagedObject] = [:]

  /// A context confined to the given kind of queue.
  /// - Parameter ct: the queue confinement.
  public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
    concurrencyType = ct
    super.init()
  }

  private var store: ManagedObjectStore? { (persistentStoreCoordinator ?? parent?.persistentStoreCoordinator)?.store }

  /// The entity for `type` in this context's model (added to the model if it lists none).
  func entity(for type: NSManagedObject.Type) -> NSEntityDescription {
    guard let model = (persistentStoreCoordinator ?? parent?.persistentStoreCoordinator)?.managedObjectModel else {
      return NSEntityDescription.standalone(for: type)
    }
    return model.entity(for: type)
  }

  // MARK: - Changes

  open var hasChanges: Bool {
    !inserted.isEmpty || !deleted.isEmpty || (store?.rows.contains { $0.context === self && !$0.changedKeys.isEmpty } ?? false)
  }

  open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
  open var deletedObjects: Set<NSManagedObject> { Set(deleted.values) }
  open var updatedObjects: Set<NSManagedObject> {
    Set(store?.rows.filter { $0.context === self && !$0.changedKeys.isEmpty } ?? [])
  }

  open func insert(_ object: NSManagedObject) {
    guard let store else {
      preconditionFailure("""
        NSManagedObjectContext: this context has no persistent store coordinator, so it cannot hold \
        \(type(of: object)) objects (use a container's viewContext)
        """)
    }
    if object.context === self {
      if deleted.removeValue(forKey: ObjectIdentifier(object)) != nil { object.isDeletedFlag = false; store.noteChange() }
      return
    }
    object.assign(entity: entity(for: type(of: object)))
    object.context = self
    object.storedKey = store.makeKey()
    object.isInsertedFlag = true
    inserted.append(object)
    store.noteChange()
  }

  open func delete(_ object: NSManagedObject) {
    guard object.context === self, !object.isDeletedFlag, let store else { return }
    object.prepareForDeletion()
    if let i = inserted.firstIndex(where: { $0 === object }) {
      inserted.remove(at: i)
      object.context = nil
      object.storedKey = nil
      object.isInsertedFlag = false
    } else {
      deleted[ObjectIdentifier(object)] = object
      object.isDeletedFlag = true
    }
    store.noteChange()
  }

  /// Puts staged inserts and deletes into the store, where every context of the coordinator sees them.
  open func save() throws {
    guard let store else { return }
    for o in inserted + store.rows where o.context === self { o.willSave() }
    for o in deleted.values { o.context = nil }
    for o in inserted { o.isInsertedFlag = false }
    for o in store.rows where o.context === self { o.changedKeys.removeAll() }
    store.commit(inserted: inserted, deleted: Set(deleted.keys))
    for o in inserted { o.didSave() }
    let savedInserted = inserted, savedDeleted = Array(deleted.values)
    inserted.removeAll()
    deleted.removeAll()
    // Observers of saves (merging into another context, refreshing a list) are told, as on iOS.
    NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self,
                                    userInfo: [NSInsertedObjectsKey: savedInserted, NSDeletedObjectsKey: savedDeleted])
  }

  open func rollback() {
    for o in inserted { o.context = nil; o.storedKey = nil; o.isInsertedFlag = false }
    for o in deleted.values { o.isDeletedFlag = false }
    inserted.removeAll()
    deleted.removeAll()
    store?.noteChange()
  }

  open func reset() { rollback() }
  open func processPendingChanges() {}
  open func refreshAllObjects() {}
  open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}

  /// Runs `block` now (a render has one thread; Core Data would queue it on the context's queue).
  open func perform(_ block: @escaping () -> Void) { block() }
  open func performAndWait(_ block: () -> Void) { block() }

  func objectDidChange() { store?.noteChange() }

  // MARK: - Fetching

  /// The objects `request` selects: its entity's objects (and its sub-entities', by class),
  /// filtered by its predicate, sorted by its sort descriptors (insertion order otherwise),
  /// then offset and limited.
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    guard let store else {
      throw NSError(domain: "NSCocoaErrorDomain", code: 134060, userInfo: [
        NSLocalizedDescriptionKey: "NSManagedObjectContext: a fetch needs a persistent store coordinator",
      ])
    }
    store.noteRead()
    let entityName = request.entityName ?? request.entity?.name
    var rows = (store.rows.filter { deleted[ObjectIdentifier($0)] == nil } + inserted).filter { object in
      guard let entityName else { return true }
      return object.entity.name == entityName
    }
    if let predicate = request.predicate { rows = rows.filter { predicate.evaluate(with: $0) } }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      rows = rows.sorted { a, b in
        for d in descriptors {
          switch d.compare(a, to: b) {
          case .orderedAscending: return true
          case .orderedDescending: return false
          case .orderedSame: continue
          }
        }
        return false
      }
    }
    if request.fetchOffset > 0 { rows = Array(rows.dropFirst(request.fetchOffset)) }
    if request.fetchLimit > 0 { rows = Array(rows.prefix(request.fetchLimit)) }
    return rows.compactMap { $0 as? T }
  }

  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetch(request).count
  }

  /// The object with `objectID`: one of the store's, this context's inserts, or (for a child
  /// context) its parents' unsaved inserts, as a child context sees its parent's objects.
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    var staged = inserted
    var ancestor = parent
    while let p = ancestor {
      staged += p.inserted
      ancestor = p.parent
    }
    guard let o = ((store?.rows ?? []) + staged).first(where: { $0.objectID == objectID }) else {
      preconditionFailure("NSManagedObjectContext.object(with:): no object has \(objectID.uriRepresentation())")
    }
    return o
  }

  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { object(with: objectID) }
}

/// How a save resolves conflicting changes, as Core Data's `NSMergePolicy` (with one in-memory
/// store there are never conflicts, so every policy behaves alike).
open class NSMergePolicy: NSObject, @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
  public static let error = NSMergePolicy(name: "error")
  public static let mergeByPropertyObjectTrump = NSMergePolicy(name: "mergeByPropertyObjectTrump")
  public static let mergeByPropertyStoreTrump = NSMergePolicy(name: "mergeByPropertyStoreTrump")
  public static let overwrite = NSMergePolicy(name: "overwrite")
  public static let rollback = NSMergePolicy(name: "rollback")
}

nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
