import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// iOS 26's navigation bar, checked against iOS 26 simulator references at 402 and 440 pt wide
/// (docs/design-generations.md, "Navigation bars"): bar buttons on 44-pt glass in the label
/// colour with large-scale symbols, the back button a chevron alone, the large title 8 pt lower
/// than iOS 18's and at the 20-pt margin from 414 pt wide. In both generations a toolbar `Label`
/// shows its icon alone.
@MainActor
@Suite struct NavigationBarDesignGenerationTests {
  struct Insights: View {
    var body: some View {
      NavigationStack {
        Text("No Insights Yet")
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .navigationTitle("Insights")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Menu { Button("Options") {} } label: { Label("Actions", systemImage: "ellipsis.circle") }
            }
          }
      }
    }
  }

  struct Pushed: View {
    @State var path = [1]
    var body: some View {
      NavigationStack(path: $path) {
        Text("Home").navigationTitle("Home")
          .navigationDestination(for: Int.self) { _ in Text("Characters").navigationTitle("Characters") }
      }
    }
  }

  func render<V: View>(_ view: V, _ generation: DesignGeneration, on device: Device) async throws -> (Rendering, LayoutSnapshot) {
    let options = ViewRenderOptions(device: device, traits: RenderTraits(designGeneration: generation))
    let r = try await ScreenRenderer.render(view, options: options)
    return (r, try #require(r.layout))
  }

  func node(_ layout: LayoutSnapshot, _ name: String) -> CGRect? {
    layout.root.flattened.first { $0.name == name }?.frame
  }

  @Test func iOS26BarButtonsSitOnGlassAndTheTitleDrops() async throws {
    let (r, layout) = try await render(Insights(), .iOS26, on: .iPhone17ProMax)
    // The glass circle: 44 pt, from the safe area's top, 20 pt from the right edge (measured 375.3–419.3).
    let glass = try #require(node(layout, "GlassBarItems"))
    #expect(abs(glass.minX - 376) < 0.01 && abs(glass.minY - 62) < 0.01 && glass.width == 44 && glass.height == 44, "\(glass)")
    #expect(node(layout, "Text(\"Actions\")") == nil, "a toolbar Label shows its icon alone")
    // The large title: 20 pt from the edge, its frame 8 pt lower than iOS 18's (baseline 152 measured).
    let title = try #require(node(layout, "Text(\"Insights\")"))
    #expect(abs(title.minX - 20) < 0.01 && abs(title.minY - 119.67) < 0.01, "\(title)")
    // The ellipsis in the label colour at the large scale: 22 pt across, near black.
    var dark = 0, minX = Int.max, maxX = 0
    for y in 62 * 3..<106 * 3 {
      for x in 376 * 3..<420 * 3 {
        let p = r.image[x, y]
        if Int(p.r) + Int(p.g) + Int(p.b) < 200 { dark += 1; minX = min(minX, x); maxX = max(maxX, x) }
      }
    }
    #expect(dark > 100)
    #expect(abs(Double(maxX - minX + 1) / 3 - 22) <= 0.67, "\(minX)…\(maxX)")
  }

  @Test func iOS18KeepsItsBar() async throws {
    let (_, layout) = try await render(Insights(), .iOS18, on: .iPhone17ProMax)
    #expect(node(layout, "GlassBarItems") == nil)
    #expect(node(layout, "Text(\"Actions\")") == nil, "a toolbar Label shows its icon alone")
    let title = try #require(node(layout, "Text(\"Insights\")"))
    #expect(abs(title.minX - 16) < 0.01 && abs(title.minY - 111.67) < 0.01, "\(title)")
  }

  @Test func iOS26BackButtonIsAChevronOnGlass() async throws {
    let (_, layout) = try await render(Pushed(), .iOS26, on: .iPhone17Pro)
    // 402 pt wide: the circle 16 pt from the edge (measured 16.0–59.7 in vjr2005/Challenge).
    let glass = try #require(node(layout, "GlassBarItems"))
    #expect(abs(glass.minX - 16) < 0.01 && glass.width == 44 && glass.height == 44, "\(glass)")
    #expect(node(layout, "Text(\"Home\")") == nil, "no back title in iOS 26")
    let (_, old) = try await render(Pushed(), .iOS18, on: .iPhone17Pro)
    #expect(node(old, "Text(\"Home\")") != nil, "iOS 18's back button names the screen below")
  }

  @Test func goldensInBothGenerations() async {
    await assertGolden(of: Insights(),
                       as: .image(device: .iPhone17ProMax).variants([.standard, .design(.iOS26), .design(.iOS26) + .dark]),
                       named: "insights-bar")
    await assertGolden(of: Pushed(), as: .image(device: .iPhone17Pro).variants([.standard, .design(.iOS26)]),
                       named: "pushed-bar")
  }
}
