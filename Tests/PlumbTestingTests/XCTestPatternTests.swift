import PlumbTesting
import PlumbUI
import XCTest

// The XCTest pattern that the README and the `assertGolden(of:)` doc comment recommend, written
// exactly as they show it: a non-isolated XCTestCase whose test method is `@MainActor … async`
// and awaits the async assertion. (A `@MainActor` synchronous test method, the pattern the doc
// comment used to show, aborts test discovery on Linux.) HomePage is the README's example view
// (ReadmeExampleTests.swift); the golden is Goldens/XCTestPattern/testHomePage.png.

final class XCTestPatternTests: XCTestCase {
  @MainActor func testHomePage() async {
    await assertGolden(of: HomePage(), device: .iPhone14)
  }

  /// The README's other form: the synchronous assertion inside `MainActor.assumeIsolated`.
  func testHomePageSynchronousForm() {
    MainActor.assumeIsolated {
      assertGolden(of: HomePage(), named: "testHomePage", device: .iPhone14)
    }
  }

  /// Both forms of `assertGolden(of:as:)` check the same golden as the parameter forms.
  func testHomePageThroughAStrategySynchronously() {
    MainActor.assumeIsolated {
      assertGolden(of: HomePage(), as: .image(device: .iPhone14), named: "testHomePage")
    }
  }

  @MainActor func testHomePageThroughAStrategy() async {
    await assertGolden(of: HomePage(), as: .image(device: .iPhone14), named: "testHomePage")
  }
}
