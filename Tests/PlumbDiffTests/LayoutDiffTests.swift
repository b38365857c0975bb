import Foundation
import Testing
import PlumbGraphics
@testable import PlumbDiff

@Suite struct LayoutDiffTests {
  private func snapshot(_ root: LayoutNode) -> LayoutSnapshot {
    LayoutSnapshot(screenSize: CGSize(width: 390, height: 844), scale: 3, safeAreaInsets: [:], root: root)
  }

  private func node(_ name: String, _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                    layer: LayoutNode.Layer = .content, _ children: [LayoutNode] = []) -> LayoutNode {
    LayoutNode(name: name, identity: id, frame: CGRect(x: x, y: y, width: w, height: h), layer: layer,
               children: children)
  }

  private func screen(menuY: Double, titleWidth: Double = 120, extra: [LayoutNode] = []) -> LayoutSnapshot {
    snapshot(node("Root", "0", 0, 0, 390, 844, [
      node("Text(\"Title\")", "0/VStack/0/Text", 16, 60, titleWidth, 20),
      node("PopMenu", "0/overlay/PopMenu", 16, menuY, 200, 120, layer: .overlay, [
        node("Button(\"Copy\")", "0/overlay/PopMenu/0/Button", 16, menuY + 8, 200, 44),
        node("Button(\"Paste\")", "0/overlay/PopMenu/1/Button", 16, menuY + 60, 200, 44),
      ]),
    ] + extra))
  }

  @Test func identicalLayoutsHaveNoChanges() {
    #expect(LayoutDiff.compare(screen(menuY: 104), screen(menuY: 104)).isEmpty)
  }

  @Test func subThousandthNoiseIsIgnored() {
    let changes = LayoutDiff.compare(screen(menuY: 104), screen(menuY: 104.0004, titleWidth: 120.0009))
    #expect(changes.isEmpty)
    #expect(LayoutDiff.compare(screen(menuY: 104), screen(menuY: 104.002)).count == 1)
  }

  @Test func aMovedOverlayIsOneLineCarryingItsChildren() {
    let changes = LayoutDiff.compare(screen(menuY: 104), screen(menuY: 151))
    #expect(changes.map(\.description) == ["PopMenu (overlay) moved (16,104) → (16,151), Δy=+47 (with 2 descendants)"])
    #expect(changes[0].kind == .moved && changes[0].dy == 47 && changes[0].dx == 0)
    #expect(changes[0].identity == "0/overlay/PopMenu")
  }

  @Test func addedRemovedResizedInOrder() {
    let old = screen(menuY: 104, extra: [node("Spacer", "0/VStack/2/Spacer", 0, 700, 390, 10)])
    let new = screen(menuY: 104, titleWidth: 132.5, extra: [node("Badge", "0/VStack/3/Badge", 300, 60, 24, 24)])
    let changes = LayoutDiff.compare(old, new)
    #expect(changes.map(\.description) == [
      "Spacer removed from (0,700) 390×10",
      "Text(\"Title\") resized 120×20 → 132.5×20, Δw=+12.5",
      "Badge added at (300,60) 24×24",
    ])
    #expect(changes.map(\.kind) == [.removed, .resized, .added])
  }

  @Test func childMovingDifferentlyFromItsParentIsListed() {
    var new = screen(menuY: 151)
    new.root.children[1].children[1].frame.origin.y += 10  // Paste moved further than the menu
    new.root.children[1].frame.size.height += 10
    let changes = LayoutDiff.compare(screen(menuY: 104), new)
    #expect(changes.map(\.description) == [
      "PopMenu (overlay) moved (16,104) → (16,151), Δy=+47 and resized 200×120 → 200×130, Δh=+10 (with 1 descendant)",
      "Button(\"Paste\") moved (16,164) → (16,221), Δy=+57",
    ])
  }

  @Test func repeatedIdentitiesAreMatchedInOrder() {
    let old = snapshot(node("Root", "0", 0, 0, 100, 100, [
      node("Cell", "0/ForEach/Cell", 0, 0, 100, 10), node("Cell", "0/ForEach/Cell", 0, 10, 100, 10)]))
    var new = old
    new.root.children[1].frame.origin.x = -3
    #expect(LayoutDiff.compare(old, new).map(\.description) == ["Cell moved (0,10) → (-3,10), Δx=-3"])
  }

  @Test func sidecarRoundTripKeepsTheComparisonEmpty() throws {
    let s = screen(menuY: 104)
    let back = try LayoutSnapshot.decode(try s.jsonData())
    #expect(LayoutDiff.compare(s, back).isEmpty)
  }
}
