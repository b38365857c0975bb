import Foundation
@testable import PlumbUI
import XCTest

// `HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout` and `AnyLayout` (iOS 16 `Layout`
// values; docs/compatibility/layout.md, "Layout values").

@MainActor private func boxes() -> some View {
  ForEach(0..<3) { i in Color.blue.frame(width: 40 + CGFloat(i) * 10, height: 30 + CGFloat(i) * 5).id("b\(i)") }
}

private func frames(_ s: LayoutSnapshot) -> [CGRect?] { (0..<3).map { s.frame("b\($0)") } }

/// Switches among layouts as the Hacking with Swift sample does, keeping a counter in a child.
private struct Switching: View {
  let animated: Bool
  @State private var index = 0
  let layouts = [AnyLayout(VStackLayout()), AnyLayout(HStackLayout(spacing: 20)), AnyLayout(ZStackLayout())]

  var layout: AnyLayout { layouts[index] }

  var body: some View {
    VStack(spacing: 0) {
      layout {
        Counter().id("counter")
        Color.red.frame(width: 50, height: 50).id("red")
      }
      .frame(height: 200)
      Button("Next") {
        if animated { withAnimation(.linear(duration: 1)) { index = (index + 1) % 3 } } else { index = (index + 1) % 3 }
      }
      .id("next")
    }
  }
}

private struct Counter: View {
  @State private var taps = 0
  var body: some View {
    Button("taps \(taps)") { taps += 1 }.frame(width: 100, height: 40)
  }
}

/// A custom layout that asks `HStackLayout` for its answers, as delegating layouts do.
private struct Delegating: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var c: () = ()
    let s = HStackLayout(spacing: 4).sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    return CGSize(width: s.width, height: s.height + 10)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var c: () = ()
    HStackLayout(spacing: 4).placeSubviews(in: bounds.insetBy(dx: 0, dy: 5), proposal: proposal, subviews: subviews, cache: &c)
  }
}

final class LayoutValueTests: XCTestCase {
  func testEachLayoutValueLaysOutAsItsContainer() { onMain {
    XCTAssertEqual(frames(layout(HStackLayout(alignment: .top, spacing: 12) { boxes() })),
                   frames(layout(HStack(alignment: .top, spacing: 12) { boxes() })))
    XCTAssertEqual(frames(layout(VStackLayout(alignment: .leading) { boxes() })),
                   frames(layout(VStack(alignment: .leading) { boxes() })))
    XCTAssertEqual(frames(layout(ZStackLayout(alignment: .bottomTrailing) { boxes() })),
                   frames(layout(ZStack(alignment: .bottomTrailing) { boxes() })))
    let grid = layout(GridLayout(horizontalSpacing: 2, verticalSpacing: 6) {
      GridRow { Color.red.frame(width: 30, height: 30).id("a"); Color.red.frame(width: 60, height: 20).id("b") }
      GridRow { Color.red.frame(width: 50, height: 10).id("c"); Color.red.frame(width: 10, height: 10).id("d") }
    })
    let eager = layout(Grid(horizontalSpacing: 2, verticalSpacing: 6) {
      GridRow { Color.red.frame(width: 30, height: 30).id("a"); Color.red.frame(width: 60, height: 20).id("b") }
      GridRow { Color.red.frame(width: 50, height: 10).id("c"); Color.red.frame(width: 10, height: 10).id("d") }
    })
    for id in ["a", "b", "c", "d"] { XCTAssertEqual(grid.frame(id), eager.frame(id), id) }
    // Columns, not stacks: column 0 is c's 50 wide, column 1 b's 60; d (10 wide) is centred in
    // column 1, which starts 50 + 2 past c: 52 + 25 = 77.
    XCTAssertEqual((grid.frame("d")?.minX ?? 0) - (grid.frame("c")?.minX ?? 0), 77, accuracy: 1e-9)
  } }

  func testSpacersFollowTheLayoutsAxis() { onMain {
    let s = layout(HStackLayout(spacing: 0) { Color.red.frame(width: 10, height: 10).id("l"); Spacer(); Color.red.frame(width: 10, height: 10).id("r") })
    assertFrame(s.frame("l"), 0, s.frame("l")?.minY ?? 0, 10, 10)
    assertFrame(s.frame("r"), 380, s.frame("r")?.minY ?? 0, 10, 10)
  } }

  func testAnyLayoutWrapsBuiltInAndCustomLayouts() { onMain {
    XCTAssertEqual(frames(layout(AnyLayout(HStackLayout(spacing: 3)) { boxes() })),
                   frames(layout(HStack(spacing: 3) { boxes() })))
    // FlowLayout (CustomLayoutConformanceTests) through AnyLayout lays out as it does alone.
    let flow = { ForEach(0..<5) { i in Color.red.frame(width: 150, height: 30).id("f\(i)") } }
    let direct = layout(FlowLayout { flow() }.frame(width: 390))
    let erased = layout(AnyLayout(FlowLayout()) { flow() }.frame(width: 390))
    for i in 0..<5 { XCTAssertEqual(erased.frame("f\(i)"), direct.frame("f\(i)")) }
    XCTAssertEqual(erased.nodes(named: "FlowLayout").count, 1, "the tree names the wrapped layout")
  } }

  func testACustomLayoutCanCallHStackLayoutDirectly() { onMain {
    let s = layout(Delegating { boxes() })
    let h = layout(HStack(spacing: 4) { boxes() })
    // Same x positions as an HStack, 5 pt lower than the HStack (10 pt taller container, centred
    // in the screen: half of it above), inset by 5 inside.
    for i in 0..<3 {
      XCTAssertEqual(s.frame("b\(i)")?.minX ?? -1, h.frame("b\(i)")?.minX ?? -2, accuracy: 1e-9)
      XCTAssertEqual(s.frame("b\(i)")?.minY ?? -1, h.frame("b\(i)")?.minY ?? -2, accuracy: 1e-9)
    }
  } }

  func testSwitchingKeepsChildStateAndAnimatesTheFrames() { onMain {
    let host = ViewHost(Switching(animated: true))
    try host.settle()
    let counter = try XCTUnwrap(host.layoutSnapshot.frame("counter"))
    try host.tap(at: CGPoint(x: counter.midX, y: counter.midY))
    try host.settle()
    let vRed = try XCTUnwrap(host.layoutSnapshot.frame("red"))
    let next = try XCTUnwrap(host.layoutSnapshot.frame("next"))
    try host.tap(at: CGPoint(x: next.midX, y: next.midY))
    host.advance(to: 0)
    XCTAssertEqual(host.layoutSnapshot.frame("red"), vRed, "the animation starts from the vertical frames")
    host.advance(to: 1)
    let hRed = try XCTUnwrap(host.layoutSnapshot.frame("red"))
    XCTAssertNotEqual(hRed.minX, vRed.minX)
    XCTAssertEqual(hRed.minX - (host.layoutSnapshot.frame("counter")?.maxX ?? 0), 20, accuracy: 1e-9)
    host.advance(to: 0.5)
    let mid = try XCTUnwrap(host.layoutSnapshot.frame("red"))
    XCTAssertEqual(mid.minX, (vRed.minX + hRed.minX) / 2, accuracy: 1e-6, "half way at 0.5 s")
    host.advance(to: 1)
    // The counter kept its state across the switch: still one tap.
    XCTAssertTrue(host.layoutSnapshot.root.flattened.contains { $0.name.contains("taps 1") })
  } }
}
