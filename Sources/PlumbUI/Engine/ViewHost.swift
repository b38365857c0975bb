import Foundation

/// Hosts a view on a simulated device screen: lays it out as SwiftUI would, runs its update cycle,
/// and exposes the painted display list and the layout tree. The entry point for tests, the
/// catalog and the CLI.
///
/// Creating a host renders the first frame, as a device shows it: state written from
/// `DispatchQueue.main.async` is not applied yet ("one update too late"). `settle()` then drains
/// the main queue like run-loop turns and re-renders until nothing changes.
@MainActor
public final class ViewHost {
  let graph: ViewGraph
  public let device: Device
  private var cachedDisplayList: DisplayList?
  /// Frames before `settle()` gives up on state that keeps changing.
  public var maxSettleFrames = 32
  /// Main-queue time: `DispatchQueue.main.asyncAfter` and `Task.sleep` wait on it (docs/time.md).
  public let mainClock = VirtualMainClock()
  /// Seconds of main-queue time `settle()` lets pass: work due by then runs, later work is
  /// reported once and left out of the picture (docs/time.md).
  public var settleHorizon: Double = ViewHost.defaultSettleHorizon
  /// The settle horizon renders use unless told otherwise: 2 seconds.
  public nonisolated static let defaultSettleHorizon: Double = 2
  /// Pieces of scheduled work one `settle()` runs before it gives up (a timer that reschedules
  /// itself with no delay would otherwise never let the clock reach the horizon).
  public var maxSettleWork = 10_000
  /// The run loop's next Foundation timer before the screen appeared, so that a timer the
  /// screen schedules (`Timer.scheduledTimer`) is told apart from older ones (RunLoopTimers).
  private let runLoopTimerBaseline = RunLoopTimers.nextFireDate()

  public init<V: View>(_ root: V, device: Device = .iPhone14, textMeasurer: any TextMeasuring = FixedMetricsFont(),
                       traits: RenderTraits = RenderTraits()) {
    _ = VirtualMainClock.installedAsRenderTime
    self.device = device
    graph = ViewGraph(device: device, textMeasurer: textMeasurer, traits: traits) { ctx, out in resolveView(PresentationRoot(content: root), ctx, into: &out) }
    RenderingDevice.hostWillSetUp(on: device)
    RenderingTextSize.hostWillSetUp(at: traits.dynamicTypeSize ?? .large)
    if let generation = traits.designGeneration { DesignGenerationCoverage.warnAboutWhatIsNotDrawn(in: generation) }
    renderFrame()
  }

  /// Renders one frame now (resolve, layout, actions until stable within the frame), without
  /// draining the main queue.
  public func renderFrame() {
    PlatformHosts.enter(self); defer { PlatformHosts.leave() }
    // Tasks that views start while rendering (`.task`, `Task` in `onAppear`) sleep on this clock.
    VirtualMainClock.$task.withValue(mainClock) { graph.renderFrame() }
    cachedDisplayList = nil
  }

  /// Runs update cycles until stable: drains the main queue as a run-loop turn would, and
  /// re-renders while state changes. Throws `ViewHostError` naming the state that keeps changing.
  public func settle() throws {
    guard Thread.isMainThread else { throw ViewHostError.notOnMainThread }
    try checkMainQueueDrains()
    try settle { Self.drainMainQueue() }
  }

  /// The async form, for `@MainActor` async tests: yields so that queued main-queue blocks run.
  public func settle() async throws {
    var progress = SettleProgress()
    graph.changeCounts = [:]
    repeat {
      for _ in 0..<3 { await Task.yield() }
    } while try settleTurnDidChange(&progress)
    reportPendingMainQueueWork()
  }

  private func settle(drain: () -> Void) throws {
    var progress = SettleProgress()
    graph.changeCounts = [:]
    repeat {
      PlatformHosts.enter(self)
      drain()
      PlatformHosts.leave()
    } while try settleTurnDidChange(&progress)
    reportPendingMainQueueWork()
  }

  /// Frames rendered since the screen was last quiet, and scheduled work run so far.
  private struct SettleProgress {
    var frames = 0
    var work = 0
  }

