import PlumbGraphics

/// A pre-scan of an SVG's XML against a `ResourceBudget`, before librsvg sees it: librsvg's and
/// libxml2's own limits let a 51 KB file whose `<text>` expands one entity take 4.5 GB (or make
/// GLib abort), so plumb bounds what librsvg would build (docs/security.md, "Limits").
///
/// It reads the bytes once, without building a tree: elements and their nesting, the characters
/// of text content (`<text>`, `<tspan>`, `<textPath>`, `<tref>`) and the bytes entity references
/// expand to. References (`href="#id"`, `url(#id)`, also from a style sheet) count the elements and
/// text they instantiate, each time, so `<use>` fan-out cannot multiply past the limits. What it
/// cannot measure is refused: external or parameter entities, entities holding markup, reference
/// cycles, gzip-compressed SVG and encodings other than UTF-8 or Latin-1.
enum SVGBudgetScan {
  /// Nil when `bytes` is within `budget`, else the first limit it goes past.
  static func check(_ bytes: [UInt8], budget: ResourceBudget) -> ResourceBudget.Exceeded? {
    guard bytes.count <= budget.maxFileBytes else {
      return budget.exceeded(.fileBytes, "\(bytes.count) bytes")
    }
    var scanner = Scanner(budget: budget)
    return bytes.withUnsafeBufferPointer { scanner.run($0) }
  }

  fileprivate struct Element {
    var parent: Int32
    var name: String
    var id: String?
    /// Characters of text content directly inside it (within a text element).
    var text = 0
  }

  fileprivate struct Scanner {
    let budget: ResourceBudget
    let deadline: ResourceBudget.Deadline
    var elements: [Element] = []
    var stack: [Int32] = []
    var textDepth = 0
    var entities: [String: ArraySlice<UInt8>] = [:]
    var entityLengths: [String: Int] = [:]
    var expanded = 0
    var textTotal = 0
    /// (element, target id) for `href="#id"` and `url(#id)` in attributes.
    var references: [(from: Int32, target: String)] = []
    /// Targets named by a `<style>` sheet: any element may use them.
    var sheetReferences: [String] = []

    init(budget: ResourceBudget) {
      self.budget = budget
      deadline = ResourceBudget.Deadline(seconds: budget.maxSeconds)
    }

    mutating func run(_ b: UnsafeBufferPointer<UInt8>) -> ResourceBudget.Exceeded? {
      if b.count >= 2, (b[0] == 0x1F && b[1] == 0x8B) {
        return budget.exceeded(.unmeasurable, "a gzip-compressed SVG (svgz)")
      }
      if b.count >= 2, (b[0] == 0xFE && b[1] == 0xFF) || (b[0] == 0xFF && b[1] == 0xFE) || b.contains(0) {
        return budget.exceeded(.unmeasurable, "an SVG not encoded in UTF-8")
      }
      var i = 0, steps = 0
      while i < b.count {
        steps += 1
        if steps & 0xFFF == 0, deadline.expired { return budget.exceeded(.seconds, "a pre-scan longer than that") }
        if b[i] != UInt8(ascii: "<") {
          let end = index(of: UInt8(ascii: "<"), in: b, from: i) ?? b.count
          if let e = characterData(b, i, end, isText: textDepth > 0) { return e }
          i = end
          continue
        }
        if starts(b, i, "<!--") {
          i = find(b, "-->", from: i + 4).map { $0 + 3 } ?? b.count
        } else if starts(b, i, "<![CDATA[") {
          let end = find(b, "]]>", from: i + 9) ?? b.count
          if textDepth > 0, let e = addText(end - (i + 9)) { return e }
          if isInStyle, let e = styleSheet(b, i + 9, end) { return e }
          i = min(b.count, end + 3)
        } else if starts(b, i, "<?") {
          let end = find(b, "?>", from: i + 2) ?? b.count
          if let e = declaration(b, i, end) { return e }
          i = min(b.count, end + 2)
        } else if starts(b, i, "<!DOCTYPE") || starts(b, i, "<!doctype") {
          switch doctype(b, i + 9) {
          case .failure(let e): return e
          case .success(let next): i = next
          }
        } else if i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") {
          let end = index(of: UInt8(ascii: ">"), in: b, from: i) ?? b.count
          if let top = stack.popLast(), isText(elements[Int(top)].name) { textDepth -= 1 }
          i = end + 1
        } else {
          switch startTag(b, i + 1) {
          case .failure(let e): return e
          case .success(let next): i = next
          }
        }
      }
      return totals()
    }

