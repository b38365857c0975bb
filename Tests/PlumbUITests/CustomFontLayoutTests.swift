import Foundation
import PlumbGraphics
import PlumbText
import PlumbUI
import Testing

// `Font.custom` through PlumbUI with the real text engine and the catalog's fixture font
// (Comfortaa, found in Plumbline_PlumbCatalog.resources by the shared registry). Expected sizes:
// `relativeTo:` scales by the style's HIG size ratio (docs/dynamic-type.md, H), `fixedSize:` never.

private struct Sample: View {
  let font: Font
  var bold = false
  var body: some View { Text("Plumbline").font(font).bold(bold) }
}

/// The glyph runs `view` draws at `size`, and the warnings it gave.
@MainActor private func runs<V: View>(_ view: V, at size: DynamicTypeSize = .large) -> ([GlyphRun], [String]) {
  let (list, warnings) = RenderWarnings.collecting {
    ViewHost(view.environment(\.dynamicTypeSize, size), textMeasurer: TextEngine()).displayList
  }
  var out: [GlyphRun] = []
  func walk(_ items: [DisplayItem]) {
    for item in items {
      switch item {
      case .glyphs(let run): out.append(run)
      case .group(let g): walk(g.items)
      default: break
      }
    }
  }
  walk(list.items)
  return (out, warnings)
}

@Suite struct CustomFontLayoutTests {
  @Test @MainActor func customFontDrawsInTheNamedFace() async {
    let (r, warnings) = runs(Sample(font: .custom("Comfortaa-Regular", size: 20)))
    #expect(r.map(\.fontName) == ["app:Comfortaa-Regular"])
    #expect(r.map(\.fontSize) == [20])
    #expect(warnings.isEmpty, "\(warnings)")
    // By family name: the family's regular face.
    #expect(runs(Sample(font: .custom("Comfortaa", size: 20))).0.map(\.fontName) == ["app:Comfortaa-Regular"])
  }

  @Test @MainActor func relativeToScalesByTheStylesRatio() async {
    // Title is 28 pt at Large and 48 pt at AX3: 20 × 48 / 28.
    let (title, _) = runs(Sample(font: .custom("Comfortaa-Regular", size: 20, relativeTo: .title)), at: .accessibility3)
    #expect(title.map(\.fontSize) == [20.0 * 48 / 28])
    // `custom(_:size:)` follows body: 17 → 40 pt at AX3.
    let (body, _) = runs(Sample(font: .custom("Comfortaa-Regular", size: 20)), at: .accessibility3)
    #expect(body.map(\.fontSize) == [20.0 * 40 / 17])
    // Smaller sizes scale down too: footnote is 13 pt at Large and 12 pt at xSmall: 26 × 12 / 13.
    let (small, _) = runs(Sample(font: .custom("Comfortaa-Regular", size: 26, relativeTo: .footnote)), at: .xSmall)
    #expect(small.map(\.fontSize) == [24])
    #expect(title.map(\.fontName) == ["app:Comfortaa-Regular"])
  }

  @Test @MainActor func fixedSizeNeverScales() async {
    for size in [DynamicTypeSize.xSmall, .large, .accessibility3, .accessibility5] {
      let (r, _) = runs(Sample(font: .custom("Comfortaa-Regular", fixedSize: 20)), at: size)
      #expect(r.map(\.fontSize) == [20], "\(size)")
    }
  }

