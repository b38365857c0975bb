/// The hand-written subset of UAX #14 that PlumbText used before ICU's break iterator; kept only
/// so the text benchmark can put the cost of the two side by side (layout never uses it, except
/// when ICU cannot open an iterator, which warns).
///
/// The rules: after a run of spaces; after a hyphen or dash inside a word (not before a digit);
/// before or after any CJK character (ideographs, kana, Hangul, CJK punctuation), except that
/// closing punctuation never starts a line and opening punctuation never ends one.
enum HandWrittenLineBreaks {
  /// `result[i]` is true when a line may start at `chars[i]` (`result[0]` is always false).
  static func opportunities(_ chars: [Character]) -> [Bool] {
    var result = [Bool](repeating: false, count: chars.count)
    guard chars.count > 1 else { return result }
    let classes = chars.map(classify)
    for i in 1..<chars.count {
      let prev = classes[i - 1], cur = classes[i]
      if cur.contains(.space) || cur.contains(.noStart) || prev.contains(.noEnd) { continue }
      // After a hyphen only inside a word: "well-|known", but not "-|5", " -|x" or "--|".
      let afterHyphen = prev.contains(.hyphen) && !cur.contains(.hyphen) && !chars[i].isNumber
        && i >= 2 && (chars[i - 2].isLetter || chars[i - 2].isNumber)
      if prev.contains(.space) || prev.contains(.zeroWidthSpace) || afterHyphen
          || prev.contains(.cjk) || cur.contains(.cjk) {
        result[i] = true
      }
    }
    return result
  }

  /// What a character is, for the rules above.
  struct Class: OptionSet {
    let rawValue: UInt8
    static let space = Class(rawValue: 1)
    static let hyphen = Class(rawValue: 2)
    static let cjk = Class(rawValue: 4)
    static let noStart = Class(rawValue: 8)
    static let noEnd = Class(rawValue: 16)
    static let zeroWidthSpace = Class(rawValue: 32)
  }

  static func classify(_ c: Character) -> Class {
    var k: Class = []
    if LineBreaking.isSpace(c) { k.insert(.space) }
    if isHyphen(c) { k.insert(.hyphen) }
    if isCJK(c) { k.insert(.cjk) }
    if LineBreaking.isNoStart(c) { k.insert(.noStart) }
    if LineBreaking.isNoEnd(c) { k.insert(.noEnd) }
    if c == "\u{200B}" { k.insert(.zeroWidthSpace) }
    return k
  }

  static func isHyphen(_ c: Character) -> Bool {
    guard c.unicodeScalars.count == 1, let v = c.unicodeScalars.first?.value else { return false }
    return v == 0x2D || v == 0x2010 || v == 0x2013 || v == 0x2014
  }

  /// Ideographs, kana, Hangul and CJK punctuation: characters between which lines may break.
  static func isCJK(_ c: Character) -> Bool {
    guard let v = c.unicodeScalars.first?.value else { return false }
    switch v {
    case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
         0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF,
         0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
