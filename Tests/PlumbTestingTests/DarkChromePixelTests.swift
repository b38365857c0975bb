import Foundation
import PlumbGoldens
import PlumbScreens
import PlumbGraphics
import PlumbUI
import Testing

/// Pixels of the chrome PlumbUI draws, in dark appearance (values from SystemColorTable and
/// ChromeColors, docs/appearance.md), each beside its light pixel so a chrome that ignores the
/// scheme fails.
@Suite struct DarkChromePixelTests {
  typealias RGB = [Int]

  @MainActor func render<V: View>(_ view: V, _ scheme: ColorScheme?) async throws -> Rendering {
    try await renderView(view, options: ViewRenderOptions(traits: RenderTraits(colorScheme: scheme)))
  }

  func pixel(_ r: Rendering, _ x: CGFloat, _ y: CGFloat) -> RGB {
    let p = r.image[Int(x * CGFloat(r.scale)), Int(y * CGFloat(r.scale))]
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  func frame(_ id: String, _ r: Rendering) throws -> CGRect {
    try #require(r.layout?.root.flattened.first { $0.explicitID == id }?.frame, "no view with id \(id)")
  }

  @Test @MainActor func insetGroupedListBackgroundAndRows() async throws {
    let list = List { Text("Row").id("row") }.listStyle(.insetGrouped)
    for (scheme, background, row) in [(ColorScheme.light, [242, 242, 247], [255, 255, 255]),
                                      (.dark, [0, 0, 0], [28, 28, 30])] {
      let r = try await render(list, scheme)
      let text = try frame("row", r)
      #expect(pixel(r, 4, 400) == background, "\(scheme) systemGroupedBackground")
      // The id is on the row (ListRow carries it): its trailing end is the card, past the text.
      #expect(pixel(r, text.maxX - 4, text.midY) == row, "\(scheme) secondarySystemGroupedBackground row")
    }
  }

  @Test @MainActor func plainListAndWindowBackground() async throws {
    let r = try await render(VStack { Text("Top").id("top"); List { Text("Row") }.listStyle(.plain) }, .dark)
    #expect(pixel(r, 4, 20) == [0, 0, 0], "window systemBackground under the status bar")
    #expect(pixel(r, 4, 600) == [0, 0, 0], "plain list systemBackground")
    let top = try frame("top", r)
    // Primary text is white in dark: the brightest pixel of the label is white.
    var brightest = 0
    for x in stride(from: top.minX, to: top.maxX, by: 1.0 / 3) {
      for y in stride(from: top.minY, to: top.maxY, by: 1.0 / 3) { brightest = max(brightest, pixel(r, x, y)[0]) }
    }
    #expect(brightest > 240)
  }

  @Test @MainActor func formInASheetUsesTheElevatedBackgrounds() async throws {
    let view = Color.clear.sheet(isPresented: .constant(true)) { Form { Text("Inside").id("in") } }
    let r = try await render(view, .dark)
    let text = try frame("in", r)
    #expect(pixel(r, text.maxX - 4, text.midY) == [44, 44, 46], "secondarySystemGroupedBackground, elevated")
    #expect(pixel(r, 4, 500) == [28, 28, 30], "systemGroupedBackground, elevated")
  }

  @Test @MainActor func toggleTrackOff() async throws {
    let view = Toggle("Wi-Fi", isOn: .constant(false)).padding().id("t")
    for (scheme, expected) in [(ColorScheme.light, [234, 234, 235]), (.dark, [38, 38, 41])] {
      let r = try await render(view, scheme)
      let f = try frame("t", r)
      // The track's left end (the knob sits at the left when off, so sample its middle-right).
      #expect(pixel(r, f.maxX - 16 - 8, f.midY) == expected, "\(scheme) off track over the window background")
    }
  }

  @Test @MainActor func alertPanel() async throws {
    let view = Color.clear.alert("Title", isPresented: .constant(true)) { Button("OK") {} }
    let light = try await render(view, .light), dark = try await render(view, .dark)
    let box = try frame("alertBox", dark)
    #expect(pixel(light, box.minX + 4, box.midY) == [245, 245, 245])
    #expect(pixel(dark, box.minX + 4, box.midY) == [44, 44, 46])
  }

  @Test @MainActor func preferredColorSchemeOnAnInnerViewDarkensTheRoot() async throws {
    let view = NavigationStack {
      List { Text("Row").preferredColorScheme(.dark) }.navigationTitle("Title")
    }
    let r = try await render(view, nil)
    #expect(pixel(r, 4, 20) == [0, 0, 0], "the status bar area of the window")
    #expect(pixel(r, 4, 700) == [0, 0, 0], "the list's grouped background, outside the subtree that asked")
  }
}
