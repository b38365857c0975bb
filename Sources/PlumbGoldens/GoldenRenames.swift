import Foundation
import PlumbPNG

/// Finds goldens with the same pixels as another, to spot renames: a test or preview renamed
/// records a new golden whose pixels equal its old, now orphaned, golden. Plumbline then prints
/// the `git mv` that keeps the golden's history instead of a delete and an add (docs/naming.md).
public enum GoldenRenames {
  private static let lock = NSLock()
  /// Per Goldens folder: pixel hash → PNG paths relative to it (read once per process).
  nonisolated(unsafe) private static var indexes: [String: [String: [String]]] = [:]

  /// The pixel hash each PNG golden under `goldens` carries in its metadata, by relative path.
  public static func pixelHashes(goldens: String) -> [String: String] {
    var out: [String: String] = [:]
    for rel in GoldenFolderListing(goldens: goldens).files where rel.hasSuffix(".png") {
      guard let bytes = try? PNG.readRegularFile("\(goldens)/\(rel)", maxBytes: 2 * PNGLimits.goldenImageBytes),
            let hash = try? PNG.readMetadata(bytes).pixelHash else { continue }
      out[rel] = hash
    }
    return out
  }

  /// Goldens other than `relativePath` with the same pixel hash that no test has used in this run
  /// (they are not in the ledger): the likely old names of a golden just recorded.
  static func formerNames(of relativePath: String, pixelHash: String, goldens: String) -> [String] {
    let index: [String: [String]] = lock.withLock {
      if let known = indexes[goldens] { return known }
      var built: [String: [String]] = [:]
      for (rel, hash) in pixelHashes(goldens: goldens) { built[hash, default: []].append(rel) }
      indexes[goldens] = built
      return built
    }
    // The ledger is read only when some golden has these pixels (rare), so recording stays linear.
    let twins = (index[pixelHash] ?? []).filter { $0 != relativePath }
    guard !twins.isEmpty else { return [] }
    let used = GoldenLedger.touched(goldens: goldens)
    return twins.filter { !used.contains($0) }.sorted()
  }

  /// Notes a golden written in this process, so later lookups see it.
  static func noteRecorded(_ relativePath: String, pixelHash: String, goldens: String) {
    lock.withLock {
      guard indexes[goldens] != nil else { return }
      indexes[goldens]![pixelHash, default: []].append(relativePath)
    }
  }

  /// The commands that move an old golden pair onto a new name, keeping git history
  /// (`-f` because the new files already exist, with the same pixels).
  public static func gitMove(from old: String, to new: String, goldens: String) -> String {
    func sidecar(_ png: String) -> String { String(png.dropLast(4)) + ".layout.json" }
    let dir = goldens.hasSuffix("/") ? goldens : goldens + "/"
    var cmd = "git mv -f \(shellQuoted(dir + old)) \(shellQuoted(dir + new))"
    if FileManager.default.fileExists(atPath: dir + sidecar(old)) {
      cmd += " && git mv -f \(shellQuoted(dir + sidecar(old))) \(shellQuoted(dir + sidecar(new)))"
    }
    return cmd
  }

  /// A path as one shell word: bare when it is plain, single-quoted otherwise.
  static func shellQuoted(_ s: String) -> String {
    let plain = s.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0) }
    return plain ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
