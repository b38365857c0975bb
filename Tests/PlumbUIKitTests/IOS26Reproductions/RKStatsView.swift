import SwiftUI
import UIKit

/// rckim77/Sudoku @ 476f57f, the statistics screen with no game played:
/// `Sudoku/Stats/StatsView.swift` and `StatsRow.swift`, with `FullBackgroundStyle` and the asset
/// colour `dynamicBackground` (white, dark 0.152 grey) written out and the English strings of
/// `Localizable.xcstrings`, as `SudokuTests/SnapshotTests.swift` renders it: a UIHostingController
/// on swift-snapshot-testing's iPhone 13 (390 × 844 pt, Dynamic Type Medium), light and dark.
/// `Color("dynamicDarkGray")` tints a Text, which draws nothing differently, and is left out.
struct RKStatsView: View {
  var body: some View {
    List {
      StatsRow(title: "Total games completed", value: "0")
      Section("Difficulty") {
        StatsRow(title: "Easy", value: "0")
        StatsRow(title: "Medium", value: "0")
        StatsRow(title: "Hard", value: "0")
      }
    }
    .font(Font.system(.headline, design: .rounded))
    .modifier(FullBackground(color: Color(uiColor: UIColor { traits in
      traits.userInterfaceStyle == .dark ? UIColor(red: 0.152, green: 0.152, blue: 0.152, alpha: 1) : .white
    })))
  }

  struct StatsRow: View {
    let title: LocalizedStringKey
    let value: String
    var body: some View {
      HStack {
        Text(title)
        Spacer()
        Text(value)
      }
    }
  }

  struct FullBackground: ViewModifier {
    let color: Color
    func body(content: Content) -> some View {
      ZStack {
        color.edgesIgnoringSafeArea(.all)
        content
      }
    }
  }
}
