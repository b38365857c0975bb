/// Golden file names that are safe on every OS and cannot escape the Goldens folder.
///
/// Test names arrive as `testHomePage()` or `"home page, dark"`; they become `testHomePage`,
/// `home-page-dark`. Explicit names given by the user are checked instead: path separators,
/// `..`, control characters, Windows-reserved names and characters are refused with a reason.
public enum GoldenName {
  /// The longest name component we write (well under every file system's 255-byte limit, leaving
  /// room for `.layout.json`, variants and temp suffixes).
  static let maxLength = 120

  /// Turns a test function name into a file-name component: drops `()` and arguments, maps every
  /// run of other characters to '-'.
  public static func fromTestName(_ name: String) -> String {
    var base = name
    if let paren = base.firstIndex(of: "(") { base = String(base[..<paren]) }
    var out = ""
    var lastDash = false
    for ch in base.unicodeScalars {
      if isSafe(ch) && ch != "." { out.unicodeScalars.append(ch); lastDash = false }
      else if !lastDash && !out.isEmpty { out += "-"; lastDash = true }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? "golden" : String(out.prefix(maxLength))
  }

  /// Checks a user-given name (or variant) and returns it unchanged, or throws why it is unsafe.
  public static func validate(_ name: String) throws(GoldenError) -> String {
    if name.isEmpty { throw .unsafeName(name, reason: "it is empty") }
    if name.count > maxLength { throw .unsafeName(name, reason: "it is longer than \(maxLength) characters") }
    if name.contains("/") || name.contains("\\") { throw .unsafeName(name, reason: "it contains a path separator") }
    if name == "." || name == ".." || name.hasPrefix(".") { throw .unsafeName(name, reason: "it starts with '.'") }
    if name.hasSuffix(".") || name.hasSuffix(" ") { throw .unsafeName(name, reason: "it ends with '.' or a space (Windows drops those)") }
    if let bad = name.unicodeScalars.first(where: { !isSafe($0) && $0 != "." && $0 != " " }) {
      let shown = bad.properties.generalCategory == .control ? "U+" + String(bad.value, radix: 16, uppercase: true) : String(bad)
      throw .unsafeName(name, reason: "it contains '\(shown)'")
    }
    let stem = name.split(separator: ".").first.map(String.init)?.uppercased() ?? ""
    let reserved = ["CON", "PRN", "AUX", "NUL"] + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] }
    if reserved.contains(stem) { throw .unsafeName(name, reason: "'\(stem)' is a reserved device name on Windows") }
    return name
  }

  private static func isSafe(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
    default: return false
    }
  }
}
