import Foundation

// iOS 18 scroll observers: scroll geometry, scroll visibility and scroll phase. Each is measured
// when its view is placed and its action runs after the pass when the measured value changed, like
// onChange (ViewGraph.runActions). docs/compatibility/controls.md, "Scroll anchors, gestures and
// app events (iOS 17–18)", says when each first runs.

/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry` (iOS 18).
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// Where the scroll view's bounds start in its content: negative by the top (leading) inset
  /// when the content is at its start, as UIScrollView's contentOffset.
  public var contentOffset: CGPoint
  /// The size of the content, without the insets.
  public var contentSize: CGSize
  /// The insets of the content: the part of the scroll view in the unsafe area (bars, notch).
  public var contentInsets: EdgeInsets
  /// The scroll view's size.
  public var containerSize: CGSize

  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset; self.contentSize = contentSize
    self.contentInsets = contentInsets; self.containerSize = containerSize
  }

  /// The scroll view's bounds in content coordinates: the content offset and the container size.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The part of the content visible between the insets, in content coordinates.
  public var visibleRect: CGRect {
    CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
           width: containerSize.width - contentInsets.leading - contentInsets.trailing,
           height: containerSize.height - contentInsets.top - contentInsets.bottom)
  }

  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
  }

  /// The geometry of a placed scroll view. The scroll view's region is the one its content draws
  /// in, grown into the unsafe area where it touches it (under the bars); the unsafe part is the
  /// content insets, so at rest a root scroll view's offset is minus the top safe-area inset.
  @MainActor init(_ node: Node, _ state: ScrollState) {
    let f = state.frame, v = state.visibleLayout
    var grown = EdgeInsets(top: f.minY - v.minY, leading: f.minX - v.minX, bottom: v.maxY - f.maxY, trailing: v.maxX - f.maxX)
    if node.isRightToLeft { swap(&grown.leading, &grown.trailing) }
    let insets = EdgeInsets(top: state.insets.top + grown.top, leading: state.insets.leading + grown.leading,
                            bottom: state.insets.bottom + grown.bottom, trailing: state.insets.trailing + grown.trailing)
    self.init(contentOffset: CGPoint(x: state.offset.x - insets.leading, y: state.offset.y - insets.top),
              contentSize: state.contentSize, contentInsets: insets, containerSize: v.size)
  }
}

/// The phase of a scroll gesture, as SwiftUI's `ScrollPhase` (iOS 18). A still render is `.idle`.
@frozen public enum ScrollPhase: Hashable, Sendable {
  case idle, tracking, interacting, decelerating, animating
  /// Whether the scroll view is moving or being moved (every phase but `.idle`).
  public var isScrolling: Bool { self != .idle }
}

/// More about a scroll phase change, as SwiftUI's `ScrollPhaseChangeContext` (iOS 18).
public struct ScrollPhaseChangeContext: Sendable {
  public var geometry: ScrollGeometry { _geometry }
  public var velocity: CGVector? { _velocity }
  let _geometry: ScrollGeometry
  let _velocity: CGVector?
}

/// A scroll observer on a node: what it measures when the node is placed, and the action to run
/// when that changes (`old` is nil the first time).
@MainActor
final class ScrollObserver {
  let measure: @MainActor (Node, PlacementContext) -> Any?
  let action: @MainActor (_ old: Any?, _ new: Any) -> Void
  /// The measured value of this pass.
  var value: Any?
  init(measure: @escaping @MainActor (Node, PlacementContext) -> Any?, action: @escaping @MainActor (Any?, Any) -> Void) {
    self.measure = measure; self.action = action
  }
}

/// Attaches a scroll observer to each content node.
struct ScrollObserverModifier: ViewModifier, AttachingModifier {
  let make: @MainActor () -> ScrollObserver
  func attach(to node: Node, _ ctx: ResolveContext) {
    node.extrasCreatingIfNeeded().scrollObservers.append(make())
  }
}

extension Node {
  /// Measures this node's scroll observers (called when it is placed).
  func measureScrollObservers(_ ctx: PlacementContext) {
    guard let observers = extras?.scrollObservers, !observers.isEmpty else { return }
    for o in observers { o.value = o.measure(self, ctx) }
  }

  /// The first scroll view in this subtree (this node included) placed in this pass.
  var firstScrollView: Node? {
    if scrollState != nil, layout is ScrollViewLayout { return self }
    for c in children { if let s = c.firstScrollView { return s } }
    return nil
  }

  /// Whether at least `threshold` of this view's area lies in `region` (screen points).
  func isVisible(in region: CGRect, threshold: Double) -> Bool {
    let f = globalFrame
    guard f.width.isFinite, f.height.isFinite else { return false }
    let area = f.width * f.height
    guard area > 0 else { return region.contains(CGPoint(x: f.midX, y: f.midY)) }
    let i = f.intersection(region)
    guard !i.isNull, i.width > 0, i.height > 0 else { return false }
    return Double(i.width * i.height / area) >= min(max(threshold, 0), 1) - 1e-9
  }
}

extension View {
  /// Runs `action(old, new)` when `transform` of the geometry of the first scroll view in this
  /// view changes, and once after the first layout with the first value as both (iOS 18).
  public func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                        action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View
  where T: Equatable {
    modifier(ScrollObserverModifier {
      ScrollObserver(measure: { node, _ in
        guard let scroll = node.firstScrollView, let state = scroll.scrollState else { return nil }
        return transform(ScrollGeometry(scroll, state))
      }, action: { old, new in action((old ?? new) as! T, new as! T) })
    })
  }

  /// Runs `action(visible)` when at least `threshold` of this view's area comes into (true) or
  /// leaves (false) the visible region of its scroll view (the screen outside a scroll view);
  /// a view visible at its first layout reports true once (iOS 18).
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    modifier(ScrollObserverModifier {
      ScrollObserver(measure: { node, ctx in
        let region = (ctx.scrollView?.scrollState?.visibleGlobal ?? ctx.graph.screenRect).intersection(ctx.graph.screenRect)
        return node.isVisible(in: region, threshold: threshold)
      }, action: { old, new in
        let visible = new as! Bool
        if old != nil || visible { action(visible) }
      })
    })
  }

  /// Runs `action(ids)` with the ids of type `ID` of the views in the first scroll view in this
  /// view that show at least `threshold` of their area, when that list changes (iOS 18). Any view
  /// with such an id counts (a ForEach element, `.id(_:)`), the outermost one along each branch.
  public func onScrollTargetVisibilityChange<ID>(idType: ID.Type, threshold: Double = 0.5,
                                                 _ action: @escaping ([ID]) -> Void) -> some View where ID: Hashable {
    modifier(ScrollObserverModifier {
      ScrollObserver(measure: { node, ctx in
        guard let scroll = node.firstScrollView, let state = scroll.scrollState else { return nil }
        let region = state.visibleGlobal.intersection(ctx.graph.screenRect)
        var ids: [ID] = []
        @MainActor func visit(_ n: Node) {
          if let id = n.explicitID?.base as? ID {
            if n.isVisible(in: region, threshold: threshold) { ids.append(id) }
            return
          }
          if n.layout is ScrollViewLayout { return }  // a nested scroll view has its own targets
          n.children.forEach(visit)
        }
        scroll.children.forEach(visit)
        return ids
      }, action: { old, new in
        let ids = new as! [ID]
        if old != nil || !ids.isEmpty { action(ids) }
      })
    })
  }

  /// Runs `action(old, new)` when the scroll phase of the first scroll view in this view changes
  /// (iOS 18). A still render stays `.idle` and drags move the content at once, so the action
  /// does not run.
  public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
    self
  }

  /// The form with a context (geometry and velocity); the action does not run, as above.
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
  ) -> some View {
    self
  }
}
