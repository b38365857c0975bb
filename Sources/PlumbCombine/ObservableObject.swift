import Foundation

/// An object that announces its changes before they happen, as Combine's `ObservableObject`:
/// views holding it through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` update
/// when `objectWillChange` publishes (every `@Published` write sends it).
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// The publisher of an `ObservableObject`'s default `objectWillChange`.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never
  private let hub = SubscriberHub<Void, Never>()

  public init() {}

  /// Announces a change that is about to happen.
  public func send() { hub.send(()) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    hub.attach(subscriber, initial: nil)
  }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// One publisher per object, made on first use (Combine synthesises it the same way).
  public var objectWillChange: ObservableObjectPublisher { PublisherTable.shared.publisher(for: self) }
}

/// The default publishers, keyed by object; entries of released objects are swept as it grows.
private final class PublisherTable: @unchecked Sendable {
  static let shared = PublisherTable()
  private let lock = NSLock()
  private var table: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]
  private var sweepAt = 256

  struct Weak { weak var object: AnyObject? }

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.withLock {
      let id = ObjectIdentifier(object)
      if let e = table[id], e.object.object === object { return e.publisher }
      if table.count >= sweepAt {
        table = table.filter { $0.value.object.object != nil }
        sweepAt = max(256, table.count * 2)
      }
      let p = ObservableObjectPublisher()
      table[id] = (Weak(object: object), p)
      return p
    }
  }
}
