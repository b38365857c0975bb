/// The identity of a model object, as SwiftData's `PersistentIdentifier`: its entity and its key
/// in the store (a key numbered in insertion order per container, so renders are repeatable).
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  enum Key: Hashable, Comparable, Sendable {
    case stored(Int)
    case temporary(ObjectIdentifier)
  }

  /// The model's class name.
  public let entityName: String
  /// The store the model lives in; nil while the identifier is temporary.
  public let storeIdentifier: String?
  let key: Key

  init(entityName: String, storeIdentifier: String, key: Int) {
    self.entityName = entityName
    self.storeIdentifier = storeIdentifier
    self.key = .stored(key)
  }

  init(temporaryFor model: AnyObject) {
    entityName = String(describing: type(of: model))
    storeIdentifier = nil
    key = .temporary(ObjectIdentifier(model))
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.entityName, lhs.key) < (rhs.entityName, rhs.key)
  }

  public var description: String {
    switch key {
    case .stored(let n): return "PersistentIdentifier(\(entityName) p\(n) in \(storeIdentifier ?? "?"))"
    case .temporary: return "PersistentIdentifier(\(entityName), temporary)"
    }
  }
}
