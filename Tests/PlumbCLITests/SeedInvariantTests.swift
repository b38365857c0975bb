import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbTesting
import PlumbUIKit
import Testing

/// Layout invariants of the seed screens, read from their layout snapshots (laid out with the
/// fixed-metrics font, so the checks do not depend on font files): what each golden must keep
/// showing, and the bug variant failing with a message that names both views. All but
/// `home-pop-menu-bug` render the seed articles' own code (Sources/PlumbSeeds), which tags no view
/// with `.id`: its views are found by name and identity, and the facts checked are the articles'.
@Suite struct SeedInvariantTests {
  func frame(_ name: String, time: Double = 0) throws -> CatalogScreen.Frame {
    let screen = try #require(Catalog.screen(named: name))
    return try screen.render(CatalogContext(device: .iPhone14, time: time))
  }

  func layout(_ name: String, time: Double = 0) throws -> LayoutSnapshot {
    try #require(try frame(name, time: time).layout)
  }

  /// The innermost node whose identity ends with `suffix`, as a query.
  func node(_ s: LayoutSnapshot, _ suffix: String) throws -> LayoutNode {
    try #require(s.root.flattened.last { $0.identity.hasSuffix(suffix) }, "no view whose identity ends \(suffix)")
  }

  /// Article 000: `.popMenu` presents a UIHostingController `.overFullScreen` from the key window;
  /// PopMenuContentView, ignoring the safe area, offsets the menu to the factory button's global
  /// bottom-left (PopMenuPointKey's rect: minX, maxY), so it hangs under the button, above the bar.
  @Test func popMenuIsAnchoredUnderItsButtonAndDrawnAboveTheBar() throws {
    let s = try layout("home-pop-menu")
    let button = try node(s, "PopMenuViewModify/background/HStack")
    let menu = try node(s, "PopMenuButton/shadow/background/frame/VStack")
    #expect(button.layer == .navigationBar)
    #expect(LayoutInvariant.anchoredBelow(view: .identity(menu.identity), anchor: .identity(button.identity), tolerance: 0.5)
      .check(s) == nil)
    #expect(LayoutInvariant.drawnAbove(view: .identity(menu.identity), other: .name("NavigationBar")).check(s) == nil)
    #expect(LayoutInvariant.onScreen(view: .identity(menu.identity)).check(s) == nil)
    #expect(menu.layer == .popup)
    // Presented: the hosting controller's view in a transition view, over the full screen.
    let hosting = try #require(s.root.flattened.first { $0.name == "HostingView" })
    #expect(hosting.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(s.root.flattened.contains { $0.name == "UITransitionView" })
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

  /// Article 001: SectionIndexTitles overlaid on the ScrollView, `.frame(maxWidth: .infinity,
  /// alignment: .trailing).padding()`: six 40 × 40 entries in a column 16 pt from the trailing edge,
  /// sorted (Apple TV first); a finger on an entry scrolls its section to the centre.
  @Test func deviceListHasATrailingIndexThatScrollsToTheSectionUnderTheFinger() throws {
    let rest = try layout("device-list")
    let entries = rest.root.flattened.filter { $0.name == "RoundedRectangle" }
    #expect(entries.count == 6)
    for e in entries {
      #expect(e.frame.size == CGSize(width: 40, height: 40))
      #expect(abs(e.frame.maxX - (390 - 16)) < 0.01, "trailing, inside the padding: \(e.frame)")
    }
    #expect(entries.map(\.frame.minY) == entries.map(\.frame.minY).sorted())
    let scroll = try #require(rest.root.flattened.first { $0.name == "ScrollView" }).frame
    // The column is centred on the scroll view (a VStack in the overlay's full-height frame).
    let column = entries.map(\.frame).reduce(entries[0].frame) { $0.union($1) }
    #expect(abs(column.midY - scroll.midY) < 1, "\(column) in \(scroll)")
    // At rest the first section, Apple TV, is at the top (its title inside HeaderView's padding).
    let firstHeader = try header(rest, "Apple TV")
    #expect(abs(firstHeader.minY - (scroll.minY + 16)) < 1, "\(firstHeader) in \(scroll)")
    // A finger held on the iPad entry, and a drag from Apple TV down to iPod: the section under
    // the finger is scrolled to (anchor .center), on screen, Apple TV's header gone above.
    for (name, section) in [("device-list-scrollto", "iPad"), ("device-list-index-drag", "iPod")] {
      let s = try layout(name)
      let h = try header(s, section)
      #expect(h.minY > scroll.minY && h.maxY < scroll.maxY, "\(name): \(section) header at \(h)")
      #expect(try header(s, "Apple TV").maxY < scroll.minY, "\(name): scrolled")
      #expect(LayoutInvariant.drawnAbove(view: .name("RoundedRectangle"), other: .name("Text(\"\(section)\")")).check(s) == nil)
    }
  }

