import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// `searchable`'s field, drawn (docs/design-generations.md, "Search fields"): under the title in
/// iOS 18's design; in iOS 26's a 44-pt capsule under the large title of a tab's screen (measured
/// at x 20, y 169, 400 wide on a 440-pt screen in dev-roeber/iOS-App) and a 48-pt glass capsule
/// floating 28 pt inside the sides and bottom of a screen outside a TabView (vjr2005/Challenge:
/// x 28, y 798, 346 wide on a 402-pt screen).
@MainActor
@Suite struct SearchFieldDesignGenerationTests {
  struct Days: View {
    var body: some View {
      NavigationStack {
        List { Text("Monday") }
          .navigationTitle("Days")
          .searchable(text: .constant(""), prompt: "Search by date, weekday or month")
      }
    }
  }

  struct Tabs: View {
    var body: some View {
      TabView { Days().tabItem { Label("Days", systemImage: "calendar") } }
    }
  }

  func layout<V: View>(_ view: V, _ generation: DesignGeneration, on device: Device) async throws -> LayoutSnapshot {
    let options = ViewRenderOptions(device: device, traits: RenderTraits(designGeneration: generation))
    return try #require(try await ScreenRenderer.render(view, options: options).layout)
  }

  /// The field: the outermost view that holds the magnifying glass and a background.
  func field(_ layout: LayoutSnapshot) -> CGRect? {
    layout.root.flattened.first { node in
      node.name == "background" && node.flattened.contains { $0.name == "Image(systemName: \"magnifyingglass\")" }
    }?.frame
  }

  @Test func iOS18DrawsTheFieldUnderTheLargeTitle() async throws {
    let l = try await layout(Days(), .iOS18, on: .iPhone14)
    let f = try #require(field(l), "\(l.root.flattened.map(\.name))")
    // Bar 44 + large title 52, then the field 8 pt down: 47 + 96 + 8.
    #expect(f == CGRect(x: 16, y: 151, width: 358, height: 36), "\(f)")
    #expect(l.root.flattened.contains { $0.name.hasPrefix("Text(\"Search by date") })
    let row = try #require(l.root.flattened.first { $0.name == "ListRow" }?.frame)
    #expect(row.minY > f.maxY, "the list starts below the field")
  }

  @Test func iOS26PutsATabsFieldUnderTheTitle() async throws {
    let l = try await layout(Tabs(), .iOS26, on: .iPhone17ProMax)
    let f = try #require(field(l))
    #expect(f == CGRect(x: 20, y: 169, width: 400, height: 44), "\(f)")
  }

  @Test func iOS26FloatsTheFieldAtTheBottomOutsideATabView() async throws {
    let l = try await layout(Days(), .iOS26, on: .iPhone17Pro)
    let f = try #require(field(l))
    #expect(f == CGRect(x: 28, y: 798, width: 346, height: 48), "\(f)")
  }

  @Test func goldens() async {
    await assertGolden(of: Days(), as: .image(device: .iPhone17Pro).variants([.standard, .design(.iOS26), .design(.iOS26) + .dark]),
                       named: "days-search")
    await assertGolden(of: Tabs(), as: .image(device: .iPhone17ProMax).variants([.design(.iOS26) + .dark]), named: "days-search-tab")
  }
}
