import Foundation

/// Foundation's `NSHashTable` (a set that can hold its objects weakly, the usual home of an
/// observer list), which Foundation on Linux does not have. `weakObjects()` tables really drop
/// deallocated objects: `count`, `allObjects` and enumeration skip them. Objects are compared
/// with `isEqual`/`hash` for `NSObject`s (identity with `.objectPointerPersonality`) and by
/// identity otherwise.
open class NSHashTable<ObjectType: AnyObject>: NSObject, Sequence {
  private let weakly: Bool
  private let byIdentity: Bool
  private var slots: [PointerCollectionSlot] = []

  public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int = 0) {
    weakly = options.holdsWeakly
    byIdentity = options.comparesByIdentity
    super.init()
    slots.reserveCapacity(initialCapacity)
  }

  public convenience init(pointerFunctions functions: NSPointerFunctions, capacity initialCapacity: Int) {
    self.init(options: functions.options, capacity: initialCapacity)
  }

  /// A table that holds its objects weakly, compared with `isEqual`.
  open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

  /// The live objects, in insertion order.
  open var allObjects: [ObjectType] {
    purge()
    return slots.compactMap { $0.object as? ObjectType }
  }

  open var anyObject: ObjectType? { allObjects.first }

  open var count: Int { allObjects.count }

  /// The stored object equal to `object`, if any.
  open func member(_ object: ObjectType?) -> ObjectType? {
    guard let object else { return nil }
    return allObjects.first { PointerCollectionIdentity.equal($0, object, byIdentity: byIdentity) }
  }

  open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }

  /// Adds `object` unless an equal one is already there.
  open func add(_ object: ObjectType?) {
    guard let object, member(object) == nil else { return }
    slots.append(PointerCollectionSlot(object, weakly: weakly))
  }

  open func remove(_ object: ObjectType?) {
    guard let object else { return }
    slots.removeAll { slot in
      guard let o = slot.object else { return true }
      return PointerCollectionIdentity.equal(o, object, byIdentity: byIdentity)
    }
  }

  open func removeAllObjects() { slots.removeAll() }

  open func objectEnumerator() -> NSEnumerator { PointerCollectionEnumerator(allObjects) }

  /// The live objects as a Swift set (objects that are not `Hashable` are left out).
  open var setRepresentation: Set<AnyHashable> { Set(allObjects.compactMap { $0 as? AnyHashable }) }

  open func intersects(_ other: NSHashTable<ObjectType>) -> Bool { allObjects.contains { other.contains($0) } }
  open func isSubset(of other: NSHashTable<ObjectType>) -> Bool { allObjects.allSatisfy { other.contains($0) } }
  open func union(_ other: NSHashTable<ObjectType>) { other.allObjects.forEach(add) }
  open func minus(_ other: NSHashTable<ObjectType>) { other.allObjects.forEach(remove) }
  open func intersect(_ other: NSHashTable<ObjectType>) {
    for o in allObjects where !other.contains(o) { remove(o) }
  }

  /// `for object in table` yields the live objects (as `Any`, like Apple's fast enumeration).
  public func makeIterator() -> NSEnumerator.Iterator { objectEnumerator().makeIterator() }

  private func purge() { slots.removeAll { $0.object == nil } }
}
