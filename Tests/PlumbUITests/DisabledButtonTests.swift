import Foundation
import PlumbUI
import XCTest

/// Disabled bordered buttons turn grey, as on iOS, instead of keeping their accent look.
final class DisabledButtonTests: XCTestCase {
  private static func paints(_ items: [DisplayItem]) -> (fills: [RGBAColor], text: [RGBAColor]) {
    var fills: [RGBAColor] = [], text: [RGBAColor] = []
    for item in items {
      switch item {
      case .fill(_, .solid(let c), _): fills.append(c)
      case .glyphs(let run): text.append(run.color)
      case .group(let g): let inner = Self.paints(g.items); fills += inner.fills; text += inner.text
      default: break
      }
    }
    return (fills, text)
  }

  func testProminentEnabledThenDisabled() { onMain {
    let enabled = Self.paints(ViewHost(Button("Go") {}.buttonStyle(.borderedProminent)).displayList.items)
    XCTAssertEqual(enabled.fills, [RGBAColor(r8: 0, g8: 122, b8: 255)], "accent fill")
    XCTAssertEqual(enabled.text.first, RGBAColor(r8: 255, g8: 255, b8: 255), "white label")

    let disabled = Self.paints(ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true)).displayList.items)
    XCTAssertEqual(disabled.fills, [RGBAColor(r8: 118, g8: 118, b8: 128, alpha: 0.12)], "tertiary system fill")
    XCTAssertEqual(disabled.text.first, RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.3), "tertiary label")
  } }

  func testBorderedKeepsItsTintWhenEnabled() { onMain {
    let enabled = Self.paints(ViewHost(Button("Go") {}.buttonStyle(.bordered)).displayList.items)
    XCTAssertEqual(enabled.text.first, RGBAColor(r8: 0, g8: 122, b8: 255), "accent label")
    let disabled = Self.paints(ViewHost(Button("Go") {}.buttonStyle(.bordered).disabled(true)).displayList.items)
    XCTAssertEqual(disabled.text.first, RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.3))
  } }
}
