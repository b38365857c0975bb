import Foundation

/// Foundation's `NSMapTable` (a dictionary whose keys or values can be held weakly), which
/// Foundation on Linux does not have. Entries whose weakly held key or value has been
/// deallocated are dropped: they are not counted, enumerated or found. Keys are compared with
/// `isEqual`/`hash` for `NSObject`s (identity with `.objectPointerPersonality`) and by identity
/// otherwise; strong keys are kept, not copied.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
  private struct Entry {
    var key: PointerCollectionSlot
    var value: PointerCollectionSlot
    var alive: Bool { key.object != nil && value.object != nil }
  }

  private let weakKeys: Bool
  private let weakValues: Bool
  private let byIdentity: Bool
  /// Entries by the key's hash, taken when the entry was made (a dead weak key has none).
  private var buckets: [Int: [Entry]] = [:]

  public init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [],
              capacity initialCapacity: Int = 0) {
    weakKeys = keyOptions.holdsWeakly
    weakValues = valueOptions.holdsWeakly
    byIdentity = keyOptions.comparesByIdentity
    super.init()
  }

  public convenience init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = []) {
    self.init(keyOptions: keyOptions, valueOptions: valueOptions, capacity: 0)
  }

  public convenience init(keyPointerFunctions: NSPointerFunctions, valuePointerFunctions: NSPointerFunctions,
                          capacity initialCapacity: Int) {
    self.init(keyOptions: keyPointerFunctions.options, valueOptions: valuePointerFunctions.options,
              capacity: initialCapacity)
  }

  open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
  }

  open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
  }

  open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
  }

  open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
    NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
  }

  open func object(forKey aKey: KeyType?) -> ObjectType? {
    guard let aKey else { return nil }
    let hash = PointerCollectionIdentity.hash(aKey, byIdentity: byIdentity)
    for entry in buckets[hash] ?? [] {
      if let k = entry.key.object, let v = entry.value.object,
         PointerCollectionIdentity.equal(k, aKey, byIdentity: byIdentity) {
        return v as? ObjectType
      }
    }
    return nil
  }

  /// Sets the value for `aKey`; a nil object removes the entry, as on Apple's platforms.
  open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
    guard let aKey else { return }
    guard let anObject else { return removeObject(forKey: aKey) }
    let hash = PointerCollectionIdentity.hash(aKey, byIdentity: byIdentity)
    var bucket = (buckets[hash] ?? []).filter(\.alive)
    let entry = Entry(key: PointerCollectionSlot(aKey, weakly: weakKeys),
                      value: PointerCollectionSlot(anObject, weakly: weakValues))
    if let i = bucket.firstIndex(where: { PointerCollectionIdentity.equal($0.key.object!, aKey, byIdentity: byIdentity) }) {
      // The stored key stays, as with Apple's map tables; only the value changes.
      bucket[i].value = entry.value
    } else {
      bucket.append(entry)
    }
    buckets[hash] = bucket
  }

  open func removeObject(forKey aKey: KeyType?) {
    guard let aKey else { return }
    let hash = PointerCollectionIdentity.hash(aKey, byIdentity: byIdentity)
    let kept = (buckets[hash] ?? []).filter {
      guard $0.alive, let k = $0.key.object else { return false }
      return !PointerCollectionIdentity.equal(k, aKey, byIdentity: byIdentity)
    }
    buckets[hash] = kept.isEmpty ? nil : kept
  }

  open func removeAllObjects() { buckets.removeAll() }

  open var count: Int { livePairs().count }

  open func keyEnumerator() -> NSEnumerator { PointerCollectionEnumerator(livePairs().map(\.0)) }

  open func objectEnumerator() -> NSEnumerator? { PointerCollectionEnumerator(livePairs().map(\.1)) }

  /// The live entries as a Swift dictionary (keys that are not `Hashable` are left out).
  open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
    var result: [AnyHashable: ObjectType] = [:]
    for (k, v) in livePairs() { if let k = k as? AnyHashable { result[k] = v } }
    return result
  }

  /// The live key-value pairs, after dropping dead entries.
  private func livePairs() -> [(KeyType, ObjectType)] {
    var pairs: [(KeyType, ObjectType)] = []
    for (hash, bucket) in buckets {
      let live = bucket.filter(\.alive)
      buckets[hash] = live.isEmpty ? nil : live
      for e in live { if let k = e.key.object as? KeyType, let v = e.value.object as? ObjectType { pairs.append((k, v)) } }
    }
    return pairs
  }
}
