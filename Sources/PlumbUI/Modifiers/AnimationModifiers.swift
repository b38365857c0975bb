import Foundation

// Animation and transition modifiers. Frames here are the settled (end) state: the engine applies
// changes at once, so these are accepted for source compatibility and recorded nowhere yet. The
// time-sampled transitions of layout-spec.md §8 land with presentations.

/// How a view enters and leaves, as SwiftUI's `AnyTransition` (accepted; see above).
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static let identity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// Animates changes of `value` (settled frames only for now).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// The transition used when this view is inserted or removed (settled frames only for now).
  public func transition(_ t: AnyTransition) -> some View { self }
  /// Adjusts the transaction of changes in this subtree (no effect on settled frames).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
