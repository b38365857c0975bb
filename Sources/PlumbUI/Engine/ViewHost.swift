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

  public init<V: View>(_ root: V, device: Device = .iPhone14, textMeasurer: any TextMeasuring = FixedMetricsFont(),
                       traits: RenderTraits = RenderTraits()) {
    self.device = device
    graph = ViewGraph(device: device, textMeasurer: textMeasurer, traits: traits) { ctx, out in resolveView(PresentationRoot(content: root), ctx, into: &out) }
    RenderingDevice.hostWillSetUp(on: device)
    RenderingTextSize.hostWillSetUp(at: traits.dynamicTypeSize ?? .large)
    renderFrame()
  }

  /// Renders one frame now (resolve, layout, actions until stable within the frame), without
  /// draining the main queue.
  public func renderFrame() {
    PlatformHosts.enter(self); defer { PlatformHosts.leave() }
    graph.renderFrame()
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
    for _ in 0...maxSettleFrames {
      for _ in 0..<3 { await Task.yield() }
      if try !step() { return }
    }
    throw ViewHostError.didNotSettle(states: frequentStates(), frames: maxSettleFrames)
  }

  private func settle(drain: () -> Void) throws {
    graph.changeCounts = [:]
    for _ in 0...maxSettleFrames {
      drain()
      if try !step() { return }
    }
    throw ViewHostError.didNotSettle(states: frequentStates(), frames: maxSettleFrames)
  }

  /// Renders a frame if anything changed; returns whether it did.
  private func step() throws -> Bool {
    if let error = graph.cycleError { throw error }
    guard graph.isDirty || graph.observationFlag.isSet else { return false }
    renderFrame()
    if let error = graph.cycleError { throw error }
    return true
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
                      accessibilityIdentifier: n.extras?.accessibility?.identifier)
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
