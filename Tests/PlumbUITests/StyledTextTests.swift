import Foundation
import PlumbGraphics
import PlumbText
@testable import PlumbUI
import Testing

// Styled text drawn with the real engine: Markdown in literals, `Text + Text` with each part's
// style, attributed-string runs, underline and strikethrough with patterns and colours, kerning,
// tracking and baseline offset (docs/text.md, "Styled text"). Each test compares against what the
// same text draws without the styling, so it fails if the styling is dropped.

/// The display items `view` draws (groups flattened), and its warnings.
@MainActor private func drawn<V: View>(_ view: V) -> ([DisplayItem], [String]) {
  let (list, warnings) = RenderWarnings.collecting { ViewHost(view, textMeasurer: TextEngine()).displayList }
  var out: [DisplayItem] = []
  func walk(_ items: [DisplayItem]) {
    for item in items {
      if case .group(let g) = item { walk(g.items) } else { out.append(item) }
    }
  }
  walk(list.items)
  return (out, warnings)
}

@MainActor private func glyphRuns<V: View>(_ view: V) -> [GlyphRun] {
  drawn(view).0.compactMap { if case .glyphs(let r) = $0 { r } else { nil } }
}

/// Filled rectangles (underlines, strikethroughs, backgrounds) and dashed strokes.
@MainActor private func fills<V: View>(_ view: V) -> [(CGRect, RGBAColor)] {
  drawn(view).0.compactMap { item in
    if case .fill(let path, .solid(let c), _) = item { return (path.boundingBox, c) }
    return nil
  }
}

/// The size of the first text `view` places.
@MainActor private func textSize<V: View>(_ view: V) -> CGSize {
  let host = ViewHost(view.fixedSize(), textMeasurer: TextEngine())
  func find(_ n: Node) -> Node? {
    if n.layout is TextNodeLayout { return n }
    return n.children.lazy.compactMap(find).first
  }
  return host.graph.root.flatMap(find)?.frame.size ?? .zero
}

@Suite struct StyledTextTests {
  @Test @MainActor func markdownLiteralIsStyledWithoutItsMarks() {
    let styled = glyphRuns(Text("Tap **Save** now"))
    let plain = glyphRuns(Text(verbatim: "Tap **Save** now"))
    #expect(styled.count == 3, "three runs: regular, bold, regular: \(styled.map(\.fontName))")
    let styledGlyphs: Int = styled.reduce(0) { $0 + $1.glyphs.count }
    let plainGlyphs: Int = plain.reduce(0) { $0 + $1.glyphs.count }
    #expect(styledGlyphs == plainGlyphs - 4, "the four asterisks are not drawn")
    #expect(styled[1].fontName.contains("Bold"), "\(styled.map(\.fontName))")
    #expect(styled[2].fontName == styled[0].fontName)
  }

  @Test @MainActor func markdownItalicCodeStrikeAndLink() {
    let italic = glyphRuns(Text("an *important* step"))
    #expect(italic.count == 3)
    let slanted = italic[1].fontName.contains("Italic") || italic[1].obliqueSkew != 0
    #expect(slanted)
    let code = glyphRuns(Text("run `swift test`"))
    #expect(code.count == 2)
    #expect(code[1].fontName != code[0].fontName, "\(code.map(\.fontName))")
    let strike = fills(Text("~~old~~ new"))
    #expect(strike.count == 1, "one strikethrough over \"old\"")
    let link = glyphRuns(Text("read [the docs](https://example.com)").tint(.red))
    #expect(link.count == 2)
    #expect(link[1].color == Color.red.rgba)
    #expect(link[0].color != link[1].color)
  }

  @Test @MainActor func verbatimAndStringTextAreNeverMarkdown() {
    let verbatim = glyphRuns(Text(verbatim: "Tap **Save**"))
    #expect(verbatim.map(\.glyphs.count) == [11], "every character but the space")
    let string = "Tap **Save**"
    #expect(glyphRuns(Text(string)).map(\.glyphs.count) == [11])
  }