  /// After a main-queue turn: renders a frame if state changed, else runs the next scheduled
  /// work due within the horizon. Returns whether settling goes on.
  private func settleTurnDidChange(_ progress: inout SettleProgress) throws -> Bool {
    if try step() {
      progress.frames += 1
      if progress.frames > maxSettleFrames { throw ViewHostError.didNotSettle(states: frequentStates(), frames: maxSettleFrames) }
      return true
    }
    guard try runDueWork(&progress.work) else { return false }
    progress.frames = 0
    return true
  }

  /// Once the frame is quiet: moves the main-queue clock to the next scheduled work due within
  /// the settle horizon and runs it; returns whether any ran.
  private func runDueWork(_ count: inout Int) throws -> Bool {
    let ran = runDueMainQueueWork()
    count += ran ? 1 : 0
    if count > maxSettleWork {
      throw ViewHostError.mainQueueWorkDidNotSettle(runs: maxSettleWork, time: mainClock.now, horizon: settleHorizon)
    }
    return ran
  }

  /// Moves the main-queue clock to the next work scheduled within the settle horizon and runs it
  /// (for renderers that drive the run loop themselves); returns whether any ran.
  @discardableResult
  public func runDueMainQueueWork() -> Bool {
    PlatformHosts.enter(self); defer { PlatformHosts.leave() }
    return VirtualMainClock.$task.withValue(mainClock) { mainClock.runNext(notAfter: settleHorizon) > 0 }
  }

  /// Warns once per kind about work still scheduled past the settle horizon: the picture shows
  /// the screen before it runs.
  public func reportPendingMainQueueWork() {
    reportPendingRunLoopTimer()
    var bySource: [String: [Double]] = [:]
    for p in mainClock.pending { bySource[p.source, default: []].append(p.due) }
    for (source, dues) in bySource.sorted(by: { $0.key < $1.key }) {
      let first = dues.min() ?? 0
      let when = first.isInfinite ? "never (a distant-future deadline)" : "\(Self.seconds(first)) s after the screen appeared"
      RenderWarnings.warnOnce("main-queue time: \(source)",
        "\(source): \(dues.count == 1 ? "work" : "\(dues.count) pieces of work") due \(when) did not run: a render "
        + "lets \(Self.seconds(settleHorizon)) s of main-queue time pass (settleHorizon; docs/time.md)")
    }
  }

  /// Warns once about a Foundation timer the screen scheduled on the run loop that has not fired:
  /// it runs on the wall clock, not on main-queue time, so the picture shows the screen before it.
  private func reportPendingRunLoopTimer() {
    let next = RunLoopTimers.nextFireDate()
    guard RunLoopTimers.newTimerPending(before: runLoopTimerBaseline, after: next), let next else { return }
    let due = max(0, next - Date().timeIntervalSinceReferenceDate)
    RenderWarnings.warnOnce("main-queue time: Foundation Timer",
      "Timer.scheduledTimer: a Foundation run-loop timer due in \(Self.seconds(due)) s of wall-clock time did not "
      + "fire: Foundation timers do not run on main-queue time, so the picture shows the screen before it; "
      + "use DispatchQueue.main.asyncAfter or Timer.publish (docs/time.md)")
  }

  /// Renders a frame if anything changed; returns whether it did.
  private func step() throws -> Bool {
    if let error = graph.cycleError { throw error }
    guard graph.isDirty || graph.observationFlag.isSet else { return false }
    renderFrame()
    if let error = graph.cycleError { throw error }
    return true
  }

