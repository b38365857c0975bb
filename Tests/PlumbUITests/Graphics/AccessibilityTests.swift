import Foundation
@testable import PlumbUI
import XCTest

/// Accessibility modifiers draw nothing and record label/identifier in the layout tree.
final class AccessibilityTests: XCTestCase {
  private struct Row: View {
    var body: some View {
      VStack(spacing: 0) {
        Image(systemName: "star").accessibilityLabel("Favourite").accessibilityIdentifier("fav").id("star")
        Text("Plain").id("plain")
        Color.red.frame(width: 10, height: 10)
          .accessibility(label: Text("Old style"))
          .accessibilityHint("hint").accessibilityValue(Text("3"))
          .accessibilityHidden(false).accessibilityElement(children: .combine)
          .accessibilityAddTraits(.isButton).accessibilityRemoveTraits(.isImage)
          .accessibilityAction { }
          .accessibilityAction(named: "Delete") { }
          .id("red")
      }
    }
  }

  func testLabelsAndIdentifiersAreInTheLayoutTree() { onMain {
    let snapshot = layout(Row())
    let labelled = snapshot.root.flattened.filter { $0.accessibilityLabel != nil }
    XCTAssertEqual(labelled.map(\.accessibilityLabel), ["Favourite", "Old style"])
    XCTAssertEqual(snapshot.root.flattened.filter { $0.accessibilityIdentifier != nil }.map(\.accessibilityIdentifier), ["fav"])
  } }

  func testNothingIsDrawnAndNothingMoves() { onMain {
    let plain = VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Text("x") }
    let marked = VStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).accessibilityLabel("Red").accessibilityIdentifier("r")
      Text("x").accessibilityHidden(true)
    }
    XCTAssertEqual(ViewHost(plain).displayList, ViewHost(marked).displayList)
    XCTAssertEqual(layout(plain).root.flattened.map(\.frame), layout(marked).root.flattened.map(\.frame))
  } }

  /// Trees without accessibility metadata encode exactly as before (no new keys), so existing
  /// `.layout.json` goldens keep their bytes; with a label, only that node gains the key.
  func testLabelsAreEncodedOnlyWhenSet() throws {
    let plain = LayoutNode(name: "A", identity: "A", frame: .zero)
    let json = String(decoding: try JSONEncoder().encode(plain), as: UTF8.self)
    XCTAssertFalse(json.contains("accessibility"))
    let labelled = LayoutNode(name: "A", identity: "A", frame: .zero, accessibilityLabel: "L")
    let json2 = String(decoding: try JSONEncoder().encode(labelled), as: UTF8.self)
    XCTAssertTrue(json2.contains("\"accessibilityLabel\":\"L\""))
    XCTAssertFalse(json2.contains("accessibilityIdentifier"))
    XCTAssertEqual(try JSONDecoder().decode(LayoutNode.self, from: Data(json.utf8)), plain)
  }
}
