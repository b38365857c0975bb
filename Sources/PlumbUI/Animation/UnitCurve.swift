import Foundation

/// A function from 0...1 to progress, as SwiftUI's `UnitCurve` (iOS 17): the curve of an
/// `Animation.timingCurve(_:duration:)`, also usable by itself (`value(at:)`). Bézier curves use
/// the same solver as the built-in eases; the circular curves are the quarter-circle eases
/// (docs/layout-rules.md §8.1, confidence M: Apple documents their shape, not their formula).
public struct UnitCurve: Hashable, Sendable {
  indirect enum Form: Hashable, Sendable {
    case bezier(TimingCurve)
    case circularEaseIn, circularEaseOut, circularEaseInOut
    /// The curve mirrored across y = x (x and y swapped).
    case inverse(Form)
  }
  let form: Form

  /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(form: .bezier(TimingCurve(p1: CGPoint(x: startControlPoint.x, y: startControlPoint.y),
                                        p2: CGPoint(x: endControlPoint.x, y: endControlPoint.y))))
  }

  public static let linear = UnitCurve(form: .bezier(.linear))
  public static let easeIn = UnitCurve(form: .bezier(.easeIn))
  public static let easeOut = UnitCurve(form: .bezier(.easeOut))
  public static let easeInOut = UnitCurve(form: .bezier(.easeInOut))
  public static let circularEaseIn = UnitCurve(form: .circularEaseIn)
  public static let circularEaseOut = UnitCurve(form: .circularEaseOut)
  public static let circularEaseInOut = UnitCurve(form: .circularEaseInOut)

  /// The progress at `progress` (the input is clamped to 0...1).
  public func value(at progress: Double) -> Double { Self.evaluate(form, min(max(progress, 0), 1)) }

  /// The slope of the curve at `progress`.
  public func velocity(at progress: Double) -> Double {
    let h = 1e-5
    let a = max(progress - h, 0), b = min(progress + h, 1)
    guard b > a else { return 0 }
    return (value(at: b) - value(at: a)) / (b - a)
  }

  /// The curve with its axes swapped: for every x, `inverse.value(at: value(at: x)) ≈ x`.
  public var inverse: UnitCurve {
    switch form {
    case .inverse(let f): return UnitCurve(form: f)
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .bezier(let c) where (0...1).contains(c.p1.y) && (0...1).contains(c.p2.y):
      return UnitCurve(form: .bezier(TimingCurve(p1: CGPoint(x: c.p1.y, y: c.p1.x), p2: CGPoint(x: c.p2.y, y: c.p2.x))))
    default: return UnitCurve(form: .inverse(form))
    }
  }

  static func evaluate(_ form: Form, _ x: Double) -> Double {
    switch form {
    case .bezier(let c): return c.progress(x)
    case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
      let u = 2 - 2 * x
      return ((1 - u * u).squareRoot() + 1) / 2
    case .inverse(let f):
      // The curves are increasing: bisect for the input whose value is x.
      var lo = 0.0, hi = 1.0
      for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if evaluate(f, mid) < x { lo = mid } else { hi = mid }
      }
      return (lo + hi) / 2
    }
  }
}

extension Animation {
  /// An animation along `curve` over `duration` seconds (iOS 17).
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(curve: .unit(curve, duration: duration))
  }
}
