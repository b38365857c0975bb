import Foundation
@testable import PlumbUI
import PlumbTesting
import XCTest

/// `Color("name")` (asset colours: placeholder + one warning per name) and `Color.gradient`.
final class ColorAssetAndGradientTests: XCTestCase {
  func testAssetColourDrawsMagentaAndWarnsOncePerName() { onMain {
    let view = VStack(spacing: 0) {
      Color("NoBrand").frame(width: 20, height: 20)
      Color("NoBrand", bundle: .main).frame(width: 20, height: 20)
      Color("Accent2", bundle: nil).frame(width: 20, height: 20)
    }
    let (host, warnings) = RenderWarnings.collecting { () -> ViewHost in
      let h = ViewHost(view, device: .custom(width: 40, height: 60, scale: 1))
      _ = h.displayList
      return h
    }
    XCTAssertEqual(warnings.count, 2, "\(warnings)")
    XCTAssertTrue(warnings[0].hasPrefix("No color named \"NoBrand\" in asset catalogs"), warnings[0])
    XCTAssertTrue(warnings[1].contains("Accent2"))
    guard case .fill(_, let paint, _) = host.displayList.items.first else { return XCTFail("no fill") }
    XCTAssertEqual(paint, .solid(RGBAColor(r8: 255, g8: 0, b8: 255)))
  } }

  func testAssetColourPixelsAreNeverClear() { onMain {
    let (rendering, _) = try RenderWarnings.collecting {
      try renderView(Color("Missing").frame(width: 10, height: 10),
                     options: ViewRenderOptions(device: .custom(width: 10, height: 10, scale: 1), background: nil))
    }
    let p = rendering.image[5, 5]
    XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 0, 255, 255])
  } }

  func testColorGradientRunsTopToBottomAroundTheColour() { onMain {
    let view = Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 100)
    let (host, warnings) = RenderWarnings.collecting { () -> ViewHost in
      let h = ViewHost(view, device: .custom(width: 10, height: 100, scale: 1))
      _ = h.displayList
      return h
    }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("Color.gradient"))
    guard case .fill(_, .linearGradient(let stops, let start, let end), _) = host.displayList.items.first else {
      return XCTFail("no gradient fill: \(host.displayList.items)")
    }
    XCTAssertEqual(start, CGPoint(x: 5, y: 0))
    XCTAssertEqual(end, CGPoint(x: 5, y: 100))
    // blue = (0, 122, 255): top 10 % toward white, bottom 10 % toward black.
    XCTAssertEqual(stops.count, 2)
    XCTAssertEqual(stops[0].color.red, 0.1, accuracy: 1e-9)
    XCTAssertEqual(stops[0].color.blue, 1, accuracy: 1e-9)
    XCTAssertEqual(stops[1].color.blue, 0.9, accuracy: 1e-9)
    XCTAssertEqual(stops[1].color.green, 122.0 / 255 * 0.9, accuracy: 1e-9)
  } }

  func testGradientAsAForegroundStyleAndAnyGradient() { onMain {
    let styled = Circle().foregroundStyle(.blue.gradient)
    _ = ViewHost(styled)
    let g = AnyGradient(Gradient(colors: [.red, .green]))
    let host = ViewHost(Rectangle().fill(g).frame(width: 10, height: 10))
    let (_, warnings) = RenderWarnings.collecting { _ = host.displayList }
    XCTAssertEqual(warnings, [], "a plain AnyGradient has exact stops")
  } }
}
