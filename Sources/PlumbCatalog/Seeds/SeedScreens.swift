import Foundation
import PlumbGraphics
import PlumbUI

/// The five seed scenarios as catalog screens: SwiftUI-style views (Seeds/*Seed.swift) rendered
/// through PlumbUI, with the interactions that bring each into the state shown.
enum SeedScreens {
  /// Sample times of the custom popup's transition (seconds after the tap).
  static let popupTimes = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.7, 1.0]

  static var all: [CatalogScreen] {
    [
      CatalogScreen(name: "home-pop-menu",
                    summary: "Seed: NavigationStack home whose trailing bar button opens a pop menu anchored under it, above the bar") { c in
        try SeedRendering.frame("home-pop-menu", c, timed: false, view: { HomePopMenuSeed() }, steps: [
          { try SeedRendering.tap("menuButton", in: $0, screen: "home-pop-menu") },
        ])
      },
      CatalogScreen(name: "home-pop-menu-bug",
                    summary: "Seed bug: the pop menu's overlay inside the stack, pushed down by the safe area and under the bar") { c in
        try SeedRendering.frame("home-pop-menu-bug", c, timed: false, view: { HomePopMenuSeed(reproducesBug: true) }, steps: [
          { try SeedRendering.tap("menuButton", in: $0, screen: "home-pop-menu-bug") },
        ])
      },
      CatalogScreen(name: "device-list",
                    summary: "Seed: sectioned device list in ScrollView + LazyVStack with a trailing section-index column") { c in
        try SeedRendering.frame("device-list", c, timed: false, view: { DeviceListSeed() })
      },
      CatalogScreen(name: "device-list-scrollto",
                    summary: "Seed: the device list scrolled on appear with scrollTo(\"iPad\", anchor: .top)") { c in
        try SeedRendering.frame("device-list-scrollto", c, timed: false, view: { DeviceListSeed(initialSection: "iPad") })
      },
      CatalogScreen(name: "device-list-index-drag",
                    summary: "Seed: the device list after a drag down the section index from iPhone to iPod") { c in
        try SeedRendering.frame("device-list-index-drag", c, timed: false, view: { DeviceListSeed() }, steps: [{ host in
          let top = try SeedRendering.frame(of: "index-iPhone", in: host, screen: "device-list-index-drag")
          let end = try SeedRendering.frame(of: "index-iPod", in: host, screen: "device-list-index-drag")
          try host.drag(from: CGPoint(x: top.midX, y: top.midY), to: CGPoint(x: end.midX, y: end.midY), steps: 8)
        }])
      },
      CatalogScreen(name: "frame-getter",
                    summary: "Seed: FrameGetter (GeometryReader → @State via DispatchQueue.main.async) showing the settled frame it read") { c in
        try SeedRendering.frame("frame-getter", c, timed: false, view: { FrameGetterSeed() })
      },
      CatalogScreen(name: "sheet-form",
                    summary: "Seed: a profile form presented in a large sheet over a settings list") { c in
        try SeedRendering.frame("sheet-form", c, timed: false, view: { SheetFormSeed() }, steps: [
          { try SeedRendering.tap("editProfile", in: $0, screen: "sheet-form") },
        ])
      },
      CatalogScreen(name: "sheet-form-confirm",
                    summary: "Seed: the sheet's form edited, a swipe-down refused (interactiveDismissDisabled) → confirmation dialog") { c in
        try SeedRendering.frame("sheet-form-confirm", c, timed: false, view: { SheetFormSeed() }, steps: [
          { try SeedRendering.tap("editProfile", in: $0, screen: "sheet-form-confirm") },
          { host in
          // The switch, at the trailing end of the row, takes the tap (as on iOS; the label does not).
          let toggle = try SeedRendering.frame(of: "notificationsToggle", in: host, screen: "sheet-form-confirm")
          try host.tap(at: CGPoint(x: toggle.maxX - 26, y: toggle.midY))
          },
          { try $0.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 650), steps: 8) },
        ])
      },
      CatalogScreen(name: "custom-popup",
                    summary: "Seed: custom popup over everything: 50 % black dim fades in, card scales 0.7 → 1 (spring 0.5, 0.7)",
                    transitionTimes: popupTimes) { c in
        try SeedRendering.frame("custom-popup", c, timed: true, view: { CustomPopupSeed() }, steps: [
          { try SeedRendering.tap("showPopup", in: $0, screen: "custom-popup") },
        ])
      },
    ]
  }
}
