import Foundation

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding` (`$state`,
/// `.constant`, `$model.field` through dynamic member lookup).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void
  /// Where it points, when known (a state, an object's property, a constant): two bindings to the
  /// same place compare equal as a view's inputs (Engine/BodyInputs.swift).
  let location: BindingLocation?

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get; setter = set; location = nil
  }

  init(location: BindingLocation?, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get; setter = set; self.location = location
  }

  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get; setter = { set($0, Transaction()) }; location = nil
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: BindingLocation(base: "constant", path: nil), get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let g = getter, s = setter
    return Binding<Subject>(location: location.map { BindingLocation(base: $0, path: keyPath) },
                            get: { g()[keyPath: keyPath] }, set: { v in
      var whole = g()
      whole[keyPath: keyPath] = v
      s(whole)
    })
  }

  /// Unwraps a binding to an optional, as SwiftUI's failable initialiser.
  public init?(_ base: Binding<Value?>) {
    guard let v = base.wrappedValue else { return nil }
    var last = v
    self.init(get: { base.wrappedValue ?? last }, set: { last = $0; base.wrappedValue = $0 })
  }

  /// A binding whose writes are animated with `animation` (as if inside `withAnimation`).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }
  /// A binding whose writes happen in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    let g = getter, s = setter
    return Binding(get: g, set: { v in TransactionContext.run(transaction) { s(v) } })
  }
}

extension Binding: @unchecked Sendable {}
extension Binding: DynamicProperty {}

extension Binding: BodyInputProperty {
  /// Where it points and the value there now; a binding made from closures cannot be compared.
  func bodyInput(own: Bool, graph: ViewGraph) -> BodyInput {
    guard let location else { return .incomparable }
    return .value(BindingInput(location: location, value: getter()))
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
