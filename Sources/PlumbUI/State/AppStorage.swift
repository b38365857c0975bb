import Foundation

/// A value stored under a key for the app, as SwiftUI's `@AppStorage`. Each host keeps its own
/// store (in memory, starting from the defaults), so snapshots never depend on a previous run.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let box: StateBox

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.key = key
    box = StateBox(initial: wrappedValue)
  }

  public var wrappedValue: Value {
    get { box.get() as! Value }
    nonmutating set { box.set(newValue) }
  }

  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(location: box.location, get: { box.get() as! Value }, set: { box.set($0) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

extension AppStorage: @unchecked Sendable {}

extension AppStorage: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { StateVersion.input(of: box, own: own) }
}

extension AppStorage: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    // Keyed by the storage key, not the view: every view reading "k" shares one value.
    box.storage = graph.stateStorage(key: "AppStorage:" + self.key, initial: box.local)
  }
}

/// Keyboard focus, as SwiftUI's `@FocusState`. Nothing has focus in a snapshot unless the code
/// sets it; `.focused` records nothing visible.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let box: StateBox

  public init() where Value == Bool { box = StateBox(initial: false) }
  public init<T: Hashable>() where Value == T? { box = StateBox(initial: Optional<T>.none as Any) }

  public var wrappedValue: Value {
    get { box.get() as! Value }
    nonmutating set { box.set(newValue) }
  }

  public var projectedValue: Binding { Binding(box: box) }

  /// A binding to a focus state, as `FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let box: StateBox
    public var wrappedValue: Value {
      get { box.get() as! Value }
      nonmutating set { box.set(newValue) }
    }
    public var projectedValue: Binding { self }
  }
}

extension FocusState: @unchecked Sendable {}
extension FocusState.Binding: @unchecked Sendable {}

extension FocusState: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { StateVersion.input(of: box, own: own) }
}

extension FocusState.Binding: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { StateVersion.input(of: box, own: own) }
}

extension FocusState: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    box.storage = graph.stateStorage(key: key, initial: box.local)
  }
}

extension View {
  /// Ties focus to a Boolean focus state (no keyboard is drawn).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  /// Ties focus to a value of a focus state (no keyboard is drawn).
  public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View { self }
}
