import Foundation
import Observation

/// The engine behind a `ViewHost`: owns state storage keyed by identity, resolves the root view
/// into nodes, lays them out, collects preferences and runs the update cycle
/// (docs/layout-rules.md §4: repeat { layout; collect preferences; run actions } until no state changed).
@MainActor
final class ViewGraph {
  let device: Device
  let textMeasurer: any TextMeasuring
  /// The root environment's traits (a golden variant: appearance, text size, direction, locale).
  let traits: RenderTraits
  let resolveRoot: (ResolveContext, inout [Node]) -> Void

  /// The root of the last layout (the window: content plus presentation layers).
  private(set) var root: Node?
  /// Measured texts, kept across passes (the measurer never changes for a graph).
  let textCache = TextLayoutCache()
  /// Nodes created in the current pass (for figures).
  var nodeCount = 0

  // MARK: State
  private var store: [String: StateStorage] = [:]
  private var touchedState: Set<String> = []
  private var dynamicPropertyCache: [ObjectIdentifier: Bool] = [:]
  /// Bodies kept from the pass they last ran in, by identity (Engine/BodyInputs.swift).
  private var keptBodies: [String: KeptBody] = [:]
  private var touchedBodies: Set<String> = []
  /// View types whose inputs cannot be compared (a closure, say): their bodies run in every pass.
  private var bodiesAlwaysRun: Set<ObjectIdentifier> = []
  /// `objectWillChange` events of the objects views observe.
  let objectChanges = ObjectChangeCounter()
  /// Set when any state changed since the last pass.
  private(set) var isDirty = true
  /// Names of the state written since the last pass, in order.
  private(set) var changedStates: [String] = []
  /// How often each state changed during the current `settle`, for loop reports.
  var changeCounts: [String: Int] = [:]
  let observationFlag = ObservationFlag()
  /// Animations of changes made in transactions (Animation/Animator.swift).
  lazy var animator = Animator(observation: observationFlag)
  /// The time views read (Engine/RenderClock.swift).
  let renderClock = RenderClockState()

  // MARK: Update cycle bookkeeping
  private var appeared: Set<String> = []
  private var lastPreferenceValues: [String: Any] = [:]
  private var lastChangeValues: [String: Any] = [:]
  /// A loop found by the last frame (an action kept changing state within the frame).
  private(set) var cycleError: ViewHostError?
  /// Passes per frame before the cycle detector stops (each pass = resolve, layout, actions).
  let maxPassesPerFrame = 8
  private(set) var framesRendered = 0
  /// Scroll offsets by scroll-view identity; they outlive passes like state.
  var scrollPositions: [String: CGPoint] = [:]
  /// The last `scrollPosition` request each scroll view applied, by identity.
  var appliedScrollRequests: [String: AnyHashable] = [:]
  /// Pushed screens per navigation container identity.
  var navigationStacks: [String: [PushedScreen]] = [:]
  var touchedNavigation: Set<String> = []
  /// Named coordinate spaces of the last layout, in screen points (for gestures).
  var namedSpaces: [AnyHashable: CGRect] = [:]
  /// The objectWillChange subscriptions of the observable objects views hold, one per object.
  private var observedObjects: [ObjectIdentifier: ObservedObjectSubscription] = [:]
  /// `.onReceive` subscriptions by view identity (see OnReceiveModifier).
  var receivers: [String: ReceiverSubscription] = [:]
  var touchedReceivers: Set<String> = []
  /// A platform toolkit's window over this graph's content (PlumbUIKit), if code asked for one.
  var platformWindow: (any PlatformWindow)?
  /// The appearance of the window (Appearance/PreferredColorScheme.swift).
  var colorSchemes = WindowColorSchemes()

  init(device: Device, textMeasurer: any TextMeasuring, traits: RenderTraits = RenderTraits(),
       resolveRoot: @escaping (ResolveContext, inout [Node]) -> Void) {
    self.device = device; self.textMeasurer = textMeasurer; self.traits = traits; self.resolveRoot = resolveRoot
  }

  var screenRect: CGRect { CGRect(origin: .zero, size: device.size) }

  var safeAreaRect: CGRect {
    let i = device.safeAreaInsets
    // Insets larger than a (custom) screen leave an empty safe area rather than a negative one.
    return CGRect(x: i.leading, y: i.top, width: max(0, device.size.width - i.leading - i.trailing),
                  height: max(0, device.size.height - i.top - i.bottom))
  }

  var rootEnvironment: EnvironmentValues {
    var env = EnvironmentValues()
    env.textMeasurer = textMeasurer
    env.displayScale = CGFloat(device.scale)
    (env.horizontalSizeClass, env.verticalSizeClass) = device.sizeClasses
    traits.apply(to: &env)
    // A view's .preferredColorScheme overrides the device's (Appearance/PreferredColorScheme.swift).
    env.colorScheme = colorSchemes.effective(system: traits.colorScheme)
    return env
  }

