import Foundation

/// How a change is animated, as SwiftUI's `Animation`: a timing curve or a spring, with delay,
/// speed and repetition. `progress(at:)` maps seconds since the change to the fraction of the way
/// from old to new values (docs/layout-rules.md §8); springs may overshoot past 1.
public struct Animation: Hashable, Sendable {
  enum Curve: Hashable, Sendable {
    /// A Bézier curve over `duration` seconds.
    case bezier(TimingCurve, duration: Double)
    /// A `UnitCurve` over `duration` seconds (`timingCurve(_:duration:)`).
    case unit(UnitCurve, duration: Double)
    /// A spring; `blendDuration` only matters when retargeting and is kept for completeness.
    case spring(SpringCurve, blendDuration: Double)
  }

  var curve: Curve { curve_ }
  private var curve_: Curve
  var delayTime: Double = 0
  var speedFactor: Double = 1
  /// Number of runs (nil = forever); 1 = no repetition.
  var repeats: Int? = 1
  var autoreverses = false

  init(curve: Curve) { curve_ = curve }

  // MARK: - Sampling

  /// Seconds one run of the curve takes (a spring's settling time, |1 − p| < 1e-3).
  var runDuration: Double {
    switch curve {
    case .bezier(_, let d), .unit(_, let d): return max(d, 0)
    case .spring(let s, _): return SettlingTimes.shared.time(for: s)
    }
  }

  /// The time a still samples: long after every finite animation has ended.
  static let stillElapsed: Double = 1_000_000

  /// Total seconds from the change until the animation is finished (∞ when repeating forever).
  public var duration: Double {
    guard let n = repeats else { return .infinity }
    return delayTime + runDuration * Double(max(n, 1)) / max(speedFactor, 1e-9)
  }

  /// Progress at `elapsed` seconds since the change: 0 before the delay ends, 1 once finished.
  /// A still (`elapsed` at `Animation.stillElapsed`) shows an animation that repeats forever at
  /// the end of its first forward run, the value the code animates to (docs/time.md).
  public func progress(at elapsed: Double) -> Double {
    if repeats == nil && elapsed >= Self.stillElapsed { return 1 }
    let t = (elapsed - delayTime) * max(speedFactor, 1e-9)
    guard t > 0 else { return 0 }
    let run = runDuration
    guard run > 0 else { return 1 }
    var local = t
    var reversed = false
    if repeats != 1 {
      let cycle = Int((t / run).rounded(.down))
      if let n = repeats, cycle >= max(n, 1) { return autoreverses && n % 2 == 0 ? 0 : 1 }
      local = t - Double(cycle) * run
      reversed = autoreverses && cycle % 2 == 1
    } else if t >= run {
      return 1
    }
    let p = sample(local)
    return reversed ? 1 - p : p
  }

  /// The rate of progress (fractions of the distance per second) at `elapsed` seconds.
  func velocity(at elapsed: Double) -> Double {
    let h = 1e-4
    let t0 = max(elapsed - h, 0), t1 = elapsed + h
    return (progress(at: t1) - progress(at: t0)) / (t1 - t0)
  }

  /// Whether this animation is a spring (springs keep their velocity when retargeted).
  var isSpring: Bool { if case .spring = curve { true } else { false } }

  /// The same spring starting with velocity `v0` (fractions of its distance per second, toward
  /// the target): how SwiftUI retargets a running spring (docs/layout-rules.md §8.3).
  func withInitialVelocity(_ v0: Double) -> Animation {
    guard case .spring(let s, let blend) = curve, v0.isFinite else { return self }
    var a = self
    a.curve_ = .spring(SpringCurve(omega: s.omega, zeta: s.zeta, initialVelocity: v0), blendDuration: blend)
    return a
  }

  /// One run of the curve at `t` seconds from its start.
  func sample(_ t: Double) -> Double {
    switch curve {
    case .bezier(let c, let d): return d > 0 ? c.progress(t / d) : 1
    case .unit(let c, let d): return d > 0 ? c.value(at: t / d) : 1
    case .spring(let s, _): return s.progress(t)
    }
  }

  // MARK: - Timing curves

