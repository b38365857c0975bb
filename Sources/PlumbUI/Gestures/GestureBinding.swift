import Foundation

/// A gesture attached to a node, with the phase callbacks the hit tester drives.
@MainActor
final class GestureBinding {
  enum Kind { case tap(count: Int), drag(minimumDistance: CGFloat, space: CoordinateSpace) }
  let kind: Kind
  /// High-priority gestures win over their descendants' gestures.
  let isHighPriority: Bool
  var onTap: ((CGPoint) -> Void)?
  /// The space tap locations are reported in.
  var tapSpace: CoordinateSpace = .local
  var onChanged: ((DragGesture.Value) -> Void)?
  var onEnded: ((DragGesture.Value) -> Void)?
  /// Resets @GestureState values when the gesture ends.
  var onReset: [() -> Void] = []

  init(kind: Kind, isHighPriority: Bool) {
    self.kind = kind; self.isHighPriority = isHighPriority
  }
}
