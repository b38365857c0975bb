import Foundation

// The tokenizer and recursive-descent parser behind `NSPredicate(format:)` (PredicateFormat.swift).

extension PredicateFormat {
  struct Token {
    enum Kind { case word, string, number, argument, symbol }
    let kind: Kind
    let text: String
  }

  static func tokenize(_ s: String) throws -> [Token] {
    var tokens: [Token] = []
    let chars = Array(s)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace { i += 1; continue }
      if c == "'" || c == "\"" {
        var j = i + 1
        var text = ""
        while j < chars.count, chars[j] != c {
          if chars[j] == "\\", j + 1 < chars.count { j += 1 }
          text.append(chars[j])
          j += 1
        }
        guard j < chars.count else { throw ParseError(description: "unterminated string in \"\(s)\"") }
        tokens.append(Token(kind: .string, text: text))
        i = j + 1
        continue
      }
      if c == "%" {
        var j = i + 1
        while j < chars.count, chars[j].isLetter || chars[j] == "@" {
          j += 1
          if chars[j - 1] != "l" { break }
        }
        tokens.append(Token(kind: .argument, text: String(chars[i..<j])))
        i = j
        continue
      }
      if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber && tokens.last?.kind == .symbol) {
        var j = i + 1
        while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
        tokens.append(Token(kind: .number, text: String(chars[i..<j])))
        i = j
        continue
      }
      if c.isLetter || c == "_" || c == "@" || c == "$" {
        var j = i + 1
        while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "."
                || (chars[j] == "@" && chars[j - 1] == ".") { j += 1 }
        tokens.append(Token(kind: .word, text: String(chars[i..<j])))
        i = j
        continue
      }
      let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
      if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
        tokens.append(Token(kind: .symbol, text: two))
        i += 2
        continue
      }
      guard "=<>!()[]{},".contains(c) else { throw ParseError(description: "unexpected '\(c)' in \"\(s)\"") }
      tokens.append(Token(kind: .symbol, text: String(c)))
      i += 1
    }
    return tokens
  }

  struct Parser {
    let tokens: [Token]
    var arguments: [Any?]
    let format: String
    var position = 0

    init(tokens: [Token], arguments: [Any?], format: String) {
      self.tokens = tokens; self.arguments = arguments; self.format = format
    }

    var atEnd: Bool { position >= tokens.count }
    var peek: Token? { atEnd ? nil : tokens[position] }

    mutating func next() -> Token? {
      defer { position += 1 }
      return peek
    }

    func isWord(_ t: Token?, _ words: String...) -> Bool {
      guard let t, t.kind == .word else { return false }
      return words.contains(t.text.uppercased())
    }

    func fail(_ what: String) -> ParseError { ParseError(description: "\(what) in \"\(format)\"") }

    mutating func orExpression() throws -> PredicateFormat {
      var left = try andExpression()
      while isWord(peek, "OR") || peek?.text == "||" {
        position += 1
        left = .or(left, try andExpression())
      }
      return left
    }

    mutating func andExpression() throws -> PredicateFormat {
      var left = try notExpression()
      while isWord(peek, "AND") || peek?.text == "&&" {
        position += 1
        left = .and(left, try notExpression())
      }
      return left
    }

    mutating func notExpression() throws -> PredicateFormat {
      if isWord(peek, "NOT") || (peek?.kind == .symbol && peek?.text == "!") {
        position += 1
        return .not(try notExpression())
      }
      return try primary()
    }

    mutating func primary() throws -> PredicateFormat {
      if peek?.kind == .symbol, peek?.text == "(" {
        // A parenthesised predicate (a parenthesised operand is not supported).
        position += 1
        let inner = try orExpression()
        guard next()?.text == ")" else { throw fail("expected ')'") }
        return inner
      }
      if isWord(peek, "TRUEPREDICATE") { position += 1; return .constant(true) }
      if isWord(peek, "FALSEPREDICATE") { position += 1; return .constant(false) }
      var quantifier: Quantifier?
      if isWord(peek, "ANY", "SOME") { quantifier = .any; position += 1 }
      else if isWord(peek, "ALL") { quantifier = .all; position += 1 }
      else if isWord(peek, "NONE") { quantifier = .noneOf; position += 1 }
      let left = try operand()
      let (op, negate) = try comparisonOperator()
      var c = false, d = false
      if peek?.text == "[" {
        position += 1
        guard let flags = next(), flags.kind == .word, next()?.text == "]" else { throw fail("expected [c], [d] or [cd]") }
        c = flags.text.lowercased().contains("c")
        d = flags.text.lowercased().contains("d")
      }
      let right = try operand()
      let comparison = PredicateFormat.comparison(quantifier, left, op, right, caseInsensitive: c, diacriticInsensitive: d)
      return negate ? .not(comparison) : comparison
    }

    mutating func comparisonOperator() throws -> (Operator, Bool) {
      guard let t = next() else { throw fail("expected an operator") }
      switch t.text.uppercased() {
      case "==", "=": return (.equal, false)
      case "!=", "<>": return (.notEqual, false)
      case "<": return (.less, false)
      case "<=", "=<": return (.lessOrEqual, false)
      case ">": return (.greater, false)
      case ">=", "=>": return (.greaterOrEqual, false)
      case "CONTAINS": return (.contains, false)
      case "BEGINSWITH": return (.beginsWith, false)
      case "ENDSWITH": return (.endsWith, false)
      case "LIKE": return (.like, false)
      case "MATCHES": return (.matches, false)
      case "IN": return (.in, false)
      case "BETWEEN": return (.between, false)
      default: throw fail("unsupported operator '\(t.text)'")
      }
    }

    mutating func operand() throws -> Operand {
      guard let t = next() else { throw fail("expected a value") }
      switch t.kind {
      case .string: return .value(t.text)
      case .number: return .value(Double(t.text) ?? 0)
      case .argument:
        guard !arguments.isEmpty else { throw fail("too few arguments for '\(t.text)'") }
        let arg = arguments.removeFirst()
        if t.text == "%K" {
          guard let key = arg as? String ?? (arg as? NSString).map({ String(describing: $0) }) else {
            throw fail("%K needs a key path string")
          }
          return .keyPath(key)
        }
        return .value(arg)
      case .word:
        switch t.text.uppercased() {
        case "YES", "TRUE": return .value(true)
        case "NO", "FALSE": return .value(false)
        case "NIL", "NULL": return .value(nil)
        default:
          guard !t.text.hasPrefix("$") else { throw fail("substitution variables ('\(t.text)') are not supported") }
          return .keyPath(t.text)
        }
      case .symbol:
        guard t.text == "{" else { throw fail("unexpected '\(t.text)'") }
        var items: [Operand] = []
        while peek?.text != "}" {
          items.append(try operand())
          if peek?.text == "," { position += 1 }
          guard !atEnd else { throw fail("expected '}'") }
        }
        position += 1
        return .list(items)
      }
    }
  }
}
