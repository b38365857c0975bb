import Foundation

/// Where a golden lives: `Goldens/<Suite>/<name>[.<variant>].png`, with a `.layout.json` beside it.
///
/// The Goldens folder is found from the test file's path (`#filePath`): the nearest ancestor
/// folder holding `Package.swift`, plus `Goldens`. `PLUMB_GOLDENS_DIR` or a parameter overrides it.
public struct GoldenLocation: Hashable, Sendable {
  public var directory: String
  public var suite: String
  public var name: String
  public var variant: String?

  /// The file name without extension: `name` or `name.variant`.
  public var stem: String { variant.map { "\(name).\($0)" } ?? name }
  public var imagePath: String { "\(directory)/\(suite)/\(stem).png" }
  public var layoutPath: String { "\(directory)/\(suite)/\(stem).layout.json" }
  /// The path relative to the Goldens folder, as messages and ledgers show it.
  public var relativeImagePath: String { "\(suite)/\(stem).png" }

  public init(directory: String, suite: String, name: String, variant: String? = nil) throws(GoldenError) {
    self.directory = directory
    self.suite = try GoldenName.validate(suite)
    self.name = try GoldenName.validate(name)
    self.variant = try variant.map { v throws(GoldenError) in try GoldenName.validate(v) }
    // The stem is the name every other tool reads back (artifacts folders, `summary.json`,
    // `plumb report`), so it is held to the same limit as each part, before anything is written.
    let stem = self.stem
    if stem.count > GoldenName.maxLength {
      throw .unsafeName(stem, reason: """
        with its variant it is \(stem.count) characters, longer than the \(GoldenName.maxLength)-character \
        limit of a golden name (docs/security.md); shorten the name or the variant
        """)
    }
  }

  /// Finds the Goldens folder for a test file.
  static func goldensDirectory(forTestFile filePath: String, configured: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws(GoldenError) -> String {
    if let c = configured { return c }
    if let e = environment["PLUMB_GOLDENS_DIR"], !e.isEmpty { return e }
    var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while dir.path != "/" && !dir.path.isEmpty {
      if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
        return dir.appendingPathComponent("Goldens").path
      }
      dir = dir.deletingLastPathComponent()
    }
    throw .goldensFolderNotFound(startingAt: filePath)
  }

  /// The suite name for a test file: its file name without `.swift` (and without a `Tests`
  /// suffix), e.g. `HomeScreenTests.swift` → `HomeScreen`.
  package static func suiteName(forTestFile fileID: String) -> String {
    var base = URL(fileURLWithPath: fileID).deletingPathExtension().lastPathComponent
    if base.hasSuffix("Tests"), base.count > 5 { base.removeLast(5) }
    return GoldenName.fromTestName(base)
  }
}
