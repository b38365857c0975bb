import Foundation
import PlumbUI
import XCTest

/// Effects Plumbline does not draw keep the layout and say so, once each.
final class UndrawnEffectTests: XCTestCase {
  func testColourEffectsWarnOnceEachAndKeepLayout() { onMain {
    let view = VStack {
      Color.red.frame(width: 20, height: 20).brightness(0.2).grayscale(1).id("a")
      Color.red.frame(width: 20, height: 20).brightness(0.4).id("b")
    }
    let (s, warnings) = RenderWarnings.collecting { layout(view) }
    XCTAssertEqual(warnings.count, 2, warnings.joined(separator: "\n"))
    XCTAssertTrue(warnings.contains { $0.hasPrefix("brightness(_:) is not drawn") })
    XCTAssertTrue(warnings.contains { $0.hasPrefix("grayscale(_:) is not drawn") })
    XCTAssertEqual(s.frame("a")?.size, CGSize(width: 20, height: 20))
  } }

  func testRotation3DSaysTheViewIsUnrotated() { onMain {
    let (_, warnings) = RenderWarnings.collecting {
      _ = layout(Text("flip").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)))
    }
    XCTAssertEqual(warnings, ["rotation3DEffect(_:axis:) is not drawn: the view is drawn unrotated"])
  } }

  func testActionSheetItemPresentsWhileTheItemIsSet() { onMain {
    struct Pick: Identifiable { let id = 1; let name: String }
    struct Screen: View {
      @State var picked: Pick? = Pick(name: "Photo")
      var body: some View {
        Text("Home").actionSheet(item: $picked) { p in ActionSheet(title: Text("Share \(p.name)")) }
      }
    }
    let s = layout(Screen())
    XCTAssertFalse(s.nodes(named: "Text(\"Share Photo\")").isEmpty)
  } }
}
