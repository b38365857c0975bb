import Foundation

extension ViewHost {
  /// Taps at a point in screen coordinates: the front-most view's tap gesture (or button) runs,
  /// then a frame renders so the change is visible.
  public func tap(at point: CGPoint) throws {
    PlatformHosts.enter(self); defer { PlatformHosts.leave() }
    guard CGRect(origin: .zero, size: device.size).contains(point) else { throw ViewHostError.pointOutsideScreen(point) }
    guard let root = graph.root, let path = HitTester.path(at: point, in: root) else { return }
    if let (node, binding) = chooseGesture(path, where: { if case .tap = $0.kind { return true } else { return false } }) {
      binding.onTap?(location(point, in: binding.tapSpace, node: node))
    }
    renderIfDirty()
  }

  /// Drags from one screen point to another in `steps` moves (at least 1): the front-most drag
  /// gesture whose minimum distance is reached receives onChanged for each move and onEnded at
  /// the end; a ScrollView under the finger scrolls when no gesture takes the drag; a drag
  /// shorter than 10 pt counts as a tap. A frame renders after every move.
  public func drag(from start: CGPoint, to end: CGPoint, steps: Int) throws {
    PlatformHosts.enter(self); defer { PlatformHosts.leave() }
    guard CGRect(origin: .zero, size: device.size).contains(start) else { throw ViewHostError.pointOutsideScreen(start) }
    guard let root = graph.root, let path = HitTester.path(at: start, in: root) else { return }
    let n = max(steps, 1)
    let total = hypot(end.x - start.x, end.y - start.y)
    let drag = chooseGesture(path) { b in
      if case .drag(let minimum, _) = b.kind { return total >= minimum }
      return false
    }
    guard let (node, binding) = drag else {
      if let scroll = path.last(where: { $0.layout is ScrollViewLayout }) {
        scrollBy(scroll, CGSize(width: start.x - end.x, height: start.y - end.y))
      } else if total < 10 {
        try tap(at: start)
      }
      return
    }
    guard case .drag(let minimum, let space) = binding.kind else { return }
    let origin = location(start, in: space, node: node)
    var started = false
    var last: DragGesture.Value?
    let t0 = Date(timeIntervalSinceReferenceDate: 0)
    for i in 1...n {
      let f = CGFloat(i) / CGFloat(n)
      let p = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
      if !started && hypot(p.x - start.x, p.y - start.y) < minimum { continue }
      started = true
      let v = DragGesture.Value(time: t0.addingTimeInterval(Double(i) / 60), location: location(p, in: space, node: node),
                                startLocation: origin, velocity: .zero)
      binding.onChanged?(v)
      last = v
      renderIfDirty()
    }
    if let last { binding.onEnded?(last) }
    for reset in binding.onReset { reset() }
    renderIfDirty()
  }

  /// The gesture that takes the touch: a high-priority one nearest the root first, else the
  /// innermost matching one (a subview's gesture wins over its ancestors').
  private func chooseGesture(_ path: [Node], where matches: (GestureBinding) -> Bool) -> (Node, GestureBinding)? {
    for node in path {
      if let b = node.extras?.gestures.first(where: { $0.isHighPriority && matches($0) }) { return (node, b) }
    }
    for node in path.reversed() {
      if let b = node.extras?.gestures.first(where: { !$0.isHighPriority && matches($0) }) { return (node, b) }
    }
    return nil
  }

  /// A screen point in a gesture's coordinate space.
  private func location(_ p: CGPoint, in space: CoordinateSpace, node: Node) -> CGPoint {
    switch space.kind {
    case .global: return p
    case .local:
      let f = node.globalFrame
      return CGPoint(x: p.x - f.minX, y: p.y - f.minY)
    case .named(let name):
      guard let f = graph.namedSpaces[name] else { return p }
      return CGPoint(x: p.x - f.minX, y: p.y - f.minY)
    }
  }

  private func scrollBy(_ scroll: Node, _ delta: CGSize) {
    guard let layout = scroll.layout as? ScrollViewLayout, let state = scroll.scrollState else { return }
    // Right to left the offset grows as content moves right (ScrollViewLayout), so a drag's x counts the other way.
    let dx = scroll.isRightToLeft ? -delta.width : delta.width
    let s = CGPoint(x: state.offset.x + dx, y: state.offset.y + delta.height)
    graph.scrollPositions[scroll.identity] = layout.clamp(s, state)
    graph.markDirty("scroll position of \(scroll.identity)")
    renderIfDirty()
  }

  func renderIfDirty() {
    if graph.isDirty || graph.observationFlag.isSet { renderFrame() }
  }
}
