import PlumbGraphics
import PlumbTestSupport
import XCTest
@testable import PlumbText

/// Properties every layout must have, checked on random words (Latin, Chinese, mixed) at random
/// widths: lines fit, no text is lost or duplicated, truncated text fits with its ellipsis.
final class LineBreakingPropertyTests: XCTestCase {
  static let words = ["Home", "Factory", "settings", "a", "well-known", "SwiftUI", "首页", "工厂", "切换",
                      "设备列表", "，", "。", "supercalifragilistic", "(draft)", "“quoted”", "42"]

  func testRandomParagraphsFitAndKeepEveryCharacter() {
    var rng = SplitMix64(seed: 42)
    let engine = TextEngine()
    for i in 0..<300 {
      let text = (0..<Int.random(in: 1...25, using: &rng)).map { _ in
        Self.words[Int.random(in: 0..<Self.words.count, using: &rng)]
      }.joined(separator: Bool.random(using: &rng) ? " " : "")
      let width = Double.random(in: 45...300, using: &rng)
      let style = TextLayoutStyle(font: FontDescriptor(size: [11, 17, 22][i % 3], weight: [400, 600, 700][i % 3]))
      let l = engine.layout(text, style: style, proposedWidth: width, proposedHeight: nil)
      XCTAssertFalse(l.isTruncated)
      for line in l.lines where line.width > width + 1e-6 {
        // Only a forced overflow: one character plus the closing punctuation that cannot leave it.
        var rest = Substring(line.text.trimmingCharacters(in: .whitespaces))
        while let last = rest.last, LineBreaking.isNoStart(last) { rest.removeLast() }
        XCTAssertLessThanOrEqual(rest.count, 1, "\(line.text) is wider than \(width)")
      }
      XCTAssertEqual(l.lines.map(\.text).joined().filter { $0 != " " }, text.filter { $0 != " " }, text)
      XCTAssertLessThanOrEqual(l.size.width, max(width, l.lines.map(\.width).max() ?? 0) + 1e-6)
      for line in l.lines.dropFirst() {
        XCTAssertFalse(["，", "。", ")", "”"].contains(line.text.first), "kinsoku: \(line.text)")
      }

      for mode in [TruncationMode.tail, .head, .middle] {
        let one = engine.layout(text, style: TextLayoutStyle(font: style.font, lineLimit: 1, truncationMode: mode),
                                proposedWidth: width, proposedHeight: nil)
        XCTAssertEqual(one.lines.count, 1)
        XCTAssertEqual(one.isTruncated, l.lines.count > 1, text)
        if one.isTruncated {
          XCTAssertEqual(one.lines[0].text.filter { $0 == "…" }.count, 1, one.lines[0].text)
          XCTAssertLessThanOrEqual(one.size.width, max(width, TextEngine.lineHeight(forSize: style.font.size)) + 1e-6,
                                   "\(mode): \(one.lines[0].text)")
        }
      }
    }
  }

  func testClosingPunctuationStaysWithItsCharacterEvenWhenNothingFits() {
    // Narrower than one ideograph: every character gets its own line, but "，" and "。" stay
    // with the character before them.
    let l = TextEngine().layout("工厂，首页。", style: TextLayoutStyle(font: FontDescriptor(size: 20)),
                                proposedWidth: 10, proposedHeight: nil)
    XCTAssertEqual(l.lines.map(\.text), ["工", "厂，", "首", "页。"])
  }
}
