import Foundation

/// Gives the random identities of a layout snapshot stable names. Apps identify rows with
/// `let id = UUID()`, a new value every run, and those values appear in a node's explicit ID and
/// in the identity paths below it; a sidecar holding them would differ on every render and every
/// layout diff would report rows that merely got new ids. Each distinct UUID becomes `uuid-1`,
/// `uuid-2`, … in the order the snapshot meets it (depth first), so the same screen gives the same
/// names and a row keeps its name while its position in the tree does (docs/layout-diff.md,
/// "Random identities").
final class RandomIdentityNames {
  private var names: [String: String] = [:]

  /// `text` with every UUID in it (8-4-4-4-12 hexadecimal digits) replaced by its stable name.
  func normalize(_ text: String) -> String {
    guard text.utf8.count >= 36 else { return text }
    var out = ""
    var rest = Substring(text)
    while let range = Self.firstUUID(in: rest) {
      out += rest[..<range.lowerBound]
      let key = rest[range].uppercased()
      if names[key] == nil { names[key] = "uuid-\(names.count + 1)" }
      out += names[key]!
      rest = rest[range.upperBound...]
    }
    return out + rest
  }

  private static let groups = [8, 4, 4, 4, 12]

  /// The range of the first UUID-shaped run in `s`.
  static func firstUUID(in s: Substring) -> Range<Substring.Index>? {
    var start = s.startIndex
    while start < s.endIndex {
      if let end = uuidEnd(s, from: start) { return start..<end }
      start = s.index(after: start)
    }
    return nil
  }

  private static func uuidEnd(_ s: Substring, from start: Substring.Index) -> Substring.Index? {
    var i = start
    for (n, count) in groups.enumerated() {
      if n > 0 {
        guard i < s.endIndex, s[i] == "-" else { return nil }
        i = s.index(after: i)
      }
      for _ in 0..<count {
        guard i < s.endIndex, s[i].isHexDigit else { return nil }
        i = s.index(after: i)
      }
    }
    // Not part of a longer hexadecimal run.
    if i < s.endIndex, s[i].isHexDigit { return nil }
    if start > s.startIndex, s[s.index(before: start)].isHexDigit { return nil }
    return i
  }
}
