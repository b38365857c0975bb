import Foundation
import PlumbUI
import XCTest

/// `MeshGradient` (iOS 18) as a view and as a shape style: its unit points are mapped onto the
/// filled rectangle, and what iOS draws differently is warned once.
final class MeshGradientTests: XCTestCase {
  func testPointsMapOntoTheFrameAndSmoothingWarnsOnce() { onMain {
    let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                            colors: [.red, .blue, .green, .black])
    let ((host, items), warnings) = RenderWarnings.collecting { () -> (ViewHost, [DisplayItem]) in
      let host = ViewHost(VStack(spacing: 0) {
        mesh.frame(width: 200, height: 100)
        Circle().fill(mesh).frame(width: 50, height: 50)
      })
      return (host, host.displayList.items)
    }
    let meshes = items.compactMap { item -> (Int, Int, [CGPoint])? in
      if case .fill(_, .mesh(let columns, let rows, let points, _), _) = item { return (columns, rows, points) }
      return nil
    }
    XCTAssertEqual(meshes.count, 2)
    let frame = try XCTUnwrap(host.layoutSnapshot.root.flattened.first { $0.name == "MeshGradient" }?.frame)
    // Painted on the pixel grid (a third of a point at 3x).
    let first = try XCTUnwrap(meshes.first?.2.first), last = try XCTUnwrap(meshes.first?.2.last)
    XCTAssertEqual(first.x, frame.minX, accuracy: 0.34); XCTAssertEqual(first.y, frame.minY, accuracy: 0.34)
    XCTAssertEqual(last.x, frame.maxX, accuracy: 0.34); XCTAssertEqual(last.y, frame.maxY, accuracy: 0.34)
    XCTAssertEqual(warnings.filter { $0.hasPrefix("MeshGradient") }.count, 1, "\(warnings)")
  } }

  func testWhatIsNotDrawnWarns() { onMain {
    let curved = MeshGradient(width: 2, height: 2, bezierPoints: [
      .init(position: [0, 0], leadingControlPoint: [0, 0], topControlPoint: [0, 0], trailingControlPoint: [0.5, 0.1], bottomControlPoint: [0, 0.5]),
      .init(position: [1, 0], leadingControlPoint: [0.5, -0.1], topControlPoint: [1, 0], trailingControlPoint: [1, 0], bottomControlPoint: [1, 0.5]),
      .init(position: [0, 1], leadingControlPoint: [0, 1], topControlPoint: [0, 0.5], trailingControlPoint: [0.5, 1], bottomControlPoint: [0, 1]),
      .init(position: [1, 1], leadingControlPoint: [0.5, 1], topControlPoint: [1, 0.5], trailingControlPoint: [1, 1], bottomControlPoint: [1, 1]),
    ], colors: [.red, .blue, .green, .black], background: .yellow, smoothsColors: false, colorSpace: .perceptual)
    let (_, warnings) = RenderWarnings.collecting { ViewHost(curved.frame(width: 100, height: 100)).displayList }
    XCTAssert(warnings.contains { $0.contains("control points are not drawn") }, "\(warnings)")
    XCTAssert(warnings.contains { $0.contains("background outside the mesh") }, "\(warnings)")
    XCTAssert(warnings.contains { $0.contains("not perceptually") }, "\(warnings)")
    XCTAssertFalse(warnings.contains { $0.contains("smooths them") }, "\(warnings)")
    let (_, wrong) = RenderWarnings.collecting {
      ViewHost(MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0]], colors: [.red]).frame(width: 10, height: 10)).displayList
    }
    XCTAssert(wrong.contains { $0.contains("a 3 × 3 grid needs 9 points and colours (has 2 and 1); nothing is drawn") }, "\(wrong)")
  } }
}
