import Foundation

/// Main-queue time as a render sees it: work that app code schedules for later on the main queue
/// (`DispatchQueue.main.asyncAfter`, `Task.sleep` in a main-actor task) waits on this clock
/// instead of the wall clock, and `ViewHost.settle()` moves the clock forward to each piece of
/// work in turn, up to the host's settle horizon. So a progress bar that appears 0.2 s after a
/// screen does is in the picture, the same picture every run, and nothing waits in real time.
/// Work still pending past the horizon is reported once (docs/time.md).
///
/// Times are seconds since the host was created. Thread-safe: work may be scheduled from any
/// thread; it runs on the main thread when the host settles.
public final class VirtualMainClock: RenderTimeScheduling, @unchecked Sendable {
  /// One piece of scheduled work.
  struct Item {
    let due: Double
    let order: Int
    /// What scheduled it ("DispatchQueue.main.asyncAfter", "Task.sleep").
    let source: String
    let run: @Sendable () -> Void
    /// Called instead of `run` when the clock goes away first (a sleeping task is cancelled).
    let cancel: (@Sendable () -> Void)?
  }

  private let lock = NSLock()
  private var time: Double = 0
  private var items: [Item] = []
  private var nextOrder = 0

  init() {}

  deinit {
    // The host is gone, as when a screen disappears on a device: sleeping tasks are cancelled.
    for item in items { item.cancel?() }
  }

  /// Seconds of main-queue time since the host was created.
  public var now: Double { lock.withLock { time } }

  /// When the earliest pending work is due, if any.
  public var nextDue: Double? { lock.withLock { items.first?.due } }

  /// What is still pending, earliest first: (due time, source).
  public var pending: [(due: Double, source: String)] { lock.withLock { items.map { ($0.due, $0.source) } } }

  /// Schedules `run` `delay` seconds from now (a negative or NaN delay means now).
  package func schedule(after delay: Double, source: String, cancel: (@Sendable () -> Void)? = nil, _ run: @escaping @Sendable () -> Void) {
    lock.withLock {
      let due = time + (delay.isNaN || delay < 0 ? 0 : delay)
      let item = Item(due: due, order: nextOrder, source: source, run: run, cancel: cancel)
      nextOrder += 1
      let index = items.firstIndex { ($0.due, $0.order) > (item.due, item.order) } ?? items.count
      items.insert(item, at: index)
    }
  }

  /// Moves the clock to the earliest pending work and runs every piece due then, in the order it
  /// was scheduled (work those schedule for the same moment runs in a later call). Returns how
  /// many ran; none when nothing is due at or before `limit`.
  @discardableResult
  func runNext(notAfter limit: Double) -> Int {
    let due: [Item] = lock.withLock {
      guard let first = items.first, first.due <= limit else { return [] }
      time = max(time, first.due)
      let count = items.prefix { $0.due <= time }.count
      defer { items.removeFirst(count) }
      return Array(items.prefix(count))
    }
    for item in due { item.run() }
    return due.count
  }

  /// The clock scheduled work goes to: the one of the task's render (a task started while a host
  /// rendered carries it), else that of the host being rendered or settled on the main thread.
  package static var current: VirtualMainClock? {
    if let clock = task { return clock }
    guard MainQueue.isCurrent else { return nil }
    return MainActor.assumeIsolated { PlatformHosts.current?.mainClock }
  }

  /// The clock of the render a task was started in.
  @TaskLocal static var task: VirtualMainClock?

  /// Makes `current` the clock lower layers schedule on (`RenderTime`; Combine's timers). Done
  /// once, when the first host is made.
  static let installedAsRenderTime: Void = RenderTime.install { VirtualMainClock.current }

  /// Waits `seconds` of main-queue time; throws `CancellationError` if the task is cancelled
  /// first (or the clock goes away).
  func sleep(_ seconds: Double, source: String) async throws {
    try Task.checkCancellation()
    let waiter = SleepWaiter()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        waiter.start(continuation)
        schedule(after: seconds, source: source, cancel: { waiter.finish(CancellationError()) }) { waiter.finish(nil) }
      }
    } onCancel: {
      waiter.finish(CancellationError())
    }
  }
}

/// A continuation resumed exactly once, whichever of wake-up and cancellation comes first.
private final class SleepWaiter: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, any Error>?
  private var early: (any Error)??

  func start(_ c: CheckedContinuation<Void, any Error>) {
    let resumeNow: (any Error)?? = lock.withLock {
      if let e = early { return e }
      continuation = c
      return nil
    }
    if let e = resumeNow { resume(c, e) }
  }

  func finish(_ error: (any Error)?) {
    let c: CheckedContinuation<Void, any Error>? = lock.withLock {
      guard let c = continuation else {
        if early == nil { early = .some(error) }
        return nil
      }
      continuation = nil
      early = .some(error)
      return c
    }
    if let c { resume(c, error) }
  }

  private func resume(_ c: CheckedContinuation<Void, any Error>, _ error: (any Error)?) {
    if let error { c.resume(throwing: error) } else { c.resume() }
  }
}
