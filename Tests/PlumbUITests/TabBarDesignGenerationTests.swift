import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// iOS 26's floating tab bar, checked against iOS 26 simulator references at 440 pt wide
/// (docs/design-generations.md, "Tab bars"): a 62-pt capsule 21 pt inside the sides and the
/// bottom, tabs in equal slots 8 pt inside it, a grey pill under the selected one, the others in
/// the label colour; iOS 18's design keeps its 49-pt bar across the screen.
@MainActor
@Suite struct TabBarDesignGenerationTests {
  struct Tabs: View {
    var body: some View {
      TabView(selection: .constant(2)) {
        ForEach(0..<5) { i in
          Text("Tab \(i)").tabItem { Label(["Overview", "Days", "Insights", "Export", "Live"][i], systemImage: "star.fill") }.tag(i)
        }
      }
    }
  }

  func render(_ generation: DesignGeneration) async throws -> (Rendering, LayoutSnapshot) {
    let options = ViewRenderOptions(device: .iPhone17ProMax, traits: RenderTraits(designGeneration: generation))
    let r = try await ScreenRenderer.render(Tabs(), options: options)
    return (r, try #require(r.layout))
  }

  func grey(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> Int {
    let p = image[Int((x * 3).rounded(.down)), Int((y * 3).rounded(.down))]
    return (Int(p.r) + Int(p.g) + Int(p.b)) / 3
  }

  @Test func iOS26FloatsACapsule() async throws {
    let (r, layout) = try await render(.iOS26)
    let titles = ["Overview", "Days", "Insights", "Export", "Live"].compactMap { t in
      layout.root.flattened.first { $0.name == "Text(\"\(t)\")" }?.frame
    }
    try #require(titles.count == 5)
    // Slots of (398 − 16) / 5 = 76.4 pt from x = 29: centres 67.2, 143.6, 220, 296.4, 372.8
    // (measured 67.0, 143.8, 220.0, 296.3, 372.8).
    for (i, t) in titles.enumerated() {
      #expect(abs(t.midX - (29 + 76.4 * (CGFloat(i) + 0.5))) < 0.5, "\(i): \(t)")
    }
    // The label's line ends 13 pt above the capsule's bottom (873 + 62 = 935; measured baseline 921.7).
    #expect(titles.allSatisfy { $0.maxY > 918 && $0.maxY < 926 }, "\(titles)")
    // Outside the capsule at its side, inside it, its bottom 21 pt above the screen's.
    #expect(grey(r.image, 10, 904) > 240)
    #expect(grey(r.image, 30, 904) >= 250)
    #expect(grey(r.image, 220, 952) > 240)
    // The pill under the selected tab: darker than the bar around it.
    #expect(grey(r.image, 200, 880) < grey(r.image, 120, 880) - 10)
    // The selected title is tinted, the others drawn in the label colour (near black).
    func darkest(_ f: CGRect) -> Int {
      var m = 255
      for y in stride(from: f.minY, to: f.maxY, by: 0.34) { for x in stride(from: f.minX, to: f.maxX, by: 0.34) { m = min(m, grey(r.image, x, y)) } }
      return m
    }
    #expect(darkest(titles[0]) < 40)
  }

  /// An empty state over the tab bar, as dev-roeber/iOS-App's Insights screen shows it.
  struct EmptyInsights: View {
    var body: some View {
      TabView(selection: .constant(2)) {
        ForEach(0..<5) { i in
          VStack(spacing: 14) {
            Image(systemName: "list.clipboard").font(.system(size: 36)).foregroundStyle(.secondary)
            Text("No Insights Yet").font(.headline)
            Text("No days match the current filter. Adjust the range or reset it to see insights.")
              .font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            Button("Reset Filter") {}.buttonStyle(.borderedProminent)
            Button("Load Demo Data") {}.buttonStyle(.bordered)
          }
          .padding(24)
          .tabItem { Label(["Overview", "Days", "Insights", "Export", "Live"][i], systemImage: ["doc.text.fill", "calendar", "chart.line.uptrend.xyaxis", "square.and.arrow.up.fill", "record.circle"][i]) }
          .tag(i)
        }
      }
    }
  }

  @Test func goldensInBothGenerations() async {
    await assertGolden(of: EmptyInsights(),
                       as: .image(device: .iPhone17ProMax).variants([.standard, .design(.iOS26), .design(.iOS26) + .dark]),
                       named: "empty-insights")
  }

  @Test func iOS18KeepsTheBarAcrossTheScreen() async throws {
    let (r, layout) = try await render(.iOS18)
    let bar = try #require(layout.root.flattened.first { $0.name == "TabBar" }?.frame)
    #expect(abs(bar.minY - (956 - 34 - 49)) < 0.01 && bar.width == 440)
    // The bar's material reaches the screen's sides.
    #expect(grey(r.image, 2, 904) < 252)
  }
}
