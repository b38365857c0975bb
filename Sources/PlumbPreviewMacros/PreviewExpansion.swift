// The expansion of `#Preview`, computed from the macro's source text alone (no SwiftSyntax), so
// the macro builds with Foundation only and works in every SwiftPM dependency form
// (docs/previews.md). The arguments and the closure are passed through unchanged to
// `PlumbUI.Preview.init`, which has the same parameters as the macro: the compiler has already
// type-checked them against the macro's declaration, and checks them again in the expansion.

/// Where the macro was written, as the compiler reports it.
struct MacroLocation {
  var fileID: String
  var filePath: String
  var line: Int
  var column: Int
}

enum PreviewExpansion {
  struct Failure: Error { var message: String }

  /// The declaration that `#Preview…` at `location` expands to: a type with a compiler-unique
  /// name (built from `discriminator` as SwiftSyntax's `makeUniqueName("PreviewRegistry")` does)
  /// conforming to `PlumbUI.PreviewRegistry`, which a runner finds at run time.
  static func expand(source: String, discriminator: String, location: MacroLocation) throws -> String {
    guard let start = macroStart(in: source) else {
      throw Failure(message: "#Preview: could not find '#Preview' in the macro's source")
    }
    let arguments = source[source.index(start, offsetBy: "#Preview".count)...]
    let call = "PlumbUI.Preview" + rewritingPreviewables(in: arguments)
    let name = "PreviewRegistry"
    // The discriminator is already a mangled prefix ("$s…fMf_"); SwiftSyntax appends the
    // name's length, the name and "fMu_", and the compiler accepts exactly such names.
    let typeName = "\(discriminator)\(name.utf8.count)\(name)fMu_"
    // The source starts with the node's leading trivia (comments, blank lines, `#if` lines), and
    // `location` is where that text starts: move it to the `#Preview` token itself.
    var line = location.line
    var column = location.column
    for c in source[..<start] {
      if c == "\n" || c == "\r\n" { line += 1; column = 1 } else { column += 1 }
    }
    return """
      struct \(typeName): PlumbUI.PreviewRegistry {
        static let fileID: String = \(literal(location.fileID))
        static let filePath: String = \(literal(location.filePath))
        static let line: Int = \(line)
        static let column: Int = \(column)
        @MainActor static func makePreview() throws -> PlumbUI.Preview {
          \(call)
        }
      }
      """
  }

  /// The macro's arguments with the body closure's `@Previewable` declarations moved into a
  /// wrapper view (PreviewableTransform), or unchanged when there are none.
  static func rewritingPreviewables(in arguments: Substring) -> String {
    guard let body = bodyClosure(in: arguments),
          let rewritten = PreviewableTransform.rewrite(closure: arguments[body]) else { return String(arguments) }
    return arguments[..<body.lowerBound] + rewritten + arguments[body.upperBound...]
  }

  /// The range of the body closure: the trailing closure after the optional argument list, or the
  /// `body:` argument inside it.
  static func bodyClosure(in arguments: Substring) -> Range<Substring.Index>? {
    var i = arguments.startIndex
    func skipSpace() {
      while i < arguments.endIndex {
        if arguments[i].isWhitespace { i = arguments.index(after: i); continue }
        if let next = SwiftScanner.skipTrivia(arguments, at: i), arguments[i] == "/" { i = next; continue }
        break
      }
    }
    skipSpace()
    var labelled: Range<Substring.Index>?
    if i < arguments.endIndex, arguments[i] == "(" {
      let end = SwiftScanner.skipBalanced(arguments, from: i)
      // Inside the parentheses: a `body:` label at depth one, followed by a closure.
      var j = arguments.index(after: i)
      while j < end {
        if let next = SwiftScanner.skipTrivia(arguments, at: j) { j = next; continue }
        let c = arguments[j]
        if c == "(" || c == "[" || c == "{" { j = SwiftScanner.skipBalanced(arguments, from: j); continue }
        if arguments[j...].hasPrefix("body:") {
          var k = arguments.index(j, offsetBy: 5)
          while k < end, arguments[k].isWhitespace { k = arguments.index(after: k) }
          if k < end, arguments[k] == "{" { labelled = k..<SwiftScanner.skipBalanced(arguments, from: k) }
          break
        }
        j = arguments.index(after: j)
      }
      i = end
      skipSpace()
    }
    if i < arguments.endIndex, arguments[i] == "{" { return i..<SwiftScanner.skipBalanced(arguments, from: i) }
    return labelled
  }

  /// The position of the `#Preview` token: the first one outside comments and string literals
  /// (the source may start with comments or attributes).
  static func macroStart(in source: String) -> String.Index? {
    var i = source.startIndex
    while i < source.endIndex {
      let rest = source[i...]
      if rest.hasPrefix("//") {
        i = rest.firstIndex(of: "\n") ?? source.endIndex
      } else if rest.hasPrefix("/*") {
        i = rest.range(of: "*/").map(\.upperBound) ?? source.endIndex
      } else if rest.hasPrefix("\"") {
        i = skipString(source, from: i)
      } else if rest.hasPrefix("#Preview"), !isIdentifierCharacter(rest.dropFirst(8).first) {
        return i
      } else {
        i = source.index(after: i)
      }
    }
    return nil
  }

  /// Skips a string literal (single-line, escapes honoured) starting at the quote at `i`.
  private static func skipString(_ s: String, from i: String.Index) -> String.Index {
    var j = s.index(after: i)
    while j < s.endIndex {
      if s[j] == "\\" { j = s.index(j, offsetBy: 2, limitedBy: s.endIndex) ?? s.endIndex; continue }
      if s[j] == "\"" || s[j] == "\n" { return s.index(after: j) }
      j = s.index(after: j)
    }
    return j
  }

  private static func isIdentifierCharacter(_ c: Character?) -> Bool {
    guard let c else { return false }
    return c.isLetter || c.isNumber || c == "_"
  }

  /// A Swift string literal holding `s`.
  static func literal(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }
}
