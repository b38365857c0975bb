import Foundation

/// The versions of the bundled fonts (and of the app's registered fonts, `withAppFonts`), as one
/// short token for the renderer fingerprint.
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
    return of(files: files.map { ($0, "\(folder)/\($0)") })
  }

  /// `current` with the app's registered font files (`FontRegistry.shared`, in registration
  /// order) counted and hashed after the bundled ones: the same string as `current` when the app
  /// registers no font. Recomputed only when a font is registered.
  public static var withAppFonts: String {
    let registry = FontRegistry.shared
    let token = registry.token
    return appLock.withLock {
      if let c = appCache, c.token == token { return c.value }
      var seen: Set<String> = []
      var app: [(name: String, head: [UInt8])] = []
      for entry in registry.entriesInOrder where seen.insert(entry.url.absoluteString).inserted {
        // A registered CGFont has no file: its bytes are in memory.
        app.append(("app/" + entry.url.lastPathComponent, entry.data.map(headFields(of:)) ?? headFields(of: entry.url.path)))
      }
      let value = app.isEmpty ? current : of(heads: bundledFiles.map { ($0.0, headFields(of: $0.1)) } + app)
      appCache = (token, value)
      return value
    }
  }

  private static let appLock = NSLock()
  nonisolated(unsafe) private static var appCache: (token: Int, value: String)?

  private static let bundledFiles: [(String, String)] = {
    guard let folder = FontLibrary.shared.fileURL(named: "Inter-Regular")?.deletingLastPathComponent().path else { return [] }
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.sorted().map { ($0, "\(folder)/\($0)") }
  }()

  /// The token for (name, path) pairs, hashed in the order given.
  static func of(files: [(name: String, path: String)]) -> String {
    of(heads: files.map { ($0.name, headFields(of: $0.path)) })
  }

  /// The token for (name, `head` fields) pairs, hashed in the order given.
  static func of(heads files: [(name: String, head: [UInt8])]) -> String {
    guard !files.isEmpty else { return "fonts missing" }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for b in bytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
    }
    for file in files {
      mix(Array(file.name.utf8))
      mix(file.head)
    }
    return "fonts \(files.count)x " + String(String(format: "%016llx", hash).prefix(12))
  }

  /// `headFields(of:)` of font bytes held in memory.
  static func headFields(of data: Data) -> [UInt8] {
    let b = [UInt8](data)
    guard b.count >= 12 else { return [] }
    let numTables = Int(b[4]) << 8 | Int(b[5])
    for t in 0..<numTables where 12 + t * 16 + 16 <= b.count && b[12 + t * 16..<12 + t * 16 + 4].elementsEqual(Array("head".utf8)) {
      let offset = b[12 + t * 16 + 8..<12 + t * 16 + 12].reduce(0) { $0 << 8 | Int($1) }
      return offset + 12 <= b.count ? Array(b[offset + 4..<offset + 12]) : []
    }
    return withUnsafeBytes(of: UInt64(b.count).bigEndian) { Array($0) }
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
