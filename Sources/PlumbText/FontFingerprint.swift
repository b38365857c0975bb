import Foundation

/// The versions of the bundled fonts, as one short token for the renderer fingerprint.
///
/// Text pixels change when a bundled font changes (a new Inter release, a re-subset), so a golden
/// is only byte-comparable under the same fonts, as under the same Cairo. Each font file's `head`
/// table carries its revision and a checksum of the whole file (`checkSumAdjustment`); the token
/// hashes those with the file names, so it is read from a few header bytes per file, never by
/// hashing megabytes of font data.
public enum FontFingerprint {
  /// e.g. `fonts 41x 3f9c2a0b71de` (41 font files); `fonts missing` when the bundle has none.
  public static var current: String { cached }

  private static let cached: String = {
    guard let folder = FontLibrary.shared.fileURL(named: "Inter-Regular")?.deletingLastPathComponent() else {
      return "fonts missing"
    }
    return of(folder: folder.path)
  }()

  /// The token for the font files (`.otf`, `.ttf`) in `folder`.
  public static func of(folder: String) -> String {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.sorted()
    guard !files.isEmpty else { return "fonts missing" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for b in bytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
    }
    for file in files {
      mix(Array(file.utf8))
      mix(headFields(of: "\(folder)/\(file)"))
    }
    return "fonts \(files.count)x " + String(String(format: "%016llx", hash).prefix(12))
  }

  /// `fontRevision` and `checkSumAdjustment` of the `head` table (8 bytes), or the file size
  /// when the file has no readable `head` table.
  static func headFields(of path: String) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 12), header.count == 12 else { return [] }
    let numTables = Int(header[4]) << 8 | Int(header[5])
    guard let directory = try? handle.read(upToCount: 16 * numTables), directory.count == 16 * numTables else { return [] }
    let d = [UInt8](directory)
    for t in 0..<numTables where d[t * 16..<t * 16 + 4].elementsEqual(Array("head".utf8)) {
      let offset = d[t * 16 + 8..<t * 16 + 12].reduce(0) { $0 << 8 | UInt64($1) }
      guard (try? handle.seek(toOffset: offset + 4)) != nil,
            let fields = try? handle.read(upToCount: 8), fields.count == 8 else { return [] }
      return [UInt8](fields)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return withUnsafeBytes(of: UInt64(size).bigEndian) { Array($0) }
  }
}
