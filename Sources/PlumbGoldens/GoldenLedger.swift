import Foundation

/// Remembers which goldens the tests touched, so that goldens no test uses any more (orphans)
/// can be listed.
///
/// Each test process appends the goldens it verified or recorded to its own file in
/// `<package>/.build/plumb-ledger/`. `scripts/test.sh` empties that folder before a full run, so
/// after it the ledger describes the whole suite; `plumb goldens orphans` compares it with the
/// Goldens folder. A filtered run only adds entries, so it can never make a live golden look
/// orphaned beyond what the last full run said.
public enum GoldenLedger {
  /// The ledger folder for a Goldens folder: `<package>/.build/plumb-ledger`.
  public static func directory(forGoldens goldens: String) -> String {
    URL(fileURLWithPath: goldens).deletingLastPathComponent().appendingPathComponent(".build/plumb-ledger").path
  }

  private static let lock = NSLock()

  /// Records that a golden (path relative to the Goldens folder) was used in this process.
  static func touch(_ relativePath: String, goldens: String) {
    lock.withLock {
      let dir = directory(forGoldens: goldens)
      try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      let file = "\(dir)/\(ProcessInfo.processInfo.processIdentifier).txt"
      if !FileManager.default.fileExists(atPath: file) {
        _ = FileManager.default.createFile(atPath: file, contents: nil)
      }
      if let handle = FileHandle(forWritingAtPath: file) {
        handle.seekToEndOfFile()
        handle.write(Data((relativePath + "\n").utf8))
        try? handle.close()
      }
    }
  }

  /// Every golden path the ledger holds (relative to the Goldens folder).
  public static func touched(goldens: String) -> Set<String> {
    touched(ledgers: [directory(forGoldens: goldens)])
  }

  /// The union of several ledger folders: the shards of a CI run each upload their own, and
  /// together they describe the whole suite. Lines are golden paths; anything else (an absolute
  /// path, `..`) is ignored, as a ledger from a fork's artifact may be hostile.
  public static func touched(ledgers: [String]) -> Set<String> {
    var result = Set<String>()
    for dir in ledgers {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
      for f in files where f.hasSuffix(".txt") {
        guard let text = try? String(contentsOfFile: "\(dir)/\(f)", encoding: .utf8) else { continue }
        for line in text.split(separator: "\n") where !line.isEmpty && !line.hasPrefix("/")
          && !line.split(separator: "/").contains("..") {
          result.insert(String(line))
        }
      }
    }
    return result
  }

  /// PNG goldens under the Goldens folder that the ledger does not mention, sorted.
  /// Returns nil when the ledger is empty (no full run recorded yet), so callers never report
  /// every golden as orphaned by mistake.
  public static func orphans(goldens: String) -> [String]? {
    orphans(goldens: goldens, used: touched(goldens: goldens))
  }

  /// Orphans against a given set of used goldens (e.g. merged shard ledgers); nil when it is empty.
  /// The folder is listed with `GoldenFolderListing` (no symbolic link is followed out of it).
  public static func orphans(goldens: String, used: Set<String>,
                             listing: GoldenFolderListing? = nil) -> [String]? {
    guard !used.isEmpty else { return nil }
    let all = (listing ?? GoldenFolderListing(goldens: goldens)).files
    return all.filter { $0.hasSuffix(".png") && !used.contains($0) }.sorted()
  }

  /// Layout sidecars under the Goldens folder with no PNG beside them, sorted.
  public static func strandedSidecars(goldens: String, listing: GoldenFolderListing? = nil) -> [String] {
    let all = (listing ?? GoldenFolderListing(goldens: goldens)).files
    return all.filter {
      $0.hasSuffix(".layout.json")
        && !FileManager.default.fileExists(atPath: "\(goldens)/\($0.dropLast(".layout.json".count)).png")
    }.sorted()
  }
}
