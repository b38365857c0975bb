import Foundation
import PlumbGraphics
import PlumbUI

/// Why a view screen could not be rendered.
public enum ScreenRenderingError: Error, CustomStringConvertible {
  /// The main thread never ran the render (it is blocked, or busy inside a main-queue block).
  case mainThreadUnavailable(screen: String, seconds: Double)

  public var description: String {
    switch self {
    case .mainThreadUnavailable(let s, let t):
      "PlumbScreens/ScreenRenderer+Settle.swift: screen \(s) waited \(t) s for the main thread to render it"
    }
  }
}

extension ScreenRenderer {
  /// An interaction run between settles (a tap, a drag, a scroll).
  package typealias Step = @MainActor (ViewHost) throws -> Void
  /// Main-queue turns after creating the host and after each interaction: enough for a write
  /// from a GeometryReader to land and the frame that shows it to render.
  static let settleTurns = 6

  /// How one view render goes, apart from the view: where and how it is hosted, and the moment
  /// the picture shows.
  struct ViewRender {
    var device: Device
    var textMeasurer: any TextMeasuring
    var traits: RenderTraits
    var settleHorizon = ViewHost.defaultSettleHorizon
    /// Seconds into running animations; nil = their end state (a still).
    var time: Double?
  }

  /// Hosts, settles and samples a view rendered directly (`render(_:options:)`). This form runs on
  /// the main thread outside a main-queue block (`ViewHost.settle()` turns the run loop).
  @MainActor
  static func run(_ make: () -> any View, _ r: ViewRender) throws -> ViewHost {
    let h = host(make, device: r.device, textMeasurer: r.textMeasurer, traits: r.traits, settleHorizon: r.settleHorizon)
    try h.settle()
    sample(h, at: r.time)
    return h
  }

  /// The same sequence for `@MainActor` async callers: `settle()` yields so that queued
  /// main-queue blocks run between frames.
  @MainActor
  static func run(_ make: () -> any View, _ r: ViewRender) async throws -> ViewHost {
    let h = host(make, device: r.device, textMeasurer: r.textMeasurer, traits: r.traits, settleHorizon: r.settleHorizon)
    try await h.settle()
    sample(h, at: r.time)
    return h
  }

  /// A still shows every animation's end at the render clock's reference date; a timed render
  /// samples them `time` seconds in.
  @MainActor
  static func sample(_ host: ViewHost, at time: Double?) {
    if let time { host.advance(to: time) } else { host.finishAnimations() }
  }

  /// Renders a view as a screen frame: hosts it on the context's device (`host(_:…)`), lets its
  /// update cycle settle (main-queue writes included), runs `steps` letting it settle after each,
  /// then samples it as `run(_:_:)` does (`sample(_:at:)`): at the context's time (`timed`) or at
  /// its animations' end.
  ///
  /// This is the form for callers on any thread (the CLI's parallel jobs, Swift Testing), so it
  /// turns the main queue itself rather than through `ViewHost.settle()`: a frame per turn for
  /// `settleTurns` turns, then the work due within the settle horizon on the host's clock, as
  /// `settle()` lets it run. (Awaiting `settle()` in a main-actor task instead was tried: it
  /// never finished when called from Swift Testing's synchronous tests.)
  ///
  /// Views live on the main actor and `DispatchQueue.main.async` writes need main-queue turns, so
  /// the work runs as a chain of main-queue blocks, one turn per settle step: from the main
  /// thread by turning the run loop until it is done; from another thread by waiting on a
  /// condition, which leaves the main queue free to run.
  package static func frame<V: View>(_ name: String, _ context: ScreenContext, timed: Bool,
                                     view: @escaping @MainActor () -> V, steps: [Step] = []) throws -> Screen.Frame {
    let box = ResultBox()
    let device = context.device, measurer = context.textMeasurer, time = context.time, traits = context.traits
    let horizon = context.settleHorizon
    let run = Run(box: box, steps: steps, timed: timed, time: time) {
      host({ view() }, device: device, textMeasurer: measurer, traits: traits, settleHorizon: horizon)
    }
    // Each main-queue hop drops task-local values: the run carries the caller's render session.
    // Its own record of UIScreen.main reads, so a parallel render's read never warns here.
    let session = OutsideHostReads.freshSession()
    DispatchQueue.main.async { session.run { MainActor.assumeIsolated { run.start(in: session) } } }
    let limit = 60.0
    if Thread.isMainThread {
      let deadline = Date().addingTimeInterval(limit)
      while !box.isDone && Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005)) }
    } else {
      _ = box.wait(seconds: limit)
    }
    guard let result = box.current else { throw ScreenRenderingError.mainThreadUnavailable(screen: name, seconds: limit) }
    return try result.get()
  }

  /// One render in progress: host, then per step (turns, interaction), then turns and sample.
  @MainActor
  private final class Run: @unchecked Sendable {
    let box: ResultBox
    let steps: [Step]
    let timed: Bool
    let time: Double
    let make: @MainActor () -> ViewHost
    var host: ViewHost?
    var session = RenderSession()
    var workRuns = 0

    nonisolated init(box: ResultBox, steps: [Step], timed: Bool, time: Double, make: @escaping @MainActor () -> ViewHost) {
      self.box = box; self.steps = steps; self.timed = timed; self.time = time; self.make = make
    }

    func start(in session: RenderSession) {
      self.session = session
      let h = make()
      host = h
      turns(ScreenRenderer.settleTurns) { self.step(0) }
    }

    /// Runs `n` main-queue turns, rendering a frame after each, then `next`.
    func turns(_ n: Int, then next: @escaping @MainActor () -> Void) {
      guard let host else { return next() }
      guard n > 0 else {
        // Quiet: main-queue work scheduled for later (asyncAfter, Task.sleep) that is due within
        // the settle horizon runs on the host's clock, and the screen settles again (docs/time.md).
        guard host.runDueMainQueueWork() else { return next() }
        workRuns += 1
        guard workRuns <= host.maxSettleWork else {
          return box.set(.failure(ViewHostError.mainQueueWorkDidNotSettle(runs: host.maxSettleWork, time: host.mainClock.now,
                                                                          horizon: host.settleHorizon)))
        }
        return turns(ScreenRenderer.settleTurns, then: next)
      }
      let session = self.session
      DispatchQueue.main.async {
        session.run {
          MainActor.assumeIsolated {
            host.renderFrame()
            self.turns(n - 1, then: next)
          }
        }
      }
    }

    func step(_ i: Int) {
      guard let host else { return }
      guard i < steps.count else { return finish(host) }
      do {
        try steps[i](host)
      } catch {
        return box.set(.failure(error))
      }
      turns(ScreenRenderer.settleTurns) { self.step(i + 1) }
    }

    func finish(_ host: ViewHost) {
      host.reportPendingMainQueueWork()
      ScreenRenderer.sample(host, at: timed ? time : nil)
      box.set(.success(Screen.Frame(displayList: host.displayList, layout: host.layoutSnapshot)))
    }
  }
}

/// The result of a render handed from the main actor to the waiting thread.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSCondition()
  private var result: Result<Screen.Frame, any Error>?

  var isDone: Bool { current != nil }
  var current: Result<Screen.Frame, any Error>? { lock.lock(); defer { lock.unlock() }; return result }

  func set(_ r: Result<Screen.Frame, any Error>) {
    lock.lock(); result = r; lock.broadcast(); lock.unlock()
  }

  func wait(seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    lock.lock(); defer { lock.unlock() }
    while result == nil { if !lock.wait(until: deadline) { return false } }
    return true
  }
}
