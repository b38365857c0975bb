import Foundation

/// UIKit's spring for `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
///
/// Not SwiftUI's `spring(response:dampingFraction:)`: here the duration bounds the motion. The
/// curve is a damped harmonic oscillator (mass 1) whose stiffness is chosen so that the
/// oscillation's envelope e^(−ζω₀t) has fallen to 1/1500 of the distance when the duration ends:
/// ω₀ = ln(1500) / (ζ·duration), i.e. stiffness = ln(1500)² / (duration²·ζ²), damping = 2ζω₀,
/// with ζ clipped to [0.01, 1]. The initial velocity is in units of the whole distance per second
/// (Apple's documentation of `initialSpringVelocity`: 1.0 covers the distance in one second), so
/// x′(0) = v. The animation ends at `duration`, where progress is 1.
///
/// Source: the duration-and-damping-ratio formulation published for matching `UIView`'s spring
/// with `CASpringAnimation` (Stack Overflow answer 61763337, after Framer's SpringsExample);
/// confidence M (public analysis, not Apple's code). See docs/compatibility/uikit.md.
public struct UIKitSpring: Hashable, Sendable {
  public let duration: Double
  /// The damping ratio ζ after clipping.
  public let dampingRatio: Double
  /// Initial velocity in distances per second.
  public let initialVelocity: Double
  /// Natural angular frequency ω₀ (rad/s).
  public let omega: Double

  /// The fraction of the distance treated as "settled" when the duration ends.
  public static let settledFraction = 1.0 / 1500

  public init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
    self.duration = max(duration, 1e-6)
    self.dampingRatio = min(1, max(dampingRatio, 0.01))
    self.initialVelocity = initialVelocity
    omega = log(1 / Self.settledFraction) / (self.dampingRatio * self.duration)
  }

  /// Stiffness k = ω₀² (mass 1), as `CASpringAnimation.stiffness`.
  public var stiffness: Double { omega * omega }
  /// Damping c = 2ζω₀ (mass 1), as `CASpringAnimation.damping`.
  public var damping: Double { 2 * dampingRatio * omega }

  /// Progress (0 at the start, 1 at the target) `t` seconds in; 1 from `duration` on.
  public func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < duration else { return 1 }
    let w = omega, z = dampingRatio, v0 = initialVelocity
    // x(t): the remaining fraction, x(0) = 1, x′(0) = −v0.
    let x: Double
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      x = exp(-z * w * t) * (cos(wd * t) + ((z * w - v0) / wd) * sin(wd * t))
    } else {
      x = exp(-w * t) * (1 + (w - v0) * t)
    }
    return 1 - x
  }
}
