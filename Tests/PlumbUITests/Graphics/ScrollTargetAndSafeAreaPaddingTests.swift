import Foundation
@testable import PlumbUI
import XCTest

/// Scroll targeting is accepted without changing the picture; safeAreaPadding lays out as
/// padding and says what it does not do.
final class ScrollTargetAndSafeAreaPaddingTests: XCTestCase {
  func testScrollTargetingChangesNothing() { onMain {
    let plain = ScrollView(.horizontal) { HStack { Color.red.frame(width: 50, height: 50) } }
    let targeted = ScrollView(.horizontal) {
      HStack { Color.red.frame(width: 50, height: 50) }.scrollTargetLayout()
    }.scrollTargetBehavior(.viewAligned).scrollPosition(id: .constant(Optional<Int>.none))
    XCTAssertEqual(ViewHost(plain).displayList, ViewHost(targeted).displayList)
    _ = ScrollView { Text("x") }.scrollTargetBehavior(.paging)
  } }

  func testSafeAreaPaddingInsetsLikePadding() { onMain {
    let (snap, warnings) = RenderWarnings.collecting {
      layout(Color.red.frame(width: 10, height: 10).safeAreaPadding(.horizontal, 20).id("p"),
             device: .custom(width: 100, height: 100, scale: 1))
    }
    assertFrame(snap.frame("p"), 25, 45, 50, 10)
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("safeAreaPadding"))
  } }
}
