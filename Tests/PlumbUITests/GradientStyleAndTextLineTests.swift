import Foundation
import PlumbUI
import XCTest

/// A `Gradient` used as a shape style (iOS 16) fills from top to bottom, as `AnyGradient`; the
/// iOS 16 `View.underline` and `View.strikethrough` draw their lines on the text below
/// (docs/compatibility/graphics.md, docs/text.md). Found missing by round 10 of the
/// compatibility corpus (docs/compat-corpus.md).
final class GradientStyleAndTextLineTests: XCTestCase {
  func testAGradientFillsTopToBottom() { onMain {
    let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    let host = ViewHost(VStack(spacing: 0) {
      Rectangle().fill(gradient).frame(width: 20, height: 40)
      Circle().stroke(gradient, lineWidth: 2).frame(width: 20, height: 20)
      Text("A").foregroundStyle(gradient)
    })
    guard case .fill(_, .linearGradient(let stops, let start, let end), _)? = host.displayList.items.first else {
      return XCTFail("expected a linear gradient fill, got \(host.displayList.items)")
    }
    XCTAssertEqual(stops.map(\.color.red), [1, 0])
    XCTAssertEqual(stops.map(\.color.blue), [0, 1])
    let frame = host.layoutSnapshot.root.flattened.first { $0.name == "Rectangle" }?.frame
    XCTAssertEqual(start.y, frame?.minY ?? -1, accuracy: 1e-9)
    XCTAssertEqual(end.y, frame?.maxY ?? -1, accuracy: 1e-9)
    XCTAssertEqual(start.x, end.x)
  } }

  func testViewUnderlineAndStrikethroughDrawOnTheTextBelow() { onMain {
    let (lines, warnings) = RenderWarnings.collecting {
      ViewHost(VStack { Text("Old"); Text("Price") }.strikethrough(color: .red)).displayList
    }
    XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    XCTAssertNotEqual(lines, ViewHost(VStack { Text("Old"); Text("Price") }).displayList)
    XCTAssertEqual(lines, ViewHost(VStack { Text("Old").strikethrough(color: .red); Text("Price").strikethrough(color: .red) }).displayList)
    XCTAssertEqual(ViewHost(VStack { Text("A") }.underline(false)).displayList, ViewHost(VStack { Text("A") }).displayList)
  } }
}
