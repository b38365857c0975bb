import Foundation
import PlumbUI
import Testing

// iOS 18 scroll APIs: ScrollPosition with scrollPosition(_:anchor:) (and iOS 17's
// scrollPosition(id:anchor:)) scroll the rendered view; onScrollGeometryChange,
// onScrollVisibilityChange and onScrollTargetVisibilityChange report the rendered position;
// onScrollPhaseChange stays idle. An iPhone 14 root scroll view shows 763 pt between y = 47 and
// y = 810 and draws under the bars from y = 0 to y = 844.

/// Records what actions saw.
@MainActor private final class Log<T> {
  var items: [T] = []
}

/// Twenty 100-tall rows with ids 0…19.
private struct Rows: View {
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<20) { i in Color.red.frame(height: 100).id(i) }
    }
  }
}

/// A screen whose scroll position is state, moved by `move` when it appears.
private struct MovingScreen: View {
  @State var position = ScrollPosition(idType: Int.self)
  let move: (inout ScrollPosition) -> Void
  let offsets: Log<[CGFloat]>
  let seen: Log<ScrollPosition>

  var body: some View {
    ScrollView { Rows() }
      .scrollPosition($position)
      .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in offsets.items.append([old, new]) }
      .onAppear { move(&position) }
      .onChange(of: position) { _, new in seen.items.append(new) }
  }
}

/// Rows 2 and 15 report their scroll visibility; the screen scrolls to row 15 when it appears.
private struct VisibilityScreen: View {
  @State var position = ScrollPosition(idType: Int.self)
  let scrolls: Bool
  let log: Log<String>

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20) { i in
          Color.red.frame(height: 100).id(i)
            .modifier(Report(on: i == 2 || i == 15, index: i, log: log))
        }
      }
    }
    .scrollPosition($position)
    .onAppear { if scrolls { position.scrollTo(id: 15, anchor: .top) } }
  }
}

private struct Report: ViewModifier {
  let on: Bool
  let index: Int
  let log: Log<String>
  func body(content: Content) -> some View {
    if on {
      content.onScrollVisibilityChange { visible in log.items.append("\(index):\(visible)") }
    } else {
      content
    }
  }
}

@Suite struct ScrollPositionAndObserverTests {
  @MainActor private func frame(_ view: some View, _ id: String) -> CGRect? {
    let host = ViewHost(view, device: .iPhone14)
    try? host.settle()
    return host.layoutSnapshot.root.flattened.first { $0.explicitID == id }?.frame
  }

  /// ScrollPosition's value: what it was scrolled to, and nothing else.
  @Test func scrollPositionRemembersItsTarget() {
    var p = ScrollPosition(idType: Int.self)
    #expect(p.viewID == nil && p.edge == nil && p.point == nil && !p.isPositionedByUser)
    p.scrollTo(id: 10, anchor: .top)
    #expect(p.viewID(type: Int.self) == 10)
    #expect(p.viewID(type: String.self) == nil)
    #expect(p.point == nil)
    p.scrollTo(edge: .bottom)
    #expect(p.edge == .bottom && p.viewID == nil)
    p.scrollTo(point: CGPoint(x: 0, y: 300))
    #expect(p.point == CGPoint(x: 0, y: 300) && p.edge == nil)
    p.scrollTo(y: 40)
    #expect(p.point == nil && p.y == 40 && p.x == nil)
    p.scrollTo(x: 5, y: 6)
    #expect(p.point == CGPoint(x: 5, y: 6))
    #expect(ScrollPosition(edge: .top) == ScrollPosition(edge: .top))
    #expect(ScrollPosition(id: 3) != ScrollPosition(id: "3"))
    #expect(ScrollPosition(x: 1, y: 2).point == CGPoint(x: 1, y: 2))
  }

