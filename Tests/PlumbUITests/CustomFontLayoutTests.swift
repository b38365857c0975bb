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
  return (out, warnings.filter { !$0.contains("lines are spaced with the system font's metrics") })
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
}
