import Foundation

/// Turns animated state changes into rendered values over time (docs/layout-rules.md §8.4).
///
/// After each layout it compares the new tree with the previous one, node by node (matched by
/// identity path, layout kind and order): a node whose frame or effect changed inside an
/// animated transaction gets a track from its old rendered value to the new one; inserted views
/// get their transition's active look animated away, removed views are kept and painted with
/// their removal transition until it ends. At paint time the values at the clock are shown,
/// and put back afterwards, so layout, hit testing and geometry always see the final frame.
///
/// The clock: `advance(to:)` sets the seconds since the latest animated change. Until it is
/// called, frames show final values (as a snapshot of a model layer would).
@MainActor
final class Animator {
  // MARK: Clock
  private(set) var clock: Double = 0
  private var lastChangeClock: Double = 0
  /// Whether the host asked for a moment in time; if not, frames show the end state.
  private(set) var isTimed = false

  /// Seconds since the latest animated change.
  var timeSinceChange: Double { clock - lastChangeClock }

  /// A platform (UIKit) animation starts now: the clock counts from here (Platform/).
  func noteExternalAnimationStart() { lastChangeClock = clock }

  func advance(to time: Double) {
    clock = lastChangeClock + max(time, 0)
    isTimed = true
  }

  // MARK: Completion handlers
  /// Handlers of the transactions since the last layout, and those waiting for their animation.
  private var pendingCompletions: [() -> Void] = []
  private var scheduledCompletions: [(deadline: Double, handler: () -> Void)] = []

  /// Runs (and forgets) the completion handlers whose animation ended at the clock; returns
  /// whether any ran, so the host renders the state they changed.
  func runDueCompletions() -> Bool {
    let due = scheduledCompletions.filter { $0.deadline <= clock }
    guard !due.isEmpty else { return false }
    scheduledCompletions.removeAll { $0.deadline <= clock }
    for c in due { c.handler() }
    return true
  }

  private func schedulePendingCompletions(after animation: Animation?, started: Bool) {
    guard !pendingCompletions.isEmpty else { return }
    let end = started ? clock + (animation?.duration ?? 0) : clock
    scheduledCompletions += pendingCompletions.map { (end, $0) }
    pendingCompletions = []
  }

  private func takeCompletions(of t: Transaction) {
    if let c = t.completions { pendingCompletions += c.take() }
  }

  // MARK: Transactions
  private var pending: Animation?
  private var pendingDisables = false
  /// Where changes of observed objects (@Observable, ObservableObject) leave their transaction.
  private let observation: ObservationFlag?

  init(observation: ObservationFlag? = nil) { self.observation = observation }

  /// Called when state changes: remembers the animation of the transaction in effect.
  func noteStateChange() {
    guard let t = TransactionContext.current else { return }
    takeCompletions(of: t)
    if t.disablesAnimations {
      pendingDisables = true
    } else if let a = t.animation {
      pending = a
    }
  }

  // MARK: Running animations
  struct Track {
    var from: AnimatableValues
    var animation: Animation
    var start: Double
  }
  struct Transition {
    var transition: AnyTransition
    var animation: Animation
    var start: Double
  }
  /// A removed view still being painted: its old node, where to paint it, and its transitions.
  struct Leaving {
    var node: Node
    var anchorKey: String
    var afterKey: String?
    var effects: [(node: Node, transition: Transition)]
  }

  private(set) var tracks: [String: Track] = [:]
  private(set) var entering: [String: Transition] = [:]
  private(set) var leaving: [String: Leaving] = [:]

  /// Whether an animation that repeats forever is running (a still shows it at one phase).
  var repeatsForever: Bool {
    tracks.values.contains { $0.animation.duration.isInfinite } || entering.values.contains { $0.animation.duration.isInfinite }
  }

  /// Whether any animation is still running at the clock.
  var isAnimating: Bool {
    tracks.values.contains { !finished($0.animation, $0.start) }
      || entering.values.contains { !finished($0.animation, $0.start) }
      || leaving.values.contains { $0.effects.contains { !finished($0.transition.animation, $0.transition.start) } }
  }

  // MARK: The tree of the last layout
  private struct Entry {
    let node: Node
    let parentKey: String?
    let values: AnimatableValues
  }
  private var index: [String: Entry] = [:]
  private var order: [String] = []
  private var keyOf: [ObjectIdentifier: String] = [:]

