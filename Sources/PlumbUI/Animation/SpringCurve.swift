import Foundation

/// A damped harmonic oscillator evaluated in closed form (docs/layout-rules.md §8.2): progress
/// p(t) = 1 − x(t) with x(0) = 1 and x'(0) = −v₀, mass-normalised with natural frequency ω₀ and
/// damping ratio ζ. Why a closed form: frames are sampled at arbitrary times, so each sample must
/// be a pure function of t (the 300 Hz integrator of §8.3 differs by < 0.005 of progress).
struct SpringCurve: Hashable, Sendable {
  /// Natural angular frequency ω₀ = √(k/m).
  let omega: Double
  /// Damping ratio ζ = c / (2√(km)).
  let zeta: Double
  /// Initial velocity in fractions of the distance per second, toward the target.
  let initialVelocity: Double

  /// `spring(response:dampingFraction:)`: k = (2π/r)², c = 4πζ/r, m = 1 (§8.3).
  init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
    let r = max(response, 0.001)
    omega = 2 * .pi / r
    zeta = max(dampingFraction, 0)
    self.initialVelocity = initialVelocity
  }

  init(omega: Double, zeta: Double, initialVelocity: Double) {
    self.omega = omega; self.zeta = zeta; self.initialVelocity = initialVelocity
  }

  /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: ω₀ = √(k/m), ζ = c/(2√(km)).
  /// Over-damping is evaluated with the critical formula, as OSUI does (§8.3).
  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    let m = max(mass, 1e-6), k = max(stiffness, 1e-6)
    omega = (k / m).squareRoot()
    zeta = min(max(damping, 0) / (2 * (k * m).squareRoot()), 1)
    self.initialVelocity = initialVelocity
  }

  /// Progress at `t` seconds (0 before the start).
  func progress(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    return 1 - displacement(t)
  }

  /// x(t): the remaining fraction of the distance.
  func displacement(_ t: Double) -> Double {
    let w = omega, z = zeta, v0 = initialVelocity
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      return exp(-z * w * t) * (cos(wd * t) + ((z * w - v0) / wd) * sin(wd * t))
    } else if z == 1 {
      return exp(-w * t) * (1 + (w - v0) * t)
    } else {
      let root = (z * z - 1).squareRoot()
      let r1 = -w * (z - root), r2 = -w * (z + root)
      let c1 = (-v0 - r2) / (r1 - r2)
      return c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
    }
  }

  /// The time after which |1 − p(t)| stays below `epsilon` (§8.3 settling time), found by
  /// stepping at 1 ms up to 20 s; the last sample that was still outside the band, plus a step.
  func settlingTime(epsilon: Double = 1e-3) -> Double {
    let step = 0.001
    var last = 0.0
    var t = step
    while t <= 20 {
      if abs(displacement(t)) >= epsilon { last = t }
      t += step
    }
    return min(last + step, 20)
  }
}

/// The spring integrator SwiftUI's FluidSpringAnimation uses (docs/layout-rules.md §8.3): velocity
/// Verlet at dt = 1/300 s on (offset, velocity, force). Kept to check the closed form against it.
struct SpringIntegrator: Sendable {
  let stiffness: Double
  let damping: Double

  init(response: Double, dampingFraction: Double) {
    stiffness = pow(2 * .pi / response, 2)
    damping = 4 * .pi * dampingFraction / response
  }

  /// Progress at `t` seconds (rounded down to the step grid), for a unit distance.
  func progress(_ t: Double) -> Double {
    let dt = 1.0 / 300
    var x = 0.0, v = 0.0, a = 0.0
    let steps = Int((t * 300).rounded())
    for _ in 0..<max(steps, 0) {
      let half = v + a * dt / 2
      x += half * dt
      a = stiffness * (1 - x) - damping * half
      v = half + a * dt / 2
    }
    return x
  }
}
