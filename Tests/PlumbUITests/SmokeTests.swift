import Foundation
import PlumbUI
import XCTest

final class SmokeTests: XCTestCase {
  func testRootColorFillsSafeArea() { onMain {
    let s = layout(Color.red.id("c"))
    assertFrame(s.frame("c"), 0, 47, 390, 763)
  } }

  func testVStackOfFixedFrames() { onMain {
    let s = layout(VStack {
      Color.red.frame(width: 100, height: 50).id("a")
      Color.blue.frame(width: 200, height: 30).id("b")
    })
    // Stack: 200 × (50 + 8 + 30) = 88, centred in the safe area (0,47,390,763).
    let top = 47 + (763 - 88) / 2.0
    assertFrame(s.frame("a"), 145, top, 100, 50)
    assertFrame(s.frame("b"), 95, top + 58, 200, 30)
  } }
}

final class RobustnessTests: XCTestCase {
  /// A custom screen smaller than its insets lays out in an empty safe area without trapping.
  func testTinyCustomScreen() { onMain {
    let device = Device.custom(width: 10, height: 10, safeAreaInsets: .init(top: 20, bottom: 20))
    let host = ViewHost(VStack { Text("Hello"); Color.red }, device: device)
    try host.settle()
    XCTAssertFalse(host.displayList.items.isEmpty)
  } }

  /// Extreme modifier values (NaN, infinities, huge paddings) never trap.
  func testExtremeValues() { onMain {
    let host = ViewHost(VStack {
      Color.red.frame(width: .nan, height: .infinity)
      Text("x").padding(1e9)
      Color.blue.frame(minWidth: .infinity, maxWidth: -5)
      Color.green.aspectRatio(0, contentMode: .fit)
      Color.green.offset(x: .infinity)
      Color.green.scaleEffect(.infinity)
    })
    try host.settle()
    XCTAssertFalse(containsNonFinite(host.displayList.items), "the display list holds only finite numbers: \(host.displayList.items)")
    _ = try host.layoutSnapshot.jsonData()
  } }
}

/// Whether any point, size or transform in the items is NaN or infinite.
func containsNonFinite(_ items: [DisplayItem]) -> Bool {
  func bad(_ p: Path) -> Bool {
    let b = p.boundingBox
    return !p.isEmpty && ![b.minX, b.minY, b.width, b.height].allSatisfy(\.isFinite)
  }
  for item in items {
    switch item {
    case .fill(let p, _, _), .stroke(let p, _, _): if bad(p) { return true }
    case .glyphs(let r): if !r.positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { return true }
    case .image(let i): if ![i.rect.minX, i.rect.minY, i.rect.width, i.rect.height].allSatisfy(\.isFinite) { return true }
    case .group(let g):
      let t = g.transform
      if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) { return true }
      if let c = g.clip, bad(c) { return true }
      if containsNonFinite(g.items) { return true }
    }
  }
  return false
}
