import Foundation

// Keyframe animation, as iOS 17 declares it. A trigger-driven animator shows its initial value
// until the trigger changes, which is what is drawn; a repeating one plays for ever on iOS and is
// drawn at its initial value with one warning. The keyframes are kept as declared (their tracks
// are not evaluated).

/// A set of keyframe tracks over a value, as SwiftUI's `Keyframes`.
public protocol Keyframes {
  associatedtype Value
}

/// The keyframes of one track, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent {
  associatedtype Value: Animatable
}

/// A track animating one property of the value, as SwiftUI's `KeyframeTrack`.
/// (Its `Keyframes.Value` is the animated root value, which the animator's builder matches.)
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes {
  public typealias Value = Root
  public init(_ keyPath: WritableKeyPath<Root, TrackValue>,
              @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
}

extension KeyframeTrack where Root == TrackValue {
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// A straight move to a value, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A smooth move to a value, as SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A spring to a value, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A jump to a value, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  public init(_ to: Value) {}
}

/// Several tracks or keyframes (a builder block).
public struct KeyframeGroup<Value>: Keyframes {}
/// Several keyframes of a track (a builder block).
public struct KeyframeTrackGroup<Value: Animatable>: KeyframeTrackContent {}

/// Builds an animator's tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ k: K) -> K where K.Value == Value { k }
  public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> K where K.Value == Value { k }
  public static func buildBlock() -> KeyframeGroup<Value> { KeyframeGroup() }
  public static func buildBlock<each K>(_ k: repeat each K) -> KeyframeGroup<Value> { KeyframeGroup() }
  public static func buildOptional<K>(_ k: K?) -> KeyframeGroup<Value> { KeyframeGroup() }
  public static func buildEither<K>(first k: K) -> KeyframeGroup<Value> { KeyframeGroup() }
  public static func buildEither<K>(second k: K) -> KeyframeGroup<Value> { KeyframeGroup() }
}

/// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> K where K.Value == Value { k }
  public static func buildBlock<each K: KeyframeTrackContent>(_ k: repeat each K) -> KeyframeTrackGroup<Value> { KeyframeTrackGroup() }
  public static func buildOptional<K: KeyframeTrackContent>(_ k: K?) -> KeyframeTrackGroup<Value> { KeyframeTrackGroup() }
  public static func buildEither<K: KeyframeTrackContent>(first k: K) -> KeyframeTrackGroup<Value> { KeyframeTrackGroup() }
  public static func buildEither<K: KeyframeTrackContent>(second k: K) -> KeyframeTrackGroup<Value> { KeyframeTrackGroup() }
  public static func buildArray<K: KeyframeTrackContent>(_ k: [K]) -> KeyframeTrackGroup<Value> { KeyframeTrackGroup() }
}

/// A view animated through keyframes, as SwiftUI's `KeyframeAnimator`; see above for what is drawn.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
  let initialValue: Value
  let content: (Value) -> Content
  let repeats: Bool

  public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    self.initialValue = initialValue; self.content = content; repeats = false
  }
  public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    self.initialValue = initialValue; self.content = content; repeats = repeating
  }

  public var body: some View {
    content(initialValue).warnOnce(key: "KeyframeAnimator.repeating",
      message: repeats ? "KeyframeAnimator(repeating: true) plays for ever; drawn at its initial value" : nil)
  }
}

extension View {
  public func keyframeAnimator<Value, V: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
  ) -> some View {
    let view = PlaceholderContentView<Self>(content: AnyView(self))
    return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
  }
  public func keyframeAnimator<Value, V: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes
  ) -> some View {
    let view = PlaceholderContentView<Self>(content: AnyView(self))
    return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
  }
}
