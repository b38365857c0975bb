import Dispatch
import Foundation

// `DispatchQueue.main.asyncAfter(deadline:execute:)` on the render's main-queue clock
// (VirtualMainClock; docs/time.md). This overload has no `qos:`/`flags:` parameters, so Swift
// prefers it over Dispatch's (which defaults them) in every file that imports SwiftUI or UIKit;
// a call that passes `qos:` or `flags:`, or a work item, reaches Dispatch and the wall clock.

extension DispatchQueue {
  /// Runs `work` on this queue at `deadline`. For the main queue while a screen renders, the
  /// deadline is read on the render's clock: the work runs when the render settles that far.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
    // Dispatch on Linux wraps the main queue in a new object on every `DispatchQueue.main`: compare labels.
    guard label == DispatchQueue.main.label, let clock = VirtualMainClock.current else {
      asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
      return
    }
    // Whole milliseconds: the deadline was computed from a `.now()` read a moment before this
    // one, and that moment (longer on a busy machine) is not part of the delay the code asked for.
    let delay = Self.seconds(from: .now(), to: deadline)
    clock.schedule(after: delay.isFinite ? (delay * 1000).rounded() / 1000 : delay, source: "DispatchQueue.main.asyncAfter", work)
  }

  /// Seconds from `start` to `end` (zero when `end` is not later; `.distantFuture` is infinite).
  static func seconds(from start: DispatchTime, to end: DispatchTime) -> Double {
    if end == .distantFuture { return .infinity }
    guard end.uptimeNanoseconds > start.uptimeNanoseconds else { return 0 }
    return Double(end.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  }
}

// `Task.sleep` in a task started while a screen renders (a `.task { }`, a `Task { }` in
// `onAppear`) sleeps on the render's clock. Swift prefers these declarations to the standard
// library's in files that import SwiftUI; the generic `sleep(for:tolerance:clock:)` and
// `sleep(until:clock:)` forms keep the wall clock.

extension Task where Success == Never, Failure == Never {
  /// Suspends the task for at least `duration` nanoseconds (render time inside a render).
  public static func sleep(nanoseconds duration: UInt64) async throws {
    let seconds = Double(duration) / 1e9
    if let clock = VirtualMainClock.current { return try await clock.sleep(seconds, source: "Task.sleep") }
    try await sleep(until: .now + .nanoseconds(Int64(clamping: duration)), clock: .continuous)
  }

  /// Suspends the task for at least `duration` (render time inside a render).
  public static func sleep(for duration: Duration) async throws {
    let (s, atto) = duration.components
    if let clock = VirtualMainClock.current {
      return try await clock.sleep(Double(s) + Double(atto) / 1e18, source: "Task.sleep")
    }
    try await sleep(until: .now + duration, clock: .continuous)
  }
}
