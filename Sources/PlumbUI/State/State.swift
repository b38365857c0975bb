import Foundation

/// View-owned mutable state, as SwiftUI's `@State`: the value lives in the graph under the view's
/// identity, survives re-evaluation of `body`, and writing it schedules an update.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox

  public init(wrappedValue value: Value) { box = StateBox(initial: value) }
  public init(initialValue value: Value) { box = StateBox(initial: value) }

  public var wrappedValue: Value {
    get { box.get() as! Value }
    nonmutating set { box.set(newValue) }
  }

  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(location: box.location, get: { box.get() as! Value }, set: { box.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable {}

extension State: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { StateVersion.input(of: box, own: own) }
}

extension State: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    box.storage = graph.stateStorage(key: key, initial: box.local)
  }
}

/// The reference a `State` value carries: before installation it holds the initial value; once
/// installed it points at the graph's storage.
final class StateBox: @unchecked Sendable {
  var local: Any
  var storage: StateStorage?
  init(initial: Any) { local = initial }

  /// Where bindings to this state point: the graph's storage once installed.
  var location: BindingLocation {
    BindingLocation(base: storage.map { ObjectIdentifier($0) } ?? ObjectIdentifier(self), path: nil)
  }

  func get() -> Any {
    if let s = storage { return s.value }
    return local
  }

  func set(_ v: Any) {
    if let s = storage {
      s.set(v)
    } else {
      local = v
    }
  }
}
