import PlumbCatalog
import PlumbGraphics
import PlumbText
import Testing

/// The `world-text` catalog screen draws every script with a bundled face: no missing-glyph box
/// anywhere, and each world face takes part (the golden shows the pixels; this says why).
@Suite struct WorldTextScreenTests {
  func glyphRuns(_ items: [DisplayItem]) -> [GlyphRun] {
    items.flatMap { item -> [GlyphRun] in
      switch item {
      case .glyphs(let run): [run]
      case .group(let g): glyphRuns(g.items) + glyphRuns(g.mask ?? [])
      default: []
      }
    }
  }

  @Test func everyScriptIsDrawnWithItsBundledFaceAndNoBoxes() throws {
    let screen = try #require(Catalog.screen(named: "world-text"))
    let frame = try screen.render(CatalogContext(device: .iPhone14, textMeasurer: TextEngine()))
    let faces = Set(glyphRuns(frame.displayList.items).map(\.fontName))
    #expect(!faces.contains(FontLibrary.missingGlyphFontName))
    for face in ["NotoSansArabic-Regular", "NotoSansHebrew-Regular", "NotoColorEmoji", "NotoSansCJKkr-Regular",
                 "NotoSansThai-Regular", "NotoSansDevanagari-Regular", "NotoSansCJKsc-Regular"] {
      #expect(faces.contains(face), "\(face) among \(faces.sorted())")
    }
  }
}
