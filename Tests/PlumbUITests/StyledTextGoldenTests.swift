import Foundation
import PlumbGraphics
import PlumbTesting
import PlumbText
@testable import PlumbUI
import Testing

/// A styled-text screen and a redacted skeleton screen, recorded as goldens (looked at when
/// recorded), and the redaction rules: text becomes bars, images filled shapes, `unredacted()`
/// keeps its content (docs/text.md, "Styled text" and "Redacted text").
@Suite struct StyledTextGoldenTests {
  struct StyledScreen: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 14) {
        Text("Tap **Save** to keep *this* draft, or run `swift test`.")
        Text("~~$29.99~~ ") + Text("$19.99").bold().foregroundColor(.red) + Text(" this week").font(.footnote)
        Text("Read [the guide](https://example.com) first.")
        Text("Terms apply").underline(pattern: .dash, color: .blue)
        Text("Deprecated API").strikethrough(color: .orange)
        Text("SPACED OUT").tracking(4).font(.caption)
        Text("H") + Text("2").baselineOffset(-4).font(.caption) + Text("O and x") + Text("2").baselineOffset(7).font(.caption)
        Text(Self.attributed)
        VStack(alignment: .leading) { Text("All underlined"); Text("by the stack") }.underline()
      }
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    static var attributed: AttributedString {
      var s = AttributedString("Attributed runs: green headline, yellow background")
      if let r = s.range(of: "green headline") { s[r].foregroundColor = .green; s[r].font = .headline }
      if let r = s.range(of: "yellow background") { s[r].backgroundColor = .yellow }
      return s
    }
  }

  struct Card: View {
    let title: String
    let detail: String
    var body: some View {
      HStack(spacing: 12) {
        Image(systemName: "person.crop.circle.fill").font(.largeTitle).foregroundStyle(.blue)
        VStack(alignment: .leading, spacing: 4) {
          Text(title).font(.headline)
          Text(detail).font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer()
      }
    }
  }

  struct SkeletonScreen: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 20) {
        Text("Loading profiles").font(.title2).bold().unredacted()
        Card(title: "Ada Lovelace", detail: "First program, 1843, and notes on the engine")
        Card(title: "Grace Hopper", detail: "Compilers and COBOL")
        Card(title: "Katherine Johnson", detail: "Orbital mechanics for Mercury and Apollo")
          .redacted(reason: .placeholder)
      }
      .redacted(reason: .placeholder)
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test @MainActor func styledTextGolden() async {
    await assertGolden(of: StyledScreen(), named: "styled-text", device: .iPhoneSE3)
  }

  @Test @MainActor func redactedSkeletonGolden() async {
    await assertGolden(of: SkeletonScreen(), named: "redacted-skeleton", device: .iPhoneSE3)
  }

  /// The items a view draws, groups flattened.
  @MainActor private func items<V: View>(_ view: V) -> [DisplayItem] {
    var out: [DisplayItem] = []
    func walk(_ items: [DisplayItem]) {
      for item in items { if case .group(let g) = item { walk(g.items) } else { out.append(item) } }
    }
    walk(ViewHost(view, textMeasurer: TextEngine()).displayList.items)
    return out
  }

  @Test @MainActor func redactedTextIsOneBarPerLineAndNoGlyphs() {
    let text = Text("One line\nand a second, longer line").foregroundColor(.red)
    let drawn = items(text.redacted(reason: .placeholder))
    #expect(!drawn.contains { if case .glyphs = $0 { true } else { false } })
    let bars = drawn.compactMap { item -> (CGRect, RGBAColor)? in
      if case .fill(let p, .solid(let c), _) = item { return (p.boundingBox, c) } else { return nil }
    }
    #expect(bars.count == 2)
    #expect(bars.allSatisfy { abs($0.1.alpha - 0.16) < 1e-9 && $0.1.red == Color.red.rgba.red })
    #expect(bars[1].0.width > bars[0].0.width, "each bar is as long as its line")
    #expect(bars[1].0.minY > bars[0].0.maxY)
  }

  @Test @MainActor func redactedImageIsAFilledShapeOfItsSize() {
    let plain = items(Image(systemName: "star.fill").font(.title))
    let redacted = items(Image(systemName: "star.fill").font(.title).redacted(reason: .placeholder))
    #expect(plain != redacted)
    #expect(redacted.count == 1)
    if case .fill(let path, _, _) = redacted.first { #expect(path.boundingBox.width > 20) } else { Issue.record("\(redacted)") }
  }

  @Test @MainActor func unredactedAndPrivacyKeepTheContent() {
    let plain = items(Text("Visible"))
    #expect(items(Text("Visible").unredacted().redacted(reason: .placeholder)) == plain)
    #expect(items(Text("Visible").redacted(reason: .privacy)) == plain)
    #expect(items(Text("Visible").redacted(reason: [])) == plain)
  }

  @Test @MainActor func theReasonIsReadable() {
    struct Probe: View {
      @Environment(\.redactionReasons) var reasons
      var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "none") }
    }
    let host = ViewHost(Probe().redacted(reason: .placeholder))
    #expect(host.layoutSnapshot.root.flattened.contains { $0.name == "Text(\"placeholder\")" })
  }
}
