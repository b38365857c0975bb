import Foundation

/// A clock render-time work can be scheduled on (a render's main-queue clock, docs/time.md).
///
/// The clock lives in PlumbUI (`VirtualMainClock`); layers below it, such as Combine's
/// `Timer.publish`, reach the clock of the render in progress through `RenderTime`.
package protocol RenderTimeScheduling: AnyObject, Sendable {
  /// Seconds of main-queue time since the screen appeared.
  var now: Double { get }
  /// Runs `run` `delay` seconds from now on the main queue as the render settles; `cancel` runs
  /// instead if the render goes away first.
  func schedule(after delay: Double, source: String, cancel: (@Sendable () -> Void)?, _ run: @escaping @Sendable () -> Void)
}

/// The seam between render-time clients and the render's clock.
package enum RenderTime {
  /// The date a render's time 0 stands for: Thursday 1 January 2026, 09:41:00 UTC (Apple's 9:41).
  /// Views that show the time and timers' fire dates count from it, so no render reads the wall clock.
  package static let referenceDate = Date(timeIntervalSince1970: 1_767_260_460)

  private static let lock = NSLock()
  nonisolated(unsafe) private static var finder: (@Sendable () -> (any RenderTimeScheduling)?)?

  /// Installed once by the layer that owns render clocks (PlumbUI, when it makes its first host).
  package static func install(_ find: @escaping @Sendable () -> (any RenderTimeScheduling)?) {
    lock.withLock { finder = find }
  }

  /// The clock of the render in progress on this thread or task, if any.
  package static var current: (any RenderTimeScheduling)? {
    let find = lock.withLock { finder }
    return find?()
  }
}
