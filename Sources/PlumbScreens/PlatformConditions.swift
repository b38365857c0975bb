import Foundation
import PlumbGraphics

/// The `#if` and `#elseif` lines of a package's Swift files whose condition comes out differently
/// when Plumbline builds the code for Linux than when Xcode builds it for an iPhone: `os(iOS)` is
/// false here, `os(Linux)` true, `targetEnvironment(…)` and `arch(arm64)` false. Code under such a
/// condition is compiled out (or in) silently, so what it draws is missing from a render; the CLI
/// names the places once per run instead (docs/previews.md, "Platform conditions").
public enum PlatformConditions {
  /// One condition line: the file (relative to the scanned root), its line and the condition.
  public struct Place: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var condition: String
    public init(file: String, line: Int, condition: String) {
      self.file = file; self.line = line; self.condition = condition
    }
  }

  /// The platform tests whose value differs between an iPhone and this Linux build.
  static let differing = ["os(iOS)", "os(Linux)", "targetEnvironment(", "arch("]
  /// Files larger than this are not read (source files are far smaller; a generated blob is not code to draw).
  static let maxFileBytes = 2 << 20
  /// At most this many files are read in one scan.
  static let maxFiles = 20_000

  /// The condition lines of `text` that name a differing platform test, with 1-based line numbers.
  public static func conditions(in text: String) -> [(line: Int, condition: String)] {
    var found: [(Int, String)] = []
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let line = raw.drop { $0 == " " || $0 == "\t" }
      guard line.hasPrefix("#if ") || line.hasPrefix("#elseif ") else { continue }
      var condition = line.drop { $0 != " " }.dropFirst()
      if let comment = condition.range(of: "//") { condition = condition[..<comment.lowerBound] }
      let text = condition.trimmingCharacters(in: .whitespaces)
      let compact = text.replacingOccurrences(of: " ", with: "")
      if differing.contains(where: { compact.contains($0) }) { found.append((number, text)) }
    }
    return found
  }

  /// The folder of each target holding one of `files`: the folder right under a `Sources` folder
  /// on the way up (SwiftPM's layout), else the file's own folder.
  public static func targetRoots(of files: [String]) -> [URL] {
    var roots: [URL] = []
    for file in files {
      let url = URL(fileURLWithPath: file).deletingLastPathComponent()
      var candidate = url
      var root = url
      while candidate.pathComponents.count > 1 {
        let parent = candidate.deletingLastPathComponent()
        if parent.lastPathComponent == "Sources" { root = candidate; break }
        candidate = parent
      }
      if !roots.contains(root) { roots.append(root) }
    }
    return roots
  }

  /// Every differing condition in the `.swift` files under `roots` (symbolic links are not
  /// followed), named relative to `base`.
  public static func scan(_ roots: [URL], relativeTo base: URL) -> [Place] {
    var places: [Place] = []
    var read = 0
    let basePath = base.standardizedFileURL.path
    for root in roots {
      guard let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey],
        options: [.skipsHiddenFiles]) else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" {
        guard read < maxFiles else { return places }
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey])
        guard values?.isSymbolicLink != true, values?.isRegularFile == true,
              (values?.fileSize ?? 0) <= maxFileBytes,
              let data = FileManager.default.contents(atPath: url.path) else { continue }
        read += 1
        let path = url.standardizedFileURL.path
        let name = path.hasPrefix(basePath + "/") ? String(path.dropFirst(basePath.count + 1)) : path
        for c in conditions(in: String(decoding: data, as: UTF8.self)) {
          places.append(Place(file: name, line: c.line, condition: c.condition))
        }
      }
    }
    return places.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  /// The one warning a run prints for `places`, or nil when there are none. Names the first few
  /// places; file names and conditions are the user's text, so control characters are escaped.
  public static func warning(_ places: [Place], shown: Int = 5) -> String? {
    guard !places.isEmpty else { return nil }
    let files = Set(places.map(\.file)).count
    let listed = places.prefix(shown).map { "\(TerminalText.escape($0.file)):\($0.line) #if \(TerminalText.escape($0.condition))" }
    let more = places.count > shown ? ", and \(places.count - shown) more" : ""
    return "warning: \(places.count) #if condition\(places.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") "
      + "test the platform (os(iOS) is false on Linux): code an iPhone compiles there is left out of these renders, "
      + "and what it draws is missing: \(listed.joined(separator: "; "))\(more) (docs/previews.md, \"Platform conditions\")"
  }
}
