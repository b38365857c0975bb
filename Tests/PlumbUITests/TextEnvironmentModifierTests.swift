import Foundation
import PlumbGraphics
import PlumbText
@testable import PlumbUI
import Testing

// The environment's text modifiers change the picture, each checked against the same text
// without it, through a view and the real engine (docs/text.md).

@MainActor private func runs<V: View>(_ view: V) -> [GlyphRun] {
  var out: [GlyphRun] = []
  func walk(_ items: [DisplayItem]) {
    for item in items {
      switch item {
      case .glyphs(let r): out.append(r)
      case .group(let g): walk(g.items)
      default: break
      }
    }
  }
  walk(ViewHost(view, textMeasurer: TextEngine()).displayList.items)
  return out
}

@Suite struct TextEnvironmentModifierTests {
  @Test @MainActor func textCaseChangesTheGlyphs() {
    let plain = runs(Text("Settings"))
    let upper = runs(Text("Settings").textCase(.uppercase))
    let lower = runs(Text("SETTINGS").textCase(.lowercase))
    #expect(upper != plain && upper == runs(Text(verbatim: "SETTINGS")))
    #expect(lower == runs(Text(verbatim: "settings")))
  }

  @Test @MainActor func truncationModeCutsTheHeadMiddleOrTail() {
    func shown(_ mode: Text.TruncationMode) -> [UInt32] {
      runs(Text("Alpha Bravo Charlie Delta Echo Foxtrot").lineLimit(1).truncationMode(mode).frame(width: 150)).flatMap(\.glyphs)
    }
    let tail = shown(.tail), head = shown(.head), middle = shown(.middle)
    #expect(tail != head && head != middle && tail != middle)
    let alpha = runs(Text(verbatim: "Alpha")).flatMap(\.glyphs)
    let foxtrot = runs(Text(verbatim: "Foxtrot")).flatMap(\.glyphs)
    #expect(Array(tail.prefix(alpha.count)) == alpha, "tail keeps the start")
    #expect(Array(head.suffix(foxtrot.count)) == foxtrot, "head keeps the end")
    #expect(Array(middle.prefix(alpha.count)) == alpha && Array(middle.suffix(foxtrot.count)) == foxtrot, "middle keeps both")
  }

  @Test @MainActor func lineSpacingMovesTheSecondLineDown() throws {
    let tight = runs(Text("One\nTwo"))
    let spaced = runs(Text("One\nTwo").lineSpacing(10))
    let gap0 = try #require(tight.last?.positions.first?.y), gap10 = try #require(spaced.last?.positions.first?.y)
    let top0 = try #require(tight.first?.positions.first?.y), top10 = try #require(spaced.first?.positions.first?.y)
    #expect(abs((gap10 - top10) - (gap0 - top0) - 10) < 1e-6)
  }

  @Test @MainActor func multilineAlignmentPlacesShortLines() throws {
    func secondLineX(_ a: TextAlignment) throws -> Double {
      let r = runs(Text("A much longer first line\nShort").multilineTextAlignment(a))
      return Double(try #require(r.last?.positions.first?.x))
    }
    let leading = try secondLineX(.leading), center = try secondLineX(.center), trailing = try secondLineX(.trailing)
    #expect(leading < center && center < trailing)
  }

  /// `monospacedDigit()` on a Text, a Font or a container draws every digit at one width, so
  /// "1111" is as wide as "0000" (the bundled faces' default digits are proportional, as SF Pro's).
  @Test @MainActor func monospacedDigitMakesDigitsOneWidth() throws {
    func width(_ r: [GlyphRun]) throws -> Double {
      let xs = r.flatMap(\.positions).map(\.x)
      return Double(try #require(xs.last) - (try #require(xs.first)))
    }
    #expect(try width(runs(Text(verbatim: "1111"))) < width(runs(Text(verbatim: "0000"))))
    let ones = try width(runs(Text(verbatim: "1111").monospacedDigit()))
    #expect(abs(ones - (try width(runs(Text(verbatim: "0000").monospacedDigit())))) < 1e-6)
    #expect(abs(ones - (try width(runs(Text(verbatim: "1111").font(.body.monospacedDigit()))))) < 1e-6)
    #expect(abs(ones - (try width(runs(VStack { Text(verbatim: "1111") }.monospacedDigit())))) < 1e-6)
  }
}