  /// A bound edge scrolls to the end of the content: 2000 − 763 = 1237, so row 19 ends at 810.
  @Test @MainActor func edgePositionScrollsToTheEnd() {
    let view = ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(edge: .bottom)))
    #expect(frame(view, "19") == CGRect(x: 0, y: 710, width: 390, height: 100))
  }

  /// A bound point scrolls the content by it: row 3 (y = 300) sits at the top of the safe area.
  @Test @MainActor func pointPositionScrollsByThePoint() {
    let view = ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(point: CGPoint(x: 0, y: 300))))
    #expect(frame(view, "3")?.minY == 47)
  }

  /// A bound id scrolls to that view at the anchor; without one, by the least move.
  @Test @MainActor func idPositionScrollsToTheView() {
    let top = ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(id: 12, anchor: .top)))
    #expect(frame(top, "12")?.minY == 47)
    let least = ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(id: 12)))
    #expect(frame(least, "12")?.minY == 710)
  }

  /// iOS 17's scrollPosition(id:): a non-nil id scrolls there, without a warning.
  @Test @MainActor func scrollPositionIDScrolls() {
    let (f, warnings) = RenderWarnings.collecting {
      frame(ScrollView { Rows() }.scrollPosition(id: .constant(Optional(12)), anchor: .top), "12")
    }
    #expect(f?.minY == 47)
    #expect(warnings.isEmpty)
  }

  /// Setting the position in an action scrolls on the next pass, and the geometry action sees
  /// the first value (old = new) and then the change. A root scroll view's content offset starts
  /// at minus the top safe-area inset.
  @Test @MainActor func geometryActionSeesTheFirstValueAndTheMove() {
    let offsets = Log<[CGFloat]>(), seen = Log<ScrollPosition>()
    let host = ViewHost(MovingScreen(move: { $0.scrollTo(y: 500) }, offsets: offsets, seen: seen), device: .iPhone14)
    try? host.settle()
    #expect(offsets.items == [[-47, -47], [-47, 453]])
    #expect(host.layoutSnapshot.root.flattened.first { $0.explicitID == "5" }?.frame.minY == 47)
    #expect(seen.items.map(\.y) == [500])
  }

  /// ScrollGeometry of a scrolled root scroll view: the container is the screen, the insets are
  /// the safe area, the visible rect lies between the bars.
  @Test @MainActor func geometryValues() {
    let log = Log<ScrollGeometry>()
    let view = ScrollView { Rows() }
      .scrollPosition(.constant(ScrollPosition(y: 300)))
      .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in log.items.append(new) }
    _ = ViewHost(view, device: .iPhone14)
    #expect(log.items.count == 1)
    let g = log.items.last
    #expect(g?.contentOffset == CGPoint(x: 0, y: 253))
    #expect(g?.contentSize == CGSize(width: 390, height: 2000))
    #expect(g?.containerSize == CGSize(width: 390, height: 844))
    #expect(g?.contentInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    #expect(g?.visibleRect == CGRect(x: 0, y: 300, width: 390, height: 763))
    #expect(g?.bounds == CGRect(x: 0, y: 253, width: 390, height: 844))
  }

  /// A visible view reports true once; scrolling it out reports false and the one scrolled in
  /// reports true. A view never visible reports nothing.
  @Test @MainActor func visibilityFollowsTheRenderedPosition() {
    let still = Log<String>()
    _ = ViewHost(VisibilityScreen(scrolls: false, log: still), device: .iPhone14)
    #expect(still.items == ["2:true"])
    let moved = Log<String>()
    let host = ViewHost(VisibilityScreen(scrolls: true, log: moved), device: .iPhone14)
    try? host.settle()
    #expect(moved.items == ["2:true", "2:false", "15:true"])
  }

  /// The threshold is the visible fraction of the view's area: at offset 30, row 8 shows its top
  /// 27 pt above the bottom of the screen.
  @Test @MainActor func visibilityThreshold() {
    let log = Log<String>()
    let view = ScrollView {
      VStack(spacing: 0) {
        Color.blue.frame(height: 800)
        Color.red.frame(height: 100)
          .onScrollVisibilityChange(threshold: 0.2) { log.items.append("0.2:\($0)") }
          .onScrollVisibilityChange(threshold: 0.5) { log.items.append("0.5:\($0)") }
        Color.blue.frame(height: 800)
      }
    }.scrollPosition(.constant(ScrollPosition(y: 30)))
    _ = ViewHost(view, device: .iPhone14)
    #expect(log.items == ["0.2:true"])
  }

  /// The ids of the views at least half visible, in order.
  @Test @MainActor func targetVisibilityListsVisibleIDs() {
    let log = Log<[Int]>()
    let top = ScrollView { Rows() }.onScrollTargetVisibilityChange(idType: Int.self) { log.items.append($0) }
    _ = ViewHost(top, device: .iPhone14)
    #expect(log.items == [Array(0...7)])
    log.items = []
    let scrolled = ScrollView { Rows() }
      .scrollPosition(.constant(ScrollPosition(y: 1000)))
      .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.5) { log.items.append($0) }
    _ = ViewHost(scrolled, device: .iPhone14)
    #expect(log.items == [Array(10...17)])
  }

  /// A still scroll view is idle: the phase action does not run.
  @Test @MainActor func scrollPhaseStaysIdle() {
    let log = Log<ScrollPhase>()
    let view = ScrollView { Rows() }
      .onScrollPhaseChange { _, new in log.items.append(new) }
      .onScrollPhaseChange { _, new, context in log.items.append(new); _ = context.geometry.contentOffset }
    _ = ViewHost(view, device: .iPhone14)
    #expect(log.items.isEmpty)
    #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling && ScrollPhase.interacting.isScrolling)
  }

  /// A drag after a bound position scrolled keeps the dragged offset.
  @Test @MainActor func dragAfterPositionKeepsTheDrag() async throws {
    let host = ViewHost(ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(y: 300))), device: .iPhone14)
    try host.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 400), steps: 4)
    try await host.settle()
    #expect(host.layoutSnapshot.root.flattened.first { $0.explicitID == "4" }?.frame.minY == 47)
  }
}
