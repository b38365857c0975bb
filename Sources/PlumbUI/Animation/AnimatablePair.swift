import Foundation

/// Two animatable values animated together, as SwiftUI's `AnimatablePair`: how a shape with
/// several animated parameters exposes them as one `animatableData`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  public static func + (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair {
    AnimatablePair(a.first + b.first, a.second + b.second)
  }
  public static func - (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair {
    AnimatablePair(a.first - b.first, a.second - b.second)
  }
  public static func += (a: inout AnimatablePair, b: AnimatablePair) { a = a + b }
  public static func -= (a: inout AnimatablePair, b: AnimatablePair) { a = a - b }
  public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
