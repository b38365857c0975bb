import CDeflate
import PlumbGraphics

/// A pre-scan of a PDF against a `ResourceBudget`, before poppler sees it: poppler cannot be
/// interrupted once it draws a page (poppler-glib takes no cancellation or time limit), and a
/// 1 MB stream inflating to 1 GB of operators kept it drawing for minutes, so plumb bounds the
/// work up front (docs/security.md, "Limits").
///
/// Every stream of the file is found by its `stream`…`endstream` keywords (a stream is never
/// inside an object stream, so none is missed) and judged from its dictionary:
/// - an image (`/Subtype /Image`) by its `/Width` × `/Height` (it is not inflated);
/// - every other stream must be unfiltered or `/FlateDecode`; it is inflated, all of them
///   together at most `maxInflatedBytes`;
/// - content (page contents, forms, patterns) is tokenised: operators counted, `Do` invocations
///   counted, inline images (`BI … ID`) judged by their size. Forms can invoke forms, so the
///   operators a page may execute are bounded as if each `Do` ran the costliest form, nesting as
///   deep as there are forms; that bound must be within `maxOperations`, and the images those
///   `Do`s may draw within four times `maxPixels`.
/// What it cannot measure is refused: encrypted files, other filters on non-image streams,
/// image sizes that are not plain numbers, Type 3 fonts (glyphs that run content per character).
enum PDFBudgetScan {
  /// Nil when `bytes` is within `budget`, else the first limit it goes past.
  static func check(_ bytes: [UInt8], budget: ResourceBudget) -> ResourceBudget.Exceeded? {
    guard bytes.count <= budget.maxFileBytes else { return budget.exceeded(.fileBytes, "\(bytes.count) bytes") }
    return bytes.withUnsafeBufferPointer { b -> ResourceBudget.Exceeded? in
      var scan = Scan(budget: budget)
      do throws(ResourceBudget.Exceeded) { try scan.run(b) } catch { return error }
      return nil
    }
  }

  /// What a content stream does: its operators and `Do` invocations.
  fileprivate struct Content {
    var operators = 0
    var invocations = 0
  }

