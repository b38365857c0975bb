import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbUI
import Testing

/// An inset-grouped list in iOS 26's design, checked against what iOS 26.2 simulator references
/// measure (docs/design-generations.md, "Lists and forms"): 52-pt rows, cards 16 pt from the edges
/// with 26-pt continuous corners, separators from under the text to 16 pt before the card's edge,
/// one point thick in (232, 232, 232) over white, headers in body-size semibold secondary text,
/// not in capitals, 58 pt between cards across a header, and the tint blue (0, 136, 255). The
/// iOS 18 design keeps its numbers.
@MainActor
@Suite struct ListDesignGenerationTests {
  struct Settings: View {
    var body: some View {
      List {
        Section { Text("Shake") }
        Section("Swipe left") {
          Text("Using one finger")
          Text("Using two fingers")
          Button("Reset") {}
        }
      }
    }
  }

  func render(_ generation: DesignGeneration) async throws -> (Rendering, LayoutSnapshot) {
    let options = ViewRenderOptions(device: .iPhone14, traits: RenderTraits(designGeneration: generation))
    let r = try await ScreenRenderer.render(Settings(), options: options)
    return (r, try #require(r.layout))
  }

  func rows(_ layout: LayoutSnapshot) -> [CGRect] {
    layout.root.flattened.filter { $0.name == "ListRow" }.map(\.frame)
  }

  @Test func rowsCardsAndHeadersHaveIOS26Metrics() async throws {
    let (_, layout) = try await render(.iOS26)
    let r = rows(layout)
    #expect(r.count == 4)
    #expect(r.allSatisfy { abs($0.height - 52) < 0.01 }, "\(r.map(\.height))")
    #expect(r.allSatisfy { abs($0.minX - 16) < 0.01 && abs($0.width - 358) < 0.01 }, "\(r)")
    // Card bottom to the next card's top across the "Swipe left" header: 58.3 pt measured, 28 pt
    // above the header's line and 8 below. The bundled face's headline line is 20.3 pt where SF's
    // is 22 (docs/text.md, "How wide text is"), so the gap here is 56.3.
    let across = r[1].minY - r[0].maxY
    #expect(abs(across - 58.3) < 2.5, "\(across)")
    // The header is body-size semibold (a headline line), not a footnote line.
    func header(_ l: LayoutSnapshot) -> CGRect? { l.root.flattened.first { $0.name == "Text(\"Swipe left\")" }?.frame }
    let h26 = try #require(header(layout))
    #expect(h26.height > 20, "\(h26)")
    let (_, old) = try await render(.iOS18)
    #expect(rows(old).allSatisfy { abs($0.height - 44) < 0.01 })
    let h18 = try #require(header(old))
    #expect(h18.height < 19, "\(h18)")
  }

  @Test func separatorsAndTintAreIOS26s() async throws {
    let (rendering, layout) = try await render(.iOS26)
    let image = rendering.image, s = 3
    let r = rows(layout)
    // The separator under "Using one finger": 3 px (1 pt) thick, from x = 32 pt to 358 pt.
    let y = Int((r[1].maxY * CGFloat(s)).rounded()) - 2
    func grey(_ x: Int, _ y: Int) -> Int { let p = image[x, y]; return (Int(p.r) + Int(p.g) + Int(p.b)) / 3 }
    #expect(abs(grey(200, y) - 232) <= 2, "separator colour \(image[200, y])")
    #expect(abs(grey(200, y - 1) - 232) <= 2 && abs(grey(200, y + 1) - 232) <= 2, "one point thick")
    #expect(grey(200, y - 3) == 255)
    #expect(grey(32 * s - 2, y) == 255 && abs(grey(32 * s + 1, y) - 232) <= 2, "starts under the text")
    #expect(abs(grey(358 * s - 2, y) - 232) <= 2 && grey(358 * s + 1, y) == 255, "stops 16 pt before the card's edge")
    // The button's title in the tint blue, (0, 136, 255).
    let button = r[3]
    var blue = 0
    for py in Int(button.minY) * s..<Int(button.maxY) * s {
      for px in Int(button.minX) * s..<Int(button.maxX) * s {
        let p = image[px, py]
        if p.r == 0 && p.g == 136 && p.b == 255 { blue += 1 }
      }
    }
    #expect(blue > 20, "no pixel of the iOS 26 blue in the button")
  }

  @Test func goldensInBothGenerations() async {
    await assertGolden(of: Settings(), as: .image().variants([.standard, .design(.iOS26), .design(.iOS26) + .dark]),
                       named: "settings-list")
  }

  /// From 414 pt wide, iOS 26's cards sit 20 pt from the edges and their rows and separators are
  /// inset 20 pt on both sides (a fresh sample: wBlock at 440 pt, rckim77/Sudoku at 428 pt).
  @Test func wideScreensInsetRowsTwentyPoints() async throws {
    let options = ViewRenderOptions(device: .iPhone15ProMax, traits: RenderTraits(designGeneration: .iOS26))
    let r = try await ScreenRenderer.render(Settings(), options: options)
    let layout = try #require(r.layout)
    let row = try #require(rows(layout).dropFirst().first)
    let width = Device.iPhone15ProMax.size.width
    #expect(abs(row.minX - 20) < 0.01 && abs(row.maxX - (width - 20)) < 0.01, "\(row)")
    let text = try #require(layout.root.flattened.first { $0.name == "Text(\"Using one finger\")" }).frame
    #expect(abs(text.minX - 40) < 0.01, "\(text)")
    let s = 3, y = Int((row.maxY * CGFloat(s)).rounded()) - 2
    func grey(_ x: Int) -> Int { let p = r.image[x, y]; return (Int(p.r) + Int(p.g) + Int(p.b)) / 3 }
    #expect(grey(40 * s - 2) == 255 && abs(grey(40 * s + 1) - 232) <= 2, "starts at the text")
    let end = Int(width - 40) * s
    #expect(abs(grey(end - 2) - 232) <= 2 && grey(end + 1) == 255, "stops 20 pt before the card's edge")
  }

  struct Toggles: View {
    var body: some View {
      List {
        Toggle("Crash reporting", isOn: .constant(true))
        Toggle("Analytics", isOn: .constant(false))
      }
    }
  }

  @Test func togglesHaveIOS26Metrics() async throws {
    func render(_ g: DesignGeneration) async throws -> Rendering {
      try await ScreenRenderer.render(Toggles(), options: ViewRenderOptions(device: .iPhone14,
                                                                            traits: RenderTraits(designGeneration: g)))
    }
    let r = try await render(.iOS26)
    let switches = try #require(r.layout).root.flattened.filter { $0.name == "Switch" }.map(\.frame)
    #expect(switches.count == 2 && switches.allSatisfy { $0.size == CGSize(width: 63, height: 28) }, "\(switches)")
    let s = 3, on = switches[0], off = switches[1]
    // On: systemGreen left of the knob; the knob a 37-pt white pill ending 2 pt inside the track.
    let mid = Int(on.midY) * s
    let green = r.image[Int(on.minX + 8) * s, mid]
    #expect(green.r == 52 && green.g == 199 && green.b == 89, "\(green)")
    let knobStart = Int(on.maxX - 37) * s + 3, knobEnd = Int(on.maxX) * s - 3
    #expect([knobStart, (knobStart + knobEnd) / 2, knobEnd].allSatisfy { r.image[$0, mid].r == 255 })
    // The track ends 14 pt inside the card's edge (374 pt on a 390-pt screen): 2 pt past the row's inset.
    let trackEnd = 360 * s
    let inside = r.image[trackEnd - 2, mid], outside = r.image[trackEnd + 2, mid]  // the knob's shadow darkens both a little
    #expect(Int(inside.g) - Int(inside.r) > 100 && outside.r > 240, "\(inside) \(outside)")
    // Off: the track right of the knob, (197, 197, 199) over the white cell.
    let track = r.image[Int(off.maxX - 6) * s, Int(off.midY) * s]
    #expect(abs(Int(track.r) - 197) <= 2 && abs(Int(track.b) - 199) <= 2, "\(track)")
    let old = try #require(try await render(.iOS18).layout).root.flattened.filter { $0.name == "Switch" }
    #expect(old.allSatisfy { $0.frame.size == CGSize(width: 51, height: 31) })
    await assertGolden(of: Toggles(), as: .image().variants([.standard, .design(.iOS26)]), named: "toggles")
  }

  /// The system colours of the HIG table updated for iOS 26 (red and blue light also measured on
  /// simulator references); iOS 18 keeps its own.
  @Test func systemColoursAreIOS26s() async throws {
    let colours: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]
    struct Swatches: View {
      let colours: [Color]
      var body: some View { HStack(spacing: 0) { ForEach(0..<colours.count, id: \.self) { colours[$0].frame(width: 10, height: 10) } } }
    }
    func pixels(_ g: DesignGeneration, _ scheme: ColorScheme, increased: Bool = false) async throws -> [String] {
      let device = Device.custom(width: 120, height: 10, scale: 1)
      let r = try await ScreenRenderer.render(Swatches(colours: colours), options: ViewRenderOptions(
        device: device, traits: RenderTraits(colorScheme: scheme, colorSchemeContrast: increased ? .increased : .standard,
                                             designGeneration: g)))
      return (0..<colours.count).map { let p = r.image[10 * $0 + 5, 5]; return "\(p.r),\(p.g),\(p.b)" }
    }
    #expect(try await pixels(.iOS26, .light) == ["255,56,60", "255,141,40", "255,204,0", "52,199,89", "0,200,179",
      "0,195,208", "0,192,232", "0,136,255", "97,85,245", "203,48,224", "255,45,85", "172,127,94"])
    #expect(try await pixels(.iOS26, .dark) == ["255,66,69", "255,146,48", "255,214,0", "48,209,88", "0,218,195",
      "0,210,224", "60,211,254", "0,145,255", "109,124,255", "219,52,242", "255,55,95", "183,138,102"])
    #expect(try await pixels(.iOS26, .light, increased: true) == ["233,21,45", "197,83,0", "161,106,0", "0,137,50",
      "0,133,117", "0,129,152", "0,126,174", "30,110,244", "86,74,222", "176,47,194", "231,18,77", "149,109,81"])
    #expect(try await pixels(.iOS26, .dark, increased: true) == ["255,97,101", "255,160,86", "254,223,67", "74,217,104",
      "84,223,203", "59,221,236", "109,217,255", "92,184,255", "167,170,255", "234,141,255", "255,138,196", "219,166,121"])
    let old = try await pixels(.iOS18, .light)
    #expect(old[0] == "255,59,48" && old[7] == "0,122,255")
  }

  @Test func theWarningNamesWhatIsDrawnAsIOS26() throws {
    let host = ViewHost(Text("x"), device: .iPhone14, traits: RenderTraits(designGeneration: .iOS26))
    let warnings = RenderWarnings.collecting { host.renderFrame() }.warnings
    _ = host
    #expect(warnings.isEmpty)  // the warning comes with the host, before this frame
    let fresh = RenderWarnings.collecting {
      _ = ViewHost(Text("x"), device: .iPhone14, traits: RenderTraits(designGeneration: .iOS26))
    }.warnings
    #expect(fresh.count == 1)
    #expect(fresh.first?.contains("drawn as iOS 26: inset-grouped lists and forms") == true, "\(fresh)")
  }

  /// A row with an icon before its text: the separator under it starts under the text, in both
  /// generations (iOS 16 and later; the iOS 26 references show it 56 pt in after a 28-pt tile).
  @Test(arguments: [DesignGeneration.iOS18, .iOS26])
  func iconRowSeparatorsStartUnderTheTitle(generation: DesignGeneration) async throws {
    let view = List {
      Label("Wi-Fi", systemImage: "wifi")
      Text("Plain row")
      Text("Last")
    }
    let options = ViewRenderOptions(device: .iPhone14, traits: RenderTraits(designGeneration: generation))
    let r = try await ScreenRenderer.render(view, options: options)
    let layout = try #require(r.layout)
    let title = try #require(layout.root.flattened.first { $0.name == "Text(\"Wi-Fi\")" }?.frame)
    let rows = rows(layout)
    try #require(rows.count == 3)
    func isLine(_ x: CGFloat, _ rowFrame: CGRect) -> Bool {
      let y = Int((rowFrame.maxY * 3).rounded()) - 1
      let p = r.image[Int(x * 3), y]
      return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 250
    }
    // Under the icon row: nothing between the inset and the title, the line from the title on.
    #expect(!isLine(rows[0].minX + 20, rows[0]), "no line under the icon")
    #expect(isLine(title.minX + 4, rows[0]), "a line under the title")
    // Under a text row the line starts at the content inset.
    #expect(isLine(rows[1].minX + 20, rows[1]))
  }

  /// iOS 26's first section under a navigation bar, as eleven iOS 26 references place it on a
  /// 62-pt-inset screen: 168 pt for a headerless card under a large title (its baseline at 152),
  /// 208.3 with a header, 156.3 for a header's card under an inline bar.
  @Test func firstSectionSitsUnderTheBarAsIOS26Does() async throws {
    struct Screen: View {
      let header: Bool
      let large: Bool
      var body: some View {
        NavigationStack {
          List {
            if header { Section("Servers") { Text("Home") } } else { Section { Text("Home") } }
          }
          .navigationTitle("Settings")
          .navigationBarTitleDisplayMode(large ? .large : .inline)
        }
      }
    }
    func firstCardTop(_ header: Bool, _ large: Bool) async throws -> CGFloat {
      let options = ViewRenderOptions(device: .iPhone17Pro, traits: RenderTraits(designGeneration: .iOS26))
      let rendering = try await ScreenRenderer.render(Screen(header: header, large: large), options: options)
      return rendering.layout.flatMap { rows($0).first?.minY } ?? -1
    }
    #expect(abs(try await firstCardTop(false, true) - 168) < 0.5)
    #expect(abs(try await firstCardTop(true, true) - 208.3) < 0.5)
    #expect(abs(try await firstCardTop(true, false) - 156.3) < 0.5)
  }
}
