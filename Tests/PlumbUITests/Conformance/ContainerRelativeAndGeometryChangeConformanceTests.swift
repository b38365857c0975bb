import Foundation
import PlumbUI
import XCTest

// Conformance: containerRelativeFrame (iOS 17) and onGeometryChange(for:of:action:) (iOS 16
// back-deployed). iPhone 14: 390 × 844 pt, safe area 47 pt top and 34 pt bottom, so the window's
// container is 390 × 763 at y 47.
//
// Sources: Apple's documentation of containerRelativeFrame(_:alignment:) — the container is the
// window (the screen on iOS), a NavigationStack, a tab, or a scroll view, "subtracting any safe
// area insets" — and of containerRelativeFrame(_:count:span:spacing:alignment:), whose example is a
// horizontal ScrollView of items spanning 3 of 4 columns with 10 pt spacing; the count/span formula
// (length − spacing·(count−1)) / count · span + spacing·(span−1) as published by Fatbobman
// ("Mastering the containerRelativeFrame Modifier in SwiftUI", 2024), checked against its figures.
// onGeometryChange: Apple's documentation ("Adds an action to be performed when a value, created
// from a geometry proxy, changes"); the first call at appearance as observed in published usage.

/// Counts onGeometryChange calls and keeps the last values.
@MainActor
final class GeometryLog {
  var sizes: [CGSize] = []
  var pairs: [(CGFloat, CGFloat)] = []
}

final class ModelWidth: ObservableObject {
  @Published var width: CGFloat = 100
}

private struct Observed: View {
  @ObservedObject var model: ModelWidth
  let log: GeometryLog
  var body: some View {
    VStack {
      Color.red.frame(width: model.width, height: 50)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { log.sizes.append($0) }
        .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minX }) { old, new in log.pairs.append((old, new)) }
    }
  }
}

final class ContainerRelativeAndGeometryChangeConformanceTests: XCTestCase {
  /// The window is the container at the root: the safe area's size (H, Apple docs).
  func testWindowIsTheContainerAtTheRoot() { onMain {
    let s = layout(Color.red.containerRelativeFrame([.horizontal, .vertical]).id("c"))
    assertFrame(s.frame("c"), 0, 47, 390, 763)
  } }

  /// The container is not the parent: inside a 200 pt frame the view is still window-wide,
  /// centred in the frame (H, Apple docs: "the nearest container", which a frame is not).
  func testAFrameIsNotAContainer() { onMain {
    let s = layout(Color.red.containerRelativeFrame(.horizontal).id("c").frame(width: 200, height: 100))
    assertFrame(s.frame("c"), 0, 47 + (763 - 100) / 2, 390, 100)  // frame at x 95; 95 + (200 − 390) / 2 = 0
  } }

  /// Apple's example: 4 columns, span 3, spacing 10 in a horizontal scroll view 390 wide:
  /// (390 − 30) / 4 × 3 + 20 = 290; the next item 10 pt after (M: formula from the article above).
  func testCountSpanSpacingInAHorizontalScrollView() { onMain {
    let s = layout(ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<3, id: \.self) { i in
          Color.red.frame(height: 100).containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10).id("i\(i)")
        }
      }
    })
    let a = s.frame("i0"), b = s.frame("i1")
    XCTAssertEqual(a?.width ?? 0, 290, accuracy: 0.001)
    XCTAssertEqual(a?.minX ?? -1, 0, accuracy: 0.001)
    XCTAssertEqual(b?.minX ?? -1, 300, accuracy: 0.001)
  } }

  /// The closure form gets the container's length per axis: half the scroll view's width (H).
  func testClosureFormHalvesTheScrollViewsWidth() { onMain {
    var axesSeen: [Axis] = []
    let s = layout(ScrollView {
      Color.red.frame(height: 40).containerRelativeFrame(.horizontal) { length, axis in
        axesSeen.append(axis)
        return length / 2
      }.id("half")
    })
    XCTAssertEqual(s.frame("half")?.width ?? 0, 195, accuracy: 0.001)
    XCTAssertEqual(s.frame("half")?.minX ?? 0, 97.5, accuracy: 0.001)
    XCTAssertTrue(axesSeen.allSatisfy { $0 == .horizontal } && !axesSeen.isEmpty)
  } }

  /// A NavigationStack's container is its content area below the bar: a large-title bar is
  /// 96 pt (44 + 52), so 763 − 96 = 667 at y 143 (M: bar height from docs/layout-rules.md).
  func testNavigationStackIsTheContainerBelowItsBar() { onMain {
    let s = layout(NavigationStack {
      Color.red.containerRelativeFrame(.vertical).id("c").navigationTitle("Title")
    })
    XCTAssertEqual(s.frame("c")?.height ?? 0, 667, accuracy: 0.001)
    XCTAssertEqual(s.frame("c")?.minY ?? 0, 143, accuracy: 0.001)
  } }

  /// onGeometryChange: called once after the first layout with the transformed value, again only
  /// when the value changes, with (old, new) in the iOS 18 form (H for "only when it changes").
  func testOnGeometryChangeFiresInitiallyThenOnlyOnChange() { onMain {
    let model = ModelWidth()
    let log = GeometryLog()
    let host = ViewHost(Observed(model: model, log: log))
    try host.settle()
    XCTAssertEqual(log.sizes, [CGSize(width: 100, height: 50)])
    XCTAssertEqual(log.pairs.map(\.1), [145])  // (390 − 100) / 2
    XCTAssertEqual(log.pairs.first?.0, 145)      // at appearance old == new
    model.width = 150
    try host.settle()
    XCTAssertEqual(log.sizes, [CGSize(width: 100, height: 50), CGSize(width: 150, height: 50)])
    XCTAssertEqual(log.pairs.count, 2)
    XCTAssertEqual(log.pairs.last?.0, 145)
    XCTAssertEqual(log.pairs.last?.1, 120)
    // Same width again: layout runs, nothing changed, no call.
    model.width = 150
    try host.settle()
    host.renderFrame()
    XCTAssertEqual(log.sizes.count, 2)
    XCTAssertEqual(log.pairs.count, 2)
  } }

  /// Writing the observed size into state lays out again once and settles (no update cycle).
  func testOnGeometryChangeWritingStateSettles() { onMain {
    struct Echo: View {
      @State var measured: CGFloat = 0
      var body: some View {
        VStack(spacing: 0) {
          Color.red.frame(width: 120, height: 30).onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { measured = $0 }
          Color.blue.frame(width: measured, height: 10).id("echo")
        }
      }
    }
    let s = layout(Echo())
    XCTAssertEqual(s.frame("echo")?.width, 120)
  } }
}
