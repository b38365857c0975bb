import Foundation
import PlumbUI
import XCTest

/// `App`, `Scene` and `WindowGroup`: an app's window content is what Plumbline renders.
final class AppSceneTests: XCTestCase {
  struct Home: View {
    @Environment(\.scenePhase) private var phase
    var body: some View { Text(phase == .active ? "Home active" : "Home not active") }
  }

  struct PlainApp: App {
    var body: some Scene { WindowGroup { Home() } }
  }

  struct TwoSceneApp: App {
    let showExtra = false
    var body: some Scene {
      WindowGroup("Main") { Text("first window") }
      WindowGroup(id: "second") { Text("second window") }
      if showExtra { WindowGroup(id: "extra") { Text("extra") } }
    }
  }

  struct CustomScene: Scene {
    var body: some Scene { WindowGroup { Text("from a custom scene") }.commands { } }
  }

  struct CustomSceneApp: App {
    var body: some Scene { CustomScene() }
  }

  func testWindowContentOfAnApp() { onMain {
    let s = layout(AppContent.window(of: PlainApp()))
    XCTAssertFalse(s.nodes(named: "Text(\"Home active\")").isEmpty, "scenePhase is .active in a render")
  } }

  func testFirstWindowGroupIsShown() { onMain {
    let s = layout(AppContent.window(of: TwoSceneApp()))
    XCTAssertFalse(s.nodes(named: "Text(\"first window\")").isEmpty)
    XCTAssertTrue(s.nodes(named: "Text(\"second window\")").isEmpty)
  } }

  func testCustomScenesAndModifiersPassThrough() { onMain {
    let s = layout(AppContent.window(of: CustomSceneApp()))
    XCTAssertFalse(s.nodes(named: "Text(\"from a custom scene\")").isEmpty)
  } }
}
