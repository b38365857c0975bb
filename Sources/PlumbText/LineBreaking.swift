/// Where a line may break, and the greedy fitting of clusters into lines.
///
/// The rules are a small subset of Unicode's line-breaking algorithm (UAX #14), enough for UI text
/// in Latin scripts and Chinese/Japanese:
/// - after a run of spaces (the spaces hang at the end of the line and are not measured);
/// - after a hyphen or dash inside a word (not before a digit, so "-5" stays whole);
/// - before or after any CJK character (ideographs, kana, Hangul, CJK punctuation), except that
///   closing punctuation never starts a line and opening punctuation never ends one (the basic
///   kinsoku rule);
/// - inside a word only when the word alone is wider than the line.
/// Explicit newlines are handled before this, by splitting the text into paragraphs.
enum LineBreaking {
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

  /// Whether each character may begin a line in an emergency break (inside an over-long word):
  /// not closing punctuation, and not right after opening punctuation.
  static func canStartLine(_ chars: [Character]) -> [Bool] {
    let classes = chars.map(classify)
    return classes.indices.map { i in
      !classes[i].contains(.noStart) && !(i > 0 && classes[i - 1].contains(.noEnd))
    }
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
    if isSpace(c) { k.insert(.space) }
    if isHyphen(c) { k.insert(.hyphen) }
    if isCJK(c) { k.insert(.cjk) }
    if isNoStart(c) { k.insert(.noStart) }
    if isNoEnd(c) { k.insert(.noEnd) }
    if c == "\u{200B}" { k.insert(.zeroWidthSpace) }
    return k
  }

  /// Greedy line fitting within one paragraph. `advances[i]` is the width of cluster i;
  /// returns the index where each line starts (the first is always 0). A line's trailing spaces
  /// are not counted; a word wider than the line breaks between clusters, but not before a
  /// cluster whose `canStartLine` is false (closing punctuation) unless nothing else fits.
  static func fit(advances: [Double], isSpace spaces: [Bool], opportunities: [Bool],
                  canStartLine: [Bool]? = nil, maxWidth: Double) -> [Int] {
    var starts = [0]
    let n = advances.count
    var lineStart = 0
    var width = 0.0             // width of the line up to i, trailing spaces included
    var lastBreak: Int?         // the last opportunity after lineStart
    var i = 0
    while i < n {
      if i > lineStart && opportunities[i] { lastBreak = i }
      let w = width + advances[i]
      if !spaces[i] && w > maxWidth + 1e-9 && i > lineStart {
        // Break at the last opportunity, or, if the line has none, inside the word.
        var at = lastBreak ?? i
        if lastBreak == nil, let canStartLine {
          // Move the break back so closing punctuation does not start the next line; if the line
          // would become empty, keep the punctuation on this line instead (it overflows).
          while at > lineStart + 1 && !canStartLine[at] { at -= 1 }
          while at < n && !canStartLine[at] { at += 1 }
          if at >= n { break }
        }
        starts.append(at)
        lineStart = at
        lastBreak = nil
        width = 0
        i = at
        continue
      }
      width = w
      i += 1
    }
    return starts
  }

  static func isSpace(_ c: Character) -> Bool {
    if c == " " { return true }
    return c.isWhitespace && !c.isNewline && c != "\u{00A0}" && c != "\u{202F}" && c != "\u{2007}"
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

  /// Closing punctuation and small kana: never the first character of a line.
  static func isNoStart(_ c: Character) -> Bool {
    guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first else { return false }
    return noStart.contains(s)
  }

  /// Opening punctuation: never the last character of a line.
  static func isNoEnd(_ c: Character) -> Bool {
    guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first else { return false }
    return noEnd.contains(s)
  }

  private static let noStart: Set<Unicode.Scalar> = Set(
    (")]}>,.!?:;" + "、。，．：；？！）］｝〕〉》」』】〙〗〟’”｠»›" + "ー・…‥〜～ゝゞヽヾ々〻"
      + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ" + "‰℃°′″").unicodeScalars)

  private static let noEnd: Set<Unicode.Scalar> = Set(
    ("([{<" + "（［｛〔〈《「『【〘〖〝‘“｟«‹" + "$£¥€＄￥").unicodeScalars)
}
