import Foundation
import PlumbGoldens
import PlumbGraphics

extension ArtifactFolders {
  /// The most skipped entries named per artifacts folder; the rest are counted.
  static let maxSkippedNamed = 100

  /// Entries of an artifacts folder that neither the report nor `accept` reads, each with why,
  /// relative to the folder: symbolic links (never followed), folders holding no `summary.json`,
  /// folder names that are not safe golden names, files that are not artifacts, FIFOs and other
  /// non-files. An artifacts folder may come from a fork's run: nothing in it is left out
  /// without a word.
  static func skippedEntries(in root: String) -> [String] {
    var out: [String] = []
    _ = walk(root, relative: "", depth: 0, into: &out)
    return out
  }

  /// The files a golden's artifacts folder holds (`ImageGoldenVerifier.writeArtifacts`).
  static let artifactFiles: Set<String> = ["summary.json", "actual.png", "golden.png", "diff.png", "actual.layout.json"]

  /// Walks `folder`; returns whether a `summary.json` lies in it or below.
  private static func walk(_ folder: String, relative: String, depth: Int, into out: inout [String]) -> Bool {
    guard depth <= 8, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      out.append("\(relative): cannot be listed")
      return false
    }
    let holdsSummary = names.contains("summary.json")
    var found = holdsSummary
    for name in names.sorted() {
      let path = "\(folder)/\(name)", rel = relative.isEmpty ? name : "\(relative)/\(name)"
      var st = stat()
      guard lstat(path, &st) == 0 else { continue }
      switch st.st_mode & S_IFMT {
      case S_IFLNK:
        out.append("\(rel): a symbolic link to \(ResolvedPath.resolved(path)); not followed")
      case S_IFDIR:
        var inner: [String] = []
        let has = walk(path, relative: rel, depth: depth + 1, into: &inner)
        if !has {
          out.append("\(rel): holds no summary.json; not read")
          continue
        }
        found = true
        if depth < 2, let reason = unsafeNameReason(name) { out.append("\(rel): \(reason)") }
        out += inner
      case S_IFREG:
        if depth == 0 && name.hasPrefix("plumb-run") && name.hasSuffix(".json") { continue }
        if holdsSummary && artifactFiles.contains(name) { continue }
        // Files of a folder without a summary are named with their folder.
        if depth > 0 && !holdsSummary { continue }
        out.append("\(rel): not a file of a run's artifacts; not read")
      default:
        out.append("\(rel): \(RegularFile.kind(ofMode: st.st_mode) ?? "not a file"); not read")
      }
    }
    return found
  }

  private static func unsafeNameReason(_ name: String) -> String? {
    do { _ = try GoldenName.validate(name); return nil } catch { return "not a safe golden name (\(error))" }
  }

  /// Prints the skipped entries of every root as warnings (at most `maxSkippedNamed` per root).
  func warnSkipped(_ console: Console) {
    for root in roots {
      let skipped = Self.skippedEntries(in: root)
      for line in skipped.prefix(Self.maxSkippedNamed) { console.error("warning: skipped \(root)/\(line)") }
      if skipped.count > Self.maxSkippedNamed {
        console.error("warning: skipped \(skipped.count - Self.maxSkippedNamed) more entries of \(root)")
      }
    }
  }
}