  /// "0.2", "2", "1.25": seconds as a person writes them.
  private static func seconds(_ t: Double) -> String {
    let rounded = (t * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private func frequentStates() -> [String] {
    graph.changeCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
  }

  /// One run-loop turn on the main thread: runs the blocks queued on the main queue.
  static func drainMainQueue() {
    for _ in 0..<4 { _ = RunLoop.main.run(mode: .default, before: Date()) }
  }

  private var mainQueueChecked = false

  /// Verifies once that a run-loop turn here runs main-queue blocks (it cannot from inside one).
  private func checkMainQueueDrains() throws {
    if mainQueueChecked { return }
    let probe = ProbeFlag()
    DispatchQueue.main.async { probe.ran = true }
    Self.drainMainQueue()
    guard probe.ran else { throw ViewHostError.mainQueueBlocked }
    mainQueueChecked = true
  }

  /// The paint of the current frame: content, navigation chrome, presentations and overlays in
  /// z-order.
  public var displayList: DisplayList {
    if let d = cachedDisplayList { return d }
    var painter = Painter(scale: device.scale)
    if let root = graph.root { graph.animator.withRenderedValues(root) { painter.paint(root) } }
    let d = DisplayList(painter.items)
    cachedDisplayList = d
    return d
  }

  /// Every view's debug name, identity path, global frame and layer.
  public var layoutSnapshot: LayoutSnapshot {
    var snapshot: LayoutSnapshot?
    if let root = graph.root { graph.animator.withRenderedValues(root) { snapshot = makeLayoutSnapshot() } }
    return snapshot ?? makeLayoutSnapshot()
  }

  private func makeLayoutSnapshot() -> LayoutSnapshot {
    let i = device.safeAreaInsets
    let names = RandomIdentityNames()
    let root = graph.root.map { layoutNode($0, layer: .content, names) } ?? LayoutNode(name: "Window", identity: "Window",
                                                         frame: CGRect(origin: .zero, size: device.size))
    return LayoutSnapshot(screenSize: device.size, scale: device.scale,
                          safeAreaInsets: ["top": i.top, "leading": i.leading, "bottom": i.bottom, "trailing": i.trailing],
                          root: root)
  }

  /// A node and its placed descendants; a node's layer is inherited by its subtree.
  private func layoutNode(_ n: Node, layer: LayoutNode.Layer, _ names: RandomIdentityNames) -> LayoutNode {
    let l = n.layer == .content ? layer : n.layer
    return LayoutNode(name: n.name, identity: names.normalize(n.identity), frame: Self.encodable(n.globalFrame), layer: l,
                      explicitID: n.explicitID.map { names.normalize("\($0.base)") },
                      children: n.children.filter(\.isPlaced).map { layoutNode($0, layer: l, names) },
                      accessibilityLabel: n.extras?.accessibility?.label,
                      accessibilityIdentifier: n.extras?.accessibility?.identifier,
                      properties: (n.layout as? any InspectableLayout).map { $0.inspectedProperties(n) }.flatMap { $0.isEmpty ? nil : $0 })
  }

  /// A frame JSON can hold: infinities become ±1e9 and NaN becomes 0 (a view sized by an infinite
  /// minimum, e.g. `frame(minWidth: .infinity)`, really is infinite; JSON has no such number).
  static func encodable(_ r: CGRect) -> CGRect {
    func f(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v.isInfinite ? (v > 0 ? 1e9 : -1e9) : v }
    return CGRect(x: f(r.origin.x), y: f(r.origin.y), width: f(r.size.width), height: f(r.size.height))
  }

  /// The animation clock: shows the frame `time` seconds after the latest animated change
  /// (docs/layout-rules.md §8). Until this is called, frames show the end state of every animation.
  public func advance(to time: Double) {
    PlatformHosts.enter(self); defer { PlatformHosts.leave() }
    graph.animator.advance(to: time)
    cachedDisplayList = nil
    if graph.animator.runDueCompletions() { renderFrame() }
    // Views that show the time (Engine/RenderClock.swift) are resolved again at the new time.
    graph.renderClock.elapsed = graph.animator.clock
    if graph.renderClock.wasRead { renderFrame() }
    graph.platformWindow?.platformClockDidAdvance()
  }

  /// Drops the painted frame so the next `displayList` paints again.
  func invalidateDisplayList() {
    cachedDisplayList = nil
  }

  /// Seconds since the latest animated change, as set by `advance(to:)`.
  public var animationTime: Double { graph.animator.timeSinceChange }

  /// Whether an animation or transition is still running at the clock.
  public var isAnimating: Bool { graph.animator.isAnimating }

  /// Frames rendered so far (each `settle` turn that changed something adds one).
  public var frameCount: Int { graph.framesRendered }

  /// The window's colour scheme in the last frame: the device's, or a view's preferred one.
  public var colorScheme: ColorScheme { graph.colorSchemes.effective(system: graph.traits.colorScheme) }

  /// Nodes in the last layout pass.
  public var nodeCount: Int { graph.nodeCount }
}

private final class ProbeFlag: @unchecked Sendable {
  var ran = false
}
