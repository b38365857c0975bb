import Foundation

// `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)`, which Linux Foundation marks
// unavailable (it has no key-value coding). Declared here, in a module that imports Foundation,
// they take precedence over Foundation's unavailable ones wherever CoreData is imported.

extension NSPredicate {
  /// A predicate parsed from the format language (PredicateFormat.swift); a format it cannot read
  /// stops the program with the reason, as Core Data's parser raises on one.
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let parsed: PredicateFormat
    do {
      parsed = try PredicateFormat.parse(predicateFormat, arguments: (arguments ?? []).map { $0 })
    } catch {
      preconditionFailure("NSPredicate(format:): \(error)")
    }
    self.init(block: { object, _ in parsed.evaluate(object) })
  }
}

extension NSSortDescriptor {
  /// A descriptor sorting managed objects by the attribute `key` (a dotted key path is followed
  /// through related objects): numbers, strings, dates, then others; nil sorts first.
  public convenience init(key: String?, ascending: Bool) {
    let name = key ?? "self"
    // Foundation passes the comparator the key path's values (SortValues), and reverses it when descending.
    self.init(keyPath: \NSManagedObject[sortKey: SortKey(name: name)], ascending: ascending) { a, b in
      SortKey.compare(PredicateFormat.resolve(name, on: (a as? SortValue)?.object),
                      PredicateFormat.resolve(name, on: (b as? SortValue)?.object))
    }
  }

  /// The key this descriptor sorts by, when made with `init(key:ascending:)`.
  public var key: String? {
    let probe = KeyProbe()
    _ = probe[keyPath: keyPath] as Any?
    return probe.askedKey
  }
}

/// The key of a key-based sort descriptor, kept in its key path (`\NSManagedObject[sortKey:]`).
struct SortKey: Hashable, Sendable {
  let name: String

  static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
    switch (PredicateFormat.scalar(a), PredicateFormat.scalar(b)) {
    case (.null, .null): return .orderedSame
    case (.null, _): return .orderedAscending
    case (_, .null): return .orderedDescending
    case (.number(let x), .number(let y)): return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    case (.date(let x), .date(let y)): return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    case (.string(let x), .string(let y)): return x.compare(y)
    default: return .orderedSame
    }
  }
}

extension NSManagedObject {
  /// The sort value of `key` (what a key-based NSSortDescriptor's key path points at).
  subscript(sortKey key: SortKey) -> SortValue {
    noteSortKey(key.name)
    return SortValue(object: self, key: key)
  }
}

/// What a key-based sort descriptor's key path reads; compared through the descriptor's comparator.
struct SortValue: Comparable {
  let object: NSManagedObject
  let key: SortKey
  static func < (a: SortValue, b: SortValue) -> Bool {
    SortKey.compare(PredicateFormat.resolve(a.key.name, on: a.object), PredicateFormat.resolve(b.key.name, on: b.object))
      == .orderedAscending
  }
  static func == (a: SortValue, b: SortValue) -> Bool { a.object === b.object && a.key == b.key }
}

/// An object whose sort value records the key asked for (how `NSSortDescriptor.key` is read back).
private final class KeyProbe: NSManagedObject {
  var askedKey: String?
  override func noteSortKey(_ name: String) { askedKey = name }

  convenience init() { self.init(entity: NSEntityDescription(), insertInto: nil) }
}
