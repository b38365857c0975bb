import Foundation
@testable import PlumbUI
import XCTest

/// A modifier resolved from the environment where it is used.
private struct WidthFromScale: EnvironmentalModifier {
  func resolve(in environment: EnvironmentValues) -> some ViewModifier {
    FixedWidth(width: 10 * environment.displayScale)
  }
}

private struct FixedWidth: ViewModifier {
  let width: CGFloat
  func body(content: Content) -> some View { content.frame(width: width, height: 5) }
}

final class EnvironmentalModifierTests: XCTestCase {
  func testResolveReadsTheEnvironment() { onMain {
    let view = Color.red.modifier(WidthFromScale()).id("box")
    let snap = layout(view, device: .custom(width: 100, height: 100, scale: 2))
    XCTAssertEqual(snap.frame("box")?.width, 20)
    let snap3 = layout(view, device: .custom(width: 100, height: 100, scale: 3))
    XCTAssertEqual(snap3.frame("box")?.width, 30)
  } }
}
