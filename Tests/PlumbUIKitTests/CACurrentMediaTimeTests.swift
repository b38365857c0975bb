import Foundation
import PlumbTestSupport
import SwiftUI
import Testing
import UIKit

/// `CACurrentMediaTime()` reads the render's main-queue clock (docs/time.md), from 1000 s.
@Suite struct CACurrentMediaTimeTests {
  @Test @MainActor func mediaTimeFollowsTheRendersClock() async throws {
    final class Probe: @unchecked Sendable { var times: [CFTimeInterval] = [] }
    let probe = Probe()
    struct Screen: View {
      let probe: Probe
      var body: some View {
        Text("Clock").onAppear {
          probe.times.append(CACurrentMediaTime())
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { probe.times.append(CACurrentMediaTime()) }
        }
      }
    }
    _ = try await settledHost(Screen(probe: probe))
    #expect(probe.times == [1000, 1000.5], "\(probe.times)")
    let outside = CACurrentMediaTime()
    #expect(outside > 0 && CACurrentMediaTime() >= outside)
  }

  @Test(arguments: [5, 6]) func mediaTimeCodeTypeChecks(mode: Int) {
    let source = """
      import UIKit
      final class FrameCounter {
        var last: CFTimeInterval = 0
        func tick() -> Double {
          let now = CACurrentMediaTime()
          defer { last = now }
          return now - last
        }
      }
      """
    let said = SnippetTypeCheck.diagnostics(source, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
