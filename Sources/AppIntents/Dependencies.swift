import Foundation

/// The values intents and queries read through `@Dependency`, as App Intents'
/// `AppDependencyManager`: the app registers them (usually at launch) and `@Dependency` finds them
/// by type, and key when one is given. Kept in memory for the process.
public final class AppDependencyManager: @unchecked Sendable {
  public static let shared = AppDependencyManager()
  private let lock = NSLock()
  private var factories: [Key: () -> Any] = [:]
  private var resolved: [Key: Any] = [:]

  struct Key: Hashable {
    let type: ObjectIdentifier
    let key: AnyHashable?
  }

  /// A manager of its own (iOS has only `shared`; tests may want a fresh one).
  public init() {}

  /// Registers a value, made the first time it is read.
  public func add<Dependency: Sendable>(key: AnyHashable? = nil,
                                        dependency: @autoclosure @escaping @Sendable () -> Dependency) {
    store(Key(type: ObjectIdentifier(Dependency.self), key: key), dependency)
  }

  /// Registers a value made by a closure the first time it is read.
  public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable () -> Dependency) {
    store(Key(type: ObjectIdentifier(Dependency.self), key: key), dependency)
  }

  /// Registers a value made by an asynchronous closure. A `@Dependency` property is read
  /// synchronously, so such a value cannot be read here (the read traps, naming it).
  @_disfavoredOverload
  public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable () async -> Dependency) {
    store(Key(type: ObjectIdentifier(Dependency.self), key: key)) { () -> Any in
      fatalError("@Dependency \(Dependency.self): registered with an async closure, which Plumbline cannot run from a property read")
    }
  }

  private func store(_ key: Key, _ make: @escaping () -> Any) {
    lock.withLock { factories[key] = make; resolved[key] = nil }
  }

  /// The registered value of a type (and key), made on first read; nil when none is registered.
  func value<Dependency>(of type: Dependency.Type, key: AnyHashable?) -> Dependency? {
    let k = Key(type: ObjectIdentifier(type), key: key)
    if let done = lock.withLock({ resolved[k] }) { return done as? Dependency }
    guard let make = lock.withLock({ factories[k] }) else { return nil }
    let made = make()
    lock.withLock { resolved[k] = made }
    return made as? Dependency
  }
}

/// A value an intent or query reads from `AppDependencyManager`, as App Intents' `AppDependency`
/// (written `@Dependency var store: Store`). Reading one that was never registered traps, as on iOS.
@propertyWrapper
public struct AppDependency<Value: Sendable>: @unchecked Sendable {
  let key: AnyHashable?
  public init(key: AnyHashable? = nil) { self.key = key }
  public var wrappedValue: Value {
    guard let value = AppDependencyManager.shared.value(of: Value.self, key: key) else {
      fatalError("@Dependency \(Value.self)\(key.map { " (key \($0))" } ?? ""): nothing registered with AppDependencyManager.shared.add")
    }
    return value
  }
}

extension _SupportsAppDependencies {
  /// A registered value: `@Dependency var store: Store`.
  public typealias Dependency<Value: Sendable> = AppDependency<Value>
}