  fileprivate struct Scan {
    let budget: ResourceBudget
    let deadline: ResourceBudget.Deadline
    var inflated = 0
    var largestImage = 0
    var pages: [Content] = []
    var forms: [Content] = []

    init(budget: ResourceBudget) {
      self.budget = budget
      deadline = ResourceBudget.Deadline(seconds: budget.maxSeconds)
    }

    mutating func run(_ b: UnsafeBufferPointer<UInt8>) throws(ResourceBudget.Exceeded) {
      if Bytes.find(b, "/Encrypt", from: 0) != nil { throw budget.exceeded(.unmeasurable, "an encrypted PDF") }
      if Bytes.find(b, "/Type3", from: 0) != nil { throw budget.exceeded(.unmeasurable, "a Type 3 font") }
      var i = 0, previousEnd = 0
      while let s = Bytes.find(b, "stream", from: i) {
        i = s + 6
        if deadline.expired { throw budget.exceeded(.seconds, "a pre-scan longer than that") }
        // "endstream" is not a start; the keyword is followed by CRLF or LF.
        if s >= 3, b[s - 3] == UInt8(ascii: "e"), b[s - 2] == UInt8(ascii: "n"), b[s - 1] == UInt8(ascii: "d") { continue }
        var start = s + 6
        if start < b.count, b[start] == 0x0D { start += 1 }
        guard start < b.count, b[start] == 0x0A || b[start - 1] == 0x0D else { continue }
        if b[start] == 0x0A { start += 1 }
        let dictionary = Dictionary(b, before: s, notBefore: max(previousEnd, s - (1 << 20)))
        var end = Bytes.find(b, "endstream", from: start) ?? b.count
        if let length = dictionary.integer("Length"), length >= 0, length <= end - start { end = start + length }
        previousEnd = end
        i = max(i, end)
        try stream(dictionary, UnsafeBufferPointer(rebasing: b[start..<end]))
      }
      try totals(annotations: Bytes.count(b, "/Annot"))
    }

    mutating func stream(_ d: Dictionary, _ data: UnsafeBufferPointer<UInt8>) throws(ResourceBudget.Exceeded) {
      if d.name("Subtype") == "Image" {
        guard let w = d.integer("Width"), let h = d.integer("Height") else {
          throw budget.exceeded(.unmeasurable, "an image whose /Width or /Height is not a number")
        }
        try image(w, h)
        return
      }
      let filters = d.names("Filter")
      guard let filters, filters.allSatisfy({ $0 == "FlateDecode" || $0 == "Fl" }), filters.count <= 1 else {
        let named = filters.map { $0.map { "/" + $0 }.joined(separator: " ") } ?? "an indirect /Filter"
        throw budget.exceeded(.unmeasurable, "a stream filtered with \(named)")
      }
      let content = try filters.isEmpty ? Array(data) : inflate(data)
      if filters.isEmpty {
        inflated += data.count
        if inflated > budget.maxInflatedBytes {
          throw budget.exceeded(.inflatedBytes, "streams of more than \(budget.maxInflatedBytes) bytes")
        }
      }
      guard d.isContent else { return }
      let counted = try content.withUnsafeBufferPointer { buffer throws(ResourceBudget.Exceeded) in try tokenise(buffer) }
      if d.name("Subtype") == "Form" || d.integer("PatternType") == 1 { forms.append(counted) } else { pages.append(counted) }
    }

    mutating func image(_ w: Int, _ h: Int) throws(ResourceBudget.Exceeded) {
      guard w > 0, h > 0 else { return }
      guard w <= budget.maxSide, h <= budget.maxSide, w.multipliedReportingOverflow(by: h).partialValue <= budget.maxPixels,
            !w.multipliedReportingOverflow(by: h).overflow else {
        throw budget.exceeded(w > budget.maxSide || h > budget.maxSide ? .side : .pixels, "an image of \(w)×\(h) pixels")
      }
      largestImage = max(largestImage, w * h)
    }

    /// Inflates a zlib stream into at most what is left of `maxInflatedBytes`.
    mutating func inflate(_ data: UnsafeBufferPointer<UInt8>) throws(ResourceBudget.Exceeded) -> [UInt8] {
      let room = budget.maxInflatedBytes - inflated
      guard let decompressor = libdeflate_alloc_decompressor() else {
        throw budget.exceeded(.unmeasurable, "a stream that could not be inflated (out of memory)")
      }
      defer { libdeflate_free_decompressor(decompressor) }
      var out = [UInt8](repeating: 0, count: max(room, 0) + 1)
      var used = 0, read = 0
      var result = out.withUnsafeMutableBytes {
        libdeflate_zlib_decompress_ex(decompressor, data.baseAddress, data.count, $0.baseAddress, $0.count, &read, &used)
      }
      if result == LIBDEFLATE_BAD_DATA, data.count > 2 {
        // Some writers get the Adler-32 wrong; poppler ignores it, so read the raw deflate data.
        result = out.withUnsafeMutableBytes {
          libdeflate_deflate_decompress_ex(decompressor, data.baseAddress! + 2, data.count - 2, $0.baseAddress, $0.count, &read, &used)
        }
      }
      switch result {
      case LIBDEFLATE_SUCCESS where used <= room:
        inflated += used
        out.removeSubrange(used...)
        return out
      case LIBDEFLATE_SUCCESS, LIBDEFLATE_INSUFFICIENT_SPACE:
        throw budget.exceeded(.inflatedBytes, "streams inflating to more than \(budget.maxInflatedBytes) bytes")
      default:
        throw budget.exceeded(.unmeasurable, "a /FlateDecode stream that does not inflate")
      }
    }

    /// Counts operators and `Do`s, and checks inline images, stopping past `maxOperations`.
    mutating func tokenise(_ b: UnsafeBufferPointer<UInt8>) throws(ResourceBudget.Exceeded) -> Content {
      var content = Content()
      var lexer = Lexer(b, values: false)
      while let token = lexer.next() {
        guard case .keyword(let k) = token else { continue }
        content.operators += 1
        if content.operators > budget.maxOperations {
          throw budget.exceeded(.operations, "a content stream of more than \(budget.maxOperations) operators")
        }
        if content.operators & 0x3FFF == 0, deadline.expired { throw budget.exceeded(.seconds, "a pre-scan longer than that") }
        if k == "Do" { content.invocations += 1 }
        if k == "BI" { try inlineImage(&lexer) }
      }
      return content
    }

    /// `BI /W 10 /H 10 … ID <data> EI`: the size is checked, the data skipped.
    mutating func inlineImage(_ lexer: inout Lexer) throws(ResourceBudget.Exceeded) {
      lexer.values = true
      defer { lexer.values = false }
      var w: Int?, h: Int?, key: String?
      while let token = lexer.next() {
        switch token {
        case .keyword("ID"):
          guard let w, let h else { throw budget.exceeded(.unmeasurable, "an inline image without a plain /W and /H") }
          try image(w, h)
          lexer.skipInlineData()
          return
        case .name(let n): key = n
        case .number(let v):
          if key == "W" || key == "Width" { w = Int(exactly: v.rounded()) }
          if key == "H" || key == "Height" { h = Int(exactly: v.rounded()) }
          key = nil
        default: key = nil
        }
      }
    }

    /// The bound on what the page can execute (see the type's comment).
    func totals(annotations: Int) throws(ResourceBudget.Exceeded) {
      let cap = Int.max / 4
      func add(_ a: Int, _ b: Int) -> Int { min(cap, a &+ b) }
      func mul(_ a: Int, _ b: Int) -> Int { let (p, o) = a.multipliedReportingOverflow(by: b); return o ? cap : min(cap, p) }
      // operators and Do executions of one invocation of the costliest form, nesting ≤ forms.count.
      var ops = forms.map(\.operators).max() ?? 0, dos = forms.map(\.invocations).max() ?? 0
      for _ in 0..<max(0, min(forms.count, 100) - 1) {
        let nextOps = forms.map { add($0.operators, mul($0.invocations, ops)) }.max() ?? 0
        let nextDos = forms.map { add($0.invocations, mul($0.invocations, dos)) }.max() ?? 0
        if nextOps == ops && nextDos == dos { break }
        ops = nextOps; dos = nextDos
      }
      var operators = mul(annotations, ops), invocations = mul(annotations, add(1, dos))
      for p in pages {
        operators = add(operators, add(p.operators, mul(p.invocations, ops)))
        invocations = add(invocations, mul(p.invocations, add(1, dos)))
      }
      if operators > budget.maxOperations {
        throw budget.exceeded(.operations, "forms that may execute more than \(budget.maxOperations) operators")
      }
      let imageWork = mul(invocations, largestImage)
      if imageWork > mul(4, budget.maxPixels) {
        throw budget.exceeded(.pixels, "up to \(invocations) image draws of up to \(largestImage) pixels (at most \(mul(4, budget.maxPixels)) pixels drawn)")
      }
    }
  }

