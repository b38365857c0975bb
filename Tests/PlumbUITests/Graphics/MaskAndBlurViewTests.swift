import Foundation
@testable import PlumbUI
import PlumbTesting
import XCTest

/// `.mask(alignment:_:)` and `.blur(radius:opaque:)` on views: no layout effect, a mask or blur
/// group in the display list, and the pixels of a small render.
private let device = Device.custom(width: 40, height: 40, scale: 1)

final class MaskAndBlurViewTests: XCTestCase {
  func testMaskKeepsTheCircle() { onMain {
    let view = Color.red.frame(width: 40, height: 40).mask { Circle() }
    let image = try renderView(view, options: ViewRenderOptions(device: device, background: nil)).image
    XCTAssertEqual(image[20, 20].r, 255)
    XCTAssertEqual(image[20, 20].a, 255)
    XCTAssertEqual(image[1, 1].a, 0, "corner outside the circle")
  } }

  func testMaskAlignmentAndLayout() { onMain {
    let view = Color.blue.frame(width: 40, height: 40)
      .mask(alignment: .topLeading) { Rectangle().frame(width: 10, height: 10) }.id("masked")
    let snap = layout(view, device: device)
    assertFrame(snap.frame("masked"), 0, 0, 40, 40)
    let image = try renderView(view, options: ViewRenderOptions(device: device, background: nil)).image
    XCTAssertEqual(image[5, 5].a, 255)
    XCTAssertEqual(image[20, 20].a, 0)
    let old = Color.blue.frame(width: 40, height: 40).mask(Circle())
    XCTAssertEqual(try renderView(old, options: ViewRenderOptions(device: device, background: nil)).image[1, 1].a, 0)
  } }

  func testBlurIsAGroupAndSpreadsPastTheFrame() { onMain {
    let view = Color.black.frame(width: 10, height: 10).blur(radius: 4).id("b")
    let host = ViewHost(view, device: device)
    guard case .group(let g) = host.displayList.items.first else { return XCTFail("no group") }
    XCTAssertEqual(g.blur, Blur(radius: 4))
    assertFrame(host.layoutSnapshot.frame("b"), 15, 15, 10, 10)
    let image = try renderView(view, options: ViewRenderOptions(device: device, background: nil)).image
    XCTAssertGreaterThan(image[14, 20].a, 50, "ink outside the 10 × 10 frame")
    XCTAssertLessThan(image[20, 20].a, 255)
  } }

  func testOpaqueBlurWarns() { onMain {
    let (_, warnings) = RenderWarnings.collecting { _ = ViewHost(Color.black.blur(radius: 3, opaque: true)).displayList }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("blur(radius:opaque: true)"))
  } }
}
