import Foundation

/// A value kept for the scene under a key, as SwiftUI's `@SceneStorage` (restored when the system
/// brings a scene back). A render is a fresh scene: the value starts from its default, and views of
/// one host reading the same key share it, as `@AppStorage` does (AppStorage.swift).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let box: StateBox

  public init(wrappedValue: Value, _ key: String) {
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

extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

extension SceneStorage: @unchecked Sendable {}

extension SceneStorage: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { StateVersion.input(of: box, own: own) }
}

extension SceneStorage: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    box.storage = graph.stateStorage(key: "SceneStorage:" + self.key, initial: box.local)
  }
}
