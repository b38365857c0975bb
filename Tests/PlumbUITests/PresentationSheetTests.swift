import Foundation
@testable import PlumbUI
import XCTest

/// Counts callbacks from inside views.
@MainActor
private final class Calls {
  var dismissed = 0
  var attempts = 0
}

private struct SheetScreen: View {
  var detents: Set<PresentationDetent>? = nil
  var locked = false
  let calls: Calls
  @State private var shown = true

  var body: some View {
    Color.green
      .ignoresSafeArea()
      .id("presenter")
      .sheet(isPresented: $shown, onDismiss: { calls.dismissed += 1 }) {
        SheetBody(detents: detents, locked: locked, calls: calls)
      }
  }
}

private struct SheetBody: View {
  let detents: Set<PresentationDetent>?
  let locked: Bool
  let calls: Calls
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Sheet")
      Button("Done") { dismiss() }.id("done")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .id("sheetBody")
    .presentationDetents(detents ?? [.large])
    .interactiveDismissDisabled(locked)
    .onDismissAttempt { calls.attempts += 1 }
  }
}

private struct CoverScreen: View {
  @State private var shown = true
  var body: some View {
    Text("Presenter")
      .fullScreenCover(isPresented: $shown) {
        Color.yellow.id("cover")
      }
  }
}

final class PresentationSheetTests: XCTestCase {
  /// §9: a large sheet's top is at safeTop + 10 = 57 and it reaches the screen bottom; its
  /// content gets the sheet minus the bottom safe area (844 − 57 − 34 = 753), in the sheet layer.
  func testLargeSheetFrame() { onMain {
    let s = layout(SheetScreen(calls: Calls()))
    assertFrame(s.frame("sheetBody"), 0, 57, 390, 753)
    let body = try XCTUnwrap(s.root.flattened.first { $0.explicitID == "sheetBody" })
    XCTAssertEqual(body.layer, .sheet)
    let sheet = try XCTUnwrap(s.nodes(named: "Sheet").first)
    XCTAssertEqual(sheet.layer, .sheet)
    XCTAssertEqual(sheet.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    XCTAssertNil(drawnAboveCheck(s, view: "sheetBody", other: "presenter"))
  } }

  /// §9: `.medium` is half the screen; `.height(h)` is exact including the bottom safe area; with
  /// several detents the sheet opens at the smallest.
  func testDetents() { onMain {
    assertFrame(layout(SheetScreen(detents: [.medium], calls: Calls())).frame("sheetBody"), 0, 422, 390, 422 - 34)
    assertFrame(layout(SheetScreen(detents: [.height(300)], calls: Calls())).frame("sheetBody"), 0, 544, 390, 266)
    assertFrame(layout(SheetScreen(detents: [.large, .fraction(0.25)], calls: Calls())).frame("sheetBody"), 0, 633, 390, 177)
  } }

  /// §9: behind a large sheet the presenter is drawn scaled (16 pt of black each side) with its top
  /// at the safe-area top, rounded and dimmed; the sheet is clipped to its rounded top.
  func testPresenterIsScaledBehindALargeSheet() { onMain {
    let host = ViewHost(SheetScreen(calls: Calls()))
    let groups = host.displayList.items.compactMap { item -> DisplayGroup? in
      if case .group(let g) = item { return g } else { return nil }
    }
    let presenter = try XCTUnwrap(groups.first { $0.label == "presenter" })
    XCTAssertEqual(presenter.transform.a, 358.0 / 390, accuracy: 1e-9)
    XCTAssertEqual(presenter.transform.apply(to: CGPoint(x: 0, y: 0)).y, 47, accuracy: 1e-9)
    XCTAssertEqual(presenter.transform.apply(to: CGPoint(x: 0, y: 0)).x, 16, accuracy: 1e-9)
    XCTAssertNotNil(presenter.clip)
    XCTAssertNotNil(groups.first { $0.label == "sheet" }?.clip)
    // A medium sheet leaves the presenter as it is.
    let medium = ViewHost(SheetScreen(detents: [.medium], calls: Calls()))
    XCTAssertFalse(medium.displayList.items.contains { if case .group(let g) = $0 { g.label == "presenter" } else { false } })
  } }

  /// §9: a downward swipe past a third of the sheet dismisses it; the binding flips and
  /// onDismiss runs once.
  func testSwipeDismisses() { onMain {
    let calls = Calls()
    let host = ViewHost(SheetScreen(calls: calls))
    try host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), steps: 8)
    try host.settle()
    XCTAssertNil(host.layoutSnapshot.frame("sheetBody"))
    XCTAssertEqual(calls.dismissed, 1)
    XCTAssertEqual(calls.attempts, 0)
  } }

  /// A short swipe springs back without dismissing.
  func testShortSwipeSpringsBack() { onMain {
    let calls = Calls()
    let host = ViewHost(SheetScreen(calls: calls))
    try host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), steps: 4)
    assertFrame(host.layoutSnapshot.frame("sheetBody"), 0, 57, 390, 753)
    XCTAssertEqual(calls.dismissed, 0)
  } }

  /// §9: with interactive dismissal disabled the sheet rubber-bands, comes back on release and
  /// reports the attempt; the presentation stays.
  func testDisabledSwipeRubberBandsAndReportsTheAttempt() { onMain {
    let calls = Calls()
    let host = ViewHost(SheetScreen(locked: true, calls: calls))
    try host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 750), steps: 8)
    try host.settle()
    assertFrame(host.layoutSnapshot.frame("sheetBody"), 0, 57, 390, 753)
    XCTAssertEqual(calls.attempts, 1)
    XCTAssertEqual(calls.dismissed, 0)
    // The model: 100 pt of finger against a 787 pt sheet moves it 51.4 pt.
    XCTAssertEqual(SheetLayout.rubberBand(100, dimension: 787), 787 * (1 - 1 / (55.0 / 787 + 1)), accuracy: 1e-9)
    XCTAssertEqual(SheetLayout.rubberBand(100, dimension: 787), 51.41, accuracy: 0.01)
  } }

  /// `@Environment(\.dismiss)` inside the sheet dismisses it.
  func testDismissActionFromInside() { onMain {
    let calls = Calls()
    let host = ViewHost(SheetScreen(calls: calls))
    let done = try XCTUnwrap(host.layoutSnapshot.frame("done"))
    try host.tap(at: CGPoint(x: done.midX, y: done.midY))
    try host.settle()
    XCTAssertNil(host.layoutSnapshot.frame("sheetBody"))
    XCTAssertEqual(calls.dismissed, 1)
  } }

  /// §9: a full-screen cover fills the window; its content gets the window's safe area.
  func testFullScreenCover() { onMain {
    let s = layout(CoverScreen())
    assertFrame(s.frame("cover"), 0, 47, 390, 763)
    XCTAssertEqual(s.nodes(named: "FullScreenCover").first?.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    XCTAssertEqual(s.root.flattened.first { $0.explicitID == "cover" }?.layer, .sheet)
  } }

  /// Touches outside the sheet land on the dim, not on the presenter.
  func testDimTakesTouchesAbovetheSheet() { onMain {
    struct V: View {
      @State var taps = 0
      @State var shown = true
      var body: some View {
        Button("Tap \(taps)") { taps += 1 }
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .sheet(isPresented: $shown) { Text("S").presentationDetents([.medium]) }
      }
    }
    let host = ViewHost(V())
    try host.tap(at: CGPoint(x: 195, y: 300))
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"Tap 0\")").count, 1)
  } }
}