  /// Compares the new layout with the previous one and starts animations for what changed.
  func didLayout(_ root: Node) {
    if let t = observation?.takeTransaction() {
      takeCompletions(of: t)
      if t.disablesAnimations { pendingDisables = true } else if let a = t.animation { pending = a }
    }
    let animation = pendingDisables ? nil : pending
    pending = nil
    pendingDisables = false
    // Nothing can animate: remember the tree and compare lazily, so plain frames stay cheap.
    let busy = !tracks.isEmpty || !entering.isEmpty || !leaving.isEmpty
    if animation == nil && !busy && !Self.hasImplicitAnimation(root) {
      previousRoot = root
      indexIsCurrent = false
      schedulePendingCompletions(after: nil, started: false)
      return
    }
    if !indexIsCurrent { rebuildIndex() }
    let old = index
    var newIndex: [String: Entry] = [:]
    var newOrder: [String] = []
    var newKeyOf: [ObjectIdentifier: String] = [:]
    var keys = KeyMaker()
    var animationAt: [String: Animation?] = [:]
    var started = false

    func key(_ n: Node) -> String { keys.key(n) }

    /// `inserted`: the key of the inserted ancestor and whether a transition was found under it.
    func walk(_ n: Node, parent: String?, _ anim: Animation?, inserted: (root: String, animation: Animation)?,
              found: inout Bool) {
      let k = key(n)
      leaving[k] = nil
      newIndex[k] = Entry(node: n, parentKey: parent, values: AnimatableValues(of: n))
      newOrder.append(k)
      newKeyOf[ObjectIdentifier(n)] = k
      var a = anim
      if let l = n.layout as? AnimationValueLayout, l.applies(comparedWith: old[k]?.node.layout as? AnimationValueLayout) {
        a = l.animation
      }
      if let l = n.layout as? TransactionLayout { a = l.animation(inside: a) }
      animationAt[k] = a
      if let inserted {
        if let t = n.layout as? TransitionLayout {
          found = true
          entering[k] = Transition(transition: t.transition,
                                   animation: t.transition.effectiveAnimation(insertion: true) ?? inserted.animation, start: clock)
          started = true
        }
        for c in n.children where c.isPlaced { walk(c, parent: k, a, inserted: inserted, found: &found) }
        return
      }
      if let o = old[k] {
        let v = newIndex[k]!.values
        if v != o.values {
          if let a {
            let from = rendered(o.values, key: k)
            tracks[k] = Track(from: from, animation: retargeted(a, key: k, oldTarget: o.values, from: from, to: v), start: clock)
            started = true
          } else {
            tracks[k] = nil
          }
        }
        for c in n.children where c.isPlaced { walk(c, parent: k, a, inserted: nil, found: &found) }
      } else {
        tracks[k] = nil
        entering[k] = nil
        guard let a, !old.isEmpty else {
          for c in n.children where c.isPlaced { walk(c, parent: k, a, inserted: nil, found: &found) }
          // Unanimated insertion: nothing to do, but descendants must not look inserted later.
          return
        }
        var sub = false
        if let t = n.layout as? TransitionLayout {
          sub = true
          entering[k] = Transition(transition: t.transition,
                                   animation: t.transition.effectiveAnimation(insertion: true) ?? a, start: clock)
        }
        for c in n.children where c.isPlaced { walk(c, parent: k, a, inserted: (k, a), found: &sub) }
        if !sub { entering[k] = Transition(transition: .opacity, animation: a, start: clock) }
        started = true
      }
    }

    var found = false
    walk(root, parent: nil, animation, inserted: nil, found: &found)

    // Removed views: keep the topmost removed node of each removed subtree.
    for k in order where newIndex[k] == nil {
      guard let e = old[k], let parent = e.parentKey, old[parent] != nil else { continue }
      if newIndex[parent] == nil { continue }  // an ancestor was removed too: handled there
      entering[k] = nil
      tracks[k] = nil
      let a = animationAt[parent] ?? animation
      guard let a, leaving[k] == nil else { continue }
      if let l = makeLeaving(k, e.node, parent: parent, old: old, newIndex: newIndex, animation: a) {
        leaving[k] = l
        started = true
      }
    }

    index = newIndex
    order = newOrder
    keyOf = newKeyOf
    previousRoot = root
    indexIsCurrent = true
    if started { lastChangeClock = clock }
    schedulePendingCompletions(after: animation, started: started)
    prune()
  }

