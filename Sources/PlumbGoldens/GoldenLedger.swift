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
  /// The goldens each ledger folder already holds from this process: a line is written once.
  nonisolated(unsafe) private static var written: [String: Set<String>] = [:]

  /// The most files a ledger folder keeps. When a process starts its own file and finds more,
  /// the files of processes that have ended are merged into one, so the folder is bounded by
  /// its distinct goldens times the processes running at once (docs/security.md).
  static let maxFiles = 32

  /// Records that a golden (path relative to the Goldens folder) was used in this process.
  static func touch(_ relativePath: String, goldens: String) {
    lock.withLock {
      let dir = directory(forGoldens: goldens)
      let file = "\(dir)/\(ProcessInfo.processInfo.processIdentifier).txt"
      if !FileManager.default.fileExists(atPath: file) {
        // A new file, or ours was cleared (`scripts/test.sh`, a test's own folder): write afresh.
        written[dir] = nil
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        compact(dir, keeping: file)
        _ = FileManager.default.createFile(atPath: file, contents: nil)
      } else if written[dir]?.contains(relativePath) == true {
        return
      }
      if let handle = FileHandle(forWritingAtPath: file) {
        handle.seekToEndOfFile()
        handle.write(Data((relativePath + "\n").utf8))
        try? handle.close()
        written[dir, default: []].insert(relativePath)
      }
    }
  }

  /// Merges the files of ended processes into `merged-<pid>.txt` when the folder holds more than
  /// `maxFiles`. A file whose process still runs (its name is a live pid) is left alone; the
  /// merge is written to a temporary name and renamed, then its sources removed, under an
  /// exclusive `flock` so two processes never merge at once. Nothing is lost if it stops midway:
  /// a source is removed only after the merge holding it is in place.
  static func compact(_ dir: String, keeping own: String) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".txt") }
    guard names.count >= maxFiles else { return }
    let lockFD = open("\(dir)/.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard lockFD >= 0 else { return }
    defer { close(lockFD) }
    guard flock(lockFD, LOCK_EX | LOCK_NB) == 0 else { return }
    defer { _ = flock(lockFD, LOCK_UN) }
    let ended = names.filter { name in
      let path = "\(dir)/\(name)"
      guard path != own else { return false }
      guard let pid = Int32(name.dropLast(4)) else { return true }  // merged-… and foreign names
      return kill(pid, 0) != 0 && errno == ESRCH
    }
    guard ended.count > 1 else { return }
    let merged = touched(files: ended.map { "\(dir)/\($0)" })
    let target = "\(dir)/merged-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).txt"
    let temporary = "\(dir)/.merging-\(ProcessInfo.processInfo.processIdentifier)"
    let body = merged.sorted().joined(separator: "\n") + (merged.isEmpty ? "" : "\n")
    guard FileManager.default.createFile(atPath: temporary, contents: Data(body.utf8)),
          rename(temporary, target) == 0 else { unlink(temporary); return }
    for name in ended { unlink("\(dir)/\(name)") }
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
    touched(files: ledgers.flatMap { dir in
      ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted().filter { $0.hasSuffix(".txt") }.map { "\(dir)/\($0)" }
    })
  }

  static func touched(files: [String]) -> Set<String> {
    var result = Set<String>()
    for file in files { readLines(of: file, into: &result) }
    return result
  }

  /// The longest line kept: a suite and a stem of at most `GoldenName.maxLength` characters
  /// each, with variants and `.layout.json`, fit easily.
  static let maxLineBytes = 1024

  private static func readLines(of path: String, into result: inout Set<String>) {
    var st = stat()
    guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, let handle = FileHandle(forReadingAtPath: path) else { return }
    defer { try? handle.close() }
    var lines = LineSet()
    var carry: [UInt8] = []
    var carryTooLong = false
    while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      chunk.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
          // memchr, memmem, the hasher and memcmp do the per-byte work (the ledger may be
          // hundreds of MB, and test builds are unoptimised).
          let hit = memchr(base + offset, 0x0A, raw.count - offset)
          let end = hit.map { base.distance(to: UnsafeRawPointer($0)) } ?? raw.count
          let piece = UnsafeRawBufferPointer(start: base + offset, count: end - offset)
          if hit == nil {
            // The line goes on in the next chunk.
            if !carryTooLong { if carry.count + piece.count > maxLineBytes { carryTooLong = true } else { carry += piece } }
          } else if carry.isEmpty && !carryTooLong {
            lines.add(piece)
          } else {
            if !carryTooLong && carry.count + piece.count <= maxLineBytes {
              carry += piece
              carry.withUnsafeBytes { lines.add($0) }
            }
            carry.removeAll(keepingCapacity: true)
            carryTooLong = false
          }
          offset = end + (hit == nil ? 0 : 1)
        }
      }
    }
    if !carryTooLong { carry.withUnsafeBytes { lines.add($0) } }
    result.formUnion(lines.strings)
  }

  /// Distinct valid lines, seen as bytes: a repeated line (most of a ledger) costs a hash and a
  /// memcmp, no String.
  private struct LineSet {
    var byHash: [Int: [String]] = [:]
    var strings: [String] { byHash.values.flatMap { $0 } }

    mutating func add(_ line: UnsafeRawBufferPointer) {
      guard line.count > 0, line.count <= GoldenLedger.maxLineBytes, let base = line.baseAddress,
            line[0] != UInt8(ascii: "/") else { return }
      var hasher = Hasher()
      hasher.combine(bytes: line)
      let hash = hasher.finalize()
      if let known = byHash[hash], known.contains(where: { same($0, line) }) { return }
      // A `..` component: only looked for when the bytes hold ".." at all.
      if Self.holdsDotDot(base, line.count) {
        let parts = line.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if parts.contains(where: { $0.count == 2 && $0.first == UInt8(ascii: ".") && $0.last == UInt8(ascii: ".") }) { return }
      }
      guard let s = String(validating: line, as: UTF8.self) else { return }
      byHash[hash, default: []].append(s)
    }

    /// Whether ".." occurs in the bytes (memchr from dot to dot).
    static func holdsDotDot(_ base: UnsafeRawPointer, _ count: Int) -> Bool {
      var offset = 0
      while offset < count - 1, let dot = memchr(base + offset, Int32(UInt8(ascii: ".")), count - 1 - offset) {
        let at = base.distance(to: UnsafeRawPointer(dot))
        if base.load(fromByteOffset: at + 1, as: UInt8.self) == UInt8(ascii: ".") { return true }
        offset = at + 1
      }
      return false
    }

    private func same(_ s: String, _ line: UnsafeRawBufferPointer) -> Bool {
      var s = s
      return s.withUTF8 { u in u.count == line.count && memcmp(u.baseAddress!, line.baseAddress!, u.count) == 0 }
    }
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
