import Foundation
import PlumbGraphics
import PlumbSeedCustomPopup
import PlumbSeedDeviceList
import PlumbSeedFrameGetter
import PlumbSeedPopMenu
import PlumbSeedSheetForm
import PlumbUI

/// The five seed scenarios as catalog screens, rendered through PlumbUI with the interactions that
/// bring each into the state shown. Each renders its article's own code (Sources/PlumbSeeds, entered
/// through the module's one public view); `home-pop-menu-bug` keeps the catalog's SwiftUI overlay
/// (Seeds/HomePopMenuSeed.swift), a bug the article does not have.
enum SeedScreens {
  /// Sample times of the custom popup's transition (seconds after the tap).
  static let popupTimes = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.7, 1.0]

  static var all: [CatalogScreen] {
    [
      CatalogScreen(name: "home-pop-menu",
                    summary: "Seed: 首页 whose factory name opens .popMenu, a UIHostingController presented .overFullScreen under it, above the bar") { c in
        try SeedRendering.frame("home-pop-menu", c, timed: false, view: { PopMenuSeedScreen() }, steps: [
          { try SeedRendering.tap(named: "Text(\"上海一厂\")", in: $0, screen: "home-pop-menu") },
        ])
      },
      CatalogScreen(name: "home-pop-menu-bug",
                    summary: "Seed bug: the pop menu's overlay inside the stack, pushed down by the safe area and under the bar") { c in
        try SeedRendering.frame("home-pop-menu-bug", c, timed: false, view: { HomePopMenuSeed(reproducesBug: true) }, steps: [
          { try SeedRendering.tap("menuButton", in: $0, screen: "home-pop-menu-bug") },
        ])
      },
      CatalogScreen(name: "device-list",
                    summary: "Seed: Apple Devices in ScrollView + LazyVStack with the SF Symbols section index overlaid, trailing") { c in
        try SeedRendering.frame("device-list", c, timed: false, view: { DeviceListSeedScreen() })
      },
      CatalogScreen(name: "device-list-scrollto",
                    summary: "Seed: a finger held on the index's iPad entry: its drag observer calls scrollTo(\"iPad\", anchor: .center)") { c in
        try SeedRendering.frame("device-list-scrollto", c, timed: false, view: { DeviceListSeedScreen() }, steps: [{ host in
          let entry = try indexEntry(3, host, "device-list-scrollto")
          try host.drag(from: CGPoint(x: entry.midX, y: entry.midY), to: CGPoint(x: entry.midX, y: entry.midY + 1), steps: 2)
        }])
      },
      CatalogScreen(name: "device-list-index-drag",
                    summary: "Seed: the device list after a drag down the section index from Apple TV to iPod (scrollTo, anchor .center)") { c in
        try SeedRendering.frame("device-list-index-drag", c, timed: false, view: { DeviceListSeedScreen() }, steps: [{ host in
          let top = try indexEntry(0, host, "device-list-index-drag")
          let end = try indexEntry(5, host, "device-list-index-drag")
          try host.drag(from: CGPoint(x: top.midX, y: top.midY), to: CGPoint(x: end.midX, y: end.midY), steps: 8)
        }])
      },
      CatalogScreen(name: "frame-getter",
                    summary: "Seed: FrameGetter (GeometryReader → @State via DispatchQueue.main.async) showing the settled frame it read") { c in
        try SeedRendering.frame("frame-getter", c, timed: false, view: { FrameGetterSeedScreen() })
      },
      CatalogScreen(name: "sheet-form",
                    summary: "Seed: New opens the student form in XSheet's sheet, MbModalHackView its presentation controller's delegate") { c in
        try SeedRendering.frame("sheet-form", c, timed: false, view: { SheetFormSeedScreen() }, steps: [
          { try SeedRendering.tap(named: "Text(\"New\")", in: $0, screen: "sheet-form") },
        ])
      },
      CatalogScreen(name: "sheet-form-confirm",
                    summary: "Seed: the form edited, a swipe-down refused (presentationControllerShouldDismiss) → dismissed.send → confirmation") { c in
        try SeedRendering.frame("sheet-form-confirm", c, timed: false, view: { SheetFormSeedScreen() }, steps: [
          { try SeedRendering.tap(named: "Text(\"New\")", in: $0, screen: "sheet-form-confirm") },
          { host in
          // The 已毕业 toggle's switch takes the tap (as on iOS; the label does not).
          try SeedRendering.tap(named: "Switch", in: host, screen: "sheet-form-confirm")
          },
          { try $0.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 650), steps: 8) },
        ])
      },
      CatalogScreen(name: "custom-popup",
                    summary: "Seed: ZCXPopup over everything: 50 % black dim fades in, the popup springs 0.7 → 1 (UIKit spring 0.5 s, 0.7, 0.7)",
                    transitionTimes: popupTimes) { c in
        try SeedRendering.frame("custom-popup", c, timed: true, view: { CustomPopupSeedScreen() }, steps: [
          { try SeedRendering.tap(named: "Text(\"显示弹窗\")", in: $0, screen: "custom-popup") },
        ])
      },
    ]
  }

  /// The frame of the section index's `i`th entry (in the article's sorted order: Apple TV, Apple
  /// Watch, HomePod, iPad, iPhone, iPod): its SectionIndexTitle's RoundedRectangle (custom views are not nodes of the layout tree).
  @MainActor
  static func indexEntry(_ i: Int, _ host: ViewHost, _ screen: String) throws -> CGRect {
    let entries = host.layoutSnapshot.root.flattened.filter { $0.name == "RoundedRectangle" }
    guard entries.indices.contains(i) else { throw SeedRenderingError.missingNamedView(screen: screen, name: "SectionIndexTitle #\(i)") }
    return entries[i].frame
  }
}
