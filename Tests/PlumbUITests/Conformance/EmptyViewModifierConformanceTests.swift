import Foundation
import PlumbUI
import XCTest

// Conformance: an EmptyView carrying a layout modifier is one stack member (docs/compatibility/layout.md,
// "EmptyView with a modifier"). Device: iPhone 14, safe area (0, 47, 390, 763), root centred.
//
// Source of the rule: the real-SwiftUI layout captures (iOS 26 and macOS 26) checked in issue 8,
// where `VStack { Text("a"); EmptyView().frame(width: 10, height: 10); Text("b") }` has three
// members with default spacing on both sides of the 10×10 frame. Confidence M (measured captures
// reported by the issue; no Apple document states it). A bare EmptyView contributing nothing is
// docs/layout-rules.md §1.2 (H). The numbers below use fixed-size colours instead of Text so they do not
// depend on font metrics; each is arithmetic from 8-pt default spacing (§2.3).

private struct Inset4: ViewModifier {
  func body(content: Content) -> some View { content.padding(4) }
}

private struct Tint: ViewModifier {
  func body(content: Content) -> some View { content.background(Color.red) }
}

final class EmptyViewModifierConformanceTests: XCTestCase {
  /// The case with colours: 20 + 8 + 10 + 8 + 20 = 66 tall, centred: top at 47 + (763 − 66)/2.
  func testFramedEmptyViewIsAMemberWithSpacingOnBothSides() { onMain {
    let s = layout(VStack {
      Color.red.frame(height: 20).id("a")
      EmptyView().frame(width: 10, height: 10).id("e")
      Color.blue.frame(height: 20).id("b")
    })
    assertFrame(s.frame("a"), 0, 395.5, 390, 20)
    assertFrame(s.frame("e"), 190, 423.5, 10, 10)
    assertFrame(s.frame("b"), 0, 441.5, 390, 20)
  } }

  /// Bare EmptyView still vanishes (§1.2, H): 20 + 8 + 20 = 48, so b starts 28 below a.
  func testBareEmptyViewStillVanishes() { onMain {
    let s = layout(VStack {
      Color.red.frame(height: 20).id("a")
      EmptyView()
      Color.blue.frame(height: 20).id("b")
    })
    assertFrame(s.frame("a"), 0, 404.5, 390, 20)
    assertFrame(s.frame("b"), 0, 432.5, 390, 20)
  } }

  /// The 0×0 view itself gets its modifier laid out around it: padding(5) → 10×10.
  func testPaddedEmptyViewIsTenByTen() { onMain {
    let s = layout(VStack {
      Color.red.frame(height: 20).id("a")
      EmptyView().padding(5).id("e")
      Color.blue.frame(height: 20).id("b")
    })
    assertFrame(s.frame("e"), 190, 423.5, 10, 10)
    assertFrame(s.frame("b"), 0, 441.5, 390, 20)
  } }

  /// A background or overlay sized to a 0×0 member adds no height but both spacings: 20 + 8 + 0 + 8 + 20 = 56.
  func testBackgroundAndOverlayOnEmptyViewKeepBothSpacings() { onMain {
    let bg = layout(VStack {
      Color.red.frame(height: 20).id("a")
      EmptyView().background(Color.green.id("fill")).id("e")
      Color.blue.frame(height: 20).id("b")
    })
    assertFrame(bg.frame("a"), 0, 400.5, 390, 20)
    assertFrame(bg.frame("e"), 195, 428.5, 0, 0)
    assertFrame(bg.frame("fill"), 195, 428.5, 0, 0)
    assertFrame(bg.frame("b"), 0, 436.5, 390, 20)

    // The overlay is proposed the member's 0×0 size; a fixed frame overflows it, centred on the point.
    let ov = layout(VStack {
      Color.red.frame(height: 20).id("a")
      EmptyView().overlay(Color.green.frame(width: 30, height: 30).id("badge")).id("e")
      Color.blue.frame(height: 20).id("b")
    })
    assertFrame(ov.frame("e"), 195, 428.5, 0, 0)
    assertFrame(ov.frame("badge"), 180, 413.5, 30, 30)
    assertFrame(ov.frame("b"), 0, 436.5, 390, 20)
  } }

  /// aspectRatio on a 0×0 view answers 0×0 (the child's size), and still takes both spacings.
  func testAspectRatioOnEmptyViewIsAZeroSizeMember() { onMain {
    let s = layout(VStack {
      Color.red.frame(height: 20).id("a")
      EmptyView().aspectRatio(2, contentMode: .fit).id("e")
      Color.blue.frame(height: 20).id("b")
    })
    assertFrame(s.frame("e"), 195, 428.5, 0, 0)
    assertFrame(s.frame("b"), 0, 436.5, 390, 20)
  } }

  /// An alignment guide on the 0×0 member moves it: its leading guide at −50 puts it 50 right of
  /// a's leading edge. Stack: 100 wide (union [0, 100]), 28 tall, centred at (145, 414.5).
  func testAlignmentGuideOnEmptyViewPositionsTheMember() { onMain {
    let s = layout(VStack(alignment: .leading) {
      Color.red.frame(width: 100, height: 20).id("a")
      EmptyView().alignmentGuide(.leading) { _ in -50 }.id("e")
    })
    assertFrame(s.frame("a"), 145, 414.5, 100, 20)
    assertFrame(s.frame("e"), 195, 442.5, 0, 0)
  } }

  /// A custom ViewModifier's content placeholder stands for the 0×0 view: padding(4) → 8×8,
  /// and a body that only adds a background still makes a 0×0 member (both spacings kept).
  func testCustomModifierOnEmptyViewIsAMember() { onMain {
    let s = layout(VStack {
      Color.red.frame(height: 20).id("a")
      EmptyView().modifier(Inset4()).id("e")
      Color.blue.frame(height: 20).id("b")
    })
    assertFrame(s.frame("e"), 191, 424.5, 8, 8)
    assertFrame(s.frame("b"), 0, 440.5, 390, 20)

    let t = layout(VStack {
      Color.red.frame(height: 20).id("a")
      EmptyView().modifier(Tint()).id("e")
      Color.blue.frame(height: 20).id("b")
    })
    assertFrame(t.frame("b"), 0, 436.5, 390, 20)
  } }

  /// Chains lay out from the inside out: frame(10×10) then padding(2) → 14×14.
  func testModifierChainOnEmptyView() { onMain {
    let s = layout(HStack(spacing: 0) {
      Color.red.frame(width: 20, height: 20).id("a")
      EmptyView().frame(width: 10, height: 10).padding(2).id("e")
    })
    assertFrame(s.frame("e"), 198, 421.5, 14, 14)
  } }
}