  @Test @MainActor func joinedTextKeepsEachPartsStyle() {
    let runs = glyphRuns(Text("Red ").foregroundColor(.red) + Text("bold").bold() + Text(" big").font(.title))
    #expect(runs.count == 3)
    #expect(runs[0].color == Color.red.rgba)
    #expect(runs[1].color != Color.red.rgba)
    #expect(runs[1].fontName.contains("Bold"))
    #expect(runs[2].fontSize > runs[0].fontSize)
    // The line takes the largest ascent: the small parts sit on the title's baseline.
    #expect(abs(runs[0].positions[0].y - runs[2].positions[0].y) < 1e-9)
    let (_, warnings) = drawn(Text("a").bold() + Text("b").italic())
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test @MainActor func outerModifiersStyleThePartsThatSetNothing() {
    let runs = glyphRuns((Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue))
    #expect(runs.map(\.color) == [Color.red.rgba, Color.blue.rgba])
  }

  @Test @MainActor func attributedRunsAreDrawn() {
    var s = AttributedString("Hello world")
    let world = s.range(of: "world")!
    s[world].foregroundColor = .green
    s[world].font = .headline
    s[world].underlineStyle = .single
    let runs = glyphRuns(Text(s))
    #expect(runs.count == 2)
    #expect(runs[1].color == Color.green.rgba)
    #expect(runs[1].fontName.contains("Semi"), "\(runs.map(\.fontName))")
    #expect(fills(Text(s)).count == 1, "one underline under \"world\"")
    #expect(drawn(Text(s)).1.isEmpty)
    var bg = AttributedString("tag")
    bg.backgroundColor = .yellow
    #expect(fills(Text(bg)).map(\.1) == [Color.yellow.rgba])
  }

  @Test @MainActor func underlineAndStrikethroughSitBelowAndThroughTheText() throws {
    let under = fills(Text("Terms").underline())
    let strike = fills(Text("Terms").strikethrough(color: .red))
    #expect(fills(Text("Terms")).isEmpty)
    let u = try #require(under.first), s = try #require(strike.first)
    let glyphY = try #require(glyphRuns(Text("Terms")).first?.positions.first?.y)
    #expect(u.0.minY > glyphY, "an underline is below the baseline")
    let strikeBox = s.0
    #expect(strikeBox.maxY < glyphY, "a strikethrough is above the baseline")
    #expect(strikeBox.minY > glyphY - 17, "and inside the text")
    #expect(s.1 == Color.red.rgba)
    let underWidth = u.0.width, strikeWidth = s.0.width
    #expect(underWidth > 30)
    #expect(abs(underWidth - strikeWidth) < 1e-9)
    #expect(fills(Text("Terms").underline(false)).isEmpty)
    // A pattern is a dashed stroke.
    let dashed = drawn(Text("Terms").underline(pattern: .dash)).0.contains {
      if case .stroke(_, _, let style) = $0 { return !style.dash.isEmpty }
      return false
    }
    #expect(dashed)
  }

  @Test @MainActor func containerDecorationsReachTheTextBelow() {
    #expect(fills(VStack { Text("Old"); Text("Price") }.strikethrough()).count == 2)
    #expect(fills(VStack { Text("Old").strikethrough(false) }.strikethrough()).isEmpty, "the text's own setting wins")
    #expect(textSize(VStack { Text("Wide") }.tracking(4)).width > textSize(Text("Wide")).width + 15)
  }

  @Test @MainActor func kerningAndTrackingWidenEveryCharacter() {
    let plain = textSize(Text("Plumb")).width
    #expect(abs(textSize(Text("Plumb").kerning(2)).width - plain - 10) < 0.5)
    #expect(abs(textSize(Text("Plumb").tracking(3)).width - plain - 15) < 0.5)
    #expect(abs(textSize(Text("Plumb").tracking(-1)).width - plain + 5) < 0.5)
  }

  @Test @MainActor func baselineOffsetMovesTheGlyphsNotTheFrame() throws {
    let plain = try #require(glyphRuns(Text("x")).first?.positions.first?.y)
    let raised = try #require(glyphRuns(Text("x").baselineOffset(6)).first?.positions.first?.y)
    #expect(abs(plain - raised - 6) < 1e-9)
    #expect(textSize(Text("x").baselineOffset(6)) == textSize(Text("x")))
  }

  /// `minimumScaleFactor` shrinks a text that does not fit, down to the factor, instead of cutting
  /// it; below the factor it is cut at the smallest size.
  @Test @MainActor func minimumScaleFactorShrinksBeforeTruncating() throws {
    let title = "A title a little too long for its frame"
    let cut = glyphRuns(Text(title).lineLimit(1).frame(width: 240))
    let shrunk = glyphRuns(Text(title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 240))
    let shrunkSize = try #require(shrunk.first?.fontSize)
    #expect(cut.first?.fontSize == 17)
    #expect(shrunkSize < 17 && shrunkSize >= 8.5)
    let cutGlyphs: Int = cut.reduce(0) { $0 + $1.glyphs.count }
    let shrunkGlyphs: Int = shrunk.reduce(0) { $0 + $1.glyphs.count }
    #expect(shrunkGlyphs > cutGlyphs, "every character is drawn, none cut")
    let tooFar = glyphRuns(Text(title + title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120))
    #expect(tooFar.first?.fontSize == 8.5, "at the factor, then cut")
    #expect(glyphRuns(Text("Fits").minimumScaleFactor(0.5)).first?.fontSize == 17)
  }

  /// `allowsTightening` is not drawn: a text it would have tightened warns once; one that fits
  /// does not.
  @Test @MainActor func allowsTighteningWarnsOnlyWhenTheTextIsCut() {
    let (_, cut) = drawn(Text("A title a little too long for its frame").lineLimit(1).allowsTightening(true).frame(width: 200))
    #expect(cut.contains { $0.hasPrefix("allowsTightening(_:)") }, "\(cut)")
    let (_, fits) = drawn(Text("Short").allowsTightening(true))
    #expect(fits.isEmpty, "\(fits)")
    // A stack probes its texts at zero width; only the drawn text counts.
    let (_, probed) = drawn(HStack { Text("Short").allowsTightening(true); Text("Also short") })
    #expect(probed.isEmpty, "\(probed)")
    let (_, view) = drawn(VStack { Text("A title a little too long for its frame").lineLimit(1) }.allowsTightening(true).frame(width: 200))
    #expect(view.contains { $0.hasPrefix("allowsTightening(_:)") })
  }
}
