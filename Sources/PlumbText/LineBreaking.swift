import PlumbGraphics

/// Where a line may break, and the greedy fitting of clusters into lines.
///
/// Break opportunities come from ICU's UAX #14 line break iterator (`UnicodeLineBreaks`), which
/// covers every script, with dictionary breaking for Thai, Lao, Khmer and Burmese. These rules are
/// laid over ICU's:
/// - between East Asian characters, a line may break before an opening quotation mark and after
///   a closing one: rule LB19a of Unicode 15.1, which the installed ICU (Unicode 15.0) predates;
/// - kinsoku: closing punctuation and small kana never start a line, opening punctuation never
///   ends one (`isNoStart`, `isNoEnd`; ICU's rules already agree for almost all of them);
/// - Korean breaks at spaces, not between two Hangul syllables, as iOS labels do
///   (`NSParagraphStyle.LineBreakStrategy.hangulWordPriority`);
/// - a hyphen at the start of a word stays with it ("-x"): rule LB20.1 of Unicode 15.1, which the
///   installed ICU (Unicode 15.0) predates;
/// - no break after a soft hyphen (U+00AD), since no hyphen would be drawn there.
/// Inside a word a line breaks only when the word alone is wider than the line (`fit`).
/// Explicit newlines are handled before this, by splitting the text into paragraphs.
enum LineBreaking {
  /// `result[i]` is true when a line may start at `chars[i]` (`result[0]` is always false).
  static func opportunities(_ chars: [Character]) -> [Bool] {
    var result = [Bool](repeating: false, count: chars.count)
    guard chars.count > 1 else { return result }
    var utf16: [UInt16] = []
    var clusterOfOffset: [Int32] = []  // for each UTF-16 unit, the cluster it belongs to
    utf16.reserveCapacity(chars.count)
    for (k, c) in chars.enumerated() {
      for u in c.utf16 {
        utf16.append(u)
        clusterOfOffset.append(Int32(k))
      }
    }
    guard let boundaries = UnicodeLineBreaks.boundaries(utf16) else {
      RenderWarnings.warnOnce("Text line breaking", "Text: ICU's line break iterator could not be opened; "
                                + "lines break by simpler rules (Thai, Lao, Khmer and Burmese only where they overflow)")
      return HandWrittenLineBreaks.opportunities(chars)
    }
    for b in boundaries where Int(b) < utf16.count {
      // A boundary inside a cluster (ICU keeps a lone mark after a space apart; Swift does not)
      // moves to the end of that cluster.
      var k = Int(clusterOfOffset[Int(b)])
      if b > 0 && clusterOfOffset[Int(b) - 1] == Int32(k) { k += 1 }
      if k > 0 && k < chars.count { result[k] = true }
    }
    // LB19a of Unicode 15.1 (the installed ICU implements 15.0, whose LB19 never breaks beside a
    // quotation mark): between East Asian characters a line may break before an opening quote
    // (“首页”) and after a closing one.
    for i in 1..<chars.count where !result[i] {
      let category = { (c: Character) in c.unicodeScalars.first?.properties.generalCategory }
      if category(chars[i]) == .initialPunctuation, i + 1 < chars.count,
         isEastAsian(chars[i - 1]), isEastAsian(chars[i + 1]) {
        result[i] = true
      } else if category(chars[i - 1]) == .finalPunctuation, i >= 2,
                isEastAsian(chars[i - 2]), isEastAsian(chars[i]) {
        result[i] = true
      }
    }
    for i in 1..<chars.count where result[i] {
      let prev = chars[i - 1], cur = chars[i]
      if isNoStart(cur) || isNoEnd(prev) || prev == "\u{00AD}" || (isHangul(prev) && isHangul(cur)) {
        result[i] = false
      } else if (prev == "-" || prev == "\u{2010}") && cur.isLetter && (i == 1 || isSpace(chars[i - 2])) {
        result[i] = false
      }
    }
    return result
  }

  /// Whether each character may begin a line in an emergency break (inside an over-long word):
  /// not closing punctuation, and not right after opening punctuation.
  static func canStartLine(_ chars: [Character]) -> [Bool] {
    chars.indices.map { i in !isNoStart(chars[i]) && !(i > 0 && isNoEnd(chars[i - 1])) }
  }

  /// Wide East Asian characters (East Asian Width F or W, approximated by block): ideographs,
  /// kana, Hangul, CJK punctuation and fullwidth forms.
  static func isEastAsian(_ c: Character) -> Bool { HandWrittenLineBreaks.isCJK(c) }

  /// Hangul syllables and jamo (conjoining, compatibility, extended).
  static func isHangul(_ c: Character) -> Bool {
    guard let v = c.unicodeScalars.first?.value else { return false }
    switch v {
    case 0x1100...0x11FF, 0x3131...0x318E, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: return true
    default: return false
    }
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