  /// iOS 17+: a critically damped spring of 0.5 s (docs/layout-rules.md §8.1).
  public static let `default` = Animation.spring(duration: 0.5, bounce: 0)
  public static let linear = Animation.linear(duration: 0.35)
  public static let easeIn = Animation.easeIn(duration: 0.35)
  public static let easeOut = Animation.easeOut(duration: 0.35)
  public static let easeInOut = Animation.easeInOut(duration: 0.35)

  public static func linear(duration: Double) -> Animation {
    Animation(curve: .bezier(.linear, duration: duration))
  }
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .bezier(.easeIn, duration: duration))
  }
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .bezier(.easeOut, duration: duration))
  }
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .bezier(.easeInOut, duration: duration))
  }
  /// A custom cubic Bézier with control points (c0x, c0y) and (c1x, c1y); 0.35 s by default.
  public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                 duration: Double = 0.35) -> Animation {
    func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
    return Animation(curve: .bezier(TimingCurve(p1: CGPoint(x: unit(c0x), y: c0y), p2: CGPoint(x: unit(c1x), y: c1y)),
                                    duration: duration))
  }

  // MARK: - Springs (docs/layout-rules.md §8.3)

  /// `.spring` = `.smooth`: duration 0.5, bounce 0 (ζ = 1).
  public static let spring = Animation.spring(duration: 0.5, bounce: 0)
  public static let smooth = Animation.smooth(duration: 0.5, extraBounce: 0)
  /// Duration 0.5, bounce 0.15 (ζ = 0.85).
  public static let snappy = Animation.snappy(duration: 0.5, extraBounce: 0)
  /// Duration 0.5, bounce 0.3 (ζ = 0.7).
  public static let bouncy = Animation.bouncy(duration: 0.5, extraBounce: 0)
  /// Response 0.15, damping 0.86, blend 0.25.
  public static let interactiveSpring = Animation.interactiveSpring()

  /// The response/damping form: ω₀ = 2π/response, ζ = dampingFraction.
  @_disfavoredOverload
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                            blendDuration: Double = 0) -> Animation {
    Animation(curve: .spring(SpringCurve(response: response, dampingFraction: dampingFraction),
                             blendDuration: blendDuration))
  }

  /// The duration/bounce form: response = duration, ζ = 1 − bounce (bounce ≥ 0) or
  /// 1/(1 + bounce) (bounce < 0).
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
    return .spring(response: duration, dampingFraction: zeta, blendDuration: blendDuration)
  }

  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: extraBounce)
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                       blendDuration: Double = 0.25) -> Animation {
    .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// The default interpolating spring: duration 0.5, bounce 0 (iOS 17).
  public static var interpolatingSpring: Animation { .interpolatingSpring(duration: 0.5, bounce: 0) }

  /// A physical spring; over-damping is evaluated as critical damping (OSUI, §8.3).
  public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                         initialVelocity: Double = 0) -> Animation {
    Animation(curve: .spring(SpringCurve(mass: mass, stiffness: stiffness, damping: damping,
                                         initialVelocity: initialVelocity), blendDuration: 0))
  }

  /// k = (2π/duration)², c = 2ζ√k with ζ from the bounce as in `spring(duration:bounce:)`.
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0,
                                         initialVelocity: Double = 0) -> Animation {
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
    let k = pow(2 * .pi / max(duration, 0.001), 2)
    return .interpolatingSpring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity)
  }

  // MARK: - Modifiers

  /// Starts `delay` seconds after the change.
  public func delay(_ delay: Double) -> Animation {
    var a = self
    a.delayTime += max(delay, 0)
    return a
  }
  /// Runs `speed` times as fast (2 = half the duration).
  public func speed(_ speed: Double) -> Animation {
    var a = self
    a.speedFactor *= max(speed, 1e-9)
    return a
  }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    var a = self
    a.repeats = max(count, 1)
    a.autoreverses = autoreverses
    return a
  }
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var a = self
    a.repeats = nil
    a.autoreverses = autoreverses
    return a
  }
}

/// Settling times of springs, computed once per spring (each takes a few thousand evaluations).
final class SettlingTimes: @unchecked Sendable {
  static let shared = SettlingTimes()
  private let lock = NSLock()
  private var cache: [SpringCurve: Double] = [:]

  func time(for spring: SpringCurve) -> Double {
    lock.lock()
    if let t = cache[spring] { lock.unlock(); return t }
    lock.unlock()
    let t = spring.settlingTime()
    lock.lock(); cache[spring] = t; lock.unlock()
    return t
  }
}
