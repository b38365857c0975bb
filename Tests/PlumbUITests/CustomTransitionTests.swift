import Foundation
import PlumbUI
import XCTest

/// `AnyTransition.modifier(active:identity:)`: the identity modifier applies at rest.
final class CustomTransitionTests: XCTestCase {
  struct Pad: ViewModifier {
    let amount: CGFloat
    func body(content: Content) -> some View { content.padding(amount) }
  }

  func testIdentityModifierAppliesAtRest() { onMain {
    let view = Color.red.frame(width: 10, height: 10)
      .transition(.modifier(active: Pad(amount: 0), identity: Pad(amount: 20)))
      .id("box")
    let s = layout(view)
    // 10 + 2 × 20 padding = 50 on each side.
    XCTAssertEqual(s.frame("box")?.size, CGSize(width: 50, height: 50))
  } }

  func testCombinedWithBuiltInTransitionsStillWraps() { onMain {
    let view = Color.red.frame(width: 10, height: 10)
      .transition(.opacity.combined(with: .modifier(active: Pad(amount: 0), identity: Pad(amount: 5))))
      .id("box")
    XCTAssertEqual(layout(view).frame("box")?.size, CGSize(width: 20, height: 20))
  } }
}
