import Foundation
import PlumbUI
import XCTest

/// `@Namespace` keeps one id per view identity; `matchedGeometryEffect` keeps frames and warns.
final class NamespaceTests: XCTestCase {
  final class Seen: @unchecked Sendable { var ids: [Namespace.ID] = [] }

  struct Hero: View {
    @Namespace private var ns
    @State private var expanded = false
    let seen: Seen
    var body: some View {
      seen.ids.append(ns)
      return Color.blue.frame(width: 40, height: 40)
        .matchedGeometryEffect(id: "card", in: ns)
        .id("card")
        .onAppear { expanded = true }  // a second pass re-evaluates the body
    }
  }

  func testNamespaceIsStableAcrossUpdatesAndEffectWarns() { onMain {
    let seen = Seen()
    let (s, warnings) = RenderWarnings.collecting { layout(Hero(seen: seen)) }
    XCTAssertGreaterThanOrEqual(seen.ids.count, 2)
    XCTAssertEqual(Set(seen.ids).count, 1, "one namespace id for the view's whole life")
    XCTAssertEqual(s.frame("card")?.size, CGSize(width: 40, height: 40))
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].hasPrefix("matchedGeometryEffect(id:in:) is not applied"), warnings.joined())
  } }
}
