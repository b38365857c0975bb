// The members of a type declaration, read from its source text with SwiftScanner: enough to tell
// the stored `var`s of a `@Model` class (name, type, initial value, attributes) from its computed
// properties, functions, initialisers and nested types (docs/compatibility/swiftdata.md, "@Model").

/// One `var` or `let` member, as written.
struct PropertyDeclaration {
  /// The attributes before it, each as written (`@Attribute(.unique)`, `@Transient`).
  var attributes: [String]
  /// Its modifiers (`private`, `static`, `private(set)`…).
  var modifiers: [String]
  var isLet: Bool
  var name: String
  /// The type annotation, trimmed; nil when the type is inferred from the initial value.
  var type: String?
  /// The initial value after `=`, trimmed; nil when there is none.
  var initializer: String?
  /// Whether a `{ … }` block follows (a computed property or one with observers).
  var hasAccessorBlock: Bool
  /// Whether the declaration binds several names (`var a, b: Int`).
  var hasSeveralBindings: Bool

  var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

  /// The attribute named `name` (`Attribute` for `@Attribute(.unique)`), if written.
  func attribute(_ name: String) -> String? {
    attributes.first { attributeName($0) == name || attributeName($0) == "SwiftData." + name }
  }

  /// The text inside the parentheses of `attribute`, or "" when it has none.
  static func arguments(of attribute: String) -> String {
    guard let open = attribute.firstIndex(of: "("), attribute.hasSuffix(")") else { return "" }
    return String(attribute[attribute.index(after: open)..<attribute.index(before: attribute.endIndex)])
  }

  private func attributeName(_ attribute: String) -> String {
    String(attribute.dropFirst().prefix { $0 != "(" && !$0.isWhitespace })
  }
}

