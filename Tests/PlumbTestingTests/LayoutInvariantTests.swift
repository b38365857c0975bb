import Foundation
import PlumbGraphics
import Testing
@testable import PlumbGoldens
@testable import PlumbTesting

@Suite struct LayoutInvariantTests {
  /// A home page: a navigation bar with a menu button, and a pop menu presented as an overlay.
  func snapshot(menuY: Double, menuLayer: LayoutNode.Layer = .popup) -> LayoutSnapshot {
    let button = LayoutNode(name: "Button", identity: "0/nav/1", frame: CGRect(x: 214, y: 47, width: 44, height: 44),
                            layer: .navigationBar, explicitID: "menuButton")
    let nav = LayoutNode(name: "NavigationBar", identity: "0/nav", frame: CGRect(x: 0, y: 47, width: 390, height: 44),
                         layer: .navigationBar, children: [button])
    let menu = LayoutNode(name: "PopMenu", identity: "0/menu", frame: CGRect(x: 214, y: menuY, width: 160, height: 200),
                          layer: menuLayer, explicitID: "menu")
    let root = LayoutNode(name: "Window", identity: "0", frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                          children: [nav, menu])
    return LayoutSnapshot(screenSize: CGSize(width: 390, height: 844), scale: 3,
                          safeAreaInsets: ["top": 47, "bottom": 34], root: root)
  }

  @Test func anchoredMenuPasses() {
    #expect(LayoutInvariant.anchoredBelow(view: "menu", anchor: "menuButton", tolerance: 2).check(snapshot(menuY: 92)) == nil)
  }

  @Test func menuPushedDownBySafeAreaNamesBothViewsAndTheNumbers() {
    let message = LayoutInvariant.anchoredBelow(view: "menu", anchor: "menuButton", tolerance: 2).check(snapshot(menuY: 138))
    #expect(message == "PopMenu [id \"menu\"] top-left 214,138 is not within 2 pt of Button [id \"menuButton\"] bottom-left 214,91: Δx=+0, Δy=+47")
  }

  @Test func menuUnderTheNavigationBarIsCaught() {
    let hidden = snapshot(menuY: 91, menuLayer: .content)
    #expect(LayoutInvariant.drawnAbove(view: "menu", other: .name("NavigationBar")).check(hidden)
      == "PopMenu [id \"menu\"] in layer content is drawn below NavigationBar [name \"NavigationBar\"] in layer navigationBar")
    #expect(LayoutInvariant.drawnAbove(view: "menu", other: .name("NavigationBar")).check(snapshot(menuY: 91)) == nil)
  }

  @Test func safeAreaAndScreenChecks() {
    #expect(LayoutInvariant.insideSafeArea(view: "menu").check(snapshot(menuY: 100)) == nil)
    #expect(LayoutInvariant.insideSafeArea(view: "menuButton").check(snapshot(menuY: 100)) == nil)
    #expect(LayoutInvariant.onScreen(view: "menu").check(snapshot(menuY: 100)) == nil)
    #expect(LayoutInvariant.onScreen(view: "menu").check(snapshot(menuY: 700))
      == "PopMenu [id \"menu\"] frame (214,700 160×200) is clipped by the window (0,0 390×844)")
    #expect(LayoutInvariant.insideSafeArea(view: "menu").check(snapshot(menuY: 700))?.contains("leaves the safe area (0,47 390×763)") == true)
  }

  @Test func missingViewsAreReported() {
    #expect(LayoutInvariant.onScreen(view: "nope").check(snapshot(menuY: 1)) == "no view matches id \"nope\" in the layout (4 views)")
  }
}