  /// The last laid-out tree, and whether `index` describes it.
  private var previousRoot: Node?
  private var indexIsCurrent = true

  /// Indexes `previousRoot` as the comparison's "before" tree.
  private func rebuildIndex() {
    var keys = KeyMaker()
    var newIndex: [String: Entry] = [:]
    var newOrder: [String] = []
    var newKeyOf: [ObjectIdentifier: String] = [:]
    func walk(_ n: Node, parent: String?) {
      let k = keys.key(n)
      newIndex[k] = Entry(node: n, parentKey: parent, values: AnimatableValues(of: n))
      newOrder.append(k)
      newKeyOf[ObjectIdentifier(n)] = k
      for c in n.children where c.isPlaced { walk(c, parent: k) }
    }
    if let previousRoot { walk(previousRoot, parent: nil) }
    index = newIndex
    order = newOrder
    keyOf = newKeyOf
    indexIsCurrent = true
  }

  /// Whether the tree has `.animation(_:value:)`, which may animate without a transaction.
  static func hasImplicitAnimation(_ n: Node) -> Bool {
    if n.layout is AnimationValueLayout { return true }
    return n.children.contains { hasImplicitAnimation($0) }
  }

  /// Node keys: identity path, layout kind and, for repeats, the occurrence in tree order.
  @MainActor
  struct KeyMaker {
    private var counters: [String: Int] = [:]
    mutating func key(_ n: Node) -> String {
      let base = n.identity + "|" + LayoutKindNames.name(of: n.layout)
      let i = counters[base, default: 0]
      counters[base] = i + 1
      return i == 0 ? base : base + "#\(i)"
    }
  }

  /// Where a removed node is painted: in the nearest surviving ancestor that draws its children
  /// in order, after the surviving sibling that preceded it.
  private func makeLeaving(_ k: String, _ node: Node, parent: String, old: [String: Entry], newIndex: [String: Entry],
                           animation: Animation) -> Leaving? {
    var childKey = k
    var anchor: String? = parent
    while let a = anchor {
      if let n = newIndex[a]?.node, Self.drawsChildrenInOrder(n) { break }
      childKey = a
      anchor = old[a]?.parentKey
    }
    guard let anchorKey = anchor, let oldAnchor = old[anchorKey]?.node else { return nil }
    // The old sibling before the subtree holding the removed node, that still exists.
    var after: String?
    if newIndex[childKey] != nil && childKey != k {
      after = childKey
    } else if let oldTop = old[childKey]?.node, let i = oldAnchor.children.firstIndex(where: { $0 === oldTop }) {
      for s in oldAnchor.children[..<i].reversed() {
        if let sk = keyOfOld(s, old), newIndex[sk] != nil { after = sk; break }
      }
    }
    var effects: [(Node, Transition)] = []
    func collect(_ n: Node) {
      if let t = n.layout as? TransitionLayout {
        effects.append((n, Transition(transition: t.transition,
                                      animation: t.transition.effectiveAnimation(insertion: false) ?? animation, start: clock)))
      }
      for c in n.children where c.isPlaced { collect(c) }
    }
    collect(node)
    if effects.isEmpty { effects = [(node, Transition(transition: .opacity, animation: animation, start: clock))] }
    return Leaving(node: node, anchorKey: anchorKey, afterKey: after, effects: effects)
  }

  /// The key a node of the previous tree had (`keyOf` is replaced only after the comparison).
  private func keyOfOld(_ n: Node, _ old: [String: Entry]) -> String? { keyOf[ObjectIdentifier(n)] }

  /// Containers whose paint is "children in order", so a leaving view can be painted among them.
  static func drawsChildrenInOrder(_ n: Node) -> Bool { n.layout is any PaintsChildrenInOrder }

  /// The value shown now for a node whose last target was `target` (mid-flight when a track runs).
  private func rendered(_ target: AnimatableValues, key: String) -> AnimatableValues {
    guard let t = tracks[key], !finished(t.animation, t.start) else { return target }
    return AnimatableValues.interpolate(t.from, target, t.animation.progress(at: clock - t.start))
  }

