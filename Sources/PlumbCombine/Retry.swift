import Foundation

extension Publishers {
  /// Subscribes to its upstream again after a failure, up to `retries` times (nil: without end),
  /// as Combine's `Publishers.Retry`.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let retries: Int?
    public init(upstream: Upstream, retries: Int?) { self.upstream = upstream; self.retries = retries }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let link = RetryLink(upstream: upstream, retries: retries, downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: link)
      link.attach()
    }
  }
}

extension Publisher {
  /// Resubscribes after a failure, at most `retries` times; the last failure ends the stream.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}

/// The subscription `Retry` hands downstream: it forwards values and demand to the current
/// upstream attempt and starts a new one when an attempt fails while retries are left.
final class RetryLink<Upstream: Publisher>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private let upstream: Upstream
  private var left: Int?
  private let downstream: AnySubscriber<Upstream.Output, Upstream.Failure>
  private var current: (any Subscription)?
  private var owed: Subscribers.Demand = .none
  private var attempt = 0
  private var done = false

  private enum Next { case finish, retry, ignore }

  init(upstream: Upstream, retries: Int?, downstream: AnySubscriber<Upstream.Output, Upstream.Failure>) {
    self.upstream = upstream; left = retries; self.downstream = downstream
  }

  /// Starts one attempt.
  func attach() {
    let n = lock.withLock { () -> Int? in
      guard !done else { return nil }
      attempt += 1
      return attempt
    }
    guard let n else { return }
    upstream.subscribe(AnySubscriber<Upstream.Output, Upstream.Failure>(
      receiveSubscription: { [self] s in
        let demand = lock.withLock { () -> Subscribers.Demand? in
          guard !done, attempt == n else { return nil }
          current = s
          return owed
        }
        guard let demand else { s.cancel(); return }
        if demand > .none { s.request(demand) }
      },
      receiveValue: { [self] v in
        guard lock.withLock({ !done && attempt == n }) else { return .none }
        lock.withLock { if owed != .unlimited, owed > .none { owed -= .max(1) } }
        let more = downstream.receive(v)
        lock.withLock { owed += more }
        return more
      },
      receiveCompletion: { [self] c in
        let next = lock.withLock { () -> Next in
          guard !done, attempt == n else { return .ignore }
          current = nil
          if case .failure = c, left.map({ $0 > 0 }) ?? true {
            left = left.map { $0 - 1 }
            return .retry
          }
          done = true
          return .finish
        }
        switch next {
        case .finish: downstream.receive(completion: c)
        case .retry: attach()
        case .ignore: break
        }
      }))
  }

  func request(_ demand: Subscribers.Demand) {
    let s = lock.withLock { () -> (any Subscription)? in owed += demand; return current }
    s?.request(demand)
  }

  func cancel() {
    let s = lock.withLock { () -> (any Subscription)? in done = true; let s = current; current = nil; return s }
    s?.cancel()
  }
}
