import Foundation

/// A press held for a time, as SwiftUI's `LongPressGesture`. A snapshot has no held touch, so
/// the gesture is accepted and never recognised; `onEnded`/`onChanged` are never called. Nothing
/// is drawn for a gesture, so nothing is missing from the picture.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
  }
  public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
  public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
  public func updating<State>(_ state: GestureState<State>,
                              body: @escaping (Bool, inout State, inout Transaction) -> Void) -> LongPressGesture { self }
}

extension View {
  /// Runs `action` after a press held `minimumDuration` (never in a snapshot: there is no hold).
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 perform action: @escaping () -> Void,
                                 onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
  /// The iOS 13 form, with the pressing callback before the action (disfavoured so that a
  /// trailing closure is the action, as on iOS).
  @_disfavoredOverload
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 pressing: ((Bool) -> Void)? = nil,
                                 perform action: @escaping () -> Void) -> some View { self }
}
