import Foundation
import PlumbTestSupport
import Testing

/// The render clock's `asyncAfter` and `Task.sleep` (docs/time.md) are chosen over Dispatch's and
/// the standard library's without ambiguity, whichever modules a file imports and in both
/// language modes, and the forms left to the wall clock still compile.
@Suite struct MainQueueTimeSnippetTests {
  @Test(arguments: ["import SwiftUI", "import Foundation\nimport SwiftUI", "import SwiftUI\nimport Dispatch",
                    "import UIKit\nimport Foundation", "import Combine\nimport SwiftUI\nimport Foundation"],
        [5, 6])
  func delayedWorkCompiles(imports: String, swiftVersion: Int) {
    let source = imports + """

      @MainActor final class Model {
        var ready = false
        func load() {
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.ready = true }
          DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: { self.ready = false })
          DispatchQueue.main.asyncAfter(deadline: .now() + 1, qos: .userInitiated, flags: []) { }
          DispatchQueue.global().asyncAfter(deadline: .now() + 1) { }
          DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: DispatchWorkItem { })
        }
        func wait() async throws {
          try await Task.sleep(nanoseconds: 200_000_000)
          try await Task.sleep(for: .seconds(1))
          try await Task.sleep(for: .milliseconds(5), tolerance: .milliseconds(1), clock: .continuous)
          try await Task.sleep(until: .now + .seconds(1), clock: .suspending)
          self.ready = true
        }
      }
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: swiftVersion) == nil)
  }
}

/// `CGLineCap`/`CGLineJoin` name StrokeStyle's cap and join (a Swift Charts file in the corpus
/// failed on `CGLineJoin`).
@Suite struct LineCapSnippetTests {
  @Test(arguments: ["import SwiftUI", "import UIKit", "import CoreGraphics\nimport SwiftUI"])
  func lineCapAndJoinCompile(imports: String) {
    let source = imports + """

      let cap: CGLineCap = .round
      let join = CGLineJoin.bevel
      let style = StrokeStyle(lineWidth: 2, lineCap: cap, lineJoin: join, dash: [2, 3])
      """
    #expect(SnippetTypeCheck.diagnostics(source, swiftVersion: 6) == nil)
  }
}
