import Foundation
import Testing
import UIKit

/// UIKit's spring (duration 0.5, damping 0.7, velocity 0.7): ω₀ = ln(1500)/(ζ·D) = 20.8949 rad/s.
/// Expected values computed independently from the closed form of the damped oscillator
/// (docs/compatibility/uikit.md; source: the published duration/damping-ratio formulation, M).
@Suite struct UIKitSpringTests {
  @Test func sampledProgress() {
    let s = UIKitSpring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0.7)
    #expect(abs(s.omega - 20.894915) < 1e-5)
    for (t, p) in [(0.05, 0.341698), (0.1, 0.766310), (0.2, 1.045149), (0.3, 1.014180), (0.45, 0.998201)] {
      #expect(abs(s.progress(at: t) - p) < 1e-5, "t=\(t)")
    }
    #expect(s.progress(at: 0) == 0 && s.progress(at: 0.5) == 1)
    // The duration bounds the motion: at the end the envelope is 1/1500 of the distance.
    #expect(abs(exp(-s.dampingRatio * s.omega * 0.5) - 1.0 / 1500) < 1e-9)
  }

  @Test func notSwiftUIsSpring() {
    // SwiftUI's spring(response: 0.5, dampingFraction: 0.7) has ω₀ = 2π/0.5 = 12.57: a slower curve.
    let s = UIKitSpring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0)
    #expect(abs(s.omega - 2 * .pi / 0.5) > 8)
  }
}
