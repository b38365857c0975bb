import Foundation

/// The animatable data of something that does not animate, as SwiftUI's `EmptyAnimatableData`
/// (the default of every `Animatable` type that declares none).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
  public static func - (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
  public static func += (a: inout EmptyAnimatableData, b: EmptyAnimatableData) {}
  public static func -= (a: inout EmptyAnimatableData, b: EmptyAnimatableData) {}
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}
