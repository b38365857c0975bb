import Foundation

/// Publishes one value and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output
  public init(_ output: Output) { self.output = output }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subject = CurrentValueSubject<Output, Never>(output)
    subject.receive(subscriber: subscriber)
    subject.send(completion: .finished)
  }
}

extension Just: Equatable where Output: Equatable {}

/// Finishes at once without a value (or never, with `completeImmediately: false`), as `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
  public let completeImmediately: Bool
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: EmptySubscription())
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// Finishes at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
  public let error: Failure
  public init(error: Failure) { self.error = error }
  public init(outputType: Output.Type, failure: Failure) { error = failure }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: EmptySubscription())
    subscriber.receive(completion: .failure(error))
  }
}

/// Creates its publisher for each subscriber, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure
  public let createPublisher: () -> DeferredPublisher
  public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().receive(subscriber: subscriber)
  }
}

/// Runs a closure once and publishes its single result, as Combine's `Future`. The closure runs
/// when the future is made, as in Combine.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  public typealias Promise = (Result<Output, Failure>) -> Void
  private let lock = NSLock()
  private var result: Result<Output, Failure>?
  private let hub = SubscriberHub<Output, Failure>()

  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] r in
      let first = lock.withLock { () -> Bool in guard result == nil else { return false }; result = r; return true }
      guard first else { return }
      switch r {
      case .success(let v): hub.send(v); hub.finish(.finished)
      case .failure(let e): hub.finish(.failure(e))
      }
    }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    switch lock.withLock({ result }) {
    case .none: hub.attach(subscriber, initial: nil)
    case .success(let v)?: Just(v).setFailureType(to: Failure.self).receive(subscriber: subscriber)
    case .failure(let e)?: Fail<Output, Failure>(error: e).receive(subscriber: subscriber)
    }
  }
}

/// A type-erased publisher, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach: (AnySubscriber<Output, Failure>) -> Void
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    attach = { publisher.receive(subscriber: $0) }
  }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    attach(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// Hides the publisher's type.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
