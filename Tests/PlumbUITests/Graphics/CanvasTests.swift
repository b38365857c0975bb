import Foundation
@testable import PlumbUI
import PlumbTesting
import XCTest

private let device = Device.custom(width: 60, height: 60, scale: 1)

/// `Canvas { context, size in }` paints into the display list at the canvas's frame.
final class CanvasTests: XCTestCase {
  func testFillStrokeTransformAndOpacityLandInTheDisplayList() { onMain {
    var seenSize = CGSize.zero
    let view = Canvas { context, size in
      seenSize = size
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      var moved = context
      moved.translateBy(x: 20, y: 0)
      moved.opacity = 0.5
      moved.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue), lineWidth: 2)
    }
    .frame(width: 40, height: 30)
    let host = ViewHost(view, device: device)
    _ = host.displayList
    XCTAssertEqual(seenSize, CGSize(width: 40, height: 30))
    guard case .group(let canvas) = host.displayList.items.first else { return XCTFail("no canvas group") }
    // Centred in 60 × 60: origin (10, 15); clipped to the frame.
    XCTAssertEqual(canvas.clip?.boundingBox, CGRect(x: 10, y: 15, width: 40, height: 30))
    XCTAssertEqual(canvas.items.count, 2)
    guard case .group(let second) = canvas.items[1] else { return XCTFail() }
    XCTAssertEqual(second.opacity, 0.5)
    XCTAssertEqual(second.transform, .translation(x: 30, y: 15))
  } }

  func testCanvasPixelsClipAndLayer() { onMain {
    let view = Canvas { context, size in
      context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
      var c = context
      c.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
      c.drawLayer { layer in
        layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
      }
      // Far outside the canvas: clipped away.
      context.fill(Path(CGRect(x: -100, y: -100, width: 50, height: 50)), with: .color(.blue))
    }
    let image = try renderView(view, options: ViewRenderOptions(device: device, background: nil)).image
    XCTAssertEqual([image[10, 30].r, image[10, 30].a], [0, 255], "left half: the black layer")
    XCTAssertEqual(image[50, 30].r, 255, "right half: the red ellipse")
    XCTAssertEqual(image[59, 0].a, 0, "outside the ellipse, nothing")
  } }

  func testTextIsDrawnAndImagesWarn() { onMain {
    let view = Canvas { context, _ in
      context.draw(Text("Hi"), at: CGPoint(x: 30, y: 30))
      context.draw(Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let (items, warnings) = RenderWarnings.collecting { ViewHost(view, device: device).displayList.items }
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("GraphicsContext.draw(Image)"))
    func glyphs(_ items: [DisplayItem]) -> [GlyphRun] {
      items.flatMap { item -> [GlyphRun] in
        if case .glyphs(let g) = item { return [g] }
        if case .group(let g) = item { return glyphs(g.items) }
        return []
      }
    }
    XCTAssertEqual(glyphs(items).first?.glyphs.count, 2)
  } }
}
