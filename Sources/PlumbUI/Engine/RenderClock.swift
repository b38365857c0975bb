import Foundation

/// The one clock views that show the time read (`Text(date, style: .relative)`, `TimelineView`,
/// `Text(timerInterval:)`): a fixed reference date, advanced only by the host's virtual
/// animation time, so a render never depends on when it runs. The real wall clock is never read.
///
/// The default reference is Thursday 1 January 2026, 09:41:00 UTC (Apple's 9:41). A host can
/// move it (`ViewHost.referenceDate`); `ViewHost.advance(to:)` adds the animation clock to it
/// and re-renders the views that read it. `ViewHost.finishAnimations()` (what stills use)
/// shows every animation's end without moving this clock, so a still shows the reference date.
public enum RenderClock {
  /// 2026-01-01 09:41:00 UTC.
  public static let referenceDate = RenderTime.referenceDate
}

/// A graph's clock: its reference date and whether the last pass read the time.
@MainActor
final class RenderClockState {
  var referenceDate = RenderClock.referenceDate
  /// Seconds of animation time added to the reference date (set by `ViewHost.advance(to:)`).
  var elapsed: Double = 0
  /// Set when a view read the time during the current pass (so advancing the clock re-renders).
  var wasRead = false
}

extension ViewGraph {
  /// The time views see now: the reference date plus the animation clock. Marks the pass as
  /// reading the time.
  func readRenderDate() -> Date {
    renderClock.wasRead = true
    return renderClock.referenceDate.addingTimeInterval(renderClock.elapsed)
  }
}

extension ViewHost {
  /// The date views show at animation time 0 (default `RenderClock.referenceDate`). Setting it
  /// re-renders.
  public var referenceDate: Date {
    get { graph.renderClock.referenceDate }
    set {
      graph.renderClock.referenceDate = newValue
      graph.markDirty("referenceDate")
      renderFrame()
    }
  }

  /// The date views see in the current frame: `referenceDate` plus the animation clock.
  public var renderDate: Date { graph.renderClock.referenceDate.addingTimeInterval(graph.renderClock.elapsed) }

  /// Shows the end state of every running animation and transition, as a still does, without
  /// moving the render clock (views that show the time keep showing the same date).
  public func finishAnimations() {
    if graph.animator.repeatsForever {
      RenderWarnings.warnOnce("Animation.repeatForever still",
        "Animation.repeatForever: a still shows the animation at the end of its first run (the value it animates to); "
        + "render at a time (ViewRenderOptions(time:), advance(to:)) for another phase (docs/time.md)")
    }
    graph.animator.advance(to: Animation.stillElapsed)
    invalidateDisplayList()
    // Completion handlers of finished animations run; what they animate in turn ends too
    // (bounded, so handlers that keep restarting an animation cannot hang a still).
    for _ in 0..<8 where graph.animator.runDueCompletions() {
      renderFrame()
      graph.animator.advance(to: Animation.stillElapsed)
      invalidateDisplayList()
    }
  }
}
