import Foundation

/// The Swift identifier Xcode gives an asset in its generated asset symbols (`ColorResource.accent`
/// for the colour set "AccentColor", `ImageResource.checkmarkChecked` for "checkmark_checked"),
/// so that `Color(.accent)` and `Image(.checkmarkChecked)` written for Xcode compile here.
///
/// The rule, read off Xcode 15/16's generated files (docs/assets.md, "Generated asset symbols"):
/// the name splits into words at every character that is not a letter or digit and where a
/// lowercase letter or digit meets an uppercase one (an uppercase run before a lowercase letter
/// ends one letter early: "GetStartedBGImage" is Get·Started·BG·Image); a last word "Color"
/// (colour sets) or "Image" (image sets) is dropped when other words remain; the first word is
/// lowercased whole, the others get an uppercase first letter and keep the rest ("AVR_Red" →
/// avrRed, "unchecked_DM" → uncheckedDM). A leading digit gets an underscore; a Swift keyword
/// is quoted with backticks.
public enum AssetSymbolNames {
  public enum Kind: Sendable { case color, image }

  /// The identifier, or nil when the name has no letter or digit.
  public static func identifier(for name: String, kind: Kind) -> String? {
    var words = self.words(of: name)
    let suffix = kind == .color ? "Color" : "Image"
    if words.count > 1, words.last == suffix { words.removeLast() }
    guard let first = words.first else { return nil }
    var id = first.lowercased()
    for word in words.dropFirst() { id += word.prefix(1).uppercased() + word.dropFirst() }
    if let c = id.unicodeScalars.first, CharacterSet.decimalDigits.contains(c) { id = "_" + id }
    return keywords.contains(id) ? "`\(id)`" : id
  }

  /// The words of `name` (ASCII letters and digits only; other characters separate words).
  static func words(of name: String) -> [String] {
    let chars = Array(name.unicodeScalars)
    var words: [String] = [], current = ""
    func isUpper(_ c: Unicode.Scalar) -> Bool { c.isASCII && c.properties.isUppercase }
    func isLower(_ c: Unicode.Scalar) -> Bool { c.isASCII && c.properties.isLowercase }
    func isDigit(_ c: Unicode.Scalar) -> Bool { c.isASCII && c.properties.numericType == .decimal }
    for (i, c) in chars.enumerated() {
      guard isUpper(c) || isLower(c) || isDigit(c) else {
        if !current.isEmpty { words.append(current); current = "" }
        continue
      }
      if let last = current.unicodeScalars.last, isUpper(c) {
        let nextIsLower = i + 1 < chars.count && isLower(chars[i + 1])
        // lower/digit → Upper starts a word; so does the last capital of a run before a lowercase.
        if isLower(last) || isDigit(last) || (isUpper(last) && nextIsLower) {
          words.append(current); current = ""
        }
      }
      current.unicodeScalars.append(c)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// Swift's keywords that cannot be a member name without backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try",
  ]
}
