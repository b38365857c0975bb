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
