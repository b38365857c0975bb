import Foundation
import PlumbGraphics
import PlumbUI

/// The seed scenarios built the UIKit way (Seeds/UIKit/*Seed.swift): presented hosting
/// controllers, a presentation-controller delegate, a custom presentation with a UIKit spring.
enum UIKitSeedScreens {
  /// Sample times of the popup's present and dismiss transitions (seconds after the tap).
  static let popupTimes = [0, 0.1, 0.2, 0.3, 0.5]

  static var all: [CatalogScreen] {
    func menu(_ name: String, _ variant: FactoryMenuVariant, _ summary: String) -> CatalogScreen {
      CatalogScreen(name: name, summary: summary) { c in
        try SeedRendering.frame(name, c, timed: false, view: { FactoryHomeSeed(variant: variant) }, steps: [
          { try SeedRendering.tap("factoryButton", in: $0, screen: name) },
        ])
      }
    }
    return [
      menu("uikit-factory-menu", .presented,
           "UIKit seed: 首页 factory menu in a UIHostingController presented .overFullScreen from the key window, under its bar item"),
      menu("uikit-factory-menu-no-ignore", .noIgnoresSafeArea,
           "UIKit seed bug: the presented menu without ignoresSafeArea, pushed down by the top inset"),
      menu("uikit-factory-menu-in-hierarchy", .inHierarchy,
           "UIKit seed bug: the menu added inside the navigation stack instead of presented, under the bar"),
      CatalogScreen(name: "uikit-sheet-guard",
                    summary: "UIKit seed: a sheet's form edited; its presentation-controller delegate now refuses dismissal") { c in
        try SeedRendering.frame("uikit-sheet-guard", c, timed: false, view: { GuardedSettingsSeed() }, steps: [
          { try SeedRendering.tap("editProfile", in: $0, screen: "uikit-sheet-guard") },
          { try toggle($0, "uikit-sheet-guard") },
        ])
      },
      CatalogScreen(name: "uikit-sheet-guard-confirm",
                    summary: "UIKit seed: a refused swipe → presentationControllerDidAttemptToDismiss → PassthroughSubject → .onReceive confirmation") { c in
        try SeedRendering.frame("uikit-sheet-guard-confirm", c, timed: false, view: { GuardedSettingsSeed() }, steps: [
          { try SeedRendering.tap("editProfile", in: $0, screen: "uikit-sheet-guard-confirm") },
          { try toggle($0, "uikit-sheet-guard-confirm") },
          { try $0.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 650), steps: 8) },
        ])
      },
      CatalogScreen(name: "uikit-popup", summary: "UIKit seed: custom presentation, dim fades in alongside, card springs 0.7 → 1 (UIKit spring 0.5 s, 0.7, 0.7)",
                    transitionTimes: popupTimes) { c in
        try SeedRendering.frame("uikit-popup", c, timed: true, view: { PopupHomeSeed() }, steps: [
          { try SeedRendering.tap("showPopup", in: $0, screen: "uikit-popup") },
        ])
      },
      CatalogScreen(name: "uikit-popup-dismiss", summary: "UIKit seed: the popup dismissed: card springs back to 0.7 and fades, dim fades out",
                    transitionTimes: popupTimes) { c in
        try SeedRendering.frame("uikit-popup-dismiss", c, timed: true, view: { PopupHomeSeed() }, steps: [
          { try SeedRendering.tap("showPopup", in: $0, screen: "uikit-popup-dismiss") },
          { $0.advance(to: 10) },  // the presentation has finished; the clock now runs
          { try SeedRendering.tap("popupDone", in: $0, screen: "uikit-popup-dismiss") },
        ])
      },
    ]
  }

  /// Taps the notifications switch (the trailing end of its row takes the tap, as on iOS).
  @MainActor
  static func toggle(_ host: ViewHost, _ screen: String) throws {
    let toggle = try SeedRendering.frame(of: "notificationsToggle", in: host, screen: screen)
    try host.tap(at: CGPoint(x: toggle.maxX - 26, y: toggle.midY))
  }
}
