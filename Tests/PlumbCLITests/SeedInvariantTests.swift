import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbTesting
import Testing

/// Layout invariants of the seed screens, read from their layout snapshots (laid out with the
/// fixed-metrics font, so the checks do not depend on font files): what each golden must keep
/// showing, and the bug variant failing with a message that names both views.
@Suite struct SeedInvariantTests {
  func frame(_ name: String, time: Double = 0) throws -> CatalogScreen.Frame {
    let screen = try #require(Catalog.screen(named: name))
    return try screen.render(CatalogContext(device: .iPhone14, time: time))
  }

  func layout(_ name: String, time: Double = 0) throws -> LayoutSnapshot {
    try #require(try frame(name, time: time).layout)
  }

  @Test func popMenuIsAnchoredUnderItsButtonAndDrawnAboveTheBar() throws {
    let s = try layout("home-pop-menu")
    #expect(LayoutInvariant.anchoredBelow(view: "menuArrow", anchor: "menuButton", tolerance: 0.5).check(s) == nil)
    #expect(LayoutInvariant.drawnAbove(view: "popMenu", other: .name("NavigationBar")).check(s) == nil)
    #expect(LayoutInvariant.onScreen(view: "popMenu").check(s) == nil)
    let menu = try #require(s.root.flattened.last { $0.explicitID == "popMenu" })
    #expect(menu.layer == .overlay)
  }

  @Test func popMenuBugFailsTheAnchorAndLayerChecksNamingBothViews() throws {
    let s = try layout("home-pop-menu-bug")
    let anchored = try #require(LayoutInvariant.anchoredBelow(view: "menuArrow", anchor: "menuButton", tolerance: 0.5).check(s))
    #expect(anchored.contains("id \"menuArrow\"") && anchored.contains("id \"menuButton\""), "\(anchored)")
    // The page starts below the status bar (47) and the large-title bar (96): pushed down 143 pt.
    #expect(anchored.contains("Δx=+0") && anchored.contains("Δy=+143"), "\(anchored)")
    let layered = try #require(LayoutInvariant.drawnAbove(view: "popMenu", other: .name("NavigationBar")).check(s))
    #expect(layered.contains("id \"popMenu\"") && layered.contains("layer content") && layered.contains("NavigationBar"),
            "\(layered)")
  }

  @Test func frameGetterShowsTheSettledFrameOfTheCard() throws {
    let s = try layout("frame-getter")
    let card = try #require(s.root.flattened.first { $0.explicitID == "card" }?.frame)
    let names = s.root.flattened.map(\.name)
    #expect(names.contains("Text(\"minX \(Int(card.minX))   minY \(Int(card.minY))\")"), "\(card)")
    #expect(names.contains("Text(\"width 240   height 140\")"))
    #expect(card.minY > 47, "a settled value, not the initial .zero")
    #expect(LayoutInvariant.insideSafeArea(view: "card").check(s) == nil)
  }

  @Test func deviceListScrollsToTheChosenSection() throws {
    // The inline bar is 44 tall: the scroll view's top is at 47 + 44.
    let rest = try layout("device-list")
    #expect(rest.root.flattened.first { $0.explicitID == "iPhone" }?.frame.minY == 91)
    let scrolled = try layout("device-list-scrollto")
    #expect(scrolled.root.flattened.first { $0.explicitID == "iPad" }?.frame.minY == 91)
    let dragged = try layout("device-list-index-drag")
    #expect(dragged.root.flattened.first { $0.explicitID == "iPod" }?.frame.minY == 91)
    for s in [rest, scrolled, dragged] {
      #expect(LayoutInvariant.insideSafeArea(view: "sectionIndex").check(s) == nil)
      #expect(LayoutInvariant.drawnAbove(view: "sectionIndex", other: "iPhone").check(s) == nil)
    }
  }

  @Test func sheetFormIsALargeSheetAboveTheSettings() throws {
    let s = try layout("sheet-form")
    let nodes = s.root.flattened
    let background = try #require(nodes.first { $0.identity.hasSuffix("/sheet/background/Color") })
    #expect(background.frame.minY == 57, "large detent: safeTop + 10")
    #expect(background.layer == .sheet)
    #expect(LayoutInvariant.drawnAbove(view: "notificationsToggle", other: "editProfile").check(s) == nil)
  }

  @Test func sheetFormAsksBeforeDiscardingAfterARefusedSwipe() throws {
    let s = try layout("sheet-form-confirm")
    #expect(LayoutInvariant.drawnAbove(view: "dialogBox", other: "notificationsToggle").check(s) == nil)
    #expect(LayoutInvariant.onScreen(view: "dialogBox").check(s) == nil)
    let box = try #require(s.root.flattened.first { $0.explicitID == "dialogBox" })
    #expect(box.layer == .alert)
    #expect(box.frame.maxY == 810, "on the safe-area bottom")
    #expect(s.root.flattened.contains { $0.identity.hasSuffix("/sheet/background/Color") && $0.frame.minY == 57 },
            "the sheet rubber-banded back and stays")
  }

  /// The card scales with spring(response: 0.5, dampingFraction: 0.7): progress .4233 at 0.1 s
  /// (docs/layout-rules.md §8.3), so 0.7 + 0.3 × .4233; the dim fades in by the same progress.
  @Test func customPopupFollowsTheSpring() throws {
    for (t, p) in [(0.0, 0.0), (0.1, 0.4233), (0.3, 1.0339), (1.0, 1.0)] {
      let f = try frame("custom-popup", time: t)
      let groups = Self.groups(f.displayList.items)
      let expected = 0.7 + 0.3 * p
      if t < 1 {
        #expect(groups.contains { abs($0.transform.a - expected) < 0.002 && abs($0.transform.d - expected) < 0.002 },
                "card scale at \(t) s")
        // At 0 s the dim is fully transparent and not painted at all.
        #expect(groups.contains { abs($0.opacity - min(p, 1)) < 0.002 } || p == 0 || p >= 1, "dim opacity at \(t) s")
      } else {
        #expect(!groups.contains { $0.transform.a != 1 && $0.transform.a > 0.69 && $0.transform.a < 1.1 && $0.label == nil
          && $0.transform.b == 0 && $0.transform.a == $0.transform.d }, "settled: no transition left at 1 s")
      }
      let s = try #require(f.layout)
      #expect(LayoutInvariant.drawnAbove(view: "popupCard", other: .name("NavigationBar")).check(s) == nil)
      #expect(LayoutInvariant.onScreen(view: "popupCard").check(s) == nil)
    }
  }

  static func groups(_ items: [DisplayItem]) -> [DisplayGroup] {
    items.flatMap { item -> [DisplayGroup] in
      if case .group(let g) = item { return [g] + groups(g.items) }
      return []
    }
  }
}
