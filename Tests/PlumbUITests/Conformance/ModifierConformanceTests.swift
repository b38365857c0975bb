import Foundation
import PlumbUI
import XCTest

// Conformance: offset, position, background/overlay, aspectRatio (docs/layout-rules.md §3).
// Device: iPhone 14, safe area (0, 47, 390, 763), root centred (§3.1).

/// Records the value a GeometryReader saw (tests only).
@MainActor
final class Recorder {
  var rect: CGRect?
  var size: CGSize?
  var insets: EdgeInsets?
}

final class ModifierConformanceTests: XCTestCase {
  /// §3 offset: no layout effect on siblings; the shifted view's global frame moves.
  func testOffsetMovesOnlyTheView() { onMain {
    let s = layout(VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 100).id("a").offset(x: 20, y: 30).id("o")
      Color.blue.frame(width: 100, height: 100).id("b")
    })
    assertFrame(s.frame("a"), 165, 358.5, 100, 100)
    // The offset modifier itself keeps its layout frame (a background outside it stays put).
    assertFrame(s.frame("o"), 145, 328.5, 100, 100)
    assertFrame(s.frame("b"), 145, 428.5, 100, 100)
  } }

  /// §3 offset: a GeometryReader inside an offset sees the shifted global frame.
  func testGeometryReaderSeesOffset() { onMain {
    let rec = Recorder()
    _ = layout(Color.red.frame(width: 100, height: 100)
      .background(GeometryReader { p -> Color in rec.rect = p.frame(in: .global); return Color.clear })
      .offset(x: 10))
    assertFrame(rec.rect, 155, 378.5, 100, 100)
  } }

  /// §3 position: takes the whole proposal and centres the child on the point.
  func testPositionCentresChildOnPoint() { onMain {
    let s = layout(Color.red.frame(width: 50, height: 50).id("c").position(x: 100, y: 100).id("p"))
    assertFrame(s.frame("p"), 0, 47, 390, 763)
    assertFrame(s.frame("c"), 75, 122, 50, 50)
  } }

  /// §3 position inside a frame: the point is in the frame's space.
  func testPositionInsideFrame() { onMain {
    let s = layout(Color.red.frame(width: 50, height: 50).id("c").position(x: 0, y: 0).frame(width: 200, height: 200))
    assertFrame(s.frame("c"), 70, 303.5, 50, 50)
  } }

  /// §3 background: the secondary never changes layout; it is centred on the primary.
  func testBackgroundDoesNotChangeLayout() { onMain {
    let s = layout(Color.red.frame(width: 100, height: 100).id("p")
      .background(Color.blue.frame(width: 200, height: 20).id("bg")))
    assertFrame(s.frame("p"), 145, 378.5, 100, 100)
    assertFrame(s.frame("bg"), 95, 418.5, 200, 20)
  } }

  /// §3 overlay with alignment.
  func testOverlayTopTrailing() { onMain {
    let s = layout(Color.red.frame(width: 100, height: 100)
      .overlay(alignment: .topTrailing) { Color.blue.frame(width: 20, height: 20).id("o") })
    assertFrame(s.frame("o"), 225, 378.5, 20, 20)
  } }

  /// §3 background: the secondary is offered the primary's size.
  func testBackgroundProposedPrimarySize() { onMain {
    let s = layout(Color.red.frame(width: 100, height: 50).background { Color.blue.id("bg") })
    assertFrame(s.frame("bg"), 145, 403.5, 100, 50)
  } }

  /// §3 `background(_ style:)` fills into the safe area on the edges the receiver touches
  /// (spec confidence M-H; §12 item 2 asks to verify on a simulator).
  func testBackgroundStyleExtendsIntoSafeArea() { onMain {
    let s = layout(Color.clear.background(Color.red))
    let fill = s.nodes(named: "Rectangle").first?.frame
    assertFrame(fill, 0, 0, 390, 844)
  } }

  /// §3: the builder form `background { Color }` does not extend.
  func testBackgroundBuilderDoesNotExtend() { onMain {
    let s = layout(Color.clear.background { Color.red.id("bg") })
    assertFrame(s.frame("bg"), 0, 47, 390, 763)
  } }

  /// §3 aspectRatio fit: the largest 2:1 rect in 390×763 is 390×195.
  func testAspectRatioFit() { onMain {
    assertFrame(layout(Color.red.aspectRatio(2, contentMode: .fit).id("a")).frame("a"), 0, 331, 390, 195)
  } }

  /// §3 aspectRatio fill: the smallest 2:1 rect covering 390×763 is 1526×763, centred.
  func testAspectRatioFill() { onMain {
    assertFrame(layout(Color.red.aspectRatio(2, contentMode: .fill).id("a")).frame("a"), -568, 47, 1526, 763)
  } }

  /// §3 scaledToFit: the ratio comes from the child's ideal size (10×10 → square).
  func testScaledToFitUsesIdealRatio() { onMain {
    assertFrame(layout(Color.red.scaledToFit().id("a")).frame("a"), 0, 233.5, 390, 390)
  } }

  /// §3 scaleEffect / rotationEffect are render-only: layout is unchanged.
  func testScaleEffectDoesNotChangeLayout() { onMain {
    let s = layout(VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 100).scaleEffect(2).id("a")
      Color.blue.frame(width: 100, height: 100).id("b")
    })
    assertFrame(s.frame("b"), 145, 428.5, 100, 100)
  } }

  /// §3 frame(in:): render transforms above a view are included as a bounding box: a 100×100
  /// view scaled 2× about its centre reports 200×200.
  func testScaleEffectSeenByGeometryReader() { onMain {
    let rec = Recorder()
    _ = layout(Color.red.frame(width: 100, height: 100)
      .background(GeometryReader { p -> Color in rec.rect = p.frame(in: .global); return Color.clear })
      .scaleEffect(2))
    assertFrame(rec.rect, 95, 328.5, 200, 200)
  } }
}
