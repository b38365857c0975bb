import Foundation

/// An `onGeometryChange(for:of:action:)` observer on a node: the transform of the node's geometry,
/// the value it gave when the node was last placed, and the action to run when that value changes.
@MainActor
final class GeometryObserver {
  let transform: (GeometryProxy) -> Any
  let action: (Any, Any) -> Void
  /// The transformed geometry of this pass (set when the node is placed).
  var value: Any?
  init(transform: @escaping (GeometryProxy) -> Any, action: @escaping (Any, Any) -> Void) {
    self.transform = transform; self.action = action
  }
}

/// Attaches a geometry observer to each content node.
struct GeometryChangeModifier: ViewModifier, AttachingModifier {
  let make: @MainActor () -> GeometryObserver
  func attach(to node: Node, _ ctx: ResolveContext) {
    node.extrasCreatingIfNeeded().geometryObservers.append(make())
  }
}

extension Node {
  /// Measures this node's geometry for its `onGeometryChange` observers (called when it is placed).
  func measureGeometryObservers(_ ctx: PlacementContext) {
    guard let observers = extras?.geometryObservers, !observers.isEmpty else { return }
    let proxy = GeometryProxy(node: self, ctx: ctx)
    for o in observers { o.value = o.transform(proxy) }
  }
}

extension View {
  /// Runs `action(newValue)` after layout with `transform` of the view's geometry: once when the
  /// view first appears and then after every layout in which the transformed value changed (like
  /// `onChange(of:initial: true)`), as SwiftUI's `onGeometryChange(for:of:action:)` (iOS 16+).
  public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                             action: @escaping (_ newValue: T) -> Void) -> some View {
    modifier(GeometryChangeModifier {
      GeometryObserver(transform: { transform($0) }) { _, new in action(new as! T) }
    })
  }

  /// The iOS 18 form: `action(oldValue, newValue)`; at first appearance both are the first value.
  public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                             action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
    modifier(GeometryChangeModifier {
      GeometryObserver(transform: { transform($0) }) { old, new in action(old as! T, new as! T) }
    })
  }
}
