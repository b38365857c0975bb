import Foundation

// The core of Combine's model, as its documentation describes it: a publisher delivers values to
// subscribers that ask for them through a subscription. Plumbline runs every delivery
// synchronously on the sending thread (or on the scheduler named by `receive(on:)`), so a
// snapshot sees the same values in the same order on every run. See docs/compatibility/combine.md.

/// Declares that a type can deliver a sequence of values over time, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  /// Attaches `subscriber`; the publisher answers with `receive(subscription:)`.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches a subscriber (Combine's public entry point; `receive(subscriber:)` does the work).
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// Receives values from a publisher, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error
  func receive(subscription: any Subscription)
  /// Returns how many more values the subscriber wants.
  func receive(_ input: Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Failure>)
}

/// A unique identity for subscribers and subscriptions, as Combine's protocol of that name.
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// The identity of a subscriber or subscription.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64
  private static let counter = Counter()
  public init() { value = Self.counter.next() }
  public init(_ obj: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }
  public var description: String { "0x" + String(value, radix: 16) }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n: UInt64 = 0
    func next() -> UInt64 { lock.withLock { n += 1; return n } }
  }
}

/// The link between a publisher and a subscriber, as Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells the publisher that the subscriber wants `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Something that can stop an activity, as Combine's `Cancellable`.
public protocol Cancellable {
  func cancel()
}

/// Namespace for subscriber types, as Combine's `Subscribers`.
public enum Subscribers {
  /// How a publisher finished.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }

  /// How many values a subscriber wants: a count or unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// nil means unlimited.
    let count: Int?
    public static let unlimited = Demand(count: nil)
    public static let none = Demand(count: 0)
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Demand.max needs a count of zero or more")
      return Demand(count: value)
    }
    /// The count, or nil when unlimited.
    public var max: Int? { count }
    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    public static func + (a: Demand, b: Demand) -> Demand {
      guard let x = a.count, let y = b.count else { return .unlimited }
      let (sum, overflow) = x.addingReportingOverflow(y)
      return overflow ? .unlimited : Demand(count: sum)
    }
    public static func += (a: inout Demand, b: Demand) { a = a + b }
    public static func - (a: Demand, b: Demand) -> Demand {
      guard let x = a.count else { return .unlimited }
      guard let y = b.count else { return .none }
      return Demand(count: Swift.max(0, x - y))
    }
    public static func -= (a: inout Demand, b: Demand) { a = a - b }
    public static func < (a: Demand, b: Demand) -> Bool {
      switch (a.count, b.count) {
      case (nil, _): return false
      case (_, nil): return true
      case let (x?, y?): return x < y
      }
    }
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A cancellable that cancels when it is released, as Combine's `AnyCancellable`: views and
/// models keep their subscriptions alive by storing these.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var action: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { action = cancel }
  public init<C: Cancellable>(_ canceller: C) { action = { canceller.cancel() } }
  deinit { cancel() }

  public func cancel() {
    let a = lock.withLock { () -> (() -> Void)? in let a = action; action = nil; return a }
    a?()
  }

  /// Keeps this cancellable in `set` (the usual `.store(in: &cancellables)`).
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Wraps this cancellable in an `AnyCancellable` stored in `set`.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}
