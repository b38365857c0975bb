import Foundation

/// A type whose drawing can be interpolated, as SwiftUI's `Animatable`: during an animation the
/// engine sets `animatableData` to intermediate values and draws the result.
///
/// Nonisolated, as in the iOS 18 SDK: shapes (which are not main-actor isolated, see `Shape`)
/// witness it with plain properties. PlumbUI animates the `animatableData` of shapes (custom
/// `Shape`s, `trim`, `RoundedRectangle`); animatable views and view modifiers show their end value.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension Angle: Animatable {
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension CGPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { x = newValue.first; y = newValue.second }
  }
}

extension CGSize: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { width = newValue.first; height = newValue.second }
  }
}

extension CGRect: Animatable {
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
  }
}

extension RoundedRectangle {
  /// The corner size animates, as in SwiftUI.
  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }
}
