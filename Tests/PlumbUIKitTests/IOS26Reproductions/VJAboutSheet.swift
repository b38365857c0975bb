import SwiftUI
import UIKit

/// vjr2005/Challenge @ 0d80e090c76a, the About sheet (reference `docs/screenshots/about.png`,
/// iPhone 17 Pro): `Features/Home/Sources/Presentation/About/Views/AboutView.swift` in the app's
/// modal container (`AppKit/Sources/Presentation/Views/NavigationContainerView.swift`: a
/// NavigationStack in a sheet with the detents `[.medium, .large]` that `HomeNavigator` asks for),
/// with the design system's values written out (`Libraries/DesignSystem`: `DSCard`, `DSInfoRow`,
/// `DefaultSpacing`, `DefaultTypography`, `DefaultColorPalette`, `DefaultCornerRadius`,
/// `DefaultShadow`) and the English strings of `Localizable.xcstrings`. The screenshot shows the
/// sheet at its large detent, so the selection is `.large` here; the screen behind it is white.
struct VJAboutSheet: View {
  static let accent = Color(red: 0x33 / 255.0, green: 0x38 / 255.0, blue: 0x44 / 255.0)

  var body: some View {
    Color.white.ignoresSafeArea()
      .sheet(isPresented: .constant(true)) {
        NavigationStack {
          About()
        }
        .presentationDetents([.medium, .large], selection: .constant(.large))
      }
  }

  struct About: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 20) {
          header
          card([("person.2", "Browse", "Paginated character list with detail view"),
                ("magnifyingglass", "Search", "Search by name with recent search suggestions"),
                ("line.3.horizontal.decrease.circle", "Filters", "Filter by status, gender, species, and type"),
                ("arrow.triangle.2.circlepath", "Navigation", "Deep links and coordinator-based routing")])
          card([("play.rectangle", "Lottie", "Animated illustrations by Airbnb"),
                ("camera.viewfinder", "SnapshotTesting", "Visual regression testing by Point-Free"),
                ("server.rack", "SwiftMockServer", "Local HTTP mock server for UI tests")])
          card([("globe", "API", "Rick and Morty API"), ("person", "Developer", "Victor Jordan"),
                ("wrench.and.screwdriver", "Built with", "SwiftUI")])
        }
        .padding(16)
      }
      .background(Color(uiColor: .systemGroupedBackground))
      .navigationTitle("About")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button {} label: { Image(systemName: "xmark") }
        }
      }
    }

    var header: some View {
      VStack(spacing: 8) {
        Image(systemName: "apple.terminal").font(.system(size: 48)).foregroundStyle(VJAboutSheet.accent)
        Text("Challenge").font(.system(.title2, design: .rounded, weight: .semibold))
          .foregroundStyle(Color(uiColor: .label))
        Text("A Rick and Morty character explorer built with SwiftUI")
          .font(.system(.caption, design: .rounded)).foregroundStyle(Color(uiColor: .secondaryLabel))
          .multilineTextAlignment(.center)
      }
      .padding(.top, 16)
    }

    func card(_ rows: [(String, String, String)]) -> some View {
      VStack(spacing: 12) {
        ForEach(rows.indices, id: \.self) { i in
          if i > 0 { Divider() }
          row(rows[i].0, rows[i].1, rows[i].2)
        }
      }
      .padding(16)
      .background(Color(uiColor: .secondarySystemBackground))
      .clipShape(RoundedRectangle(cornerRadius: 16))
      .shadow(color: .black.opacity(0.05), radius: 8, x: 0, y: 2)
    }

    func row(_ icon: String, _ label: String, _ value: String) -> some View {
      HStack(spacing: 12) {
        Image(systemName: icon).font(.system(.body, design: .rounded)).foregroundStyle(VJAboutSheet.accent).frame(width: 24)
        VStack(alignment: .leading, spacing: 2) {
          Text(label).font(.system(.caption, design: .rounded)).foregroundStyle(Color(uiColor: .secondaryLabel))
          Text(value).font(.system(.body, design: .rounded)).foregroundStyle(Color(uiColor: .label))
        }
        Spacer()
      }
    }
  }
}
