import Foundation
@testable import PlumbUI
import XCTest

private struct NavigationWithOverlays: View {
  var body: some View {
    NavigationStack {
      Text("Home")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .top) { Color.orange.frame(width: 50, height: 50).id("inside") }
        .navigationTitle("Home")
    }
    .overlay { Color.red.frame(width: 100, height: 100).ignoresSafeArea().id("outside") }
  }
}

final class PresentationOverlayTests: XCTestCase {
  /// An overlay of the navigation container is drawn above the bar and is in the overlay layer;
  /// an overlay inside it stays in the content layer, under the bar.
  func testOverlayOfNavigationContainerIsInTheOverlayLayer() { onMain {
    let s = layout(NavigationWithOverlays())
    let nodes = s.root.flattened
    XCTAssertEqual(nodes.first { $0.explicitID == "outside" }?.layer, .overlay)
    XCTAssertEqual(nodes.first { $0.explicitID == "inside" }?.layer, .content)
    XCTAssertTrue(nodes.contains { $0.layer == .navigationBar })
  } }

  /// Screens without navigation keep every node in the content layer.
  func testNoNavigationNoOverlayLayer() { onMain {
    let s = layout(Text("A").overlay { Text("B") })
    XCTAssertTrue(s.root.flattened.allSatisfy { $0.layer == .content })
  } }
}