/// PlumbTesting's `drawnAbove` rule on a snapshot (this target depends on PlumbUI only): a
/// higher layer, or the same layer and later in the tree.
func drawnAboveCheck(_ s: LayoutSnapshot, view: String, other: String) -> String? {
  let nodes = s.root.flattened
  guard let i = nodes.firstIndex(where: { $0.explicitID == view }),
        let j = nodes.firstIndex(where: { $0.explicitID == other }) else { return "missing" }
  let rv = PresentationCollector.rank(nodes[i].layer), ro = PresentationCollector.rank(nodes[j].layer)
  return rv > ro || (rv == ro && i > j) ? nil : "\(view) below \(other)"
}

private struct AnimatedPresenter: View {
  var cover = false
  var alert = false
  @State private var shown = false
  var body: some View {
    Button("Present") { withAnimation(.linear(duration: 1)) { shown = true } }
      .id("present")
      .sheet(isPresented: cover || alert ? .constant(false) : $shown) { Color.red.id("presented") }
      .fullScreenCover(isPresented: cover ? $shown : .constant(false)) { Color.red.id("presented") }
      .alert("Hello", isPresented: alert ? $shown : .constant(false)) { Button("OK") {} }
  }
}

/// Every group carrying a transform or an opacity, depth first.
private func allGroups(_ items: [DisplayItem]) -> [DisplayGroup] {
  items.flatMap { item -> [DisplayGroup] in
    if case .group(let g) = item { return [g] + allGroups(g.items) }
    return []
  }
}

