import Foundation

/// The pieces of a printf-style format string as Foundation reads one (`%@`, `%lld`, `%.1f`,
/// positional `%2$@`, `%%`, and the `.stringsdict`/catalog variables `%#@name@`).
enum FormatToken: Hashable {
  case literal(String)
  case specifier(FormatSpecifier)
  /// `%#@name@` or `%2$#@name@`.
  case variable(name: String, position: Int?)
}

/// One conversion: `%[position$][flags][width][.precision][length]conversion`.
struct FormatSpecifier: Hashable {
  var position: Int?
  var flags = ""
  var width = ""
  var precision = ""
  var length = ""
  var conversion: Character

  /// The specifier written with `position` (or its own position, if any).
  func written(position: Int? = nil) -> String {
    let p = (position ?? self.position).map { "\($0)$" } ?? ""
    return "%" + p + flags + width + (precision.isEmpty ? "" : "." + precision) + length + String(conversion)
  }
}

enum FormatSpecifiers {
  /// The conversions Foundation formats (`p` and `n` are refused: they read or write memory).
  static let conversions: Set<Character> = ["@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E",
                                            "g", "G", "a", "A", "c", "C", "s", "S"]
  /// The widest field a specifier may ask for; a translation asking more (`%99999999d`) is clamped.
  static let maximumWidth = 256

  /// Splits `format` into literals, specifiers and variables. A `%` that starts no valid
  /// specifier stays literal text.
  static func tokens(_ format: String) -> [FormatToken] {
    var out: [FormatToken] = []
    var literal = ""
    let chars = Array(format)
    var i = 0
    func flush() { if !literal.isEmpty { out.append(.literal(literal)); literal = "" } }
    while i < chars.count {
      guard chars[i] == "%" else { literal.append(chars[i]); i += 1; continue }
      if i + 1 < chars.count, chars[i + 1] == "%" { literal.append("%"); i += 2; continue }
      if let (token, end) = token(in: chars, at: i) { flush(); out.append(token); i = end }
      else { literal.append("%"); i += 1 }
    }
    flush()
    return out
  }

  /// Whether `format` has any specifier or variable (a string with none is shown as it is,
  /// `%%` and all, as Foundation shows a string that is never formatted).
  static func hasArguments(_ format: String) -> Bool {
    tokens(format).contains { if case .literal = $0 { false } else { true } }
  }

  // MARK: - Private

  /// The token starting at the `%` at `start`, and the index after it.
  private static func token(in c: [Character], at start: Int) -> (FormatToken, Int)? {
    var i = start + 1
    var position: Int?
    var digits = ""
    var j = i
    while j < c.count, c[j].isASCII, c[j].isNumber { digits.append(c[j]); j += 1 }
    if !digits.isEmpty, j < c.count, c[j] == "$", let n = Int(digits), n > 0, n <= 64 { position = n; i = j + 1 }
    if i + 1 < c.count, c[i] == "#", c[i + 1] == "@" {
      var name = ""
      var k = i + 2
      while k < c.count, c[k] != "@" { name.append(c[k]); k += 1 }
      guard k < c.count, !name.isEmpty else { return nil }
      return (.variable(name: name, position: position), k + 1)
    }
    var spec = FormatSpecifier(position: position, conversion: "@")
    while i < c.count, "-+ #0'".contains(c[i]) { spec.flags.append(c[i]); i += 1 }
    while i < c.count, c[i].isASCII, c[i].isNumber { spec.width.append(c[i]); i += 1 }
    if i < c.count, c[i] == "." {
      i += 1
      while i < c.count, c[i].isASCII, c[i].isNumber { spec.precision.append(c[i]); i += 1 }
    }
    for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where matches(c, i, modifier) {
      spec.length = modifier; i += modifier.count; break
    }
    guard i < c.count, conversions.contains(c[i]) else { return nil }
    spec.conversion = c[i]
    if let w = Int(spec.width), w > maximumWidth { spec.width = String(maximumWidth) }
    if let p = Int(spec.precision), p > maximumWidth { spec.precision = String(maximumWidth) }
    return (.specifier(spec), i + 1)
  }

  private static func matches(_ c: [Character], _ i: Int, _ s: String) -> Bool {
    var k = i
    for ch in s { guard k < c.count, c[k] == ch else { return false }; k += 1 }
    return true
  }
}
