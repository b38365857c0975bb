import Foundation
import PlumbGraphics
import PlumbUI

/// Why a view screen could not be rendered.
public enum SeedRenderingError: Error, CustomStringConvertible {
  /// The main thread never ran the render (it is blocked, or busy inside a main-queue block).
  case mainThreadUnavailable(screen: String, seconds: Double)
  /// An interaction looked for a view that is not in the layout.
  case missingView(screen: String, id: String)
  /// An interaction looked for a view, by its name in the layout tree, that is not there.
  case missingNamedView(screen: String, name: String)

  public var description: String {
    switch self {
    case .mainThreadUnavailable(let s, let t):
      "Seeds/SeedRendering.swift: screen \(s) waited \(t) s for the main thread to render it"
    case .missingView(let s, let id):
      "Seeds/SeedRendering.swift: screen \(s) has no view with id \"\(id)\" to interact with"
    case .missingNamedView(let s, let name):
      "Seeds/SeedRendering.swift: screen \(s) has no view named \(name) to interact with"
    }
  }
}

/// Renders a PlumbUI view as a catalog frame: hosts it on the context's device, lets its update
/// cycle settle (main-queue writes included), runs the screen's interactions (taps, drags)
/// letting it settle after each, then samples the animation clock at the context's time
/// (transition screens) or shows the end state (stills).
///
/// Views live on the main actor and `DispatchQueue.main.async` writes need main-queue turns, so
/// the work runs as a chain of main-queue blocks, one turn per settle step: from the main
/// thread (the CLI, XCTest) by turning the run loop until it is done; from another thread (Swift
/// Testing) by waiting on a condition, which leaves the main queue free to run.
enum SeedRendering {
  typealias Step = @MainActor (ViewHost) throws -> Void
  /// Main-queue turns after creating the host and after each interaction: enough for a write
  /// from a GeometryReader to land and the frame that shows it to render.
  static let settleTurns = 6

  static func frame<V: View>(_ name: String, _ context: CatalogContext, timed: Bool,
                             view: @escaping @MainActor () -> V, steps: [Step] = []) throws -> CatalogScreen.Frame {
    let box = ResultBox()
    let device = context.device, measurer = context.textMeasurer, time = context.time, traits = context.traits
    // The view value is made with the rendered device as the default (UIScreen.main in stored properties).
    let run = Run(box: box, steps: steps, timed: timed, time: time) {
      RenderingDevice.withDefault(device) {
        RenderingTextSize.withDefault(traits.dynamicTypeSize ?? .large) {
          ViewHost(view(), device: device, textMeasurer: measurer, traits: traits)
        }
      }
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
    guard let result = box.current else { throw SeedRenderingError.mainThreadUnavailable(screen: name, seconds: limit) }
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
      turns(SeedRendering.settleTurns) { self.step(0) }
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
        return turns(SeedRendering.settleTurns, then: next)
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
      turns(SeedRendering.settleTurns) { self.step(i + 1) }
    }

    func finish(_ host: ViewHost) {
      host.reportPendingMainQueueWork()
      if timed { host.advance(to: time) }
      box.set(.success(CatalogScreen.Frame(displayList: host.displayList, layout: host.layoutSnapshot)))
    }
  }

  /// The global frame of the view tagged `.id(id)`: the innermost node carrying the id (a list
  /// row and the button in it can both carry it; the button takes the tap).
  @MainActor
  static func frame(of id: String, in host: ViewHost, screen: String) throws -> CGRect {
    guard let f = host.layoutSnapshot.root.flattened.last(where: { $0.explicitID == id })?.frame else {
      throw SeedRenderingError.missingView(screen: screen, id: id)
    }
    return f
  }

  /// The global frame of the innermost view named `name` in the layout tree (`Text("New")`, a
  /// custom view's type name): the seed articles' code tags no view with `.id`.
  @MainActor
  static func frame(named name: String, in host: ViewHost, screen: String) throws -> CGRect {
    guard let f = host.layoutSnapshot.root.flattened.last(where: { $0.name == name })?.frame else {
      throw SeedRenderingError.missingNamedView(screen: screen, name: name)
    }
    return f
  }

  /// Taps the centre of the innermost view named `name`.
  @MainActor
  static func tap(named name: String, in host: ViewHost, screen: String) throws {
    let f = try frame(named: name, in: host, screen: screen)
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
  }

  /// Taps the centre of the view tagged `.id(id)`.
  @MainActor
  static func tap(_ id: String, in host: ViewHost, screen: String) throws {
    let f = try frame(of: id, in: host, screen: screen)
    try host.tap(at: CGPoint(x: f.midX, y: f.midY))
  }
}

/// The result of a render handed from the main actor to the waiting thread.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSCondition()
  private var result: Result<CatalogScreen.Frame, any Error>?

  var isDone: Bool { current != nil }
  var current: Result<CatalogScreen.Frame, any Error>? { lock.lock(); defer { lock.unlock() }; return result }

  func set(_ r: Result<CatalogScreen.Frame, any Error>) {
    lock.lock(); result = r; lock.broadcast(); lock.unlock()
  }

  func wait(seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    lock.lock(); defer { lock.unlock() }
    while result == nil { if !lock.wait(until: deadline) { return false } }
    return true
  }
}
