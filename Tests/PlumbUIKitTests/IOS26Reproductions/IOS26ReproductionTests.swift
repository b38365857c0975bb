import Foundation
import PlumbGraphics
import PlumbTesting
import SwiftUI
import Testing

/// Public reference PNGs recorded on iOS 26 simulators, reproduced from their projects' source
/// code in iOS 26's design. The goldens here are what `scripts/compare-ios26-reproductions.py`
/// compares with the references (docs/design-references/reproductions.md gives the table, the
/// sources and what differs); each row of docs/design-references/reproductions.csv names one.
@MainActor
@Suite struct IOS26ReproductionTests {
  /// swift-snapshot-testing's iPhone 13 configuration (390 × 844 pt) drawn with
  /// `drawHierarchyInKeyWindow`, as home-assistant/iOS's and rckim77/Sudoku's tests use it: the
  /// safe area is then the host simulator's, an iPhone 17 (Pro) on Xcode 26, 62 pt at the top and
  /// 34 at the bottom (Sudoku's first card sits at 97 pt on its 13 mini, 13 and 13 Pro Max
  /// configurations alike, whose own insets differ).
  static let snapshotIPhone13 = Device(name: "snapshot-iphone13-on-iphone17", displayName: "iPhone 13 snapshot on an iPhone 17",
                                       size: CGSize(width: 390, height: 844), scale: 3,
                                       safeAreaInsets: Device.Insets(top: 62, bottom: 34))

  @Test func homeAssistantPrivacy() async {
    await assertGolden(of: HAPrivacyView(),
                       as: .image(device: Self.snapshotIPhone13).variants([
                         .design(.iOS26) + .dynamicType(.medium), .design(.iOS26) + .dynamicType(.medium) + .dark,
                       ]),
                       named: "ha-privacy")
  }

  @Test func sudokuStats() async {
    await assertGolden(of: RKStatsView(),
                       as: .image(device: Self.snapshotIPhone13).variants([
                         .design(.iOS26) + .dynamicType(.medium), .design(.iOS26) + .dynamicType(.medium) + .dark,
                       ]),
                       named: "rk-stats")
  }

  @Test func challengeAboutSheet() async {
    await assertGolden(of: VJAboutSheet(), as: .image(device: .iPhone17Pro).variants([.design(.iOS26)]), named: "vj-about")
  }

  @Test func devRoeberInsights() async {
    await assertGolden(of: DRInsightsView(), as: .image(device: .iPhone17ProMax).variants([.design(.iOS26)]),
                       named: "dr-insights")
  }
}
