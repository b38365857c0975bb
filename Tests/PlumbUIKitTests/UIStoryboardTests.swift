import Foundation
import PlumbGraphics
import PlumbTestSupport
import Testing
import UIKit

/// Storyboards cannot be loaded on Linux (docs/compatibility/uikit.md, "Storyboards"): the
/// optional forms answer nil and warn, the non-optional ones stop naming the storyboard and the
/// identifier.
@Suite struct UIStoryboardTests {
  @Test @MainActor func storyboardsGiveNoControllerAndSaySo() {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let (initial, warnings) = RenderWarnings.collecting { storyboard.instantiateInitialViewController() }
    #expect(initial == nil)
    #expect(warnings.contains { $0.contains("UIStoryboard(name: \"Main\")") }, "\(warnings)")
    let typed: UINavigationController? = storyboard.instantiateInitialViewController { _ in nil }
    #expect(typed == nil)
    let message = UIStoryboard.trapMessage("Main", "Settings")
    #expect(message.contains("\"Main\"") && message.contains("\"Settings\"") && message.contains("docs/compatibility/uikit.md"))
    let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    configuration.storyboard = storyboard
    #expect(configuration.storyboard === storyboard)
    #expect(UIViewController().storyboard == nil)
  }

  @Test func instantiatingByIdentifierStopsNamingTheStoryboard() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings") }
    }
    let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(said.contains("UIStoryboard(name: \"Main\")") && said.contains("\"Settings\""), "\(said)")
  }

  static let snippet = """
    import UIKit

    @MainActor final class Router {
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      func start(in window: UIWindow) {
        window.rootViewController = storyboard.instantiateInitialViewController()
        let typed: UINavigationController? = storyboard.instantiateInitialViewController { coder in
          UINavigationController(coder: coder)
        }
        _ = typed
      }
      func detail() -> UIViewController { storyboard.instantiateViewController(withIdentifier: "Detail") }
      func settings() -> UIViewController {
        storyboard.instantiateViewController(identifier: "Settings") { coder in UIViewController(coder: coder) }
      }
    }
    """

  @Test(arguments: [5, 6]) func storyboardCodeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.snippet, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
