import SwiftUI
import UIKit

/// dev-roeber/iOS-App @ 7fde78f2708b, the Insights tab with no days matching the filter:
/// `Sources/LocationHistoryConsumerAppSupport/AppContentSplitView.swift` (the TabView, lines
/// 225–331, its actions menu at 1213–1248) and `AppInsightsContentView.swift` (`insightsFullEmptyState`,
/// 157–183), with the app's AccentColor asset (0.18, 0.72, 0.60) as the tint, on an iPhone 17 Pro
/// Max (reference `docs/app-store-assets/screenshots/simulator-iphone17promax/04-insights.png`).
/// The other tabs' content is not shown and is left out.
struct DRInsightsView: View {
  var body: some View {
    TabView(selection: .constant(2)) {
      Color.clear.tabItem { Label("Overview", systemImage: "chart.bar.doc.horizontal") }.tag(0)
      Color.clear.tabItem { Label("Days", systemImage: "calendar") }.tag(1)
      NavigationStack {
        VStack(spacing: 14) {
          Image(systemName: "chart.line.text.clipboard")
            .font(.system(size: 36))
            .foregroundStyle(.secondary)
          Text("No Insights Yet")
            .font(.headline)
          Text("No days match the current filter. Adjust the range or reset it to see insights.")
            .font(.subheadline)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
          Button("Reset Filter") {}
            .buttonStyle(.borderedProminent)
            .tint(Color.blue)
        }
        .frame(maxWidth: .infinity, minHeight: 240)
        .padding(24)
        .navigationTitle("Insights")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Menu {
              Button {} label: { Label("Options", systemImage: "slider.horizontal.3") }
            } label: {
              Label("Actions", systemImage: "ellipsis.circle")
            }
          }
        }
      }
      .tabItem { Label("Insights", systemImage: "chart.xyaxis.line") }
      .tag(2)
      Color.clear.tabItem { Label("Export", systemImage: "square.and.arrow.up") }.tag(3)
      Color.clear.tabItem { Label("Live", systemImage: "record.circle") }.tag(4)
    }
    .tint(Color(red: 0.18, green: 0.72, blue: 0.60))
  }
}