  // MARK: - Syntax

  /// The top-level entries of the dictionary that ends just before a `stream` keyword.
  fileprivate struct Dictionary {
    var entries: [String: [Lexer.Token]] = [:]

    init(_ b: UnsafeBufferPointer<UInt8>, before end: Int, notBefore floor: Int) {
      // The dictionary starts after the object's "obj" keyword.
      var start = end
      while start > floor + 3 {
        start -= 1
        if b[start] == UInt8(ascii: "j"), b[start - 1] == UInt8(ascii: "b"), b[start - 2] == UInt8(ascii: "o") { start += 1; break }
      }
      var lexer = Lexer(UnsafeBufferPointer(rebasing: b[start..<end]))
      var tokens: [Lexer.Token] = []
      while let t = lexer.next(), tokens.count < 65536 { tokens.append(t) }
      guard var k = tokens.firstIndex(of: .open).map({ $0 + 1 }) else { return }
      while k < tokens.count, case .name(let key) = tokens[k] {
        let value = Self.valueEnd(tokens, k + 1)
        entries[key] = Array(tokens[(k + 1)..<value])
        k = value
      }
    }

    /// The index after the value starting at `k`: one token, a whole array or dictionary, or an
    /// indirect reference `n g R`.
    static func valueEnd(_ t: [Lexer.Token], _ k: Int) -> Int {
      guard k < t.count else { return k }
      switch t[k] {
      case .open, .openArray:
        var depth = 0, j = k
        while j < t.count {
          switch t[j] {
          case .open, .openArray: depth += 1
          case .close, .closeArray: depth -= 1
          default: break
          }
          j += 1
          if depth == 0 { return j }
        }
        return j
      case .number:
        if k + 2 < t.count, case .number = t[k + 1], t[k + 2] == .keyword("R") { return k + 3 }
        return k + 1
      default:
        return k + 1
      }
    }

    func integer(_ key: String) -> Int? {
      guard let v = entries[key], v.count == 1, case .number(let n) = v[0] else { return nil }
      return Int(exactly: n.rounded())
    }

    func name(_ key: String) -> String? {
      guard let v = entries[key], let first = v.first, case .name(let n) = first else { return nil }
      return n
    }

    /// A name or an array of names; [] when absent; nil when it is anything else (indirect).
    func names(_ key: String) -> [String]? {
      guard var v = entries[key] else { return [] }
      if case .name(let n) = v.first { return [n] }
      guard case .openArray = v.first else { return nil }
      v.removeFirst()
      var out: [String] = []
      for t in v {
        if case .name(let n) = t { out.append(n); continue }
        if case .closeArray = t { return out }
        return nil
      }
      return out
    }

    /// Whether the stream holds content operators: not a font program, profile, image, metadata,
    /// object or cross-reference stream.
    var isContent: Bool {
      if ["Length1", "Length2", "Length3", "N"].contains(where: { entries[$0] != nil }) { return false }
      if let type = name("Type"), !["XObject", "Pattern"].contains(type) { return false }
      if let subtype = name("Subtype"), subtype != "Form" { return false }
      return true
    }
  }

