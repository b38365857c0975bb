import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import TipKit
import XCTest

/// TipKit (docs/compatibility/frameworks.md, "TipKit"): tips are declared as on iOS, `TipView`
/// draws the inline card with its controls, and popover tips warn.
final class TipKitTests: XCTestCase {
  func testATipsDefaultsAndParametersAreAsTipKitGivesThem() { onMain {
    try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
    try Tips.resetDatastore()
    let tip = FavoriteTip()
    XCTAssertEqual(tip.id, "FavoriteTip")
    XCTAssertEqual(tip.actions.map(\.id), ["learn-more"])
    XCTAssertTrue(tip.shouldDisplay)
    XCTAssertEqual(FavoriteTip.$hasFavorites.wrappedValue, false)
    XCTAssertEqual(EnableTwoFactorTip().actions.count, 0)
  } }

  func testATipViewDrawsTitleMessageCloseAndActionsWithOneWarning() { onMain {
    let (picture, warnings) = try rendered(TipView(FavoriteTip()).padding(), device: .custom(width: 390, height: 200, scale: 2))
    let names = picture.layout?.root.flattened.map(\.name).joined(separator: "|") ?? ""
    XCTAssert(names.contains("Save favourites") && names.contains("Learn more") && names.contains("xmark"), names)
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssert(warnings[0].contains("TipView(FavoriteTip)"))
  } }

  func testAPopoverTipWarnsAndDrawsTheViewAlone() { onMain {
    let (_, warnings) = try rendered(Image(systemName: "star").popoverTip(FavoriteTip()))
    XCTAssertEqual(warnings, ["popoverTip(FavoriteTip): the popover is not drawn; the view is drawn without it"])
  } }

  /// After Bisquit-Host/SwiftUI-App, iOS/Utils/Tips/TipEnable2FA.swift: its preview's padded
  /// `TipView` of a tip with a title, message and symbol image; below it a tip with an action.
  func testGoldenTipViews() { onMain {
    let screen = VStack(spacing: 20) {
      TipView(EnableTwoFactorTip())
      TipView(FavoriteTip())
      Spacer()
    }.padding()
    assertGolden(of: screen, named: "tip-views", device: .custom(width: 390, height: 420, scale: 2))
  } }
}

private struct EnableTwoFactorTip: Tip {
  var title: Text { Text("Enable 2FA") }
  var message: Text? { Text("Turn on two-factor authentication to protect your account") }
  var image: Image? { Image(systemName: "lock.shield.fill") }
}

private struct FavoriteTip: Tip {
  @Parameter static var hasFavorites: Bool = false
  var title: Text { Text("Save favourites") }
  var message: Text? { Text("Tap the star to keep a place for later.") }
  var image: Image? { Image(systemName: "star") }
  var actions: [Action] { [Action(id: "learn-more", title: "Learn more")] }
  var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
}