    var isInStyle: Bool { stack.last.map { elements[Int($0)].name == "style" } ?? false }

    // MARK: Text and entities

    /// Counts character data between markup (`isText`: inside a text element).
    mutating func characterData(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, isText: Bool) -> ResourceBudget.Exceeded? {
      var chars = 0, i = start
      while i < end {
        if b[i] == UInt8(ascii: "&") {
          let close = index(of: UInt8(ascii: ";"), in: b, from: i, limit: min(end, i + 64)) ?? i
          switch reference(b, i + 1, close) {
          case .failure(let e): return e
          case .success(let n): chars += n
          }
          i = close + 1
        } else {
          // UTF-8 continuation bytes are not characters of their own.
          if b[i] & 0xC0 != 0x80 { chars += 1 }
          i += 1
        }
      }
      if isInStyle, let e = styleSheet(b, start, end) { return e }
      return isText ? addText(chars) : nil
    }

    mutating func addText(_ n: Int) -> ResourceBudget.Exceeded? {
      textTotal += n
      if let top = stack.last { elements[Int(top)].text += n }
      return textTotal > budget.maxTextCharacters ? budget.exceeded(.textCharacters, "more than \(budget.maxTextCharacters) characters of text") : nil
    }

    /// The characters `&name;` stands for (b[start..<end] is the name), counted as expansion.
    mutating func reference(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Result<Int, ResourceBudget.Exceeded> {
      guard end > start else { return .success(1) }  // a stray "&": libxml2 refuses the document
      if b[start] == UInt8(ascii: "#") { return .success(1) }
      let name = String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
      if ["amp", "lt", "gt", "quot", "apos"].contains(name) { return .success(1) }
      switch entityLength(name, seen: []) {
      case .failure(let e): return .failure(e)
      case .success(let n):
        expanded += n
        if expanded > budget.maxEntityExpansion {
          return .failure(budget.exceeded(.entityExpansion, "entity references expanding to more than \(budget.maxEntityExpansion) bytes"))
        }
        return .success(n)
      }
    }

    /// The expanded length of an internal entity (its references expanded), memoised.
    mutating func entityLength(_ name: String, seen: Set<String>) -> Result<Int, ResourceBudget.Exceeded> {
      if let n = entityLengths[name] { return .success(n) }
      guard let value = entities[name] else { return .success(0) }  // undefined: libxml2 refuses it
      guard !seen.contains(name) else { return .failure(budget.exceeded(.unmeasurable, "an entity that refers to itself")) }
      var total = 0, i = value.startIndex
      while i < value.endIndex {
        if value[i] == UInt8(ascii: "&"), let close = value[i...].firstIndex(of: UInt8(ascii: ";")) {
          let inner = String(decoding: value[(i + 1)..<close], as: UTF8.self)
          if inner.hasPrefix("#") || ["amp", "lt", "gt", "quot", "apos"].contains(inner) {
            total += 1
          } else {
            switch entityLength(inner, seen: seen.union([name])) {
            case .failure(let e): return .failure(e)
            case .success(let n): total += n
            }
          }
          i = close + 1
        } else {
          total += 1
          i += 1
        }
        if total > budget.maxEntityExpansion {
          return .failure(budget.exceeded(.entityExpansion, "the entity \"\(name)\", expanding to more than \(budget.maxEntityExpansion) bytes"))
        }
      }
      entityLengths[name] = total
      return .success(total)
    }

    // MARK: Markup

    /// `<?xml … encoding="…"?>`: only encodings whose bytes this scan reads as libxml2 does.
    func declaration(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> ResourceBudget.Exceeded? {
      let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self).lowercased()
      guard text.hasPrefix("<?xml"), let r = text.range(of: "encoding") else { return nil }
      let value = text[r.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }.prefix { $0 != "\"" && $0 != "'" }
      let readable = ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "latin1", "windows-1252"]
      return readable.contains(String(value)) ? nil : budget.exceeded(.unmeasurable, "an SVG encoded as \(value)")
    }

