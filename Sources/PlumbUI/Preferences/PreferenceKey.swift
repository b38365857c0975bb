import Foundation

/// A value that flows from views up to their ancestors, as SwiftUI's `PreferenceKey`: children's
/// values are folded with `reduce` in view-tree order (docs/layout-rules.md §4).
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  public static var defaultValue: Value { nil }
}

extension PreferenceKey {
  static var defaultAny: Any { defaultValue }
  static func reduceAny(_ value: inout Any, _ next: Any) {
    var v = value as! Value
    reduce(value: &v, nextValue: { next as! Value })
    value = v
  }
  static var keyName: String { String(describing: Self.self) }
}

/// The preference values of a subtree: one entry per key that some view in it set.
struct PreferenceValues {
  struct Entry {
    let id: ObjectIdentifier
    let key: any PreferenceKey.Type
    var value: Any
  }
  var entries: [Entry] = []

  func value(for key: any PreferenceKey.Type) -> Any? {
    let id = ObjectIdentifier(key)
    return entries.first { $0.id == id }?.value
  }

  mutating func set(_ key: any PreferenceKey.Type, _ value: Any) {
    let id = ObjectIdentifier(key)
    if let i = entries.firstIndex(where: { $0.id == id }) { entries[i].value = value } else {
      entries.append(Entry(id: id, key: key, value: value))
    }
  }

  /// Folds a later sibling's values into these (`reduce(value: &mine, nextValue: theirs)`).
  mutating func merge(_ other: PreferenceValues) {
    for e in other.entries {
      if let i = entries.firstIndex(where: { $0.id == e.id }) {
        e.key.reduceAny(&entries[i].value, e.value)
      } else {
        entries.append(e)
      }
    }
  }
}

/// One preference modifier attached to a node, applied in modifier order after the children's
/// values are reduced.
@MainActor
struct PreferenceOp {
  enum Kind {
    /// `.preference(key:value:)` / `.anchorPreference`: replaces the subtree's value.
    case write(any PreferenceKey.Type, (Node) -> Any)
    /// `.transformPreference`: edits the subtree's value (starting from the default).
    case transform(any PreferenceKey.Type, (inout Any) -> Void)
    /// `.onPreferenceChange`: observes the value at this point.
    case reader(PreferenceReader)
  }
  let kind: Kind
  /// What a reader saw in the last collection.
  var observed: Any?
}

/// An `onPreferenceChange` action and the key it watches.
@MainActor
struct PreferenceReader {
  let key: any PreferenceKey.Type
  let keyName: String
  let action: (Any) -> Void
}

extension Node {
  /// This subtree's preference values: children in tree order, then this node's own operations.
  /// Memoised per pass; valid once the subtree is placed (anchors read global frames).
  func preferences() -> PreferenceValues {
    if let c = collectedPreferences { return c }
    var acc = PreferenceValues()
    for child in children { acc.merge(child.preferences()) }
    if let extras {
      for i in extras.preferenceOps.indices {
        switch extras.preferenceOps[i].kind {
        case .write(let key, let make):
          acc.set(key, make(self))
        case .transform(let key, let change):
          var v = acc.value(for: key) ?? key.defaultAny
          change(&v)
          acc.set(key, v)
        case .reader(let reader):
          extras.preferenceOps[i].observed = acc.value(for: reader.key) ?? reader.key.defaultAny
        }
      }
    }
    collectedPreferences = acc
    return acc
  }
}
