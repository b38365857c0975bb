import Foundation

extension NSSortDescriptor {
  /// A descriptor sorting by a Swift key path whose value is not `Comparable` (`\Item.title` of
  /// type `String?`), which Core Data accepts on Apple platforms through key-value coding: values
  /// compare as a key-based descriptor's do (numbers, strings by code point, dates; nil first).
  /// Linux Foundation's own initialiser needs a `Comparable` value and is chosen when it has one.
  public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
    let reader = KeyPathReader { object in (object as? Root).flatMap { KeyPathReader.unwrapped($0[keyPath: keyPath]) } }
    self.init(keyPath: \NSManagedObject[keyPathSort: reader], ascending: ascending) { a, b in
      SortKey.compare((a as? KeyPathSortValue)?.value, (b as? KeyPathSortValue)?.value)
    }
  }
}

/// Reads a typed key path's value from a managed object, for a key-path sort descriptor; hashed by
/// identity (it is a key path subscript's index).
final class KeyPathReader: Hashable, @unchecked Sendable {
  let read: (NSManagedObject) -> Any?
  init(_ read: @escaping (NSManagedObject) -> Any?) { self.read = read }
  static func == (a: KeyPathReader, b: KeyPathReader) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// `value` with any optional wrapping removed (nil for an empty optional).
  static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }
}

/// What a key-path sort descriptor's key path reads: the object's value, compared by the
/// descriptor's comparator.
struct KeyPathSortValue: Comparable {
  let value: Any?
  let object: NSManagedObject
  static func < (a: KeyPathSortValue, b: KeyPathSortValue) -> Bool { SortKey.compare(a.value, b.value) == .orderedAscending }
  static func == (a: KeyPathSortValue, b: KeyPathSortValue) -> Bool { SortKey.compare(a.value, b.value) == .orderedSame }
}

extension NSManagedObject {
  subscript(keyPathSort reader: KeyPathReader) -> KeyPathSortValue {
    KeyPathSortValue(value: reader.read(self), object: self)
  }
}
