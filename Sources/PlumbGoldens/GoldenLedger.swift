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
  /// path, `..`, a line longer than any golden path) is ignored, as a ledger from a fork's
  /// artifact may be hostile. Files are read in chunks and lines compared as bytes, so the time
  /// is linear in the ledger's size and the memory bounded by its distinct lines; symbolic links
  /// and non-files among the ledger files are not read.
  public static func touched(ledgers: [String]) -> Set<String> {
    var result = Set<String>()
    for dir in ledgers {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
      for f in files.sorted() where f.hasSuffix(".txt") { readLines(of: "\(dir)/\(f)", into: &result) }
    }
    return result
  }

  /// The longest line kept: a suite and a stem of at most `GoldenName.maxLength` characters
  /// each, with variants and `.layout.json`, fit easily.
  static let maxLineBytes = 1024

  private static func readLines(of path: String, into result: inout Set<String>) {
    var st = stat()
    guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, let handle = FileHandle(forReadingAtPath: path) else { return }
    defer { try? handle.close() }
    var line: [UInt8] = []
    line.reserveCapacity(maxLineBytes)
    var tooLong = false
    func finish() {
      if !tooLong, let s = validLine(line) { result.insert(s) }
      line.removeAll(keepingCapacity: true)
      tooLong = false
    }
    while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      chunk.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
          // memchr finds each line end without a per-byte loop (the ledger may be hundreds of MB).
          let rest = raw.count - offset
          let hit = memchr(base + offset, 0x0A, rest)
          let end = hit.map { base.distance(to: UnsafeRawPointer($0)) } ?? raw.count
          let piece = end - offset
          if !tooLong {
            if line.count + piece > maxLineBytes { tooLong = true } else {
              line.append(contentsOf: UnsafeRawBufferPointer(start: base + offset, count: piece))
            }
          }
          offset = end
          if hit != nil { finish(); offset += 1 }
        }
      }
    }
    finish()
  }

  /// `bytes` as a golden path, or nil when empty, absolute, holding a `..` component or not UTF-8.
  private static func validLine(_ bytes: [UInt8]) -> String? {
    guard let first = bytes.first, first != UInt8(ascii: "/") else { return nil }
    var start = 0
    for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "/") {
      if i - start == 2 && bytes[start] == UInt8(ascii: ".") && bytes[start + 1] == UInt8(ascii: ".") { return nil }
      start = i + 1
    }
    return String(validating: bytes, as: UTF8.self)
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
