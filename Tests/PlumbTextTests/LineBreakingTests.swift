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
    XCTAssertEqual(breaks("a--b"), [])
    XCTAssertEqual(breaks("from -5 to 5-10"), [5, 8, 11])
    XCTAssertEqual(breaks("x -y"), [2])
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
