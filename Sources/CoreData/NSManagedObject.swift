import Foundation
import Observation
import PlumbCombine

/// The results a fetch request can return, as Core Data's `NSFetchRequestResult`.
public protocol NSFetchRequestResult: AnyObject {}

/// The identity of a managed object, as Core Data's `NSManagedObjectID`: its entity and a key
/// numbered per store in insertion order (temporary until the object is inserted).
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
  public let entity: NSEntityDescription
  let key: Int
  /// Whether the object has not been inserted into a context with a store yet.
  public let isTemporaryID: Bool

  init(entity: NSEntityDescription, key: Int, isTemporaryID: Bool) {
    self.entity = entity; self.key = key; self.isTemporaryID = isTemporaryID
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    return other === self || (!isTemporaryID && !other.isTemporaryID && other.key == key && other.entity === entity)
  }

  public override var hash: Int { key }

  /// "x-coredata:///Item/p3": where the object sits (not a URL a store could open).
  public func uriRepresentation() -> URL {
    URL(string: "x-coredata:///\(entity.name ?? "?")/\(isTemporaryID ? "t" : "p")\(key)")!
  }
}

/// One record of an entity, as Core Data's `NSManagedObject`. Subclasses declared in code read
/// and write their attributes with `value(forKey:)`/`setValue(_:forKey:)` (`@NSManaged` compiles
/// on Linux but its accessors do not link: docs/compatibility/coredata.md, "@NSManaged").
/// Reads are observed (Observation) and writes publish `objectWillChange`, so views re-render.
open class NSManagedObject: NSObject, NSFetchRequestResult, Observable, ObservableObject {
  public let objectWillChange = ObservableObjectPublisher()
  private var values: [String: Any] = [:]
  private let registrar = ObservationRegistrar()
  private var assignedEntity: NSEntityDescription?
  private var temporaryID: NSManagedObjectID?
  var storedKey: Int?
  weak var context: NSManagedObjectContext?
  var changedKeys: Set<String> = []
  var isInsertedFlag = false
  var isDeletedFlag = false

  /// An object of `entity`, inserted into `context` when one is given. Required (Apple's is not)
  /// so that `insertNewObject(forEntityName:into:)` can make the entity's own subclass.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    assignedEntity = entity
    super.init()
    for attribute in entity.attributes { if let d = attribute.defaultValue { values[attribute.name] = d } }
    context?.insert(self)
    if context != nil { awakeFromInsert() }
  }

  /// An object of this class's entity, inserted into `context`.
  public convenience init(context moc: NSManagedObjectContext) {
    self.init(entity: moc.entity(for: Self.self), insertInto: moc)
  }

  /// The entity of the class (named after it when the model does not list it).
  open class func entity() -> NSEntityDescription { NSEntityDescription.standalone(for: self) }

  /// A request for this class's entity.
  open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
    NSFetchRequest(entityName: entity().name ?? String(describing: self))
  }

  open var entity: NSEntityDescription { assignedEntity ?? Self.entity() }
  open var managedObjectContext: NSManagedObjectContext? { context }

  open var objectID: NSManagedObjectID {
    if let storedKey { return NSManagedObjectID(entity: entity, key: storedKey, isTemporaryID: false) }
    if let temporaryID { return temporaryID }
    let id = NSManagedObjectID(entity: entity, key: ObjectIdentifier(self).hashValue, isTemporaryID: true)
    temporaryID = id
    return id
  }

  open var isInserted: Bool { isInsertedFlag }
  open var isDeleted: Bool { isDeletedFlag }
  open var isUpdated: Bool { !changedKeys.isEmpty && !isInsertedFlag }
  open var hasChanges: Bool { isInsertedFlag || isDeletedFlag || !changedKeys.isEmpty }
  /// Always false: every object is fully in memory.
  open var isFault: Bool { false }

  /// Called once when the object is first inserted into a context.
  open func awakeFromInsert() {}
  open func awakeFromFetch() {}
  open func willSave() {}
  open func didSave() {}
  open func prepareForDeletion() {}

  // MARK: - Key-value access

  /// The value of the attribute or relationship `key` (nil when unset).
  open func value(forKey key: String) -> Any? {
    registrar.access(self, keyPath: \NSManagedObject[observedKey: key])
    return values[key]
  }

  /// Sets the attribute or relationship `key`, telling observers and the context.
  open func setValue(_ value: Any?, forKey key: String) {
    objectWillChange.send()
    registrar.withMutation(of: self, keyPath: \NSManagedObject[observedKey: key]) {
      values[key] = value
    }
    if let context {
      if !isInsertedFlag { changedKeys.insert(key) }
      context.objectDidChange()
    }
  }

  /// The value along a dotted key path (`"trip.name"`), through related objects.
  open func value(forKeyPath keyPath: String) -> Any? {
    var current: Any? = self
    for part in keyPath.split(separator: ".") {
      guard let object = current as? NSManagedObject else { return nil }
      current = object.value(forKey: String(part))
    }
    return current
  }

  open func primitiveValue(forKey key: String) -> Any? { values[key] }
  open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }
  open func willChangeValue(forKey key: String) {}
  open func didChangeValue(forKey key: String) {}
  open func willAccessValue(forKey key: String?) {}
  open func didAccessValue(forKey key: String?) {}

  /// The attributes changed since the last save, with their new values.
  open func changedValues() -> [String: Any] {
    var result: [String: Any] = [:]
    for key in changedKeys { result[key] = values[key] ?? NSNull() }
    return result
  }

  /// The point Observation records for `key` (a key path must name something; this is it).
  subscript(observedKey key: String) -> Int { 0 }

  /// Called when a key-based sort descriptor's key path is read (KeyProbe records the key).
  func noteSortKey(_ name: String) {}

  func assign(entity: NSEntityDescription) { if assignedEntity == nil { assignedEntity = entity } }
}

extension NSManagedObject: CVarArg {
  /// Passed to `NSPredicate(format:)` as an object (`%@`); never read as a C argument.
  public var _cVarArgEncoding: [Int] { [ObjectIdentifier(self).hashValue] }
}

// Foundation values passed to `NSPredicate(format:)` as `%@` (on Apple platforms they bridge to
// Objective-C objects; Linux Foundation makes only strings C arguments). Never read as C arguments.
extension NSDate: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { [ObjectIdentifier(self).hashValue] }
}
extension NSNumber: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { [ObjectIdentifier(self).hashValue] }
}
extension Date: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { timeIntervalSinceReferenceDate._cVarArgEncoding }
}
extension UUID: @retroactive CVarArg {
  public var _cVarArgEncoding: [Int] { [hashValue] }
}
