import Foundation

/// Reads a `.strings` file: `"key" = "value";` pairs (the old-style property-list "strings"
/// format, UTF-8 or UTF-16 with a byte-order mark, `//` and `/* */` comments), or the XML or
/// binary property list Xcode compiles one into. SwiftPM on Linux copies the file as written.
///
/// A malformed file throws, naming the line; nothing is read from it (docs/localization.md).
enum StringsFileParser {
  /// The entries of the file at `url`.
  static func entries(at url: URL) throws(LocalizationFileError) -> [String: String] {
    let data = try LocalizationFileError.contents(of: url)
    do {
      return try entries(in: data)
    } catch {
      throw LocalizationFileError(file: url.path, reason: error.reason)
    }
  }

  /// The entries of a file's bytes.
  static func entries(in data: Data) throws(ParseError) -> [String: String] {
    if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) || data.starts(with: Array("<plist".utf8)) {
      return try propertyList(data)
    }
    guard let text = decode(data) else { throw ParseError(reason: "is neither UTF-8 nor UTF-16 text") }
    var scanner = Scanner(Array(text.unicodeScalars))
    return try scanner.entries()
  }

  /// What is wrong with a file's text.
  struct ParseError: Error { var reason: String }

  // MARK: - Private

  private static func propertyList(_ data: Data) throws(ParseError) -> [String: String] {
    if data.starts(with: Array("<".utf8)), LocalizationFileError.nestingDepth(ofXMLPlist: data) > LocalizationFileError.maximumDepth {
      throw ParseError(reason: "nests deeper than \(LocalizationFileError.maximumDepth) levels")
    }
    guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
      throw ParseError(reason: "is not a valid property list")
    }
    guard let dictionary = object as? [String: Any] else { throw ParseError(reason: "is not a dictionary of strings") }
    var out: [String: String] = [:]
    for (key, value) in dictionary {
      guard let s = value as? String else { throw ParseError(reason: "the value of \"\(key)\" is not a string") }
      out[key] = s
    }
    return out
  }

  /// UTF-16 when the file starts with a byte-order mark, else UTF-8 (a UTF-8 mark is dropped).
  private static func decode(_ data: Data) -> String? {
    let bytes = [UInt8](data.prefix(3))
    if bytes.starts(with: [0xFF, 0xFE]) { return String(data: data, encoding: .utf16LittleEndian).map { String($0.drop { $0 == "\u{FEFF}" }) } }
    if bytes.starts(with: [0xFE, 0xFF]) { return String(data: data, encoding: .utf16BigEndian).map { String($0.drop { $0 == "\u{FEFF}" }) } }
    guard let s = String(data: data, encoding: .utf8) else { return nil }
    return s.hasPrefix("\u{FEFF}") ? String(s.dropFirst()) : s
  }

  /// The old-style "strings" grammar: `entry := string ("=" string)? ";"`, where a string is
  /// quoted (with backslash escapes) or a bare word of letters, digits and `_ $ : . / -`.
  private struct Scanner {
    let chars: [Unicode.Scalar]
    var at = 0
    var line = 1
    init(_ chars: [Unicode.Scalar]) { self.chars = chars }

    mutating func entries() throws(ParseError) -> [String: String] {
      var out: [String: String] = [:]
      while true {
        try skipSpaceAndComments()
        if at >= chars.count { return out }
        let key = try string()
        try skipSpaceAndComments()
        var value = key
        if peek == "=" {
          at += 1
          try skipSpaceAndComments()
          value = try string()
          try skipSpaceAndComments()
        }
        guard peek == ";" else { throw fail("expected ';' after the entry for \"\(key)\"") }
        at += 1
        out[key] = value
      }
    }

    private var peek: Unicode.Scalar? { at < chars.count ? chars[at] : nil }

    private func fail(_ what: String) -> ParseError { ParseError(reason: "line \(line): \(what)") }

    private mutating func skipSpaceAndComments() throws(ParseError) {
      while let c = peek {
        if c == "\n" { line += 1; at += 1 }
        else if c.properties.isWhitespace { at += 1 }
        else if c == "/", at + 1 < chars.count, chars[at + 1] == "/" {
          while let d = peek, d != "\n" { at += 1 }
        } else if c == "/", at + 1 < chars.count, chars[at + 1] == "*" {
          let start = line
          at += 2
          while at + 1 < chars.count, !(chars[at] == "*" && chars[at + 1] == "/") {
            if chars[at] == "\n" { line += 1 }
            at += 1
          }
          guard at + 1 < chars.count else { throw ParseError(reason: "line \(start): a /* comment is never closed") }
          at += 2
        } else { return }
      }
    }

    private mutating func string() throws(ParseError) -> String {
      guard let c = peek else { throw fail("expected a string, found the end of the file") }
      if c == "\"" { return try quoted() }
      var word = String.UnicodeScalarView()
      while let d = peek, Self.isWordCharacter(d) { word.append(d); at += 1 }
      guard !word.isEmpty else { throw fail("expected a string, found '\(Character(c))'") }
      return String(word)
    }

    private static func isWordCharacter(_ c: Unicode.Scalar) -> Bool {
      c.properties.isAlphabetic || c.properties.numericType != nil || "_$:./-".unicodeScalars.contains(c)
    }

    private mutating func quoted() throws(ParseError) -> String {
      let start = line
      at += 1
      var out = String.UnicodeScalarView()
      while let c = peek {
        at += 1
        switch c {
        case "\"": return String(out)
        case "\n": line += 1; out.append(c)
        case "\\": out.append(contentsOf: try escape())
        default: out.append(c)
        }
      }
      throw ParseError(reason: "line \(start): a quoted string is never closed")
    }

    /// The character(s) a backslash escape stands for; `at` is just after the backslash.
    private mutating func escape() throws(ParseError) -> [Unicode.Scalar] {
      guard let c = peek else { throw fail("a backslash ends the file") }
      at += 1
      switch c {
      case "n": return ["\n"]
      case "t": return ["\t"]
      case "r": return ["\r"]
      case "a": return ["\u{07}"]
      case "b": return ["\u{08}"]
      case "f": return ["\u{0C}"]
      case "v": return ["\u{0B}"]
      case "U", "u": return try unicodeEscape()
      case "0"..."7":
        var value = UInt32(c.value - 48)
        for _ in 0..<2 {
          guard let d = peek, ("0"..."7").contains(d) else { break }
          value = value * 8 + (d.value - 48); at += 1
        }
        return [Unicode.Scalar(value) ?? "\u{FFFD}"]
      case "\n": line += 1; return ["\n"]
      default: return [c]  // \" \\ \' and any other character stand for themselves
      }
    }

    /// `\UXXXX`: a UTF-16 unit; a high surrogate followed by `\UXXXX` low surrogate is one character.
    private mutating func unicodeEscape() throws(ParseError) -> [Unicode.Scalar] {
      let high = try hex4()
      if (0xD800...0xDBFF).contains(high), at + 1 < chars.count, chars[at] == "\\", chars[at + 1] == "U" || chars[at + 1] == "u" {
        let save = at
        at += 2
        let low = try hex4()
        if (0xDC00...0xDFFF).contains(low) {
          return [Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"]
        }
        at = save
      }
      return [Unicode.Scalar(high) ?? "\u{FFFD}"]
    }

    private mutating func hex4() throws(ParseError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let d = peek, let v = d.properties.numericType != nil || ("a"..."f").contains(d) || ("A"..."F").contains(d)
                ? UInt32(String(d), radix: 16) : nil else { throw fail("\\U needs four hexadecimal digits") }
        value = value * 16 + v; at += 1
      }
      return value
    }
  }
}