  // MARK: - Frames

  /// Renders one frame: passes of resolve + layout + actions until no state changes, bounded.
  func renderFrame() {
    cycleError = nil
    var pass = 0
    var frameChanges: [String] = []
    repeat {
      pass += 1
      isDirty = false
      changedStates = []
      observationFlag.reset()
      resolveAndLayout()
      runActions()
      if observationFlag.isSet { isDirty = true; changedStates.append("an @Observable property") }
      frameChanges += changedStates
    } while isDirty && pass < maxPassesPerFrame
    framesRendered += 1
    if isDirty {
      cycleError = .updateCycle(states: mostFrequent(frameChanges), passes: pass)
    }
  }

  func resolveAndLayout() {
    nodeCount = 0
    renderClock.wasRead = false
    touchedState = []
    touchedBodies = []
    touchedNavigation = []
    touchedReceivers = []
    namedSpaces = [:]
    colorSchemes.requested = nil
    let ctx = ResolveContext(graph: self, path: "", environment: rootEnvironment, modifierContent: nil)
    var nodes: [Node] = []
    resolveRoot(ctx, &nodes)
    if colorSchemes.applyRequest() { isDirty = true }
    let content: Node
    if nodes.count == 1 {
      content = nodes[0]
    } else {
      // Several top-level views are wrapped in an implicit VStack (docs/layout-rules.md §3.1).
      content = ctx.child("VStack").node("VStack", StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key,
                                                                   spacing: nil), children: nodes)
    }
    let window = ctx.child("Window").node("Window", WindowLayout(), children: platformWindowChildren(content, ctx))
    let place = PlacementContext(graph: self, safeArea: safeAreaRect, screen: screenRect)
    window.place(at: .zero, proposal: ProposedViewSize(device.size), place)
    root = window
    OverlayLayers.assign(window)
    animator.didLayout(window)
    if navigationStacks.count > touchedNavigation.count {
      navigationStacks = navigationStacks.filter { touchedNavigation.contains($0.key) }
    }
    if receivers.count != touchedReceivers.count {
      receivers = receivers.filter { touchedReceivers.contains($0.key) }
    }
    // State of views that are gone is discarded, as SwiftUI does when identity ends.
    if store.count != touchedState.count {
      store = store.filter { touchedState.contains($0.key) }
    }
    if keptBodies.count != touchedBodies.count {
      keptBodies = keptBodies.filter { touchedBodies.contains($0.key) }
    }
  }

  // MARK: - State

  func stateStorage(key: String, initial: Any) -> StateStorage {
    touchedState.insert(key)
    if let s = store[key] { return s }
    let s = StateStorage(name: key, value: initial, graph: self)
    store[key] = s
    return s
  }

  func stateDidChange(_ name: String) {
    animator.noteStateChange()
    isDirty = true
    changedStates.append(name)
    changeCounts[name, default: 0] += 1
  }

  func markDirty(_ reason: String) { stateDidChange(reason) }

  /// Attaches @State, @Environment, @StateObject… of a view or modifier to the graph.
  func installDynamicProperties<T>(of value: T, path: String, environment: EnvironmentValues) {
    let tid = ObjectIdentifier(T.self)
    if dynamicPropertyCache[tid] == false { return }
    var found = false
    install(Mirror(reflecting: value), path: path, environment: environment, found: &found)
    dynamicPropertyCache[tid] = found
  }

  private func install(_ mirror: Mirror, path: String, environment: EnvironmentValues, found: inout Bool) {
    for child in mirror.children {
      guard let label = child.label else { continue }
      if let p = child.value as? any InstallableProperty {
        found = true
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        p.install(self, key: path + "." + name, environment: environment)
      } else if child.value is any DynamicProperty {
        found = true
        install(Mirror(reflecting: child.value), path: path + "." + label, environment: environment, found: &found)
      }
    }
  }

  /// Subscribes to an `ObservableObject`'s changes (once per object and graph).
  func observe<O: ObservableObject>(_ object: O, name: String) {
    let id = ObjectIdentifier(object)
    if let held = observedObjects[id], held.object === object { return }
    let flag = observationFlag, changes = objectChanges
    // objectWillChange may be any publisher (a PassthroughSubject, say), so observe through sink.
    let subscription = object.objectWillChange.sink { _ in changes.increment(); flag.set() }
    observedObjects[id] = ObservedObjectSubscription(object: object, cancellable: subscription)
  }

  /// The body of `view` at `path`: the one kept from an earlier pass when none of its inputs
  /// changed (SwiftUI runs a body only then), else a fresh evaluation (Engine/BodyInputs.swift).
  func body<V: View>(of view: V, path: String) -> V.Body {
    let type = ObjectIdentifier(V.self)
    guard !bodiesAlwaysRun.contains(type), let inputs = BodyInputs.capture(view, graph: self) else {
      bodiesAlwaysRun.insert(type)
      return evaluateBody(of: view, also: nil)
    }
    touchedBodies.insert(path)
    if let kept = keptBodies[path], !kept.observation.isSet, kept.inputs.matches(inputs), let body = kept.body as? V.Body {
      return body
    }
    let kept = KeptBody(inputs: inputs)
    let body = evaluateBody(of: view, also: kept.observation)
    kept.body = body
    keptBodies[path] = kept
    return body
  }

  /// Evaluates a body while recording which @Observable properties it reads; a change sets the
  /// graph's flag and `also` (the kept body's).
  private func evaluateBody<V: View>(of view: V, also kept: ObservationFlag?) -> V.Body {
    let flag = observationFlag
    return withObservationTracking { view.body } onChange: { flag.set(); kept?.set() }
  }

  func evaluateModifierBody<M: ViewModifier>(of modifier: M) -> M.Body {
    let flag = observationFlag
    return withObservationTracking { modifier.body(content: _ViewModifier_Content<M>()) } onChange: { flag.set() }
  }

  // MARK: - Actions after layout

  /// Collects preferences and fires onPreferenceChange, onChange, onAppear and onDisappear, in
  /// tree order, after the pass (SwiftUI's enqueued actions).
  private func runActions() {
    guard let root else { return }
    var actions: [() -> Void] = []
    var nowAppeared: Set<String> = []
    _ = root.preferences()
    root.forEach { node in
      guard let extras = node.extras else { return }
      for (i, action) in extras.onAppear.enumerated() {
        let key = node.identity + "#appear\(i)"
        nowAppeared.insert(key)
        if !appeared.contains(key) { actions.append(action) }
      }
      for (i, action) in extras.onDisappear.enumerated() {
        let key = node.identity + "#disappear\(i)"
        nowAppeared.insert(key)
        disappearActions[key] = action
      }
      for (i, observer) in extras.onChange.enumerated() {
        let key = node.identity + "#change\(i)"
        let old = lastChangeValues[key]
        lastChangeValues[key] = observer.value
        if let old {
          if isEqualAny(old, observer.value) == false { actions.append { observer.action(old, observer.value) } }
        } else if observer.initial {
          actions.append { observer.action(observer.value, observer.value) }
        }
      }
      for (i, observer) in extras.geometryObservers.enumerated() {
        guard let value = observer.value else { continue }
        let key = node.identity + "#geometry\(i)"
        let old = lastChangeValues[key]
        lastChangeValues[key] = value
        if let old, isEqualAny(old, value) != false { continue }
        actions.append { observer.action(old ?? value, value) }
      }
      for (i, observer) in extras.scrollObservers.enumerated() {
        guard let value = observer.value else { continue }
        let key = node.identity + "#scroll\(i)"
        let old = lastChangeValues[key]
        lastChangeValues[key] = value
        if let old, isEqualAny(old, value) != false { continue }
        actions.append { observer.action(old, value) }
      }
      for op in extras.preferenceOps {
        guard case .reader(let reader) = op.kind, let value = op.observed else { continue }
        let key = node.identity + "#pref" + reader.keyName
        let old = lastPreferenceValues[key]
        lastPreferenceValues[key] = value
        if old == nil || isEqualAny(old!, value) == false { actions.append { reader.action(value) } }
      }
    }
    for key in appeared.subtracting(nowAppeared) {
      if let action = disappearActions.removeValue(forKey: key) { actions.append(action) }
    }
    appeared = nowAppeared
    for action in actions { action() }
  }

  private var disappearActions: [String: () -> Void] = [:]

  private func mostFrequent(_ names: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for n in names { counts[n, default: 0] += 1 }
    return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
  }
}

/// A thread-safe flag set by Observation's change callback (which may run on any thread).
final class ObservationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  /// The transaction in effect when an observed object last changed (for the animator).
  private var transaction: Transaction?
  func set() { let t = TransactionContext.current; lock.lock(); value = true; if t != nil { transaction = t }; lock.unlock() }
  /// Returns and clears the transaction of the last observed change.
  func takeTransaction() -> Transaction? { lock.lock(); defer { transaction = nil; lock.unlock() }; return transaction }
  func reset() { lock.lock(); value = false; lock.unlock() }
  var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}

/// A graph's subscription to one observable object's changes.
struct ObservedObjectSubscription {
  weak var object: AnyObject?
  let cancellable: AnyCancellable
}
