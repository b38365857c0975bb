import Foundation
import PlumbGraphics

extension Timer {
  /// A timer's ticks as a publisher, as Combine's `Timer.publish(every:on:in:)`. Snapshots run on
  /// a virtual clock, so the timer never ticks: the view shows its state before the first tick
  /// (warned once when something subscribes).
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
    init(interval: TimeInterval) { self.interval = interval }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      RenderWarnings.warnOnce("Timer.publish", "Timer.publish(every: \(interval)): the timer does not tick in a snapshot (virtual clock); the view shows its state before the first tick")
      subject.receive(subscriber: subscriber)
    }
    /// Starts the timer.
    public func connect() -> any Cancellable { AnyCancellable {} }
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
