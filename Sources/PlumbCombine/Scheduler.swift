import Foundation
import PlumbGraphics

/// Where and when a publisher delivers, as Combine's `Scheduler`, reduced to what a snapshot
/// needs: `schedule(_:)`. A snapshot has no time between events, so time-based operators deliver
/// at the scheduler's next turn and warn that they did (docs/compatibility/combine.md).
public protocol Scheduler {
  /// Runs `action` on this scheduler (the main queue's actions run at the host's next turn).
  func schedule(_ action: @escaping () -> Void)
}

/// An interval for time-based operators (`.seconds(0.3)`, `.milliseconds(300)`, `0.3`), standing
/// for each scheduler's `SchedulerTimeType.Stride`.
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Comparable, Sendable {
  public var seconds: Double
  public init(seconds: Double) { self.seconds = seconds }
  public init(floatLiteral value: Double) { seconds = value }
  public init(integerLiteral value: Int) { seconds = Double(value) }
  public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(seconds: s) }
  public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(seconds: Double(s)) }
  public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ms) / 1e3) }
  public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(seconds: Double(us) / 1e6) }
  public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ns) / 1e9) }
  public static func < (a: SchedulerStride, b: SchedulerStride) -> Bool { a.seconds < b.seconds }
}

extension DispatchQueue: Scheduler {
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let a = action
    async { a() }
  }
}

extension RunLoop: Scheduler {
  public func schedule(_ action: @escaping () -> Void) {
    if self === RunLoop.main {
      // The host drains the main queue like run-loop turns, so RunLoop.main and
      // DispatchQueue.main deliver at the same turn.
      DispatchQueue.main.schedule(action)
    } else {
      nonisolated(unsafe) let a = action
      perform { a() }
    }
  }
}

extension OperationQueue: Scheduler {
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let a = action
    addOperation { a() }
  }
}

/// Runs actions at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
  public static let shared = ImmediateScheduler()
  public func schedule(_ action: @escaping () -> Void) { action() }
}

extension Publishers {
  /// Delivers values and completion on a scheduler, as `Publishers.ReceiveOn`.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let down = AnySubscriber(subscriber)
      let scheduler = self.scheduler
      upstream.subscribe(AnySubscriber<Output, Failure>(
        receiveSubscription: { down.receive(subscription: $0) },
        receiveValue: { v in scheduler.schedule { _ = down.receive(v) }; return .none },
        receiveCompletion: { c in scheduler.schedule { down.receive(completion: c) } }))
    }
  }
}

extension Publisher {
  /// Delivers downstream on `scheduler`.
  public func receive<S: Scheduler>(on scheduler: S, options: Never? = nil) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }
  /// Subscribes upstream (here: at once; the subscription side has no visible effect).
  public func subscribe<S: Scheduler>(on scheduler: S, options: Never? = nil) -> Self { self }

  /// Publishes the latest value after a pause. A snapshot has no pauses: every value is
  /// delivered at the scheduler's next turn (warned once).
  public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S, options: Never? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    RenderWarnings.warnOnce("Combine.debounce", "debounce(for:scheduler:): values are delivered at the next turn, without the \(dueTime.seconds) s pause (a snapshot has no time between events)")
    return receive(on: scheduler)
  }
  /// Publishes at most one value per interval; see `debounce` (warned once).
  public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool) -> Publishers.ReceiveOn<Self, S> {
    RenderWarnings.warnOnce("Combine.throttle", "throttle(for:scheduler:latest:): every value is delivered at the next turn (a snapshot has no time between events)")
    return receive(on: scheduler)
  }
  /// Delays delivery; see `debounce` (warned once).
  public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S, options: Never? = nil) -> Publishers.ReceiveOn<Self, S> {
    RenderWarnings.warnOnce("Combine.delay", "delay(for:scheduler:): values are delivered at the next turn, without the \(interval.seconds) s delay")
    return receive(on: scheduler)
  }
}
