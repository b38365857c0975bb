import Foundation
import PlumbUI
import XCTest

/// `ShapeStyle.opacity(_:)` and `RadialGradient(stops:...)`, found missing by round 2 of the
/// compatibility corpus (docs/compat-corpus.md).
final class ShapeStyleOpacityAndGradientStopsTests: XCTestCase {
  func testGradientOpacityMultipliesEveryStopsAlpha() { onMain {
    let style = LinearGradient(colors: [.red, Color(red: 0, green: 0, blue: 1, opacity: 0.5)], startPoint: .top, endPoint: .bottom)
    let host = ViewHost(Rectangle().fill(style.opacity(0.25)).frame(width: 20, height: 20))
    guard case .fill(_, .linearGradient(let stops, _, _), _)? = host.displayList.items.first else {
      return XCTFail("expected a linear gradient fill, got \(host.displayList.items)")
    }
    XCTAssertEqual(stops.map(\.color.alpha), [0.25, 0.125])
    XCTAssertEqual(stops.map(\.color.red), [1, 0])
  } }

  func testAnyGradientAndForegroundOpacity() { onMain {
    let (host, _) = RenderWarnings.collecting {
      ViewHost(VStack(spacing: 0) {
        Rectangle().fill(Color.green.gradient.opacity(0.5)).frame(width: 20, height: 20)
        Rectangle().fill(.foreground.opacity(0.2)).frame(width: 20, height: 20)
      }.foregroundColor(.red))
    }
    let fills = host.displayList.items.compactMap { item -> Paint? in
      if case .fill(_, let paint, _) = item { return paint }
      return nil
    }
    guard fills.count == 2, case .linearGradient(let stops, _, _) = fills[0], case .solid(let c) = fills[1] else {
      return XCTFail("expected a gradient and a solid fill, got \(fills)")
    }
    XCTAssertEqual(stops.map(\.color.alpha), [0.5, 0.5])
    XCTAssertEqual(c.alpha, 0.2, accuracy: 1e-12)
    XCTAssertEqual(c.red, 1)
  } }

  func testGradientUsedAsViewKeepsViewOpacity() { onMain {
    // `LinearGradient` is a view and a style: `.opacity` on it is the view modifier, as in SwiftUI.
    let view = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)
    XCTAssertFalse(String(describing: type(of: view)).contains("OpacityShapeStyle"))
  } }

  func testRadialGradientStopsSpelling() { onMain {
    let blue = Color(red: 0, green: 0, blue: 1), red = Color(red: 1, green: 0, blue: 0)
    let g = RadialGradient(stops: [.init(color: blue, location: 0.3), .init(color: red, location: 0.3)],
                           center: .top, startRadius: 200, endRadius: 700)
    let host = ViewHost(Rectangle().fill(g).frame(width: 100, height: 100))
    guard case .fill(_, .radialGradient(let stops, _, let r0, let r1), _)? = host.displayList.items.first else {
      return XCTFail("expected a radial gradient fill, got \(host.displayList.items)")
    }
    XCTAssertEqual(stops.map(\.location), [0.3, 0.3])
    XCTAssertEqual(stops.map(\.color.blue), [1, 0])
    XCTAssertEqual([r0, r1], [200, 700])
  } }
}
