import Foundation

/// Why a `.strings`, `.stringsdict` or `.xcstrings` file was not read. The file is then treated
/// as empty (its keys show their development text) and the reason is warned once, naming it.
struct LocalizationFileError: Error, CustomStringConvertible, Equatable {
  /// The file's path.
  var file: String
  /// What is wrong, with the line where there is one.
  var reason: String

  var description: String { "\(file): \(reason); its strings are not used" }

  /// The largest localisation file read: 8 MiB, far above any app's table (a catalog of 10,000
  /// keys in 40 languages is about 6 MiB), so a larger one is taken as hostile rather than parsed.
  static let maximumFileSize = 8 << 20
  /// The deepest JSON or property-list nesting read. A string catalog nests 9 levels (strings →
  /// key → localizations → language → variations → plural → category → stringUnit → value) and a
  /// device variation inside a plural two more; 32 leaves room without letting a hostile file
  /// recurse the parser's stack.
  static let maximumDepth = 32

  /// Reads a file's bytes, refusing one over `maximumFileSize`.
  static func contents(of url: URL) throws(LocalizationFileError) -> Data {
    let path = url.path
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > maximumFileSize {
      throw LocalizationFileError(file: path, reason: "\(size) bytes is over the \(maximumFileSize)-byte limit for a localisation file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LocalizationFileError(file: path, reason: "cannot be read")
    }
    if data.count > maximumFileSize {
      throw LocalizationFileError(file: path, reason: "\(data.count) bytes is over the \(maximumFileSize)-byte limit for a localisation file")
    }
    return data
  }

  /// The deepest nesting of `[`/`{` (JSON) or `<dict>`/`<array>` (XML plist) in `data`, scanned
  /// before parsing so that no parser recursion is ever deeper than `maximumDepth`. Brackets in
  /// JSON strings are skipped.
  static func nestingDepth(ofJSON data: Data) -> Int {
    var depth = 0, deepest = 0, inString = false, escaped = false
    for byte in data {
      if inString {
        if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
        else if byte == UInt8(ascii: "\"") { inString = false }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  /// The deepest `<dict>`/`<array>` nesting of an XML property list (binary lists are checked
  /// after parsing, by walking the value with a depth limit).
  static func nestingDepth(ofXMLPlist data: Data) -> Int {
    guard let text = String(data: data, encoding: .utf8) else { return 0 }
    var depth = 0, deepest = 0
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      if rest.hasPrefix("dict>") || rest.hasPrefix("array>") { depth += 1; deepest = max(deepest, depth) }
      else if rest.hasPrefix("/dict>") || rest.hasPrefix("/array>") { depth -= 1 }
    }
    return deepest
  }
}
