import Foundation

// ObservableObject, ObservableObjectPublisher and @Published live in PlumbCombine (the
// `Combine` module), as they do in Apple's Combine; PlumbUI re-exports them.

/// A view-owned observable object, created once per identity, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let box = ObjectBox()

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

  public var wrappedValue: ObjectType {
    if let o = box.object as? ObjectType { return o }
    let o = make()
    box.object = o
    return o
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

extension StateObject: @unchecked Sendable {}

extension StateObject: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { ObjectInput.input(of: box.object, own: own, graph: graph) }
}

extension StateObject: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    let storage = graph.stateStorage(key: key, initial: ObjectBox())
    let held = storage.value as! ObjectBox
    if held.object == nil { held.object = make() }
    box.object = held.object
    graph.observe(held.object as! ObjectType, name: key)
  }
}

/// An observable object passed in from outside, as SwiftUI's `@ObservedObject`.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }

  /// Makes bindings to the object's properties: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let o = object
      return Binding(location: BindingLocation(base: ObjectIdentifier(o), path: keyPath),
                     get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: @unchecked Sendable {}

extension ObservedObject: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { ObjectInput.input(of: wrappedValue, own: own, graph: graph) }
}

extension ObservedObject: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    graph.observe(wrappedValue, name: key)
  }
}

/// An observable object supplied by an ancestor's `.environmentObject`, as `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = ObjectBox()
  public init() {}

  public var wrappedValue: ObjectType {
    guard let o = box.object as? ObjectType else {
      fatalError("EnvironmentObject.swift: no ObservableObject of type \(ObjectType.self) was supplied by an "
                 + "ancestor; add .environmentObject(_:) above this view (SwiftUI also stops here).")
    }
    return o
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: @unchecked Sendable {}

extension EnvironmentObject: BodyInputProperty {
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput { ObjectInput.input(of: box.object, own: own, graph: graph) }
}

extension EnvironmentObject: InstallableProperty {
  func install(_ graph: ViewGraph, key: String, environment: EnvironmentValues) {
    guard let o = environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else { return }
    box.object = o
    graph.observe(o, name: key)
  }
}

final class ObjectBox: @unchecked Sendable {
  var object: AnyObject?
}

struct EnvironmentObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension EnvironmentValues {
  var objects: [ObjectIdentifier: AnyObject] {
    get { self[EnvironmentObjectsKey.self] }
    set { self[EnvironmentObjectsKey.self] = newValue }
  }
}

extension View {
  /// Supplies an observable object to `@EnvironmentObject` properties below.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
  }
  /// Supplies an `@Observable` object to `@Environment(T.self)` properties below.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
  }
}

extension Environment {
  /// Reads an `@Observable` object supplied with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues.objects[ObjectIdentifier(Value.self)]!, as: Value.self)
  }
}

/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let o = wrappedValue
    return Binding(get: { o[keyPath: keyPath] }, set: { v in o[keyPath: keyPath] = v })
  }
}

extension Bindable: @unchecked Sendable {}
extension Bindable: DynamicProperty {}