enum MemberScanner {
  /// The words that may come before `var`/`let` in a member declaration.
  private static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class", "lazy",
    "weak", "unowned", "nonisolated", "override", "dynamic", "required", "convenience", "mutating",
  ]

  /// The text between the braces of the first top-level `{ … }` in `declaration` (a class body).
  static func body(of declaration: String) -> Substring? {
    let s = Substring(declaration)
    var i = s.startIndex
    while i < s.endIndex {
      if let next = SwiftScanner.skipTrivia(s, at: i) { i = next; continue }
      if s[i] == "(" || s[i] == "[" { i = SwiftScanner.skipBalanced(s, from: i); continue }
      if s[i] == "{" {
        let end = SwiftScanner.skipBalanced(s, from: i)
        guard end > s.index(after: i) else { return nil }
        return s[s.index(after: i)..<s.index(before: end)]
      }
      i = s.index(after: i)
    }
    return nil
  }

  /// The name of the declared type: the word after `class`/`struct`/`actor`/`enum`.
  static func typeName(of declaration: String) -> String? {
    let words = tokens(Substring(declaration.prefix { $0 != "{" }))
    guard let k = words.firstIndex(where: { ["class", "struct", "actor", "enum"].contains($0) }),
          k + 1 < words.count else { return nil }
    return words[k + 1]
  }

  /// Every `var`/`let` member declared directly in `body`, in order.
  static func properties(inBody body: Substring) -> [PropertyDeclaration] {
    SwiftScanner.topLevelStatements(in: body).compactMap { property(body[$0]) }
  }

  /// The property `text` declares, or nil when it declares something else.
  static func property(_ text: Substring) -> PropertyDeclaration? {
    // Comments before the declaration (the macro's node includes its leading trivia) and
    // between its attributes are skipped.
    var t = droppingTrivia(text)
    var attributes: [String] = []
    var modifiers: [String] = []
    // Attributes, then modifiers (`private(set)` included), then the keyword.
    while t.first == "@" {
      var end = t.index(after: t.startIndex)
      while end < t.endIndex, t[end].isLetter || t[end].isNumber || t[end] == "_" || t[end] == "." {
        end = t.index(after: end)
      }
      if end < t.endIndex, t[end] == "(" { end = SwiftScanner.skipBalanced(t, from: end) }
      attributes.append(String(t[..<end]))
      t = droppingTrivia(t[end...])
    }
    var keyword: String?
    while let word = leadingWord(t) {
      t = t.dropFirst(word.count)
      if word == "var" || word == "let" { keyword = word; break }
      guard modifierWords.contains(word) else { return nil }
      var m = word
      if t.first == "(" {
        let end = SwiftScanner.skipBalanced(t, from: t.startIndex)
        m += t[..<end]
        t = t[end...]
      }
      modifiers.append(m)
      t = t.drop { $0.isWhitespace }
    }
    guard let keyword else { return nil }
    t = t.drop { $0.isWhitespace }
    var name: String
    if t.first == "`" {
      guard let close = t.dropFirst().firstIndex(of: "`") else { return nil }
      name = String(t[t.index(after: t.startIndex)..<close])
      t = t[t.index(after: close)...]
    } else {
      guard let word = leadingWord(t) else { return nil }
      name = word
      t = t.dropFirst(word.count)
    }
    var declaration = PropertyDeclaration(
      attributes: attributes, modifiers: modifiers, isLet: keyword == "let", name: name, type: nil,
      initializer: nil, hasAccessorBlock: false, hasSeveralBindings: false)
    // The rest: `: Type`, `= value`, `{ accessors }`, split at top-level `=`, `{` and `,`.
    let rest = t
    var i = rest.startIndex
    var angle = 0
    var typeStart: Substring.Index?
    var typeEnd: Substring.Index?
    var valueStart: Substring.Index?
    while i < rest.endIndex {
      if let next = SwiftScanner.skipTrivia(rest, at: i) { i = next; continue }
      let c = rest[i]
      if c == "(" || c == "[" {
        i = SwiftScanner.skipBalanced(rest, from: i)
        continue
      }
      if c == "{" {
        if valueStart == nil {
          typeEnd = typeEnd ?? i
          declaration.hasAccessorBlock = true
          break
        }
        // A brace block after the value: a trailing closure, or observers (`= 0 { didSet … }`).
        let end = SwiftScanner.skipBalanced(rest, from: i)
        let inside = rest[rest.index(after: i)..<end].drop { $0.isWhitespace }
        if inside.hasPrefix("willSet") || inside.hasPrefix("didSet") { declaration.hasAccessorBlock = true }
        i = end
        continue
      }
      if c == "<" { angle += 1 } else if c == ">", angle > 0, rest[..<i].last != "-" { angle -= 1 }
      if c == ":", typeStart == nil, valueStart == nil { typeStart = rest.index(after: i) }
      if c == "=", angle == 0, valueStart == nil, !isOperatorPart(rest, around: i) {
        typeEnd = i
        valueStart = rest.index(after: i)
      }
      if c == ",", angle == 0 { declaration.hasSeveralBindings = true }
      i = rest.index(after: i)
    }
    if let typeStart {
      let end = typeEnd ?? rest.endIndex
      declaration.type = trimmed(rest[typeStart..<max(typeStart, end)])
    }
    if let valueStart {
      var value = rest[valueStart...]
      if declaration.hasAccessorBlock, let brace = lastTopLevelBrace(value) { value = value[..<brace] }
      declaration.initializer = trimmed(value)
    }
    return declaration
  }

  // MARK: - Small helpers

  /// `s` without its leading whitespace and comments.
  private static func droppingTrivia(_ s: Substring) -> Substring {
    var t = s.drop { $0.isWhitespace }
    while let next = SwiftScanner.skipTrivia(t, at: t.startIndex), next > t.startIndex {
      t = t[next...].drop { $0.isWhitespace }
    }
    return t
  }

  /// Whether the `=` at `i` is part of an operator (`==`, `<=`, `->` is not `=`…).
  private static func isOperatorPart(_ s: Substring, around i: Substring.Index) -> Bool {
    let next = s.index(after: i)
    if next < s.endIndex, "=<>!".contains(s[next]) { return true }
    if i > s.startIndex, "=<>!+-*/&|".contains(s[s.index(before: i)]) { return true }
    return false
  }

  /// The start of the last top-level `{` block in `s` (the observers after an initial value).
  private static func lastTopLevelBrace(_ s: Substring) -> Substring.Index? {
    var i = s.startIndex
    var last: Substring.Index?
    while i < s.endIndex {
      if let next = SwiftScanner.skipTrivia(s, at: i) { i = next; continue }
      if s[i] == "(" || s[i] == "[" { i = SwiftScanner.skipBalanced(s, from: i); continue }
      if s[i] == "{" { last = i; i = SwiftScanner.skipBalanced(s, from: i); continue }
      i = s.index(after: i)
    }
    return last
  }

  private static func leadingWord(_ s: Substring) -> String? {
    let word = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = word.first, !first.isNumber else { return nil }
    return String(word)
  }

  private static func tokens(_ s: Substring) -> [String] {
    s.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }

  static func trimmed(_ s: Substring) -> String {
    String(s.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
