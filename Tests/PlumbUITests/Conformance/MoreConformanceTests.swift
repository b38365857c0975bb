import Foundation
import PlumbUI
import XCTest

// More conformance cases: custom alignment IDs (§2.5), text sizing (§1.2, fixed-metrics font:
// 0.6 em per character, 1 em per line), scroll content ideal sizes (§6), flexible frames beside
// spacers (§2.2, §3), lazy stacks (§1.2), images (§1.2) and position with a nil proposal (§3).

extension VerticalAlignment {
  /// A custom guide whose default is the bottom edge.
  enum MidAccount: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  }
  static let midAccount = VerticalAlignment(MidAccount.self)
}

final class MoreConformanceTests: XCTestCase {
  /// §2.5: a custom AlignmentID: the red view sets it to its centre (50), the blue one uses the
  /// default (its bottom, 40), so blue's top is 10 below red's.
  func testCustomAlignmentID() { onMain {
    let s = layout(HStack(alignment: .midAccount, spacing: 0) {
      Color.red.frame(width: 10, height: 100).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }.id("r")
      Color.blue.frame(width: 10, height: 40).id("b")
    })
    assertFrame(s.frame("r"), 185, 378.5, 10, 100)
    assertFrame(s.frame("b"), 195, 388.5, 10, 40)
  } }

  /// §1.2 Text: a concrete width wraps at word boundaries and hugs the widest line.
  func testTextWrapsAndHugs() { onMain {
    let s = layout(Text("Hello world").id("t").frame(width: 60).id("f"))
    assertFrame(s.frame("f"), 165, 411.5, 60, 34)
    assertFrame(s.frame("t"), 169.5, 411.5, 51, 34)
  } }

  /// §1.2 Text: lineLimit(1) truncates with "…": 4 characters fit in 50 pt → 40.8 wide.
  func testTextTruncatesToLineLimit() { onMain {
    let s = layout(Text("Hello world").lineLimit(1).id("t").frame(width: 50))
    assertFrame(s.frame("t"), 174.6, 420, 40.8, 17)
  } }

  /// §3 fixedSize: text at its ideal size overflows a narrower frame, centred on it.
  func testFixedSizeTextOverflowsFrame() { onMain {
    let s = layout(Text("Hello world").fixedSize().id("t").frame(width: 60))
    assertFrame(s.frame("t"), 138.9, 420, 112.2, 17)
  } }

  /// §6 + §1.1: a GeometryReader in scroll content is proposed a nil height and is 0 tall.
  func testGeometryReaderInScrollViewIsZeroTall() { onMain {
    assertFrame(layout(ScrollView { GeometryReader { _ in Color.red }.id("g") }).frame("g"), 0, 47, 390, 0)
  } }

  /// §6: a Spacer in scroll content only has its minimum (8).
  func testSpacerInScrollContent() { onMain {
    let s = layout(ScrollView {
      VStack(spacing: 0) {
        Color.red.frame(height: 100)
        Spacer()
        Color.blue.frame(height: 100).id("b")
      }
    })
    assertFrame(s.frame("b"), 0, 47 + 108, 390, 100)
  } }

  /// §2.2 + §3: `frame(maxHeight: .infinity)` takes all but the Spacer's reserved minimum.
  func testFlexibleFrameBesideSpacer() { onMain {
    let s = layout(VStack(spacing: 0) {
      Color.red.frame(height: 100).id("r").frame(maxHeight: .infinity).id("f")
      Spacer()
    })
    assertFrame(s.frame("f"), 0, 47, 390, 755)
    assertFrame(s.frame("r"), 0, 374.5, 390, 100)
  } }

  /// §1.2: LazyHStack takes the proposed height and centres its items.
  func testLazyHStackTakesProposedHeight() { onMain {
    let s = layout(LazyHStack(spacing: 0) { Color.red.frame(width: 50, height: 20).id("c") }.id("l"))
    assertFrame(s.frame("l"), 170, 47, 50, 763)
    assertFrame(s.frame("c"), 170, 418.5, 50, 20)
  } }

  /// §1.2 Image: a symbol ignores the proposal (1.2 × the font size); `.resizable()` takes it.
  func testImageSizes() { onMain {
    let s = layout(VStack(spacing: 0) {
      Image(systemName: "star").font(.system(size: 20)).id("fixed").frame(width: 100, height: 100)
      Image(systemName: "star").resizable().frame(width: 40, height: 30).id("resizable")
    })
    // Stack 100 × 130 at (145, 363.5).
    assertFrame(s.frame("fixed"), 183, 401.5, 24, 24)
    assertFrame(s.frame("resizable"), 175, 463.5, 40, 30)
  } }

  /// §3 position: with a nil proposal the modifier takes the child's size.
  func testPositionWithNilProposal() { onMain {
    let s = layout(Color.red.frame(width: 20, height: 20).id("c").position(x: 10, y: 10).fixedSize().id("p"))
    assertFrame(s.frame("p"), 185, 418.5, 20, 20)
    assertFrame(s.frame("c"), 185, 418.5, 20, 20)
  } }
}
