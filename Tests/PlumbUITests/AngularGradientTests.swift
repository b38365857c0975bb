import Foundation
import PlumbUI
import XCTest

final class AngularGradientTests: XCTestCase {
  func testDefaultAnglesMeanOneFullTurnAboutTheUnitPoint() { onMain {
    let view = Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .topLeading)).frame(width: 100, height: 60)
    let host = ViewHost(view)
    guard case .fill(_, .angularGradient(let stops, let center, let start, let end), _)? = host.displayList.items.first else {
      return XCTFail("expected an angular gradient fill, got \(host.displayList.items)")
    }
    XCTAssertEqual(stops.map(\.location), [0, 1])
    XCTAssertEqual(start, 0)
    XCTAssertEqual(end, 2 * .pi, accuracy: 1e-12)
    // The frame is centred on the iPhone 14 screen: (390 − 100)/2, 47 + (763 − 60)/2 = 398.5,
    // snapped to the @3x pixel grid (ties up) as painted frames are: 398.6667.
    XCTAssertEqual(center.x, 145, accuracy: 0.001)
    XCTAssertEqual(center.y, 1196.0 / 3, accuracy: 0.001)
  } }

  func testAngleFormAndConicStyle() { onMain {
    let host = ViewHost(Circle().fill(.conicGradient(colors: [.red, .green], center: .center, angle: .degrees(90)))
      .frame(width: 40, height: 40))
    guard case .fill(_, .angularGradient(_, _, let start, let end), _)? = host.displayList.items.first else {
      return XCTFail("expected an angular gradient fill")
    }
    XCTAssertEqual(start, .pi / 2, accuracy: 1e-12)
    XCTAssertEqual(end - start, 2 * .pi, accuracy: 1e-12)
  } }

  struct Stripes: ShapeStyle {}

  func testUnknownShapeStylesWarnInsteadOfDrawingSilently() { onMain {
    let (_, warnings) = RenderWarnings.collecting { _ = ViewHost(Rectangle().fill(Stripes())).displayList }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].contains("Stripes"), warnings.joined())
  } }
}
