import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// iOS 26's sheets, checked against iOS 26 simulator references (docs/design-generations.md,
/// "Sheets"): at the large detent the sheet reaches the safe area's top and a navigation bar
/// inside it sits 16 pt lower (vjr2005/Challenge's About sheet); at other detents it floats 8 pt
/// inside the screen's sides and bottom (Amakaflow's enhance sheet). iOS 18's sheet starts 10 pt
/// below the safe area's top, across the screen.
@MainActor
@Suite struct SheetDesignGenerationTests {
  struct About: View {
    var detents: Set<PresentationDetent> = [.large]
    var body: some View {
      Color(white: 0.95).ignoresSafeArea()
        .sheet(isPresented: .constant(true)) {
          NavigationStack {
            ScrollView { Text("Challenge").font(.title2).padding(24) }
              .navigationTitle("About")
              .navigationBarTitleDisplayMode(.inline)
              .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                  Button {} label: { Image(systemName: "xmark") }
                }
              }
          }
          .presentationDetents(detents)
        }
    }
  }

  func render<V: View>(_ view: V, _ generation: DesignGeneration) async throws -> LayoutSnapshot {
    let options = ViewRenderOptions(device: .iPhone17Pro, traits: RenderTraits(designGeneration: generation))
    return try #require(try await ScreenRenderer.render(view, options: options).layout)
  }

  func sheetFrame(_ layout: LayoutSnapshot) -> CGRect? {
    layout.root.flattened.first { $0.name == "Sheet" }?.children.first { $0.name == "transition" && $0.children.first?.name.hasPrefix("Color") == true && $0.frame.width < 403 && $0.frame.height < 874 }?.frame
  }

  @Test func iOS26LargeSheetReachesTheSafeAreaTop() async throws {
    let layout = try await render(About(), .iOS26)
    let glass = try #require(layout.root.flattened.first { $0.name == "GlassBarItems" }?.frame)
    // Measured: the xmark circle at 16–60 × 78–122 pt, the sheet's top at 62.
    #expect(abs(glass.minX - 16) < 0.01 && abs(glass.minY - 78) < 0.01 && glass.height == 44, "\(glass)")
    let title = try #require(layout.root.flattened.first { $0.name == "Text(\"About\")" }?.frame)
    #expect(abs(title.midY - 100) < 0.5 && abs(title.midX - 201) < 0.5, "\(title)")
    let (_, old) = (0, try await render(About(), .iOS18))
    let oldTitle = try #require(old.root.flattened.first { $0.name == "Text(\"About\")" }?.frame)
    // iOS 18: the sheet at 72 and its bar's row at its top.
    #expect(abs(oldTitle.midY - 94) < 0.5, "\(oldTitle)")
  }

  @Test func iOS26MediumSheetFloats() async throws {
    let options = ViewRenderOptions(device: .iPhone17Pro, traits: RenderTraits(designGeneration: .iOS26))
    let r = try await ScreenRenderer.render(About(detents: [.medium]), options: options)
    let image = r.image
    func grey(_ x: CGFloat, _ y: CGFloat) -> Int {
      let p = image[Int(x * 3), Int(y * 3)]
      return (Int(p.r) + Int(p.g) + Int(p.b)) / 3
    }
    // The presenter (0.95 grey under the 20 % dim) shows 4 pt from the side and 4 pt from the
    // bottom; the sheet (white) 10 pt in.
    let dimmed = grey(4, 700)
    #expect(dimmed < 220, "\(dimmed)")
    #expect(grey(12, 700) == 255)
    #expect(grey(201, 870) < 220, "below the sheet's bottom: \(grey(201, 870))")
    #expect(grey(201, 860) == 255)
  }

  @Test func goldensInBothGenerations() async {
    await assertGolden(of: About(), as: .image(device: .iPhone17Pro).variants([.standard, .design(.iOS26)]), named: "about-sheet")
    await assertGolden(of: About(detents: [.medium]), as: .image(device: .iPhone17Pro).variants([.design(.iOS26), .design(.iOS26) + .dark]),
                       named: "about-sheet-medium")
  }
}
