import Foundation

// SwiftUI's gesture vocabulary beyond taps and drags: callbacks on any gesture (`onEnded`,
// `onChanged`, `updating`, `map`), composition (`simultaneously`, `sequenced`, `exclusively`)
// and the pinch, rotate and spatial-tap gestures. They compile with SwiftUI's signatures and
// types. A still render has no touches, so none of them changes a picture; scripted interactions
// (`ViewHost.tap`, `drag`) drive the concrete `TapGesture` and `DragGesture` only, and a gesture
// built from these wrappers is not recognised by them (docs/compatibility/controls.md, "Gestures").

extension Gesture {
  /// Runs `action` with the final value when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }

  /// Updates `state` while the gesture runs; it returns to its initial value when it ends.
  public func updating<State>(_ state: GestureState<State>,
                              body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// The gesture with its values transformed.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self, body: body) }

  /// Both gestures at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
  /// `other` once this gesture has succeeded.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
  /// This gesture, or `other` if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

extension Gesture where Value: Equatable {
  /// Runs `action` whenever the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self, action: action) }
}

/// A gesture with an end callback, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void
}

/// A gesture with a change callback, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void
}

/// A gesture that updates a `GestureState`, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  public var base: Base
  public var state: GestureState<State>
  public var body: (Value, inout State, inout Transaction) -> Void
  public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
    self.base = base; self.state = state; self.body = body
  }
}

/// A gesture whose values are transformed, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  public typealias Body = Never
  public static func _plumbValue(_ value: Value) -> Value { value }
  let content: Content
  let body: (Content.Value) -> Value
}

/// Two gestures recognised together, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture followed by another, as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture or, failing it, another, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A pinch, as SwiftUI's `MagnificationGesture` (iOS 13–16): the value is the scale factor.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as SwiftUI's `RotationGesture` (iOS 13–16): the value is the angle.
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17).
public struct RotateGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, @unchecked Sendable {
    public var location: CGPoint
  }
  public var count: Int
  public var coordinateSpace: CoordinateSpace
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count; self.coordinateSpace = coordinateSpace
  }
}
