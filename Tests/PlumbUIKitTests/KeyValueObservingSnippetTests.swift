import Foundation
import PlumbTestSupport
import Testing

/// Key-value observing of UIKit objects as apps write it (docs/compatibility/foundation.md): the
/// observation compiles on views and controllers, which are responders, not NSObjects, here.
@Suite struct KeyValueObservingSnippetTests {
  static let snippet = """
    import UIKit

    @MainActor final class Watcher {
      var observation: NSKeyValueObservation?
      func watch(_ view: UIScrollView) {
        observation = view.observe(\\.contentOffset, options: [.new, .old]) { scrollView, change in
          _ = (change.newValue, change.oldValue, change.kind == .setting, scrollView)
        }
        observation?.invalidate()
      }
    }
    """

  @Test(arguments: [5, 6]) func observingTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
