import Foundation

/// Values kept beside objects whose classes have no stored property for them (UIKit properties
/// this module adds to `UIView` and `UIViewController` in extensions: `contentMode`,
/// `navigationItem`, …). Entries die with their object: each holds its owner weakly, and entries
/// whose owner is gone are dropped as new ones are added.
@MainActor
final class ObjectSideTable<Value> {
  private struct Entry {
    weak var owner: AnyObject?
    var value: Value
  }
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var writesSincePrune = 0

  init() {}

  /// The value kept for `owner`, if any (a value left by a dead object at the same address is not returned).
  subscript(owner: AnyObject) -> Value? {
    get {
      guard let e = entries[ObjectIdentifier(owner)], e.owner === owner else { return nil }
      return e.value
    }
    set {
      let id = ObjectIdentifier(owner)
      if let newValue { entries[id] = Entry(owner: owner, value: newValue) } else { entries[id] = nil }
      writesSincePrune += 1
      if writesSincePrune > 256 {
        writesSincePrune = 0
        entries = entries.filter { $0.value.owner != nil }
      }
    }
  }

  /// The value for `owner`, made by `make` on first use.
  func value(for owner: AnyObject, make: () -> Value) -> Value {
    if let v = self[owner] { return v }
    let v = make()
    self[owner] = v
    return v
  }
}
