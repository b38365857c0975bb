import Foundation
@testable import PlumbUI
import XCTest

/// `.tint(_:)`, `.accentColor(_:)` and `SwitchToggleStyle(tint:)` reach the controls iOS draws in
/// the tint. Round 2 of the compatibility corpus (docs/compat-corpus.md) rendered a purple-tinted
/// switch green: both modifiers were accepted and ignored.
private let purple = Color(red: 0.5, green: 0.2, blue: 1)

/// Every solid fill colour and glyph colour of a display list, in paint order.
private func colours(_ items: [DisplayItem]) -> [RGBAColor] {
  items.flatMap { item -> [RGBAColor] in
    switch item {
    case .fill(_, .solid(let c), _): return [c]
    case .glyphs(let run): return [run.color]
    case .group(let g): return colours(g.items)
    default: return []
    }
  }
}

final class TintTests: XCTestCase {

  func testTintColoursTheOnSwitchButtonAndProgress() { onMain {
    // Where the colours come from: Apple's tint(_:) docs (iOS 15) name buttons, toggles and
    // progress views among the controls it affects. Confidence H for which controls, M for the
    // exact switch colour (the tint as given, as UISwitch.onTintColor draws it).
    let host = ViewHost(VStack {
      Toggle("On", isOn: .constant(true))
      Button("Go") {}
      ProgressView(value: 0.5)
    }.tint(purple))
    let all = colours(host.displayList.items)
    XCTAssertTrue(all.contains(purple.rgba), "\(all)")
    XCTAssertFalse(all.contains(Color.green.rgba), "the switch is still green: \(all)")
    XCTAssertFalse(all.contains(Color.accentColor.rgba), "something is still in the default blue: \(all)")
    XCTAssertEqual(all.filter { $0 == purple.rgba }.count, 3, "switch track, button label, progress bar: \(all)")
  } }

  func testSwitchToggleStyleTintAndAccentColorLeavesSwitchesGreen() { onMain {
    let styled = ViewHost(Toggle("On", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: purple)))
    XCTAssertTrue(colours(styled.displayList.items).contains(purple.rgba))
    // accentColor(_:) tints the button but, on iOS, not the switch.
    let accented = ViewHost(VStack { Toggle("On", isOn: .constant(true)); Button("Go") {} }.accentColor(purple))
    let all = colours(accented.displayList.items)
    XCTAssertTrue(all.contains(Color.green.rgba), "\(all)")
    XCTAssertEqual(all.filter { $0 == purple.rgba }.count, 1, "\(all)")
  } }

  func testBorderedProminentFillAndNearestTintWins() { onMain {
    let host = ViewHost(VStack {
      Button("A") {}.buttonStyle(.borderedProminent).tint(.orange)
      Button("B") {}
    }.tint(purple))
    let all = colours(host.displayList.items)
    XCTAssertTrue(all.contains(Color.orange.rgba), "prominent fill in the nearer tint: \(all)")
    XCTAssertTrue(all.contains(purple.rgba), "the other button keeps the outer tint: \(all)")
    XCTAssertFalse(all.contains(Color.accentColor.rgba), "\(all)")
  } }
}
