import Foundation
@testable import PlumbUI
import PlumbTesting
import XCTest

// Conformance: right-to-left layout (docs/right-to-left.md). Device: iPhone 14, safe area
// (0, 47, 390, 763), root centred (§3.1).
//
// Sources of the expected numbers: Apple's documentation of `LayoutDirection` ("SwiftUI
// horizontally flips the x position of each view within its parent", H) gives every mirrored
// frame as x' = parent.minX + parent.maxX − x − width of the left-to-right frame; OpenSwiftUI's
// `ViewGeometry.finalizeLayoutDirection` (applied to every placement, including `.position`)
// and its `GeometryEffectTransform` (a geometry effect conjugated with the view's flip, so
// offsets change sign) are the M cases. Each left-to-right frame in a comment is what the same
// view gives without the environment value.

@MainActor private func rtl<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }

final class RightToLeftConformanceTests: XCTestCase {
  /// HStack order (H): LTR a at 151, b at 209 in a stack at 151…239; RTL a starts at the right.
  func testHStackOrderIsMirrored() { onMain {
    let s = layout(rtl(HStack {
      Color.red.frame(width: 50, height: 50).id("a")
      Color.blue.frame(width: 30, height: 30).id("b")
    }.id("stack")))
    assertFrame(s.frame("stack"), 151, 403.5, 88, 50)
    assertFrame(s.frame("a"), 189, 403.5, 50, 50)
    assertFrame(s.frame("b"), 151, 413.5, 30, 30)
  } }

