import Foundation

/// A small XML reader for SVG files: elements with attributes and children; text, comments,
/// processing instructions, CDATA and doctypes are skipped. Enough for SF Symbol templates
/// (`SymbolTemplate`) without FoundationXML or libxml2.
struct MiniXML {
  /// One element.
  struct Element {
    var name: String
    var attributes: [String: String]
    var children: [Element]

    /// Every descendant (and self), depth first.
    var allElements: [Element] { [self] + children.flatMap(\.allElements) }
    func first(id: String) -> Element? { allElements.first { $0.attributes["id"] == id } }
  }

  /// Malformed XML: what and where (a byte offset).
  struct Failure: Error, CustomStringConvertible {
    var offset: Int
    var message: String
    var description: String { "XML at byte \(offset): \(message)" }
  }

  /// The root element of `data`.
  static func parse(_ data: Data) throws -> Element {
    var r = Reader(bytes: Array(data))
    r.skipMisc()
    guard let root = try r.element() else { throw Failure(offset: r.i, message: "no root element") }
    r.skipMisc()
    return root
  }

  private struct Reader {
    let bytes: [UInt8]
    var i = 0

    func at(_ s: String) -> Bool {
      let u = Array(s.utf8)
      return i + u.count <= bytes.count && Array(bytes[i..<i + u.count]) == u
    }

    mutating func skip(past s: String) throws {
      let u = Array(s.utf8)
      while i + u.count <= bytes.count {
        if Array(bytes[i..<i + u.count]) == u { i += u.count; return }
        i += 1
      }
      throw Failure(offset: i, message: "unterminated construct, expected \(s.debugDescription)")
    }

    mutating func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }

    /// Skips text, comments, processing instructions, doctypes and CDATA up to the next tag.
    mutating func skipMisc() {
      while i < bytes.count {
        if at("<!--") { i += 4; try? skip(past: "-->"); continue }
        if at("<?") { i += 2; try? skip(past: "?>"); continue }
        if at("<![CDATA[") { i += 9; try? skip(past: "]]>"); continue }
        if at("<!") { i += 2; try? skip(past: ">"); continue }
        if bytes[i] == UInt8(ascii: "<") { return }
        i += 1
      }
    }

    mutating func name() throws -> String {
      let start = i
      while i < bytes.count, !([0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E, 0x3D].contains(bytes[i])) { i += 1 }
      guard i > start else { throw Failure(offset: i, message: "expected a name") }
      return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// The element at `<`, or nil at a closing tag or the end.
    mutating func element() throws -> Element? {
      guard i < bytes.count, bytes[i] == UInt8(ascii: "<"), !at("</") else { return nil }
      i += 1
      let tag = try name()
      var attributes: [String: String] = [:]
      while true {
        skipSpace()
        guard i < bytes.count else { throw Failure(offset: i, message: "unterminated <\(tag)> tag") }
        if at("/>") { i += 2; return Element(name: tag, attributes: attributes, children: []) }
        if bytes[i] == UInt8(ascii: ">") { i += 1; break }
        let key = try name()
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
          throw Failure(offset: i, message: "attribute \(key) of <\(tag)> has no value")
        }
        i += 1
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
          throw Failure(offset: i, message: "attribute \(key) of <\(tag)> is not quoted")
        }
        let quote = bytes[i]
        i += 1
        let start = i
        while i < bytes.count, bytes[i] != quote { i += 1 }
        guard i < bytes.count else { throw Failure(offset: start, message: "unterminated value of \(key)") }
        attributes[key] = Self.unescape(String(decoding: bytes[start..<i], as: UTF8.self))
        i += 1
      }
      var children: [Element] = []
      while true {
        skipMisc()
        guard i < bytes.count else { throw Failure(offset: i, message: "<\(tag)> is never closed") }
        if at("</") {
          i += 2
          let closing = try name()
          guard closing == tag else { throw Failure(offset: i, message: "</\(closing)> closes <\(tag)>") }
          skipSpace()
          guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw Failure(offset: i, message: "expected > after </\(tag)") }
          i += 1
          return Element(name: tag, attributes: attributes, children: children)
        }
        if let child = try element() { children.append(child) }
      }
    }

    static func unescape(_ s: String) -> String {
      guard s.contains("&") else { return s }
      return s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
    }
  }
}
