import Foundation

extension Subscribers {
  /// Requests every value and hands it to closures, as Combine's `Subscribers.Sink`.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    public let receiveValue: (Input) -> Void
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var cancelled = false

    public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                receiveValue: @escaping (Input) -> Void) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription s: any Subscription) {
      let keep = lock.withLock { () -> Bool in
        guard !cancelled, subscription == nil else { return false }
        subscription = s
        return true
      }
      if keep { s.request(.unlimited) } else { s.cancel() }
    }
    public func receive(_ input: Input) -> Subscribers.Demand {
      if lock.withLock({ !cancelled }) { receiveValue(input) }
      return .none
    }
    public func receive(completion: Subscribers.Completion<Failure>) {
      guard lock.withLock({ !cancelled }) else { return }
      receiveCompletion(completion)
      lock.withLock { subscription = nil }
    }
    public func cancel() {
      let s = lock.withLock { () -> (any Subscription)? in cancelled = true; let s = subscription; subscription = nil; return s }
      s?.cancel()
    }
  }

  /// Writes every value into a property of an object, as Combine's `Subscribers.Assign`.
  public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
    public typealias Failure = Never
    public private(set) var object: Root?
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }
    public func receive(subscription s: any Subscription) { subscription = s; s.request(.unlimited) }
    public func receive(_ input: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = input
      return .none
    }
    public func receive(completion: Subscribers.Completion<Never>) { object = nil }
    public func cancel() { subscription?.cancel(); subscription = nil; object = nil }
  }
}

extension Publisher {
  /// Calls the closures with every value and the completion; the subscription lasts as long as
  /// the returned `AnyCancellable`.
  public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                   receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let s = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(s)
    return AnyCancellable(s)
  }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with every value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value into `object[keyPath:]`.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    let s = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(s)
    return AnyCancellable(s)
  }

  /// Republishes every value through a `@Published` property (`.assign(to: &$value)`); the
  /// subscription lives as long as the property's object.
  public func assign(to published: inout Published<Output>.Publisher) {
    // Weak, so the kept subscription does not keep the property's storage alive.
    published.keep(sink { [weak storage = published.storage] in storage?.write($0) })
  }
}
