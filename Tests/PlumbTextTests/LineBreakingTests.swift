import XCTest
@testable import PlumbText

final class LineBreakingTests: XCTestCase {
  private func breaks(_ s: String) -> [Int] {
    LineBreaking.opportunities(Array(s)).enumerated().filter(\.element).map(\.offset)
  }

  func testLatinBreaksAfterSpacesAndHyphens() {
    XCTAssertEqual(breaks("hello world"), [6])
    XCTAssertEqual(breaks("two  spaces"), [5])
    XCTAssertEqual(breaks("well-known fact"), [5, 11])
    // UAX #14 breaks after a double hyphen (LB21 only forbids a break before it); the
    // hand-written rules did not.
    XCTAssertEqual(breaks("a--b"), [3])
    XCTAssertEqual(breaks("from -5 to 5-10"), [5, 8, 11])
    XCTAssertEqual(breaks("x -y"), [2], "a leading hyphen stays with its word (LB20.1)")
    XCTAssertEqual(breaks("soft\u{00AD}hyphen"), [], "no break where no hyphen would be drawn")
    XCTAssertEqual(breaks("nobreak"), [])
    XCTAssertEqual(breaks("zero\u{200B}width"), [5], "after a zero-width space")
    XCTAssertEqual(breaks("no\u{00A0}break"), [], "not at a no-break space")
  }

  func testCJKBreaksBetweenAnyTwoCharacters() {
    XCTAssertEqual(breaks("首页工厂"), [1, 2, 3])
    XCTAssertEqual(breaks("切换到Factory"), [1, 2, 3])
    XCTAssertEqual(breaks("ひらがなカタカナ"), [1, 2, 3, 4, 5, 6, 7])
  }

  func testKinsokuClosingPunctuationNeverStartsALine() {
    // No break before "，", "。" or "」"; none after "「".
    XCTAssertEqual(breaks("你好，世界。"), [1, 3, 4])
    XCTAssertEqual(breaks("他说「首页」了"), [1, 2, 4, 6])
    XCTAssertEqual(breaks("ちょっと"), [3])  // small ょ and っ never start a line
    // Between ideographs, before an opening quote and after a closing one (LB19a, Unicode 15.1);
    // never after the opening one or before the closing one.
    XCTAssertEqual(breaks("的“首页”和"), [1, 3, 5])
    XCTAssertEqual(breaks("say “hi” now"), [4, 9], "Latin quotes stay with their words")
  }

  func testThaiBreaksBetweenWordsFromICUsDictionary() {
    // "Thai is a language with no spaces between words": ภาษา|ไทย|เป็น|ภาษา|ที่|ไม่มี|ช่อง|ว่าง|ระหว่าง|คำ
    // (ICU's dictionary keeps ไม่มี, "has no", as one word).
    let words = ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "ไม่มี", "ช่อง", "ว่าง", "ระหว่าง", "คำ"]
    let starts = words.indices.dropFirst().map { words[..<$0].joined().count }
    XCTAssertEqual(breaks(words.joined()), starts)
    // Lao has a dictionary too: "ສະບາຍດີ" ("hello") is one word and breaks nowhere.
    XCTAssertEqual(breaks("ສະບາຍດີ"), [])
  }

  func testKoreanBreaksAtSpacesNotBetweenSyllables() {
    XCTAssertEqual(breaks("기기 목록 설정"), [3, 6])
    XCTAssertEqual(breaks("한국어"), [])
  }

  func testOtherScriptsBreakAtSpacesAndEmojiBetweenPictographs() {
    XCTAssertEqual(breaks("مرحبا بالعالم"), [6])
    XCTAssertEqual(breaks("שלום עולם"), [5])
    XCTAssertEqual(breaks("नमस्ते दुनिया"), [Array("नमस्ते ").count])
    // Emoji are ideographic (ID, EB, EM): a line may break between two, never inside a ZWJ
    // sequence or before a skin tone (each is one cluster here).
    XCTAssertEqual(breaks("👩🏽‍💻👍🏿❤️‍🔥"), [1, 2])
  }

  func testSystemICUAndFoundationsPrivateICUWorkInOneProcess() {
    // Foundation on Linux carries its own ICU (lib_FoundationICU, symbols swift_ubrk_*); the
    // system libicu's are versioned (ubrk_open_72): both answer, each with its own data.
    XCTAssertEqual("straße".uppercased(with: Locale(identifier: "de")), "STRASSE")
    XCTAssertEqual("İ".lowercased(with: Locale(identifier: "tr")), "i")
    XCTAssertEqual(breaks("hello world"), [6])
    let major = Int(UnicodeLineBreaks.icuVersion.split(separator: ".").first ?? "") ?? 0
    XCTAssertGreaterThanOrEqual(major, 60, UnicodeLineBreaks.icuVersion)
  }

  func testFitBreaksAtTheLastOpportunityAndHangsSpaces() {
    let chars = Array("aaa bbb ccc")
    let adv = [Double](repeating: 10, count: chars.count)
    let spaces = chars.map { $0 == " " }
    let opp = LineBreaking.opportunities(chars)
    XCTAssertEqual(LineBreaking.fit(advances: adv, isSpace: spaces, opportunities: opp, maxWidth: 30), [0, 4, 8])
    // The space after "bbb" hangs, so "aaa bbb" fits in exactly 70.
    XCTAssertEqual(LineBreaking.fit(advances: adv, isSpace: spaces, opportunities: opp, maxWidth: 70), [0, 8])
    XCTAssertEqual(LineBreaking.fit(advances: adv, isSpace: spaces, opportunities: opp, maxWidth: 69.9), [0, 4, 8])
    XCTAssertEqual(LineBreaking.fit(advances: adv, isSpace: spaces, opportunities: opp, maxWidth: 1000), [0])
  }

  func testFitBreaksInsideAWordOnlyWhenItIsWiderThanTheLine() {
    let chars = Array("ab abcdefg")
    let adv = [Double](repeating: 10, count: chars.count)
    let starts = LineBreaking.fit(advances: adv, isSpace: chars.map { $0 == " " },
                                  opportunities: LineBreaking.opportunities(chars), maxWidth: 30)
    XCTAssertEqual(starts, [0, 3, 6, 9])
    // Even a line narrower than one character holds one character.
    let one = LineBreaking.fit(advances: [10, 10], isSpace: [false, false], opportunities: [false, false], maxWidth: 1)
    XCTAssertEqual(one, [0, 1])
  }
}
