import Foundation
import PlumbUI
import XCTest

// Conformance: the Layout protocol (custom layouts) and lazy grids. The Layout protocol's contract
// is Apple's documentation (H); grid track sizing follows Apple's GridItem documentation (M).

/// A flow layout: subviews left to right at their ideal sizes, wrapping at the proposed width.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(width: proposal.width ?? .infinity, subviews)
    return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.map(\.height).reduce(0, +)
                  + spacing * CGFloat(max(0, rows.count - 1)))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in arrange(width: bounds.width, subviews) {
      var x = bounds.minX
      for i in row.indices {
        let s = subviews[i].sizeThatFits(.unspecified)
        subviews[i].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
        x += s.width + spacing
      }
      y += row.height + spacing
    }
  }

  struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

  func arrange(width: CGFloat, _ subviews: Subviews) -> [Row] {
    var rows: [Row] = [Row()]
    for i in subviews.indices {
      let s = subviews[i].sizeThatFits(.unspecified)
      let extra = rows[rows.count - 1].indices.isEmpty ? s.width : rows[rows.count - 1].width + spacing + s.width
      if extra > width && !rows[rows.count - 1].indices.isEmpty {
        rows.append(Row())
      }
      var r = rows[rows.count - 1]
      r.width = r.indices.isEmpty ? s.width : r.width + spacing + s.width
      r.height = max(r.height, s.height)
      r.indices.append(i)
      rows[rows.count - 1] = r
    }
    return rows
  }
}

final class CustomLayoutConformanceTests: XCTestCase {
  /// Layout protocol: sizeThatFits answers, placeSubviews places at the given points.
  func testFlowLayoutWraps() { onMain {
    let s = layout(FlowLayout {
      ForEach(0..<5) { i in Color.red.frame(width: 150, height: 30).id(i) }
    }.frame(width: 390))
    // Two per row (150 + 8 + 150 = 308 ≤ 390): rows at 0, 38, 76 → 106 tall. The flow is as
    // wide as its widest row, 308, centred in the 390 frame: x0 = 41.
    let top = 47 + (763 - 106) / 2.0
    assertFrame(s.frame("0"), 41, top, 150, 30)
    assertFrame(s.frame("1"), 199, top, 150, 30)
    assertFrame(s.frame("4"), 41, top + 76, 150, 30)
  } }

  /// Layout protocol: a subview the layout does not place sits at the container's centre.
  func testUnplacedSubviewIsCentred() { onMain {
    struct Nothing: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    let s = layout(Nothing { Color.red.frame(width: 20, height: 20).id("c") })
    assertFrame(s.frame("c"), 185, 418.5, 20, 20)
  } }

  /// GridItem: fixed tracks first, flexible tracks share the rest: (390 − 100 − 16)/2 = 137.
  func testGridFixedAndFlexibleColumns() { onMain {
    let s = layout(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())]) {
      ForEach(0..<6) { i in Color.blue.frame(height: 40).id(i) }
    })
    // Two rows of 40 with 8 between: 88 tall, centred.
    let top = 47 + (763 - 88) / 2.0
    assertFrame(s.frame("0"), 0, top, 100, 40)
    assertFrame(s.frame("1"), 108, top, 137, 40)
    assertFrame(s.frame("2"), 253, top, 137, 40)
    assertFrame(s.frame("3"), 0, top + 48, 100, 40)
  } }

  /// GridItem.adaptive: as many columns of at least the minimum as fit: ⌊(390 + 8)/(80 + 8)⌋ = 4,
  /// each (390 − 24)/4 = 91.5 wide.
  func testGridAdaptiveColumns() { onMain {
    let s = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
      ForEach(0..<5) { i in Color.blue.frame(height: 40).id(i) }
    })
    let top = 47 + (763 - 88) / 2.0
    assertFrame(s.frame("0"), 0, top, 91.5, 40)
    assertFrame(s.frame("3"), 298.5, top, 91.5, 40)
    assertFrame(s.frame("4"), 0, top + 48, 91.5, 40)
  } }

  /// §3 safeAreaInset: the inset sits at the bottom; the main view is offered what is left.
  func testSafeAreaInsetBottom() { onMain {
    let s = layout(Color.red.id("main").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") })
    assertFrame(s.frame("main"), 0, 47, 390, 713)
    assertFrame(s.frame("bar"), 0, 760, 390, 50)
  } }
}

final class ViewThatFitsConformanceTests: XCTestCase {
  /// ViewThatFits (Apple docs, H): the first child whose ideal size fits is shown.
  func testPicksFirstThatFits() { onMain {
    let s = layout(ViewThatFits {
      Color.red.frame(width: 500, height: 10).id("wide")
      Color.blue.frame(width: 200, height: 10).id("narrow")
    })
    XCTAssertNil(s.frame("wide"))
    assertFrame(s.frame("narrow"), 95, 423.5, 200, 10)
  } }

  /// When nothing fits, the last child is shown (and may overflow).
  func testFallsBackToLast() { onMain {
    let s = layout(ViewThatFits(in: .horizontal) {
      Color.red.frame(width: 500, height: 10).id("a")
      Color.blue.frame(width: 450, height: 10).id("b")
    })
    assertFrame(s.frame("b"), -30, 423.5, 450, 10)
  } }
}
