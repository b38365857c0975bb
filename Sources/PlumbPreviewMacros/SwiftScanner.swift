// Just enough of Swift's lexical structure for the preview macro to find braces and statements in
// source text: comments, string literals (single-line, multi-line and raw), and bracket depth.

enum SwiftScanner {
  /// The index just past the comment or string literal starting at `i`, or nil when none starts there.
  static func skipTrivia(_ s: Substring, at i: Substring.Index) -> Substring.Index? {
    let rest = s[i...]
    if rest.hasPrefix("//") { return rest.firstIndex(of: "\n") ?? s.endIndex }
    if rest.hasPrefix("/*") { return skipBlockComment(s, from: i) }
    // A string literal: optional #s, one or three quotes.
    var j = i
    var hashes = 0
    while j < s.endIndex, s[j] == "#" { hashes += 1; j = s.index(after: j) }
    guard j < s.endIndex, s[j] == "\"" else { return nil }
    let multiline = s[j...].hasPrefix("\"\"\"")
    let quote = multiline ? "\"\"\"" : "\""
    j = s.index(j, offsetBy: quote.count)
    let close = quote + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    while j < s.endIndex {
      let tail = s[j...]
      if tail.hasPrefix(escape) {
        // `\(` opens an interpolation whose parentheses may hold strings of their own.
        let afterEscape = s.index(j, offsetBy: escape.count)
        if afterEscape < s.endIndex, s[afterEscape] == "(" {
          j = skipBalanced(s, from: afterEscape)
        } else {
          j = s.index(afterEscape, offsetBy: 1, limitedBy: s.endIndex) ?? s.endIndex
        }
        continue
      }
      if tail.hasPrefix(close) { return s.index(j, offsetBy: close.count) }
      if !multiline, s[j] == "\n" { return s.index(after: j) }
      j = s.index(after: j)
    }
    return s.endIndex
  }

  /// Block comments nest in Swift.
  private static func skipBlockComment(_ s: Substring, from i: Substring.Index) -> Substring.Index {
    var depth = 0
    var j = i
    while j < s.endIndex {
      let tail = s[j...]
      if tail.hasPrefix("/*") { depth += 1; j = s.index(j, offsetBy: 2); continue }
      if tail.hasPrefix("*/") {
        depth -= 1
        j = s.index(j, offsetBy: 2)
        if depth == 0 { return j }
        continue
      }
      j = s.index(after: j)
    }
    return s.endIndex
  }

  /// The index just past the bracket that closes the one at `i` (`(`, `[` or `{`).
  static func skipBalanced(_ s: Substring, from i: Substring.Index) -> Substring.Index {
    var depth = 0
    var j = i
    while j < s.endIndex {
      if let next = skipTrivia(s, at: j) { j = next; continue }
      switch s[j] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return s.index(after: j) }
      default: break
      }
      j = s.index(after: j)
    }
    return s.endIndex
  }

  /// The ranges of the top-level statements of a closure body (without their leading whitespace):
  /// a statement ends at a `;` or a line break outside brackets, unless the next line continues it
  /// (starts with `.` or an operator) or this one ends with `=`, `,` or an operator.
  static func topLevelStatements(in s: Substring) -> [Range<Substring.Index>] {
    var result: [Range<Substring.Index>] = []
    var start: Substring.Index?
    var lastSignificant: Character?
    var j = s.startIndex
    func finish(at end: Substring.Index) {
      if let st = start { result.append(st..<end) }
      start = nil
      lastSignificant = nil
    }
    while j < s.endIndex {
      let c = s[j]
      if c == "\n" || c == ";" {
        if c == ";" || !continues(s, statementStart: start, newline: j, lastSignificant: lastSignificant) {
          finish(at: j)
        }
        j = s.index(after: j)
        continue
      }
      if c.isWhitespace { j = s.index(after: j); continue }
      if s[j...].hasPrefix("//") || s[j...].hasPrefix("/*") {
        j = skipTrivia(s, at: j) ?? s.index(after: j)
        continue
      }
      if start == nil { start = j }
      if let next = skipTrivia(s, at: j) {
        lastSignificant = "\""
        j = next
        if next > s.startIndex, s[s.index(before: next)] == "\n" { finish(at: s.index(before: next)) }
        continue
      }
      if c == "(" || c == "[" || c == "{" {
        j = skipBalanced(s, from: j)
        lastSignificant = ")"
        continue
      }
      lastSignificant = c
      j = s.index(after: j)
    }
    finish(at: s.endIndex)
    return result.map { r in
      var end = r.upperBound
      while end > r.lowerBound, s[s.index(before: end)].isWhitespace { end = s.index(before: end) }
      return r.lowerBound..<end
    }
  }

  /// Characters that, ending a line, leave its statement open (`let x =`, `a,`, `a &&`, `a.`).
  /// `?`, `>` and `!` are left out: they end types and expressions (`var x: Int?`).
  private static let continuingEnds: Set<Character> = ["=", ",", "+", "-", "*", "/", "&", "|", ".", ":"]

  private static func continues(_ s: Substring, statementStart: Substring.Index?, newline: Substring.Index,
                                lastSignificant: Character?) -> Bool {
    guard let statementStart else { return false }
    if let last = lastSignificant, continuingEnds.contains(last) { return true }
    // A line of attributes only (`@Previewable` on a line of its own) belongs to the next line.
    if onlyAttributes(s[statementStart..<newline]) { return true }
    var k = s.index(after: newline)
    while k < s.endIndex, s[k].isWhitespace { k = s.index(after: k) }
    guard k < s.endIndex else { return false }
    let next = s[k...]
    if next.hasPrefix("//") || next.hasPrefix("/*") { return false }
    // A member chain or a binary operator continues the statement on the next line.
    return next.hasPrefix(".") || next.hasPrefix("&&") || next.hasPrefix("||") || next.hasPrefix("??")
      || next.hasPrefix("? ") || next.hasPrefix(": ") || next.hasPrefix("+ ") || next.hasPrefix("== ")
  }

  /// Whether `text` is one or more attributes (`@State`, `@Previewable`, `@available(iOS 17, *)`).
  static func onlyAttributes(_ text: Substring) -> Bool {
    var t = text.drop { $0.isWhitespace }
    guard t.first == "@" else { return false }
    while let c = t.first {
      if c.isWhitespace { t = t.dropFirst(); continue }
      guard c == "@" else { return false }
      t = t.dropFirst()
      t = t.drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      if t.first == "(" { t = t[skipBalanced(t, from: t.startIndex)...] }
    }
    return true
  }
}
