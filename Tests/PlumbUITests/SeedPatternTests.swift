import Foundation
import PlumbCatalog
import PlumbUI
import XCTest

// The seed patterns, written exactly as a SwiftUI project would (only the import changed).

// Seed pattern 1, the FrameGetter modifier (GeometryReader in a background writing the global
// frame into a binding through the main queue), is the catalog's own code: PlumbCatalog's
// Seeds/FrameGetterSeed.swift, compiled with only `import PlumbUI`.

struct FrameGetterScreen: View {
  @State private var titleFrame: CGRect = .zero

  var body: some View {
    VStack(spacing: 0) {
      Text("Hello")
        .getFrame($titleFrame)
      Text("y=\(Int(titleFrame.minY))")
        .id("readout")
    }
  }
}

/// Seed pattern 2: collects [CGRect] through a PreferenceKey from background GeometryReaders.
struct RectsKey: PreferenceKey {
  static var defaultValue: [CGRect] { [] }
  static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) {
    value.append(contentsOf: nextValue())
  }
}

struct PreferenceScreen: View {
  @State private var rects: [CGRect] = []

  var body: some View {
    VStack(spacing: 10) {
      ForEach(0..<3) { i in
        Color.blue
          .frame(width: 100, height: 40)
          .background(GeometryReader { p in
            Color.clear.preference(key: RectsKey.self, value: [p.frame(in: .global)])
          })
      }
      Text("\(rects.count)")
        .id("count")
    }
    .onPreferenceChange(RectsKey.self) { rects = $0 }
  }
}

final class SeedPatternTests: XCTestCase {
  /// docs/layout-rules.md §4: a main-queue write from a GeometryReader lands one update late; the first
  /// frame shows the old state, settle() applies it.
  func testFrameGetterReportsGlobalFrameOneUpdateLate() { onMain {
    let host = ViewHost(FrameGetterScreen())
    // Text "Hello" at 17 pt fixed metrics: 51 × 17. The stack: 2 lines of text.
    let before = host.layoutSnapshot.frame("readout")
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"y=0\")").count, 1, "first frame shows old state")
    try host.settle()
    let s = host.layoutSnapshot
    let hello = s.nodes(named: "Text(\"Hello\")").first?.frame
    XCTAssertNotNil(before)
    // VStack(spacing: 0): Hello (17 tall) above the readout (17 tall) → 34 tall, centred in 763.
    let top = 47 + (763 - 34) / 2.0
    assertFrame(hello, (390 - 51) / 2, top, 51, 17)
    XCTAssertEqual(s.nodes(named: "Text(\"y=\(Int(top))\")").count, 1, "settled frame shows the reported y")
  } }

  /// docs/layout-rules.md §4: reduce folds values in view-tree order; onPreferenceChange applies in the
  /// same frame.
  func testPreferenceKeyCollectsRectsInTreeOrder() { onMain {
    let host = ViewHost(PreferenceScreen())
    // onPreferenceChange applies within the first frame (no main-queue turn needed).
    XCTAssertEqual(host.layoutSnapshot.nodes(named: "Text(\"3\")").count, 1)
  } }
}
