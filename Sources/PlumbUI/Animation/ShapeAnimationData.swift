import Foundation

/// The `animatableData` of the shape a node draws, for the animator: a custom `Shape` (or
/// `trim`, or a rounded rectangle's corner) whose data changes inside an animated transaction is
/// drawn at `from + (to − from) · progress` on every sampled frame, with the end shape's other
/// properties, as SwiftUI draws it.
struct ShapeAnimationData {
  /// The shape carrying the data.
  let shape: any Shape
  /// `shape.animatableData`, read on the main actor when the value was taken.
  let data: any VectorArithmetic

  /// Nil for shapes without animatable data (`EmptyAnimatableData`).
  @MainActor
  init?(_ shape: any Shape) {
    let d = Self.read(shape)
    if d is EmptyAnimatableData { return nil }
    self.shape = shape
    self.data = d
  }

  @MainActor
  private static func read<S: Shape>(_ s: S) -> any VectorArithmetic { s.animatableData }

  /// The value `p` of the way from `self` to `to`: `to`'s shape with interpolated data (`to`
  /// when the two shapes' data differ in type).
  func interpolated(to: ShapeAnimationData, _ p: Double) -> ShapeAnimationData {
    guard let mixed = Self.mix(data, to.data, p) else { return to }
    return ShapeAnimationData(shape: to.shape, data: mixed)
  }

  /// The shape with `data` set as its `animatableData`.
  @MainActor
  var resolvedShape: any Shape { Self.setting(data, on: shape) ?? shape }

  private init(shape: any Shape, data: any VectorArithmetic) { self.shape = shape; self.data = data }

  private static func mix<D: VectorArithmetic>(_ a: D, _ b: any VectorArithmetic, _ p: Double) -> (any VectorArithmetic)? {
    guard let b = b as? D else { return nil }
    return a + (b - a).scaled(by: p)
  }

  @MainActor
  private static func setting<S: Shape>(_ data: any VectorArithmetic, on shape: S) -> (any Shape)? {
    guard let d = data as? S.AnimatableData else { return nil }
    var s = shape
    s.animatableData = d
    return s
  }

  private static func equal<D: VectorArithmetic>(_ a: D, _ b: any VectorArithmetic) -> Bool {
    guard let b = b as? D else { return false }
    return a == b
  }
}

extension ShapeAnimationData: Equatable {
  static func == (a: ShapeAnimationData, b: ShapeAnimationData) -> Bool { equal(a.data, b.data) }
}