  /// A spring interrupting a running spring keeps its velocity (§8.3): the new spring starts
  /// with the old motion's velocity, as a fraction of the new distance (taken on the component
  /// that moves most).
  private func retargeted(_ a: Animation, key: String, oldTarget: AnimatableValues, from: AnimatableValues,
                          to: AnimatableValues) -> Animation {
    guard a.isSpring, let t = tracks[key], t.animation.isSpring, !finished(t.animation, t.start) else { return a }
    let start = t.from.components, old = oldTarget.components, now = from.components, target = to.components
    guard start.count == old.count, now.count == target.count, old.count == target.count else { return a }
    let rate = t.animation.velocity(at: clock - t.start)
    var best = -1
    var bestDelta = 0.0
    for i in target.indices where abs(target[i] - now[i]) > abs(bestDelta) {
      best = i
      bestDelta = target[i] - now[i]
    }
    guard best >= 0, abs(bestDelta) > 1e-9 else { return a }
    let velocity = (old[best] - start[best]) * rate
    return a.withInitialVelocity(velocity / bestDelta)
  }

  private func finished(_ a: Animation, _ start: Double) -> Bool { clock - start >= a.duration }

  private func prune() {
    tracks = tracks.filter { !finished($0.value.animation, $0.value.start) }
    entering = entering.filter { !finished($0.value.animation, $0.value.start) }
    leaving = leaving.filter { $0.value.effects.contains { !finished($0.transition.animation, $0.transition.start) } }
  }

  // MARK: - Painting

  /// Runs `body` (painting or exporting the layout) with every node showing its value at the
  /// clock; the final values are restored afterwards.
  func withRenderedValues(_ root: Node, _ body: () -> Void) {
    guard isTimed, !(tracks.isEmpty && entering.isEmpty && leaving.isEmpty) else { return body() }
    var undo: [() -> Void] = []
    for (k, t) in tracks {
      guard let e = index[k], e.node.isPlaced, !finished(t.animation, t.start) else { continue }
      let v = AnimatableValues.interpolate(t.from, AnimatableValues(of: e.node), t.animation.progress(at: clock - t.start))
      undo.append(v.apply(to: e.node))
    }
    for (k, t) in entering {
      guard let n = index[k]?.node, n.isPlaced, !finished(t.animation, t.start) else { continue }
      let p = t.animation.progress(at: clock - t.start)
      undo.append(Self.wrap(n, t.transition.effect(activeness: 1 - p, insertion: true, frame: n.frame).mirrored(n.isRightToLeft)))
    }
    for (_, l) in leaving.sorted(by: { $0.key < $1.key }) {
      guard let anchor = index[l.anchorKey]?.node else { continue }
      let running = l.effects.filter { !finished($0.transition.animation, $0.transition.start) }
      guard !running.isEmpty else { continue }
      for (n, t) in running {
        let p = t.animation.progress(at: clock - t.start)
        undo.append(Self.wrap(n, t.transition.effect(activeness: p, insertion: false, frame: n.frame).mirrored(n.isRightToLeft)))
      }
      var at = 0
      if let after = l.afterKey, let i = anchor.children.firstIndex(where: { keyOf[ObjectIdentifier($0)] == after }) { at = i + 1 }
      let saved = anchor.children
      anchor.children.insert(l.node, at: min(at, anchor.children.count))
      undo.append { anchor.children = saved }
    }
    body()
    for u in undo.reversed() { u() }
  }

  private static func wrap(_ n: Node, _ effect: TransitionEffect) -> () -> Void {
    let saved = n.layout
    n.layout = TransitionPaintLayout(inner: saved, effect: effect)
    return { n.layout = saved }
  }
}

/// Layouts whose paint is "each child in order" (the default `NodeLayout.paint`), so the
/// animator may paint a leaving view among their children.
protocol PaintsChildrenInOrder {}
extension StackLayout: PaintsChildrenInOrder {}
extension ZStackNodeLayout: PaintsChildrenInOrder {}
extension WindowLayout: PaintsChildrenInOrder {}
extension TransitionLayout: PaintsChildrenInOrder {}
extension AnimationValueLayout: PaintsChildrenInOrder {}
extension TransactionLayout: PaintsChildrenInOrder {}

/// Short names of layout types, cached (String(describing:) of a type is slow).
@MainActor
enum LayoutKindNames {
  private static var cache: [ObjectIdentifier: String] = [:]
  static func name(of layout: any NodeLayout) -> String {
    let t = type(of: layout)
    if let n = cache[ObjectIdentifier(t)] { return n }
    let n = String(describing: t)
    cache[ObjectIdentifier(t)] = n
    return n
  }
}
