import Foundation

/// Why a `ViewHost` could not settle or deliver an event. Each description names the file
/// and the reason.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
  /// State kept changing within one frame: an action (onPreferenceChange, onChange, onAppear)
  /// wrote state that changed what it observes, `passes` times.
  case updateCycle(states: [String], passes: Int)
  /// State kept changing from frame to frame (typically a main-queue write from a
  /// GeometryReader whose geometry depends on that state) for `frames` frames.
  case didNotSettle(states: [String], frames: Int)
  /// `settle()` was called inside a main-queue block, where queued blocks cannot run.
  case mainQueueBlocked
  /// `settle()` was called off the main thread.
  case notOnMainThread
  /// A tap or drag started outside the screen.
  case pointOutsideScreen(CGPoint)
  /// Scheduled main-queue work kept scheduling more (`runs` pieces) before the main-queue clock
  /// reached the settle horizon.
  case mainQueueWorkDidNotSettle(runs: Int, time: Double, horizon: Double)

  public var description: String {
    switch self {
    case .updateCycle(let states, let passes):
      return "ViewHost.swift: the update cycle did not settle within one frame (\(passes) passes); "
        + "state that keeps changing: \(states.prefix(3).joined(separator: ", ")). An onPreferenceChange, "
        + "onChange or onAppear action writes state that changes the value it observes."
    case .didNotSettle(let states, let frames):
      return "ViewHost.swift: the view did not settle after \(frames) frames; state that keeps changing: "
        + "\(states.prefix(3).joined(separator: ", ")). A main-queue write (DispatchQueue.main.async in a "
        + "GeometryReader) probably changes the geometry it measures."
    case .mainQueueBlocked:
      return "ViewHost.swift: settle() was called from inside a main-queue block, so blocks queued with "
        + "DispatchQueue.main.async cannot run; call `try await host.settle()` from async code instead."
    case .notOnMainThread:
      return "ViewHost.swift: settle() must run on the main thread, where DispatchQueue.main work is drained."
    case .pointOutsideScreen(let p):
      return "ViewHost.swift: the point (\(p.x), \(p.y)) is outside the screen."
    case .mainQueueWorkDidNotSettle(let runs, let time, let horizon):
      return "ViewHost.swift: \(runs) pieces of scheduled main-queue work (asyncAfter, Task.sleep) ran and the "
        + "main-queue clock only reached \(time) s of the \(horizon) s settle horizon: work that schedules "
        + "itself with no delay never lets time pass (docs/time.md)."
    }
  }
}