  /// PDF tokens, as far as the budget needs them.
  fileprivate struct Lexer {
    enum Token: Equatable {
      case number(Double), name(String), keyword(String), string, open, close, openArray, closeArray
    }

    let b: UnsafeBufferPointer<UInt8>
    var i = 0
    /// Whether numbers and keywords are read as values (dictionaries); content streams only
    /// count them.
    var values: Bool
    init(_ b: UnsafeBufferPointer<UInt8>, values: Bool = true) { self.b = b; self.values = values }

    static func isSpace(_ c: UInt8) -> Bool { c == 0 || c == 9 || c == 10 || c == 12 || c == 13 || c == 32 }
    static func isDelimiter(_ c: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(c) }

    mutating func next() -> Token? {
      while i < b.count {
        let c = b[i]
        if Self.isSpace(c) { i += 1; continue }
        if c == UInt8(ascii: "%") {
          while i < b.count, b[i] != 10, b[i] != 13 { i += 1 }
          continue
        }
        switch c {
        case UInt8(ascii: "["): i += 1; return .openArray
        case UInt8(ascii: "]"): i += 1; return .closeArray
        case UInt8(ascii: "{"), UInt8(ascii: "}"): i += 1; continue
        case UInt8(ascii: "("): skipString(); return .string
        case UInt8(ascii: "<"):
          if i + 1 < b.count, b[i + 1] == UInt8(ascii: "<") { i += 2; return .open }
          while i < b.count, b[i] != UInt8(ascii: ">") { i += 1 }
          i += 1
          return .string
        case UInt8(ascii: ">"):
          i += 1
          if i < b.count, b[i] == UInt8(ascii: ">") { i += 1 }
          return .close
        case UInt8(ascii: "/"):
          i += 1
          if !values {
            while i < b.count, !Self.isSpace(b[i]), !Self.isDelimiter(b[i]) { i += 1 }
            return .name("")
          }
          return .name(regular())
        default:
          if !values {
            // Content: only Do, BI and ID matter, so no word becomes a String.
            let start = i
            while i < b.count, !Self.isSpace(b[i]), !Self.isDelimiter(b[i]) { i += 1 }
            if i == start { i += 1; continue }
            let first = b[start]
            if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (48...57).contains(first) {
              return .number(0)
            }
            if i - start == 2 {
              let pair = (b[start], b[start + 1])
              if pair == (UInt8(ascii: "D"), UInt8(ascii: "o")) { return .keyword("Do") }
              if pair == (UInt8(ascii: "B"), UInt8(ascii: "I")) { return .keyword("BI") }
              if pair == (UInt8(ascii: "I"), UInt8(ascii: "D")) { return .keyword("ID") }
            }
            return .keyword("")
          }
          let word = regular()
          if word.isEmpty { i += 1; continue }
          if let n = Double(word) { return .number(n) }
          return .keyword(word)
        }
      }
      return nil
    }

    mutating func regular() -> String {
      let start = i
      while i < b.count, !Self.isSpace(b[i]), !Self.isDelimiter(b[i]) { i += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: b[start..<min(i, start + 127)]), as: UTF8.self)
    }

    mutating func skipString() {
      var depth = 0
      while i < b.count {
        let c = b[i]
        i += 1
        if c == UInt8(ascii: "\\") { i += 1; continue }
        if c == UInt8(ascii: "(") { depth += 1 }
        if c == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return } }
      }
    }

    /// An inline image's data runs to the first "EI" between white space.
    mutating func skipInlineData() {
      i += 1
      while i + 1 < b.count {
        if b[i] == UInt8(ascii: "E"), b[i + 1] == UInt8(ascii: "I"), Self.isSpace(b[i - 1]),
           i + 2 >= b.count || Self.isSpace(b[i + 2]) || Self.isDelimiter(b[i + 2]) {
          i += 2
          return
        }
        i += 1
      }
      i = b.count
    }
  }

  fileprivate enum Bytes {
    static func find(_ b: UnsafeBufferPointer<UInt8>, _ s: StaticString, from: Int) -> Int? {
      let n = s.utf8CodeUnitCount, p = s.utf8Start
      guard n > 0, b.count >= n else { return nil }
      var i = from
      while i <= b.count - n {
        if b[i] == p[0] {
          var k = 1
          while k < n, b[i + k] == p[k] { k += 1 }
          if k == n { return i }
        }
        i += 1
      }
      return nil
    }

    static func count(_ b: UnsafeBufferPointer<UInt8>, _ s: StaticString) -> Int {
      var n = 0, i = 0
      while let j = find(b, s, from: i) { n += 1; i = j + 1 }
      return n
    }
  }
}