  @Test @MainActor func boldPicksTheBoldFace() async {
    #expect(runs(Sample(font: .custom("Comfortaa-Regular", size: 20).bold())).0.map(\.fontName) == ["app:Comfortaa-Bold"])
    #expect(runs(Sample(font: .custom("Comfortaa", size: 20), bold: true)).0.map(\.fontName) == ["app:Comfortaa-Bold"])
    #expect(runs(Sample(font: .custom("Comfortaa-Bold", size: 20).weight(.regular))).0.map(\.fontName)
            == ["app:Comfortaa-Regular"])
    // Without a weight the named face keeps its own.
    #expect(runs(Sample(font: .custom("Comfortaa-Bold", size: 20))).0.map(\.fontName) == ["app:Comfortaa-Bold"])
  }

  @Test @MainActor func unknownNameDrawsTheSystemFontAndWarnsWithTheRegisteredNames() async {
    let (r, warnings) = runs(Sample(font: .custom("Avenir-Heavy", size: 20)))
    #expect(r.map(\.fontName) == ["Inter-Regular"])
    #expect(r.map(\.fontSize) == [20])
    #expect(warnings.count == 1)
    let w = warnings.first ?? ""
    #expect(w.hasPrefix(#"Font.custom("Avenir-Heavy"): no registered font named "Avenir-Heavy"; registered: "#), "\(w)")
    #expect(w.contains("Comfortaa-Bold") && w.contains("Comfortaa-Regular") && w.hasSuffix("; drawn in the system font"), "\(w)")
  }

  /// Comfortaa's own metrics (hhea 881 / −234 / 0 of 1000, docs/fonts.md "Line height"): a 20 pt
  /// Text line is (881 + 234 + 0) × 20 / 1000 = 22.3 pt with its baseline at 17.62; each line's
  /// height is rounded up to the device's pixel grid as iOS does (22.333 at @3x), for every font.
  @Test @MainActor func textFrameFollowsTheFontsOwnLineHeight() async throws {
    let host = ViewHost(VStack(alignment: .leading, spacing: 0) {
      Text("Plumbline").font(.custom("Comfortaa-Regular", size: 20)).id("one")
      Text("Quiet\nfox").font(.custom("Comfortaa-Regular", size: 20)).id("two")
      Text("Plumbline").font(.system(size: 20)).id("system")
    }, textMeasurer: TextEngine())
    try await host.settle()
    let snap = host.layoutSnapshot
    let one = try #require(snap.frame("one")), two = try #require(snap.frame("two"))
    let system = try #require(snap.frame("system"))
    func px(_ h: Double) -> Double { (h * 3 - 1e-6).rounded(.up) / 3 }
    #expect(abs(one.height - px(22.3)) < 1e-9, "\(one)")
    #expect(abs(two.height - 2 * px(22.3)) < 1e-9, "\(two)")
    #expect(abs(system.height - px(20 * 2444.0 / 2048)) < 1e-9, "\(system)")
  }

  /// HStack(alignment: .firstTextBaseline): a 17 pt system Text (baseline 17 × 1950/2048 =
  /// 16.187 pt below its top) beside a 30 pt Comfortaa Text (30 × 0.881 = 26.43) sits
  /// 26.43 − 16.187 = 10.243 pt lower; the stack is the Comfortaa line's 33.45 pt, rounded up to
  /// the pixel grid (33.667 at @3x).
  @Test @MainActor func firstTextBaselineAlignsSystemAndCustomText() async throws {
    let host = ViewHost(HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("Total").font(.system(size: 17)).id("system")
      Text("42").font(.custom("Comfortaa-Regular", fixedSize: 30)).id("custom")
    }.id("stack"), textMeasurer: TextEngine())
    try await host.settle()
    let snap = host.layoutSnapshot
    let system = try #require(snap.frame("system")), custom = try #require(snap.frame("custom"))
    let stack = try #require(snap.frame("stack"))
    let sfAscent = 17 * 1950.0 / 2048, comfortaaAscent = 30 * 0.881
    #expect(abs((system.minY + sfAscent) - (custom.minY + comfortaaAscent)) < 1e-9, "\(system) \(custom)")
    #expect(abs((system.minY - custom.minY) - (comfortaaAscent - sfAscent)) < 1e-9, "\(system) \(custom)")
    func px(_ h: Double) -> Double { (h * 3 - 1e-6).rounded(.up) / 3 }
    #expect(abs(custom.height - px(30 * 1.115)) < 1e-9, "\(custom)")
    #expect(abs(stack.height - px(30 * 1.115)) < 1e-9, "the tallest text's rounded line: \(stack)")
  }
}

/// `Text + Text` draws each part in its own font: an app font's part in the app font, on the
/// baseline of the line, which takes the largest ascent and descent of its parts.
@Suite struct TextConcatenationStyleTests {
  @Test @MainActor func aSecondPartsOwnFontIsDrawn() async {
    let (r, warnings) = runs(Text("Total ") + Text("42").font(.custom("Comfortaa-Regular", size: 30)))
    #expect(r.map(\.fontName) == ["Inter-Regular", "app:Comfortaa-Regular"])
    #expect(r.map(\.fontSize) == [17, 30])
    #expect(abs(r[0].positions[0].y - r[1].positions[0].y) < 1e-9, "one baseline")
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