    /// `<!DOCTYPE svg PUBLIC "…" "…" [ <!ENTITY name "value"> … ]>`: internal entities are
    /// recorded; external and parameter entities are refused (libxml2 would load or expand them).
    mutating func doctype(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Result<Int, ResourceBudget.Exceeded> {
      var i = start
      while i < b.count, b[i] != UInt8(ascii: "["), b[i] != UInt8(ascii: ">") {
        if b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") {
          i = (index(of: b[i], in: b, from: i + 1) ?? b.count) + 1
        } else { i += 1 }
      }
      guard i < b.count, b[i] == UInt8(ascii: "[") else { return .success(i + 1) }
      i += 1
      while i < b.count, b[i] != UInt8(ascii: "]") {
        if starts(b, i, "<!--") {
          i = find(b, "-->", from: i + 4).map { $0 + 3 } ?? b.count
        } else if starts(b, i, "<!ENTITY") {
          var j = i + 8
          while j < b.count, b[j] == 0x20 || b[j] == 0x09 || b[j] == 0x0A || b[j] == 0x0D { j += 1 }
          if j < b.count, b[j] == UInt8(ascii: "%") {
            return .failure(budget.exceeded(.unmeasurable, "a parameter entity in its DOCTYPE"))
          }
          let nameStart = j
          while j < b.count, !isSpace(b[j]) { j += 1 }
          let name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<j]), as: UTF8.self)
          while j < b.count, isSpace(b[j]) { j += 1 }
          guard j < b.count, b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") else {
            return .failure(budget.exceeded(.unmeasurable, "an external entity (\(name)) in its DOCTYPE"))
          }
          let quote = b[j]
          let close = index(of: quote, in: b, from: j + 1) ?? b.count
          let value = Array(UnsafeBufferPointer(rebasing: b[(j + 1)..<close]))[...]
          if value.contains(UInt8(ascii: "<")) || Self.refersToLessThan(value) {
            return .failure(budget.exceeded(.unmeasurable, "an entity holding markup (\(name))"))
          }
          if entities[name] == nil { entities[name] = value }  // XML: the first declaration wins
          i = (index(of: UInt8(ascii: ">"), in: b, from: close) ?? b.count) + 1
        } else if b[i] == UInt8(ascii: "<") {
          // <!ELEMENT …>, <!ATTLIST …>, <?pi?>: skipped, quotes respected.
          var j = i + 1
          while j < b.count, b[j] != UInt8(ascii: ">") {
            if b[j] == UInt8(ascii: "\"") || b[j] == UInt8(ascii: "'") {
              j = (index(of: b[j], in: b, from: j + 1) ?? b.count)
            }
            j += 1
          }
          i = j + 1
        } else if b[i] == UInt8(ascii: "%") {
          return .failure(budget.exceeded(.unmeasurable, "a parameter entity reference in its DOCTYPE"))
        } else {
          i += 1
        }
      }
      return .success((index(of: UInt8(ascii: ">"), in: b, from: min(i, b.count)) ?? b.count) + 1)
    }

    /// A start tag from its name (b[start]); returns the index after its `>`.
    mutating func startTag(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> Result<Int, ResourceBudget.Exceeded> {
      var i = start
      while i < b.count, !isSpace(b[i]), b[i] != UInt8(ascii: ">"), b[i] != UInt8(ascii: "/") { i += 1 }
      var name = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
      if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
      let index = Int32(elements.count)
      elements.append(Element(parent: stack.last ?? -1, name: name))
      if elements.count > budget.maxElements {
        return .failure(budget.exceeded(.elements, "more than \(budget.maxElements) elements"))
      }
      var selfClosing = false
      while i < b.count {
        let c = b[i]
        if c == UInt8(ascii: ">") { i += 1; break }
        if c == UInt8(ascii: "/") { selfClosing = true; i += 1; continue }
        if isSpace(c) { i += 1; continue }
        // An attribute: name = "value".
        let nameStart = i
        while i < b.count, !isSpace(b[i]), b[i] != UInt8(ascii: "="), b[i] != UInt8(ascii: ">") { i += 1 }
        let attribute = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<i]), as: UTF8.self)
        while i < b.count, isSpace(b[i]) || b[i] == UInt8(ascii: "=") { i += 1 }
        guard i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") else { continue }
        let close = self.index(of: b[i], in: b, from: i + 1) ?? b.count
        if let e = attributeValue(attribute, b, i + 1, close, element: index) { return .failure(e) }
        i = close + 1
        selfClosing = false
      }
      if !selfClosing {
        stack.append(index)
        if isText(name) { textDepth += 1 }
        if stack.count > budget.maxDepth {
          return .failure(budget.exceeded(.depth, "elements nested more than \(budget.maxDepth) deep"))
        }
      }
      return .success(i)
    }

    mutating func attributeValue(_ attribute: String, _ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                                 element: Int32) -> ResourceBudget.Exceeded? {
      var i = start
      while let amp = index(of: UInt8(ascii: "&"), in: b, from: i, limit: end) {
        let close = index(of: UInt8(ascii: ";"), in: b, from: amp, limit: min(end, amp + 64)) ?? amp
        if case .failure(let e) = reference(b, amp + 1, close) { return e }
        i = close + 1
      }
      let value = String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
      if attribute == "id" { elements[Int(element)].id = value }
      if attribute == "href" || attribute.hasSuffix(":href"), value.hasPrefix("#") {
        references.append((element, String(value.dropFirst())))
      }
      for target in Self.urlTargets(value) { references.append((element, target)) }
      return nil
    }

    /// `url(#id)` references in a `<style>` sheet: any element may pick them up.
    mutating func styleSheet(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> ResourceBudget.Exceeded? {
      sheetReferences += Self.urlTargets(String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self))
      return nil
    }

    /// Whether an entity value holds a character reference to "<" (`&#60;`, `&#x3C;`), which
    /// libxml2 expands when the entity is declared: markup in disguise.
    static func refersToLessThan(_ value: ArraySlice<UInt8>) -> Bool {
      let text = String(decoding: value, as: UTF8.self).lowercased()
      var rest = text[...]
      while let r = rest.range(of: "&#") {
        let body = rest[r.upperBound...].prefix { $0 != ";" }
        let number = body.hasPrefix("x") ? Int(body.dropFirst(), radix: 16) : Int(body)
        if number == 60 { return true }
        rest = rest[r.upperBound...]
      }
      return false
    }

    static func urlTargets(_ value: String) -> [String] {
      guard value.contains("url(") else { return [] }
      var out: [String] = []
      var rest = value[...]
      while let r = rest.range(of: "url(") {
        let inner = rest[r.upperBound...].drop { $0 == " " || $0 == "'" || $0 == "\"" }
        if inner.first == "#" {
          out.append(String(inner.dropFirst().prefix { $0 != ")" && $0 != "'" && $0 != "\"" && $0 != " " }))
        }
        rest = rest[r.upperBound...]
      }
      return out
    }

    // MARK: Totals

    /// The elements and text the document instantiates, references included, against the budget.
    mutating func totals() -> ResourceBudget.Exceeded? {
      let n = elements.count
      guard n > 0 else { return nil }
      var byID: [String: Int32] = [:]
      for (i, e) in elements.enumerated() { if let id = e.id, byID[id] == nil { byID[id] = Int32(i) } }
      // Edges: children, then references to elements that draw (a gradient only paints).
      var edges = [[Int32]](repeating: [], count: n)
      for i in 1..<n where elements[i].parent >= 0 { edges[Int(elements[i].parent)].append(Int32(i)) }
      for (from, target) in references {
        guard let to = byID[target], draws(elements[Int(to)].name) else { continue }
        edges[Int(from)].append(to)
      }
      // Costs in elements and characters, by depth-first search; a cycle is refused (librsvg refuses it too).
      var state = [UInt8](repeating: 0, count: n)
      var cost = [(elements: Int, text: Int)](repeating: (0, 0), count: n)
      let cap = Int.max / 4
      for root in 0..<n where state[root] == 0 {
        var work: [(node: Int32, next: Int)] = [(Int32(root), 0)]
        state[root] = 1
        while let top = work.last {
          let node = Int(top.node)
          if top.next < edges[node].count {
            work[work.count - 1].next += 1
            let child = Int(edges[node][top.next])
            if state[child] == 1 { return budget.exceeded(.unmeasurable, "references that form a cycle") }
            if state[child] == 0 { state[child] = 1; work.append((Int32(child), 0)) }
            continue
          }
          var c = (elements: 1, text: elements[node].text)
          for child in edges[node] {
            c.elements = min(cap, c.elements + cost[Int(child)].elements)
            c.text = min(cap, c.text + cost[Int(child)].text)
          }
          cost[node] = c
          state[node] = 2
          work.removeLast()
        }
      }
      var total = (elements: 0, text: 0)
      for i in 0..<n where elements[i].parent < 0 {
        total.elements = min(cap, total.elements + cost[i].elements)
        total.text = min(cap, total.text + cost[i].text)
      }
      for target in sheetReferences {
        guard let to = byID[target], draws(elements[Int(to)].name) else { continue }
        total.elements = min(cap, total.elements + n.multipliedReportingOverflow(by: cost[Int(to)].elements).partialValue)
        total.text = min(cap, total.text + n.multipliedReportingOverflow(by: cost[Int(to)].text).partialValue)
      }
      if total.elements > budget.maxElements {
        return budget.exceeded(.elements, "references instantiating more than \(budget.maxElements) elements")
      }
      if total.text > budget.maxTextCharacters {
        return budget.exceeded(.textCharacters, "references instantiating more than \(budget.maxTextCharacters) characters of text")
      }
      return nil
    }

    func isText(_ name: String) -> Bool { name == "text" || name == "tspan" || name == "textPath" || name == "tref" }
    func draws(_ name: String) -> Bool { !["linearGradient", "radialGradient", "stop", "solidcolor"].contains(name) }

    // MARK: Bytes

    func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    func starts(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ s: StaticString) -> Bool {
      let n = s.utf8CodeUnitCount
      guard i + n <= b.count else { return false }
      let p = s.utf8Start
      for k in 0..<n where b[i + k] != p[k] { return false }
      return true
    }

    func find(_ b: UnsafeBufferPointer<UInt8>, _ s: StaticString, from: Int) -> Int? {
      var i = from
      let first = s.utf8Start[0]
      while let j = index(of: first, in: b, from: i) {
        if starts(b, j, s) { return j }
        i = j + 1
      }
      return nil
    }

    func index(of byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from: Int, limit: Int? = nil) -> Int? {
      let end = min(limit ?? b.count, b.count)
      var i = from
      while i < end {
        if b[i] == byte { return i }
        i += 1
      }
      return nil
    }
  }
}
