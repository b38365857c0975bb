import Foundation

/// A property of a class whose writes are published, as Combine's `@Published`: a write first
/// sends the object's `objectWillChange` (when it is an `ObservableObject` with the default
/// publisher), then the new value to `$property` subscribers, then stores it, in Combine's order.
@propertyWrapper
public struct Published<Value> {
  let storage: Storage

  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
  public init(initialValue: Value) { storage = Storage(initialValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() } // swiftlint:disable:this unused_setter_value
  }

  /// The values of the property as a publisher: the current value on subscription, then every write.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {} // `assign(to: &$property)` keeps its subscription in the storage it already shares.
  }

  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get {
      let s = object[keyPath: storageKeyPath].storage
      if s.owner == nil { s.owner = object }
      return s.value
    }
    set {
      let s = object[keyPath: storageKeyPath].storage
      s.owner = object
      s.write(newValue)
    }
  }

  /// The publisher of a `@Published` property (`$property`).
  public struct Publisher: PlumbCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let storage: Storage

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.makeSubject().receive(subscriber: subscriber)
    }
    /// Keeps a subscription alive as long as the property (for `assign(to:)`).
    func keep(_ c: AnyCancellable) { storage.kept.append(c) }
    /// Writes through the property, as a write to it would (for `assign(to:)`).
    func write(_ value: Value) { storage.write(value) }
  }

  /// The value and, once someone subscribes, its subject. A class so that the projected
  /// publisher and the property share them.
  final class Storage: @unchecked Sendable {
    var value: Value
    var subject: CurrentValueSubject<Value, Never>?
    var kept: [AnyCancellable] = []
    /// The object holding the property, recorded on first access so that writes through the
    /// projected publisher (`assign(to:)`) announce the change too.
    weak var owner: AnyObject?
    init(_ value: Value) { self.value = value }

    func write(_ newValue: Value) {
      if let o = owner as? any ObservableObject { announceChange(of: o) }
      subject?.send(newValue)
      value = newValue
    }
    func makeSubject() -> CurrentValueSubject<Value, Never> {
      if let s = subject { return s }
      let s = CurrentValueSubject<Value, Never>(value)
      subject = s
      return s
    }
  }
}

/// Sends `objectWillChange` of an object that uses the default publisher.
private func announceChange<O: ObservableObject>(of object: O) {
  (object.objectWillChange as? ObservableObjectPublisher)?.send()
}
