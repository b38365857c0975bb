import PlumbGraphics
import XCTest
@testable import PlumbText

/// Bidirectional text (UAX #9 through FriBidi): paragraph direction, per-line reordering with
/// numbers, Arabic joining shaped right to left, and a caller-set base direction. Expected
/// orders are those of the UAX #9 examples and of any bidi-aware renderer (H).
final class BidiTests: XCTestCase {
  let engine = TextEngine()

  private func layout(_ s: String, width: Double? = nil, direction: TextBaseDirection = .natural,
                      alignment: TextLineAlignment = .leading) -> TextLayout {
    engine.layout(s, style: TextLayoutStyle(font: FontDescriptor(size: 17), alignment: alignment,
                                            baseDirection: direction),
                  proposedWidth: width, proposedHeight: nil)
  }

  /// x of the glyph drawing `scalar` (by its nominal glyph in `face`) on the line at `baseline`.
  private func x(of scalar: Unicode.Scalar, face: String, in l: TextLayout, line: Int = 0) -> Double? {
    let g = FontLibrary.shared.face(named: face)!.glyph(for: scalar)!
    let baseline = l.lines[line].origin.y
    for run in l.runs where run.fontName == face {
      for (id, p) in zip(run.glyphs, run.positions) where id == g && abs(p.y - baseline) < 0.5 { return p.x }
    }
    return nil
  }

  func testHebrewWordsRunRightToLeftAndNumbersStayLeftToRight() throws {
    // "שלום 123": a right-to-left paragraph; the number sits left of the word, digits in order.
    let l = layout("שלום 123")
    let shin = try XCTUnwrap(x(of: "ש", face: "NotoSansHebrew-Regular", in: l))
    let mem = try XCTUnwrap(x(of: "ם", face: "NotoSansHebrew-Regular", in: l))
    let one = try XCTUnwrap(x(of: "1", face: "Inter-Regular", in: l))
    let three = try XCTUnwrap(x(of: "3", face: "Inter-Regular", in: l))
    XCTAssertGreaterThan(shin, mem, "the first letter is rightmost")
    XCTAssertLessThan(one, three, "digits keep left-to-right order")
    XCTAssertLessThan(three, mem, "the number is left of the word in a right-to-left paragraph")
  }

  func testLeftToRightParagraphKeepsEmbeddedHebrewReversed() throws {
    let l = layout("Call שלום now")
    let call = try XCTUnwrap(x(of: "C", face: "Inter-Regular", in: l))
    let shin = try XCTUnwrap(x(of: "ש", face: "NotoSansHebrew-Regular", in: l))
    let mem = try XCTUnwrap(x(of: "ם", face: "NotoSansHebrew-Regular", in: l))
    let now = try XCTUnwrap(x(of: "w", face: "Inter-Regular", in: l))
    XCTAssertLessThan(call, mem)
    XCTAssertLessThan(mem, shin, "the Hebrew word reads right to left inside the English sentence")
    XCTAssertLessThan(shin, now)
    XCTAssertEqual(l.lines[0].text, "Call שלום now", "line text stays in logical order")
  }

  func testReorderingHappensPerLineAfterBreaking() throws {
    // Two lines: "ירושלים" and "עולם 2024"; on the second, the number is at the left.
    let text = "ירושלים עולם 2024"
    let l = layout(text, width: layout("עולם 2024").size.width + 1)
    XCTAssertEqual(l.lines.count, 2)
    XCTAssertEqual(l.lines[1].text, "עולם 2024")
    let ayin = try XCTUnwrap(x(of: "ע", face: "NotoSansHebrew-Regular", in: l, line: 1))
    let two = try XCTUnwrap(x(of: "2", face: "Inter-Regular", in: l, line: 1))
    XCTAssertLessThan(two, ayin)
    // The whole first line is Hebrew: nothing of line 2 is drawn on it.
    XCTAssertNil(x(of: "2", face: "Inter-Regular", in: l, line: 0))
  }

  func testArabicJoinsAndRunsRightToLeft() throws {
    let arabic = FontLibrary.shared.face(named: "NotoSansArabic-Regular")!
    let isolatedMeem = arabic.glyph(for: "م")!
    let l = layout("مرحبا")
    XCTAssertEqual(l.runs.map(\.fontName), ["NotoSansArabic-Regular"])
    let run = l.runs[0]
    XCTAssertEqual(run.glyphs.count, 5)
    XCTAssertFalse(run.glyphs.contains(isolatedMeem), "the initial meem takes its joining form")
    // Glyphs are in visual order: x increases, and the last (rightmost) one is the first letter.
    XCTAssertEqual(run.positions.map(\.x), run.positions.map(\.x).sorted())
    XCTAssertEqual(layout("م").runs[0].glyphs, [isolatedMeem])
  }

  func testCallerSetRightToLeftBaseDirection() throws {
    // A neutral at the end of Latin text goes to the left in a right-to-left paragraph.
    let ltr = layout("abc!")
    let rtl = layout("abc!", direction: .rightToLeft)
    let bangL = try XCTUnwrap(x(of: "!", face: "Inter-Regular", in: ltr))
    let bangR = try XCTUnwrap(x(of: "!", face: "Inter-Regular", in: rtl))
    let aR = try XCTUnwrap(x(of: "a", face: "Inter-Regular", in: rtl))
    XCTAssertGreaterThan(bangL, 20)
    XCTAssertLessThan(bangR, aR)
    XCTAssertEqual(ltr.size.width, rtl.size.width, accuracy: 1e-9)
    // With a right-to-left base direction, .leading is the right edge.
    let lines = layout("Short\nA much longer line", direction: .rightToLeft)
    XCTAssertEqual(lines.lines[0].origin.x, lines.size.width - lines.lines[0].width, accuracy: 1e-9)
    let natural = layout("Short\nA much longer line")
    XCTAssertEqual(natural.lines[0].origin.x, 0)
  }

  func testParagraphDirectionIsFoundPerParagraph() {
    let shaped = ShapedText("abc\nשלום\n123", chain: try! FontLibrary.shared.fallbackChain(for: FontDescriptor(size: 17)),
                            size: 17)
    XCTAssertEqual(shaped.paragraphLevels, [0, 1, 0])
  }
}