  /// The frame of a section's header (HeaderView's Text, not a row of the same name).
  func header(_ s: LayoutSnapshot, _ title: String) throws -> CGRect {
    try #require(s.root.flattened.first { $0.name == "Text(\"\(title)\")" && $0.identity.contains("HeaderView") }).frame
  }

  @Test func sheetFormIsALargeSheetAboveTheSettings() throws {
    let s = try layout("sheet-form")
    let nodes = s.root.flattened
    let background = try #require(nodes.first { $0.identity.hasSuffix("/sheet/background/Color") })
    #expect(background.frame.minY == 57, "large detent: safeTop + 10")
    #expect(background.layer == .sheet)
    #expect(LayoutInvariant.drawnAbove(view: .name("Switch"), other: .name("Text(\"New\")")).check(s) == nil)
    // MbModalHackView's controller is in the sheet (it finds the sheet's presentation controller).
    #expect(s.root.flattened.contains { $0.name == "UIView" && $0.layer == .sheet })
  }

  @Test func sheetFormAsksBeforeDiscardingAfterARefusedSwipe() throws {
    let s = try layout("sheet-form-confirm")
    #expect(LayoutInvariant.drawnAbove(view: "dialogBox", other: .name("Switch")).check(s) == nil)
    #expect(LayoutInvariant.onScreen(view: "dialogBox").check(s) == nil)
    let box = try #require(s.root.flattened.first { $0.explicitID == "dialogBox" })
    #expect(box.layer == .alert)
    #expect(box.frame.maxY == 810, "on the safe-area bottom")
    #expect(s.root.flattened.contains { $0.identity.hasSuffix("/sheet/background/Color") && $0.frame.minY == 57 },
            "the sheet rubber-banded back and stays")
  }

  /// Article 004: ZCXPopup.TransitionAnimator scales the popup from 0.7 and fades it in with
  /// `UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7,
  /// initialSpringVelocity: 0.7)`; the presentation controller's 50 % black dimming view fades in
  /// alongside (the same curve); the popup's view covers the screen, its content centred.
  @Test(arguments: [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.7, 1.0])  // the screen's transition times
  func customPopupFollowsUIKitsSpring(time t: Double) throws {
    let p = UIKitSpring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0.7).progress(at: t)
    let f = try frame("custom-popup", time: t)
    let groups = Self.groups(f.displayList.items)
    if t < 0.5 && p > 0 {
      let scale = 0.7 + 0.3 * p
      #expect(groups.contains { abs($0.transform.a - scale) < 0.01 && abs($0.transform.d - scale) < 0.01 },
              "popup scale \(scale) at \(t) s")
      #expect(groups.contains { abs($0.opacity - min(p, 1)) < 0.01 }, "alpha \(p) at \(t) s")
    } else if t >= 0.5 {
      #expect(!groups.contains { $0.transform.a != 1 && $0.transform.a == $0.transform.d && $0.transform.b == 0
        && $0.transform.a > 0.69 && $0.transform.a < 1.1 }, "settled at \(t) s")
    }
    let s = try #require(f.layout)
    let card = try node(s, "PopupContent/PopupContent/background")
    #expect(LayoutInvariant.drawnAbove(view: .identity(card.identity), other: .name("NavigationBar")).check(s) == nil)
    // Centred in the hosting view's safe area (47…810), as the scene's content view would be.
    #expect(abs(card.frame.midX - 195) < 0.5 && abs(card.frame.midY - 428.5) < 0.5, "centred: \(card.frame)")
    // The dimming view: black at 50 %, the container's bounds, inserted at index 0.
    let dim = try #require(s.root.flattened.first { $0.identity.hasSuffix("UITransitionView/0/UIView") })
    #expect(dim.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  static func groups(_ items: [DisplayItem]) -> [DisplayGroup] {
    items.flatMap { item -> [DisplayGroup] in
      if case .group(let g) = item { return [g] + groups(g.items) }
      return []
    }
  }
}