  /// VStack(alignment: .leading) (H): the narrow child hugs the right edge (LTR x 145).
  func testVStackLeadingIsTheRightEdge() { onMain {
    let s = layout(rtl(VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 20).id("wide")
      Color.blue.frame(width: 50, height: 20).id("narrow")
    }))
    assertFrame(s.frame("wide"), 145, 408.5, 100, 20)
    assertFrame(s.frame("narrow"), 195, 428.5, 50, 20)
  } }

  /// `.padding(.leading, 20)` (H): the padding is on the right (LTR child at 180).
  func testLeadingPaddingIsOnTheRight() { onMain {
    let s = layout(rtl(Color.red.frame(width: 50, height: 50).id("c").padding(.leading, 20).id("p")))
    assertFrame(s.frame("p"), 160, 403.5, 70, 50)
    assertFrame(s.frame("c"), 160, 403.5, 50, 50)
    let e = layout(rtl(Color.red.frame(width: 50, height: 50).id("c")
      .padding(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))))
    // LTR: padding frame 150…240, child at 180; mirrored: 150 + 240 − 180 − 50 = 160.
    assertFrame(e.frame("c"), 160, 403.5, 50, 50)
  } }

  /// `frame(maxWidth: .infinity, alignment: .leading)` (H): the child at the right edge (LTR 0).
  func testFrameLeadingAlignment() { onMain {
    let s = layout(rtl(Color.red.frame(width: 50, height: 50).id("c").frame(maxWidth: .infinity, alignment: .leading)))
    assertFrame(s.frame("c"), 340, 403.5, 50, 50)
    let t = layout(rtl(Color.red.frame(width: 50, height: 50).id("c").frame(width: 200, height: 200, alignment: .topTrailing)))
    // LTR: 245, 328.5; mirrored within 95…295: 95.
    assertFrame(t.frame("c"), 95, 328.5, 50, 50)
  } }

  /// Overlay and background alignment (H): topLeading is the top-right corner (LTR 145).
  func testOverlayTopLeading() { onMain {
    let s = layout(rtl(Color.red.frame(width: 100, height: 100).id("base")
      .overlay(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10).id("badge") }
      .background(alignment: .bottomLeading) { Color.green.frame(width: 20, height: 20).id("under") }))
    assertFrame(s.frame("base"), 145, 378.5, 100, 100)
    assertFrame(s.frame("badge"), 235, 378.5, 10, 10)
    assertFrame(s.frame("under"), 225, 458.5, 20, 20)
  } }

  /// ZStack(alignment: .leading) (H): the small child at the right (LTR 145).
  func testZStackLeading() { onMain {
    let s = layout(rtl(ZStack(alignment: .leading) {
      Color.red.frame(width: 100, height: 40)
      Color.blue.frame(width: 20, height: 20).id("small")
    }))
    assertFrame(s.frame("small"), 225, 418.5, 20, 20)
  } }

  /// `.alignmentGuide(.leading)` (H): a guide 10 pt before the leading edge indents toward the
  /// trailing side, which is left (LTR x 155).
  func testAlignmentGuideIndentIsLeftward() { onMain {
    let s = layout(rtl(VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 20)
      Color.blue.frame(width: 50, height: 20).id("indented").alignmentGuide(.leading) { $0[.leading] - 10 }
    }))
    assertFrame(s.frame("indented"), 185, 428.5, 50, 20)
  } }

  /// Spacer (H): `HStack { a; Spacer(); b }` puts a at the right edge (LTR a at 0, b at 360).
  func testSpacerPushesToTheSides() { onMain {
    let s = layout(rtl(HStack {
      Color.red.frame(width: 20, height: 20).id("a")
      Spacer()
      Color.blue.frame(width: 30, height: 30).id("b")
    }))
    assertFrame(s.frame("a"), 370, 418.5, 20, 20)
    assertFrame(s.frame("b"), 0, 413.5, 30, 30)
  } }

  /// A left-to-right subtree inside a right-to-left one (H): the inner stack is placed mirrored
  /// as a whole, its own children in left-to-right order (LTR a 157, b 185, c 213).
  func testNestedLeftToRightInsideRightToLeft() { onMain {
    let s = layout(rtl(HStack {
      Color.red.frame(width: 20, height: 20).id("a")
      HStack {
        Color.green.frame(width: 20, height: 20).id("b")
        Color.blue.frame(width: 20, height: 20).id("c")
      }.environment(\.layoutDirection, .leftToRight).id("inner")
    }))
    assertFrame(s.frame("a"), 213, 418.5, 20, 20)
    assertFrame(s.frame("inner"), 157, 418.5, 48, 20)
    assertFrame(s.frame("b"), 157, 418.5, 20, 20)
    assertFrame(s.frame("c"), 185, 418.5, 20, 20)
  } }

  /// `.offset(x:)` (M, OpenSwiftUI's GeometryEffectTransform): right to left a geometry effect
  /// is conjugated with the view's flip, so +20 moves the view 20 pt left (LTR 190); the
  /// modifier's own layout frame stays at 170.
  func testOffsetXIsMirrored() { onMain {
    let s = layout(rtl(Color.red.frame(width: 50, height: 50).id("c").offset(x: 20, y: 10).id("o")))
    assertFrame(s.frame("o"), 170, 403.5, 50, 50)
    assertFrame(s.frame("c"), 150, 413.5, 50, 50)
  } }

  /// `.position(x:y:)` (M, OpenSwiftUI: `_PositionLayout`'s placement is finalised with the
  /// layout direction like any other): x is measured from the right edge of the parent
  /// (LTR centre at 95 + 50 = 145, frame x 140).
  func testPositionXIsMirrored() { onMain {
    let s = layout(rtl(Color.red.frame(width: 10, height: 10).id("dot").position(x: 50, y: 50)
      .frame(width: 200, height: 200)))
    assertFrame(s.frame("dot"), 240, 373.5, 10, 10)
  } }

  /// GeometryReader (M): global frames are screen positions after mirroring (LTR reader 205).
  func testGeometryReaderSeesTheMirroredFrame() { onMain {
    var seen = CGRect.null
    _ = layout(rtl(HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50)
      GeometryReader { proxy in
        let _ = { seen = proxy.frame(in: .global) }()
        Color.clear
      }.frame(width: 30, height: 50)
    }))
    assertFrame(seen, 155, 403.5, 30, 50)
  } }

  /// `ignoresSafeArea(edges: .leading)` (H: edges are logical) on a landscape-like device with a
  /// 40-pt left and 10-pt right inset: right to left, the leading edge is the right one.
  func testIgnoresSafeAreaLeadingIsTheRightEdge() { onMain {
    var device = Device.custom(width: 300, height: 100, scale: 1)
    device.safeAreaInsets = Device.Insets(top: 0, leading: 40, bottom: 0, trailing: 10)
    let s = layout(rtl(Color.red.id("c").ignoresSafeArea(edges: .leading)), device: device)
    // The safe area is 40…290; growing the right edge to the screen gives 40…300.
    assertFrame(s.frame("c"), 40, 0, 260, 100)
  } }

  /// A horizontal ScrollView starts at its leading (right) edge right to left (H: the content's
  /// leading edge is the first thing shown).
  func testHorizontalScrollViewStartsAtTheRight() { onMain {
    let s = layout(rtl(ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Color.red.frame(width: 300, height: 40).id("first")
        Color.blue.frame(width: 300, height: 40).id("second")
      }
    }.frame(height: 40)))
    assertFrame(s.frame("first"), 90, 408.5, 300, 40)
    assertFrame(s.frame("second"), -210, 408.5, 300, 40)
  } }

  /// Dragging a right-to-left horizontal ScrollView to the right reveals what lies to the left
  /// (H: content follows the finger either way): 100 pt right moves the first page from 90 to 190.
  func testHorizontalScrollViewDragFollowsTheFinger() { onMain {
    let host = ViewHost(rtl(ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Color.red.frame(width: 300, height: 40).id("first")
        Color.blue.frame(width: 300, height: 40).id("second")
      }
    }.frame(height: 40)))
    try host.settle()
    try host.drag(from: CGPoint(x: 100, y: 428), to: CGPoint(x: 200, y: 428), steps: 4)
    try host.settle()
    assertFrame(host.layoutSnapshot.frame("first"), 190, 408.5, 300, 40)
    assertFrame(host.layoutSnapshot.frame("second"), -110, 408.5, 300, 40)
  } }

  /// scrollTo along x right to left counts from the leading (right) edge (M: SwiftUI's layout
  /// space is mirrored right to left, so `.leading` is the right edge, as for alignment): three
  /// 300-wide pages in a 390-wide viewport start at 90, -210, -510; `.leading` on the second puts
  /// its right edge at 390, and the least move to the third brings its left edge to 0 (offset 510,
  /// the maximum).
  func testHorizontalScrollToCountsFromTheRight() { onMain {
    struct Pages: View {
      let target: String
      let anchor: UnitPoint?
      var body: some View {
        ScrollViewReader { proxy in
          ScrollView(.horizontal) {
            HStack(spacing: 0) {
              ForEach(["first", "second", "third"], id: \.self) { Color.red.frame(width: 300, height: 40).id($0) }
            }
          }
          .frame(height: 40)
          .onAppear { proxy.scrollTo(target, anchor: anchor) }
        }
      }
    }
    let leading = layout(rtl(Pages(target: "second", anchor: .leading)))
    assertFrame(leading.frame("second"), 90, 408.5, 300, 40)
    assertFrame(leading.frame("first"), 390, 408.5, 300, 40)
    let least = layout(rtl(Pages(target: "third", anchor: nil)))
    assertFrame(least.frame("third"), 0, 408.5, 300, 40)
  } }

  /// Left to right nothing moves: the same views without the environment value.
  func testLeftToRightUnchanged() { onMain {
    let s = layout(HStack {
      Color.red.frame(width: 50, height: 50).id("a")
      Color.blue.frame(width: 30, height: 30).id("b")
    }.offset(x: 20))
    assertFrame(s.frame("a"), 171, 403.5, 50, 50)
    assertFrame(s.frame("b"), 229, 413.5, 30, 30)
  } }
}
