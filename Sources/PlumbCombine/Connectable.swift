import Foundation

/// A publisher that starts producing when told to, as Combine's `ConnectablePublisher`
/// (`Timer.TimerPublisher`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts the publisher; cancelling the result stops it.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects when the first subscriber arrives, as Combine's `autoconnect()`.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
  /// The publisher `autoconnect()` returns. Apps keep it to stop a timer with
  /// `timer.upstream.connect().cancel()`.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    private let lock = NSLock()
    private var connection: (any Cancellable)?

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: subscriber)
      lock.withLock { if connection == nil { connection = upstream.connect() } }
    }
  }
}
