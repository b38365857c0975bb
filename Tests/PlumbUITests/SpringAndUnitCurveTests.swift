import Foundation
import PlumbUI
import Testing

/// iOS 17's `Spring` and `UnitCurve`: their forms convert with SwiftUI's relations, and the
/// animations made from them run the same curves as the built-in ones.
@Suite struct SpringAndUnitCurveTests {
  @Test func springFormsConvert() {
    let bouncy = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(bouncy.response - 0.5) < 1e-9)
    #expect(abs(bouncy.dampingRatio - 0.7) < 1e-9)
    #expect(abs(bouncy.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-6)
    #expect(abs(bouncy.damping - 4 * .pi * 0.7 / 0.5) < 1e-6)
    #expect(abs(bouncy.bounce - 0.3) < 1e-9)
    let physical = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(physical.dampingRatio - 0.5) < 1e-9)
    #expect(abs(physical.response - 2 * .pi / 10) < 1e-9)
    // Damping above critical is reduced to critical unless over-damping is allowed.
    #expect(abs(Spring(stiffness: 100, damping: 50).dampingRatio - 1) < 1e-9)
    #expect(abs(Spring(stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio - 2.5) < 1e-9)
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
  }

  @Test func springValuesMoveToTheTarget() {
    let s = Spring(duration: 0.4, bounce: 0.2)
    #expect(s.value(target: 10.0, time: 0) == 0)
    #expect(abs(s.value(target: 10.0, time: 5) - 10) < 1e-3)
    // An under-damped spring overshoots.
    let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { s.value(target: 10.0, time: $0) }.max()!
    #expect(peak > 10.1)
    #expect(abs(s.value(fromValue: 2.0, toValue: 4.0, time: 5) - 4) < 1e-3)
    #expect(s.velocity(target: 10.0, time: 0.05) > 0)
    let settle = s.settlingDuration
    #expect(settle > 0.3 && settle < 2)
    let fitted = Spring(settlingDuration: 1, dampingRatio: 0.8)
    #expect(abs(fitted.settlingDuration - 1) < 0.01)
  }

  @Test func springAnimationsMatchTheBuiltInOnes() {
    for t in [0.05, 0.1, 0.2, 0.4, 0.8] {
      #expect(abs(Animation.spring(Spring.bouncy).progress(at: t) - Animation.bouncy.progress(at: t)) < 1e-9)
      #expect(abs(Animation.interpolatingSpring(Spring(duration: 0.3)).progress(at: t)
                  - Animation.spring(duration: 0.3).progress(at: t)) < 1e-9)
    }
  }

  @Test func unitCurves() {
    #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - 0.75.squareRoot())) < 1e-12)
    #expect(abs(UnitCurve.circularEaseOut.value(at: 0.5) - 0.75.squareRoot()) < 1e-12)
    #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.5) - 0.5) < 1e-12)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    #expect(UnitCurve.linear.value(at: 2) == 1)
    for curve in [UnitCurve.easeIn, .circularEaseInOut, .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1))] {
      for x in [0.1, 0.35, 0.8] {
        #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-4)
      }
    }
    #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 1e-6)
    let a = Animation.timingCurve(UnitCurve.circularEaseIn, duration: 2)
    #expect(abs(a.progress(at: 1) - UnitCurve.circularEaseIn.value(at: 0.5)) < 1e-12)
    #expect(a.duration == 2)
  }
}
