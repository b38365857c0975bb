import Foundation
import PlumbTesting
import PlumbUI
import Testing

// The iOS 17 shape-style levels as instance properties (`.fill.tertiary`, `Color.red.secondary`),
// `Text.foregroundStyle` with any style, and a sheet that lets the view behind it be used.

@Suite struct ShapeStyleLevelTests {
  private let options = ViewRenderOptions(device: .custom(width: 20, height: 20, scale: 1), background: .white)

  @MainActor private func pixel(_ style: some ShapeStyle) async throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let p = try await renderView(Rectangle().fill(style), options: options).image[10, 10]
    return (p.r, p.g, p.b, p.a)
  }

  /// The fill's levels are UIKit's four fills, each lighter than the last over white.
  @Test @MainActor func fillLevelsAreTheSystemFills() async throws {
    let levels = [try await pixel(.fill), try await pixel(.fill.secondary), try await pixel(.fill.tertiary),
                  try await pixel(.fill.quaternary)]
    let expected = [Color(SystemColorTable.systemFill), Color(SystemColorTable.secondarySystemFill),
                    Color(SystemColorTable.tertiarySystemFill), Color(SystemColorTable.quaternarySystemFill)]
    for (got, colour) in zip(levels, expected) {
      let want = try await pixel(colour)
      #expect(got.r == want.r && got.g == want.g && got.b == want.b)
    }
    #expect(levels[0].r < levels[1].r && levels[1].r < levels[2].r && levels[2].r < levels[3].r)
  }

  /// A colour's levels are that colour at 50 / 30 / 20 % opacity.
  @Test @MainActor func colourLevelsFadeTheColour() async throws {
    for (style, opacity) in [(AnyShapeStyle(Color.red.secondary), 0.5), (AnyShapeStyle(Color.red.tertiary), 0.3),
                             (AnyShapeStyle(Color.red.quaternary), 0.2)] {
      let got = try await pixel(style)
      let want = try await pixel(Color.red.opacity(opacity))
      #expect(got.g == want.g && got.b == want.b)
      #expect(got.g > 20)
    }
  }

  /// `foregroundStyle` with a level sets the text colour; a text's own `foregroundStyle` with a
  /// hierarchical style draws grey, not black.
  @Test @MainActor func textTakesAnyStyle() async throws {
    func darkest(_ view: some View) async throws -> Int {
      let image = try await renderView(view, options: ViewRenderOptions(device: .custom(width: 60, height: 30, scale: 1),
                                                                         background: .white)).image
      var least = 255
      for y in 0..<30 { for x in 0..<60 { least = min(least, Int(image[x, y].g)) } }
      return least
    }
    let black = try await darkest(Text("Mm").foregroundStyle(Color.black))
    let secondary = try await darkest(Text("Mm").foregroundStyle(.secondary))
    let leveled = try await darkest(Text("Mm").foregroundStyle(Color.black.tertiary))
    let viewLevel = try await darkest(VStack { Text("Mm") }.foregroundStyle(Color.black.tertiary))
    #expect(black < 40)
    #expect(secondary > black + 40)
    #expect(leveled > secondary)
    #expect(viewLevel == leveled)
  }

  @Test @MainActor func gradientTextWarnsOnce() {
    let warnings = RenderWarnings.collecting {
      let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
      _ = ViewHost(Text("G").foregroundStyle(gradient) + Text("H"), device: .iPhoneSE3).displayList
      _ = ViewHost(VStack { Text("G") }.foregroundStyle(gradient), device: .iPhoneSE3).displayList
    }.warnings
    #expect(warnings.contains { $0.hasPrefix("Text.foregroundStyle(LinearGradient)") })
    #expect(warnings.contains { $0.hasPrefix("foregroundStyle(LinearGradient)") })
  }

  /// A sheet resting at a detent up to which background interaction is enabled draws no dim.
  @Test @MainActor func backgroundInteractionRemovesTheDim() async throws {
    func behind(_ interaction: PresentationBackgroundInteraction) async throws -> UInt8 {
      let view = Color.white.sheet(isPresented: .constant(true)) {
        Text("Sheet").presentationDetents([.medium]).presentationBackgroundInteraction(interaction)
      }
      return try await renderView(view, options: ViewRenderOptions(device: .iPhone14, scale: 1, background: .white)).image[195, 200].r
    }
    #expect(try await behind(.automatic) < 230)                     // dimmed
    #expect(try await behind(.enabled) == 255)
    #expect(try await behind(.enabled(upThrough: .medium)) == 255)
    #expect(try await behind(.enabled(upThrough: .height(100))) < 230)  // resting above the limit
  }
}
