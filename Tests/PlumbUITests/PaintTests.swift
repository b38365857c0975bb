import Foundation
import PlumbUI
import XCTest

final class PaintTests: XCTestCase {
  /// docs/layout-rules.md §3.2: rendered frames snap to the pixel grid (ties up); layout stays exact.
  func testColorPaintsSnappedRect() { onMain {
    // 100 × 33.5 centred: y = 47 + (763 − 33.5)/2 = 411.75 → 411.6667 at @3x.
    let host = ViewHost(Color.red.frame(width: 100, height: 33.5))
    guard case .fill(let path, let paint, _) = host.displayList.items.first else {
      return XCTFail("expected a fill, got \(host.displayList.items)")
    }
    XCTAssertEqual(paint, .solid(RGBAColor(r8: 255, g8: 59, b8: 48)))
    let box = path.boundingBox
    XCTAssertEqual(box.minY, 411.6667, accuracy: 0.001)
    XCTAssertEqual(box.maxY, 445.3333, accuracy: 0.001)
    XCTAssertEqual(box.minX, 145, accuracy: 0.001)
  } }

  func testOpacityWrapsChildrenInAGroup() { onMain {
    let host = ViewHost(Circle().fill(Color.blue).frame(width: 50, height: 50).opacity(0.5))
    guard case .group(let g) = host.displayList.items.first else { return XCTFail("expected a group") }
    XCTAssertEqual(g.opacity, 0.5)
    XCTAssertEqual(g.items.count, 1)
  } }

  func testTextPaintsGlyphRunsAtItsFrame() { onMain {
    let host = ViewHost(Text("Hi").foregroundColor(.red))
    guard case .glyphs(let run) = host.displayList.items.first else { return XCTFail("expected glyphs") }
    XCTAssertEqual(run.color, RGBAColor(r8: 255, g8: 59, b8: 48), "system red")
    XCTAssertEqual(run.glyphs.count, 2)
    // "Hi" = 20.4 × 17 centred; baseline at 0.8 em below the snapped top.
    let top = ((47 + (763 - 17) / 2.0) * 3).rounded() / 3
    XCTAssertEqual(run.positions[0].y, top + 13.6, accuracy: 0.001)
  } }
}

