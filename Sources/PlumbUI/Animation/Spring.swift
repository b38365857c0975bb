import Foundation

/// A spring's physical description, as SwiftUI's `Spring` (iOS 17): what `.spring(_:)` and
/// `.interpolatingSpring(_:)` animate with, and a calculator of a spring's value and velocity at
/// any time. Each form converts to the others with SwiftUI's relations (docs/layout-rules.md §8.3):
/// response = duration, ζ = 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce), k = (2π / response)² m,
/// c = 4π ζ m / response.
public struct Spring: Hashable, Sendable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double

  /// The perceptual form: `duration` is the response, `bounce` in -1...1 (0 = no overshoot).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
  }

  /// The physical form. Without `allowOverDamping`, damping above critical is reduced to critical.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    self.mass = max(mass, 1e-6)
    self.stiffness = max(stiffness, 1e-6)
    let critical = 2 * (self.stiffness * self.mass).squareRoot()
    self.damping = allowOverDamping ? max(damping, 0) : min(max(damping, 0), critical)
  }

  /// The response (seconds for one undamped period) and damping-ratio form, as UIKit's springs.
  public init(response: Double, dampingRatio: Double) {
    let r = max(response, 0.001)
    mass = 1
    stiffness = pow(2 * .pi / r, 2)
    damping = 4 * .pi * max(dampingRatio, 0) / r
  }

  /// The spring with `dampingRatio` that settles within `epsilon` of its target after `settlingDuration`.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    // Settling time falls as the response falls: bisect the response.
    var lo = 0.001, hi = max(settlingDuration, 0.001) * 4
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if Spring(response: mid, dampingRatio: dampingRatio).settlingDuration(epsilon: epsilon) > settlingDuration {
        hi = mid
      } else {
        lo = mid
      }
    }
    self.init(response: (lo + hi) / 2, dampingRatio: dampingRatio)
  }

  static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
  }

  /// ζ = c / (2√(km)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// 2π √(m / k).
  public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }
  /// The perceptual duration: the response.
  public var duration: TimeInterval { response }
  /// 1 − ζ for under-damped springs, 1/ζ − 1 for over-damped ones (negative).
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
  /// Seconds until the spring stays within 0.001 of its target.
  public var settlingDuration: TimeInterval { settlingDuration(epsilon: 0.001) }

  public static let smooth = Spring.smooth(duration: 0.5, extraBounce: 0)
  public static let snappy = Spring.snappy(duration: 0.5, extraBounce: 0)
  public static let bouncy = Spring.bouncy(duration: 0.5, extraBounce: 0)
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// The curve the animation engine samples (progress from 0 to 1).
  var curve: SpringCurve {
    SpringCurve(omega: (stiffness / mass).squareRoot(), zeta: dampingRatio, initialVelocity: 0)
  }

  /// The displacement from the target (as a fraction of the distance) and its rate, at `time`,
  /// for a spring released at distance 1 with `velocity` toward the target (in distances per second).
  private func state(velocity v0: Double, time t: Double) -> (x: Double, v: Double) {
    let s = SpringCurve(omega: (stiffness / mass).squareRoot(), zeta: dampingRatio, initialVelocity: v0)
    let h = 1e-5
    let x = s.displacement(max(t, 0))
    let rate = (s.displacement(max(t, 0) + h) - s.displacement(max(t - h, 0))) / (max(t, 0) + h - max(t - h, 0))
    return (x, rate)
  }

  /// The value at `time` of a spring animating from zero to `target`, starting with `initialVelocity`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let distance = target.magnitudeSquared.squareRoot()
    guard distance > 0 else { return .zero }
    let v0 = Self.projection(initialVelocity, onto: target) / distance
    var result = target
    result.scale(by: 1 - state(velocity: v0, time: time).x)
    return result
  }

  /// The velocity at `time` of the same motion.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let distance = target.magnitudeSquared.squareRoot()
    guard distance > 0 else { return .zero }
    let v0 = Self.projection(initialVelocity, onto: target) / distance
    var result = target
    result.scale(by: -state(velocity: v0, time: time).v)
    return result
  }

  /// The value at `time` of a spring animating from `fromValue` to `toValue`.
  public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity at `time` of a spring animating from `fromValue` to `toValue`.
  public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// Seconds until a motion to `target` stays within `epsilon` (relative to the distance) of it.
  public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
    let distance = target.magnitudeSquared.squareRoot()
    guard distance > 0 else { return 0 }
    return settlingDuration(epsilon: epsilon, velocity: Self.projection(initialVelocity, onto: target) / distance)
  }

  func settlingDuration(epsilon: Double, velocity v0: Double = 0) -> TimeInterval {
    SpringCurve(omega: (stiffness / mass).squareRoot(), zeta: dampingRatio, initialVelocity: v0)
      .settlingTime(epsilon: epsilon)
  }

  /// The component of `v` along `direction`, in units of `direction`'s length.
  private static func projection<V: VectorArithmetic>(_ v: V, onto direction: V) -> Double {
    // |a + b|² − |a − b|² = 4 a·b, with VectorArithmetic's operations only.
    let dot = ((v + direction).magnitudeSquared - (v - direction).magnitudeSquared) / 4
    return dot / direction.magnitudeSquared.squareRoot()
  }
}

extension Animation {
  /// A spring animation with `spring`'s parameters (iOS 17).
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation(curve: .spring(spring.curve, blendDuration: blendDuration))
  }

  /// An interpolating spring with `spring`'s parameters (iOS 17).
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
    Animation(curve: .spring(spring.curve, blendDuration: 0)).withInitialVelocity(initialVelocity)
  }
}
