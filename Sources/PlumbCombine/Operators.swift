import Foundation

/// Namespace for operator publishers, as Combine's `Publishers`.
public enum Publishers {}

/// What an operator does with one upstream value.
enum RelayStep<Output, Failure: Error> {
  case emit(Output)
  case skip
  case fail(Failure)
}

/// What an operator does when upstream fails.
enum RelayEnd<Output, Failure: Error> {
  case failure(Failure)
  /// Finish normally, after one last value if given (replaceError).
  case finish(last: Output?)
}

/// The subscriber every one-to-one operator uses: it runs `step` on each upstream value and
/// forwards the outcome downstream, passing demand straight through (a skipped value asks
/// upstream for one more, as Combine's filter does).
final class Relay<Input, UpstreamFailure: Error, Output, Failure: Error>: Subscriber, Subscription,
  @unchecked Sendable
{
  private let lock = NSLock()
  private let downstream: AnySubscriber<Output, Failure>
  private let step: (Input) -> RelayStep<Output, Failure>
  private let mapFailure: (UpstreamFailure) -> RelayEnd<Output, Failure>
  private var upstream: (any Subscription)?
  private var done = false

  init(_ downstream: AnySubscriber<Output, Failure>, step: @escaping (Input) -> RelayStep<Output, Failure>,
       mapFailure: @escaping (UpstreamFailure) -> RelayEnd<Output, Failure>) {
    self.downstream = downstream; self.step = step; self.mapFailure = mapFailure
  }

  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    downstream.receive(subscription: self)
  }
  func receive(_ input: Input) -> Subscribers.Demand {
    guard lock.withLock({ !done }) else { return .none }
    switch step(input) {
    case .emit(let v): return downstream.receive(v)
    case .skip: return .max(1)
    case .fail(let e):
      finish(.failure(e))
      return .none
    }
  }
  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    switch completion {
    case .finished: finish(.finished)
    case .failure(let e):
      switch mapFailure(e) {
      case .failure(let mapped): finish(.failure(mapped))
      case .finish(let last):
        if let last, lock.withLock({ !done }) { _ = downstream.receive(last) }
        finish(.finished)
      }
    }
  }
  private func finish(_ c: Subscribers.Completion<Failure>) {
    let (first, up) = lock.withLock { () -> (Bool, (any Subscription)?) in
      let f = !done; done = true; return (f, upstream)
    }
    guard first else { return }
    if case .failure = c { up?.cancel() }
    downstream.receive(completion: c)
  }
  func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }
  func cancel() {
    let up = lock.withLock { () -> (any Subscription)? in done = true; let u = upstream; upstream = nil; return u }
    up?.cancel()
  }
}

/// An operator built from a per-value step: the shape of map, filter, compactMap and friends.
public struct RelayPublisher<Upstream: Publisher, Output, Failure: Error>: Publisher {
  let upstream: Upstream
  let makeStep: () -> (Upstream.Output) -> RelayStep<Output, Failure>
  let mapFailure: (Upstream.Failure) -> RelayEnd<Output, Failure>

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, Output, Failure>(
      AnySubscriber(subscriber), step: makeStep(), mapFailure: mapFailure))
  }
}

extension Publishers {
  public typealias Map<Upstream: Publisher, Output> = RelayPublisher<Upstream, Output, Upstream.Failure>
  public typealias Filter<Upstream: Publisher> = RelayPublisher<Upstream, Upstream.Output, Upstream.Failure>
  public typealias CompactMap<Upstream: Publisher, Output> = RelayPublisher<Upstream, Output, Upstream.Failure>
  public typealias RemoveDuplicates<Upstream: Publisher> = RelayPublisher<Upstream, Upstream.Output, Upstream.Failure>
  public typealias TryMap<Upstream: Publisher, Output> = RelayPublisher<Upstream, Output, any Error>
  public typealias MapError<Upstream: Publisher, Failure: Error> = RelayPublisher<Upstream, Upstream.Output, Failure>
  public typealias SetFailureType<Upstream: Publisher, Failure: Error> = RelayPublisher<Upstream, Upstream.Output, Failure>
  public typealias ReplaceError<Upstream: Publisher> = RelayPublisher<Upstream, Upstream.Output, Never>
  public typealias Drop<Upstream: Publisher> = RelayPublisher<Upstream, Upstream.Output, Upstream.Failure>
  public typealias Scan<Upstream: Publisher, Output> = RelayPublisher<Upstream, Output, Upstream.Failure>
}

extension Publisher {
  private func relay<T>(_ makeStep: @escaping () -> (Output) -> RelayStep<T, Failure>) -> RelayPublisher<Self, T, Failure> {
    RelayPublisher(upstream: self, makeStep: makeStep, mapFailure: { .failure($0) })
  }

  /// Transforms every value.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    relay { { .emit(transform($0)) } }
  }
  /// Reads a property of every value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
    relay { { .emit($0[keyPath: keyPath]) } }
  }
  /// Transforms every value; a thrown error ends the stream with that error.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    RelayPublisher(upstream: self, makeStep: { { v in
      do { return .emit(try transform(v)) } catch { return .fail(error) }
    } }, mapFailure: { .failure($0) })
  }
  /// Keeps the values that pass `isIncluded`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    relay { { isIncluded($0) ? .emit($0) : .skip } }
  }
  /// Transforms every value and drops the nils.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    relay { { transform($0).map { .emit($0) } ?? .skip } }
  }
  /// Drops a value equal (by `predicate`) to the one before it.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    relay {
      var last: Output?
      return { v in
        defer { last = v }
        if let l = last, predicate(l, v) { return .skip }
        return .emit(v)
      }
    }
  }
  /// Skips the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    relay {
      var left = count
      return { v in
        if left > 0 { left -= 1; return .skip }
        return .emit(v)
      }
    }
  }
  /// Accumulates values, publishing each intermediate result.
  public func scan<T>(_ initialResult: T, _ next: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
    relay {
      var acc = initialResult
      return { v in acc = next(acc, v); return .emit(acc) }
    }
  }
  /// Transforms the failure.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    RelayPublisher(upstream: self, makeStep: { { .emit($0) } }, mapFailure: { .failure(transform($0)) })
  }
  /// Replaces a failure with one last value.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    RelayPublisher(upstream: self, makeStep: { { .emit($0) } }, mapFailure: { _ in .finish(last: output) })
  }
}

/// Turns the impossible into any type (for failure types that are `Never`).
func absurd<T>(_ never: Never) -> T {}

extension Publisher where Output: Equatable {
  /// Drops a value equal to the one before it.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
  /// Changes the declared failure type (nothing can fail).
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
    RelayPublisher(upstream: self, makeStep: { { .emit($0) } }, mapFailure: absurd)
  }
}

