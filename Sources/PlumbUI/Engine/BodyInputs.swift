import Foundation

/// What a composite view's `body` was computed from, flattened so that the next pass can tell
/// whether anything changed (docs/layout-rules.md §4, "When a body runs").
///
/// SwiftUI runs a body when the view is new, when its value differs from the last one, or when a
/// state, environment value or observed object it reads has changed; otherwise it keeps the last
/// body. Plumbline resolves the whole tree in every pass, so without this a body that is not a
/// pure function of its inputs (`.id(UUID())`, `let rows = [Row()]` with `let id = UUID()`) got a
/// new identity in every pass: state reset, `onAppear` ran again, and the screen never settled.
///
/// The capture is conservative: a value it cannot compare (a closure, a binding made from
/// closures, a fetch request) makes the body run in every pass, as before.
struct BodyInputs {
  /// Leaves in walk order: a type marker, a count, or a comparable value.
  fileprivate(set) var atoms: [Any] = []

  /// At most this many atoms per view: a larger input is compared by running the body.
  static let maxAtoms = 400
  /// Nesting depth walked: deeper values are compared by running the body.
  static let maxDepth = 12

  /// The inputs of `view`, whose dynamic properties were installed for this pass; nil when some
  /// part cannot be compared.
  @MainActor
  static func capture<V>(_ view: V, graph: ViewGraph) -> BodyInputs? {
    var inputs = BodyInputs()
    guard inputs.walk(view, own: true, depth: 0, graph: graph) else { return nil }
    return inputs
  }

  /// Whether `other` holds the same inputs.
  func matches(_ other: BodyInputs) -> Bool {
    guard atoms.count == other.atoms.count else { return false }
    for (a, b) in zip(atoms, other.atoms) where isEqualAny(a, b) != true { return false }
    return true
  }

  /// Appends the atoms of `value`; false when it cannot be compared. `own` is true for the
  /// stored properties of the view itself (its dynamic properties are its inputs), false inside
  /// a value it holds (a child view's `@State` belongs to the child, not to this body).
  @MainActor
  private mutating func walk(_ value: Any, own: Bool, depth: Int, graph: ViewGraph) -> Bool {
    guard depth <= Self.maxDepth, atoms.count < Self.maxAtoms else { return false }
    if let property = value as? any BodyInputProperty {
      switch property.bodyInput(own: own, graph: graph) {
      case .skip: return true
      case .incomparable: return false
      case .value(let v): return walk(v, own: false, depth: depth + 1, graph: graph)
      }
    }
    if value is any DynamicProperty { return false }
    if value is any Equatable {
      atoms.append(value)
      return true
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      // A plain reference: the same object is the same input (SwiftUI compares the pointer).
      atoms.append(ObjectIdentifier(value as AnyObject))
      return true
    case .struct?, .tuple?, .optional?, .enum?, .collection?, .set?, .dictionary?:
      atoms.append(ObjectIdentifier(type(of: value)))
      if mirror.displayStyle == .enum || mirror.displayStyle == .optional {
        atoms.append(mirror.children.first?.label ?? "")
      }
      atoms.append(mirror.children.count)
      for child in mirror.children {
        guard walk(child.value, own: own && mirror.displayStyle == .struct && depth == 0, depth: depth + 1, graph: graph)
        else { return false }
      }
      return true
    default:
      // A closure, a metatype or another opaque value: nothing to compare it by.
      return false
    }
  }
}

/// How one dynamic property stands in its view's inputs.
enum BodyInput {
  /// Compared by this value.
  case value(Any)
  /// Not an input of this body (a child view's own state, held in a value this view passes on).
  case skip
  /// Cannot be compared: the body runs in every pass.
  case incomparable
}

/// A dynamic property that knows what it contributes to its view's inputs (Engine/BodyInputs.swift).
@MainActor
protocol BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput
}

/// A state's identity and how often it was written: a write makes the owner's body run again.
struct StateVersion: Hashable {
  let storage: ObjectIdentifier
  let version: Int

  /// The version of `box`'s installed storage; `.skip` inside another view's value.
  static func input(of box: StateBox, own: Bool) -> BodyInput {
    guard own else { return .skip }
    guard let s = box.storage else { return .incomparable }
    return .value(StateVersion(storage: ObjectIdentifier(s), version: s.version))
  }
}

/// An observed object and how many `objectWillChange` events the graph has seen: any change of
/// an object the view observes makes its body run again.
struct ObjectInput: Hashable {
  let object: ObjectIdentifier
  let changes: Int
}

/// Where a binding reads and writes, so that two bindings to the same place compare equal.
struct BindingLocation: Hashable {
  let base: AnyHashable
  let path: AnyHashable?
}

/// A binding's inputs: the place it points at and the value there now.
struct BindingInput {
  let location: BindingLocation
  let value: Any
}

extension ObjectInput {
  /// A view's own observed object counts with the graph's change count; one held inside a value
  /// it passes on counts by identity only (the child that observes it runs its own body).
  @MainActor
  static func input(of object: AnyObject?, own: Bool, graph: ViewGraph) -> BodyInput {
    guard let object else { return .incomparable }
    let id = ObjectIdentifier(object)
    return .value(own ? AnyHashable(ObjectInput(object: id, changes: graph.objectChanges.count)) : AnyHashable(id))
  }
}

/// How many `objectWillChange` events the graph's observed objects have sent (any thread).
final class ObjectChangeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var n = 0
  func increment() { lock.lock(); n += 1; lock.unlock() }
  var count: Int { lock.lock(); defer { lock.unlock() }; return n }
}

/// One body kept from the last pass it ran in.
final class KeptBody: @unchecked Sendable {
  let inputs: BodyInputs
  var body: Any?
  /// Set when an `@Observable` property the body read changed.
  let observation = ObservationFlag()

  init(inputs: BodyInputs) { self.inputs = inputs }
}
