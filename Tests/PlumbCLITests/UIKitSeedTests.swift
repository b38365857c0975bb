import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbTesting
import PlumbUIKit
import Testing

/// The UIKit-built seed screens (Seeds/UIKit): the numbers issue 12's "Done when" names.
@Suite struct UIKitSeedTests {
  func frame(_ name: String, time: Double = 0) throws -> CatalogScreen.Frame {
    let screen = try #require(Catalog.screen(named: name))
    return try screen.render(CatalogContext(device: .iPhone14, time: time))
  }

  @Test func presentedMenuSitsAtTheAnchorsBottomLeftAboveTheBar() throws {
    let s = try #require(try frame("uikit-factory-menu").layout)
    #expect(LayoutInvariant.anchoredBelow(view: "factoryMenu", anchor: "factoryButton", tolerance: 0.5).check(s) == nil)
    #expect(LayoutInvariant.drawnAbove(view: "factoryMenu", other: .name("NavigationBar")).check(s) == nil)
    let menu = try #require(s.root.flattened.last { $0.explicitID == "factoryMenu" })
    #expect(menu.layer == .popup)
    // It is presented: a hosting controller's view in a transition view, above the content.
    #expect(s.root.flattened.contains { $0.name == "UITransitionView" })
  }

  @Test func withoutIgnoresSafeAreaTheMenuIsPushedDownByTheTopInset() throws {
    let s = try #require(try frame("uikit-factory-menu-no-ignore").layout)
    let failure = try #require(LayoutInvariant.anchoredBelow(view: "factoryMenu", anchor: "factoryButton", tolerance: 0.5).check(s))
    #expect(failure.contains("id \"factoryMenu\"") && failure.contains("id \"factoryButton\""), "\(failure)")
    #expect(failure.contains("Δx=+0") && failure.contains("Δy=+47"), "\(failure)")
  }

  @Test func inTheHierarchyTheMenuIsUnderTheBar() throws {
    let s = try #require(try frame("uikit-factory-menu-in-hierarchy").layout)
    let failure = try #require(LayoutInvariant.drawnAbove(view: "factoryMenu", other: .name("NavigationBar")).check(s))
    #expect(failure.contains("id \"factoryMenu\"") && failure.contains("layer content") && failure.contains("NavigationBar"),
            "\(failure)")
  }

  @Test func refusedSwipeShowsTheConfirmation() throws {
    let edited = try #require(try frame("uikit-sheet-guard").layout).root.flattened
    #expect(!edited.contains { $0.name.contains("放弃更改？") })
    let refused = try #require(try frame("uikit-sheet-guard-confirm").layout).root.flattened
    #expect(refused.contains { $0.name.contains("放弃更改？") })
    #expect(refused.contains { $0.name == "Sheet" })  // the sheet stayed
  }

  /// The group the hosting view paints (its presentation transform and alpha).
  func hostingGroup(_ list: DisplayList) -> DisplayGroup? {
    func find(_ items: [DisplayItem]) -> DisplayGroup? {
      for i in items {
        if case .group(let g) = i {
          if g.label == "PopupController" || g.label == "HostingView" { return g }
          if let f = find(g.items) { return f }
        }
      }
      return nil
    }
    return find(list.items)
  }

  func dimGroup(_ list: DisplayList) -> DisplayGroup? {
    func find(_ items: [DisplayItem]) -> DisplayGroup? {
      for i in items {
        if case .group(let g) = i {
          if g.label == "DimmingView" { return g }
          if let f = find(g.items) { return f }
        }
      }
      return nil
    }
    return find(list.items)
  }

  @Test(arguments: [0.0, 0.1, 0.2, 0.3, 0.5])
  func popupScaleFollowsUIKitsSpring(time: Double) throws {
    let spring = UIKitSpring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0.7)
    let p = spring.progress(at: time)
    // Alpha follows the same curve, clamped to [0, 1]: where it reaches 0 the view is not drawn
    // (present at t = 0; dismiss once the spring overshoots), so its scale is not in the list.
    if let present = hostingGroup(try frame("uikit-popup", time: time).displayList) {
      #expect(abs(present.transform.a - (0.7 + 0.3 * p)) < 0.01 && abs(present.transform.d - (0.7 + 0.3 * p)) < 0.01,
              "present t=\(time): \(present.transform.a)")
      #expect(abs(present.opacity - min(max(p, 0), 1)) < 0.01)
    } else {
      #expect(p <= 0, "present t=\(time): not drawn although alpha is \(p)")
    }
    let dismissList = try frame("uikit-popup-dismiss", time: time).displayList
    if let dismiss = hostingGroup(dismissList) {
      #expect(time < 0.5)
      #expect(abs(dismiss.transform.a - (1 - 0.3 * p)) < 0.01, "dismiss t=\(time): \(dismiss.transform.a)")
      #expect(abs(dismiss.opacity - min(max(1 - p, 0), 1)) < 0.01)
    } else {
      #expect(1 - p <= 0 || time >= 0.5, "dismiss t=\(time): not drawn although alpha is \(1 - p)")
    }
  }

  @Test func dimIsBlackAtHalfAlphaWhenSettled() throws {
    let f = try frame("uikit-popup", time: 0.5)
    let dim = try #require(dimGroup(f.displayList))
    #expect(dim.opacity == 1)
    guard case .fill(_, let paint, _) = try #require(dim.items.first) else { Issue.record("no fill"); return }
    #expect(paint == .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
    let layout = try #require(f.layout)
    #expect(layout.root.flattened.contains { $0.name == "DimmingView" && $0.frame == CGRect(x: 0, y: 0, width: 390, height: 844) })
  }
}
