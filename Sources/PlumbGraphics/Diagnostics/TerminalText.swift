/// Text from files (names, conditions, messages) made safe to print on a terminal or to put in
/// Markdown or XML: every control character (C0, DEL, C1: escape sequences start with them),
/// every format character (general category Cf: the bidirectional marks, embeddings, overrides
/// and isolates U+061C, U+200E/F, U+202A–202E, U+2066–2069, zero-width characters, U+FEFF, tag
/// characters) and the line and paragraph separators U+2028/U+2029 become `\u{…}`; everything
/// else is unchanged. A bidi control reorders what a reader sees (a file named `gnp.exe` shown
/// as `exe.png`), an escape sequence can rewrite the screen; neither may come from data.
public enum TerminalText {
  /// `s` with every unsafe scalar written `\u{HEX}`; `keeping` scalars (such as "\n" for
  /// multi-line output) are left as they are.
  public static func escape(_ s: String, keeping: Set<Unicode.Scalar> = []) -> String {
    guard s.unicodeScalars.contains(where: { isUnsafe($0) && !keeping.contains($0) }) else { return s }
    var out = ""
    out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
    for scalar in s.unicodeScalars {
      if isUnsafe(scalar) && !keeping.contains(scalar) {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Multi-line output for a terminal: as `escape`, keeping line feeds and tabs.
  public static func escapeLines(_ s: String) -> String { escape(s, keeping: ["\n", "\t"]) }

  /// JSON text with every unsafe scalar inside its strings written as a JSON `\uXXXX` escape
  /// (a surrogate pair above U+FFFF), so that it stays valid JSON and meaning-preserving while
  /// nothing unsafe reaches the terminal. JSON's structure is ASCII, so only strings change.
  public static func escapeJSON(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: { isUnsafe($0) && $0 != "\n" }) else { return json }
    var out = ""
    for scalar in json.unicodeScalars {
      guard isUnsafe(scalar) && scalar != "\n" else { out.unicodeScalars.append(scalar); continue }
      for unit in String(scalar).utf16 { out += "\\u" + hex4(unit) }
    }
    return out
  }

  private static func hex4(_ v: UInt16) -> String {
    let h = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - h.count) + h
  }

  /// Whether `scalar` must not reach a terminal or a rendered document as itself.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
    default: return scalar.properties.generalCategory == .format
    }
  }
}