final class PresentationTransitionTests: XCTestCase {
  /// §9: presented inside an animated transaction, a sheet slides up by its height and the dim
  /// fades in (linear 1 s: half way at 0.5 s).
  func testSheetSlidesUpAndDimFades() { onMain {
    let host = ViewHost(AnimatedPresenter())
    let p = try XCTUnwrap(host.layoutSnapshot.frame("present"))
    try host.tap(at: CGPoint(x: p.midX, y: p.midY))
    host.advance(to: 0.5)
    let groups = allGroups(host.displayList.items)
    XCTAssertTrue(groups.contains { abs($0.transform.ty - 787 / 2) < 1e-9 }, "\(groups.map(\.transform.ty))")
    XCTAssertTrue(groups.contains { abs($0.opacity - 0.5) < 1e-9 })
    host.advance(to: 1)
    XCTAssertFalse(allGroups(host.displayList.items).contains { $0.transform.ty != 0 && $0.label == nil })
  } }

  /// A full-screen cover slides up by the screen's height.
  func testCoverSlidesUp() { onMain {
    let host = ViewHost(AnimatedPresenter(cover: true))
    let p = try XCTUnwrap(host.layoutSnapshot.frame("present"))
    try host.tap(at: CGPoint(x: p.midX, y: p.midY))
    host.advance(to: 0.25)
    XCTAssertTrue(allGroups(host.displayList.items).contains { abs($0.transform.ty - 844 * 0.75) < 1e-9 })
  } }

  /// An alert grows in from 1.2 while fading in.
  func testAlertScalesIn() { onMain {
    let host = ViewHost(AnimatedPresenter(alert: true))
    let p = try XCTUnwrap(host.layoutSnapshot.frame("present"))
    try host.tap(at: CGPoint(x: p.midX, y: p.midY))
    host.advance(to: 0.5)
    XCTAssertTrue(allGroups(host.displayList.items).contains { abs($0.transform.a - 1.1) < 1e-9 && abs($0.opacity - 0.5) < 1e-9 })
  } }
}

final class PresentationPopoverTests: XCTestCase {
  /// On iPhone a popover adapts to a sheet.
  func testPopoverIsASheetOnIPhone() { onMain {
    struct V: View {
      @State var shown = true
      var body: some View {
        Text("Anchor").popover(isPresented: $shown) { Color.red.id("popover") }
      }
    }
    assertFrame(layout(V()).frame("popover"), 0, 57, 390, 753)
  } }
}

final class PresentationGrabberTests: XCTestCase {
  /// §9: the grabber is 36×5, 5 pt below the sheet's top, shown automatically with several
  /// detents, hidden with one unless asked for.
  func testGrabber() { onMain {
    struct V: View {
      let detents: Set<PresentationDetent>
      var indicator: Visibility = .automatic
      @State var shown = true
      var body: some View {
        Text("A").sheet(isPresented: $shown) {
          Text("S").presentationDetents(detents).presentationDragIndicator(indicator)
        }
      }
    }
    func grabber(_ s: LayoutSnapshot) -> CGRect? { s.root.flattened.first { $0.identity.hasSuffix("/grabber/Capsule") }?.frame }
    let two = layout(V(detents: [.medium, .large]))
    assertFrame(grabber(two), 177, 427, 36, 5)
    XCTAssertNil(grabber(layout(V(detents: [.medium]))))
    assertFrame(grabber(layout(V(detents: [.large], indicator: .visible))), 177, 62, 36, 5)
  } }
}

private struct ScrollingSheet: View {
  @State private var shown = true
  var body: some View {
    Text("Presenter").sheet(isPresented: $shown) {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<40) { i in Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 50).id("\(i)") }
        }
      }
      .id("sheetScroll")
    }
  }
}

final class PresentationSheetScrollTests: XCTestCase {
  /// An upward drag on a scroll view in a sheet scrolls it; the sheet stays.
  func testUpwardDragScrollsTheContent() { onMain {
    let host = ViewHost(ScrollingSheet())
    let before = try XCTUnwrap(host.layoutSnapshot.frame("0"))
    XCTAssertEqual(before.minY, 57, accuracy: 1e-9)
    try host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 400), steps: 5)
    try host.settle()
    XCTAssertEqual(host.layoutSnapshot.frame("0")?.minY ?? 0, 57 - 200, accuracy: 1e-9)
    XCTAssertNotNil(host.layoutSnapshot.frame("sheetScroll"), "still presented")
    // Scrolled: a downward drag scrolls back instead of moving the sheet.
    try host.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 800), steps: 5)
    try host.settle()
    XCTAssertEqual(host.layoutSnapshot.frame("0")?.minY ?? 0, 57, accuracy: 1e-9, "clamped at the top")
    XCTAssertNotNil(host.layoutSnapshot.frame("sheetScroll"), "still presented")
    // At the top, a downward drag dismisses.
    try host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), steps: 5)
    try host.settle()
    XCTAssertNil(host.layoutSnapshot.frame("sheetScroll"))
  } }
}
