import Foundation
import PlumbGraphics

extension Timer {
  /// A timer's ticks as a publisher, as Combine's `Timer.publish(every:on:in:)`. In a render it
  /// ticks on the render's main-queue clock, so the picture shows the ticks due within the settle
  /// horizon (2 s by default; docs/time.md), each delivering its fire date counted from the
  /// render's reference date. Outside a render it does not tick (warned once).
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                             in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// The publisher `Timer.publish` returns.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never
    public let interval: TimeInterval
    private let subject = PassthroughSubject<Date, Never>()
    private let lock = NSLock()
    private var connection: Connection?
    init(interval: TimeInterval) { self.interval = interval }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer on the render's clock. Connecting again returns the running connection,
    /// so `timer.upstream.connect().cancel()` stops it, as in Combine.
    public func connect() -> any Cancellable {
      let (made, existing): (Connection?, Connection?) = lock.withLock {
        if let connection, !connection.isCancelled { return (nil, connection) }
        let made = Connection()
        connection = made
        return (made, nil)
      }
      if let existing { return existing }
      guard let made else { return AnyCancellable {} }
      guard interval > 0, interval.isFinite, let clock = RenderTime.current else {
        RenderWarnings.warnOnce("Timer.publish", "Timer.publish(every: \(interval)): the timer does not tick outside a "
          + "render (no render clock here); its subscribers see no value")
        return made
      }
      scheduleTick(1, on: clock, connection: made)
      return made
    }

    /// The `n`-th tick, `n × interval` after the render's time 0 on its clock; each schedules the next.
    private func scheduleTick(_ n: Int, on clock: any RenderTimeScheduling, connection: Connection) {
      let due = Double(n) * interval
      clock.schedule(after: due - clock.now, source: "Timer.publish(every: \(interval))", cancel: nil) { [weak self, weak clock] in
        guard let self, let clock, !connection.isCancelled else { return }
        self.subject.send(RenderTime.referenceDate.addingTimeInterval(due))
        self.scheduleTick(n + 1, on: clock, connection: connection)
      }
    }

    /// A running timer; cancelling it stops the ticks.
    final class Connection: Cancellable, @unchecked Sendable {
      private let lock = NSLock()
      private var cancelled = false
      var isCancelled: Bool { lock.withLock { cancelled } }
      func cancel() { lock.withLock { cancelled = true } }
    }
  }
}

extension NotificationCenter {
  /// Notifications of `name` as a publisher, as Combine's `NotificationCenter.publisher(for:object:)`.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationPublisher {
    NotificationPublisher(center: self, name: name, object: object)
  }

  /// The publisher `publisher(for:object:)` returns: delivers each posted notification
  /// synchronously on the posting thread.
  public struct NotificationPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Notification
    public typealias Failure = Never
    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      nonisolated(unsafe) let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
      let center = self.center
      subject.receive(subscriber: AnySubscriber<Notification, Never>(
        receiveSubscription: { inner in
          subscriber.receive(subscription: CancelHook(inner) { center.removeObserver(token) })
        },
        receiveValue: { subscriber.receive($0) },
        receiveCompletion: { subscriber.receive(completion: $0) }))
    }
  }
}

/// Wraps a subscription so that cancelling it also runs a clean-up.
struct CancelHook: Subscription {
  let combineIdentifier = CombineIdentifier()
  let inner: any Subscription
  let onCancel: () -> Void
  init(_ inner: any Subscription, _ onCancel: @escaping () -> Void) { self.inner = inner; self.onCancel = onCancel }
  func request(_ demand: Subscribers.Demand) { inner.request(demand) }
  func cancel() { inner.cancel(); onCancel() }
}
