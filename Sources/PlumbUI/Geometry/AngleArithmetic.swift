import Foundation

// SwiftUI gives `Angle` vector arithmetic through its `_VectorMath` protocol (operators defined on
// the angle's `animatableData`, its radians): `.degrees(30) * 2`, `a + b`, `-a`, `a / 4`. Written
// here directly on `Angle` (nonisolated; PlumbUI's `Animatable` is main-actor isolated), with the
// same results: every operation acts on the radians.
extension Angle {
  /// The absolute size of the angle in radians (`_VectorMath.magnitude`).
  public var magnitude: Double { abs(radians) }

  /// Flips the sign of the angle.
  public mutating func negate() { radians = -radians }

  public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
