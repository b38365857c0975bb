/// Text from files (names, conditions, messages) made safe to print on a terminal: control
/// characters (C0, DEL, C1: escape sequences start with them) and the Unicode bidirectional
/// controls (which reorder what a reader sees) become `\u{…}`; everything else is unchanged.
public enum TerminalText {
  public static func escape(_ s: String) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
    for scalar in s.unicodeScalars {
      if isUnsafe(scalar) {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
