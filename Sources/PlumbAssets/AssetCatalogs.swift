import Foundation
import PlumbGraphics

/// Where `Image("name")`, `Color("name")`, `UIImage(named:)`, `UIColor(named:)` and
/// `NSDataAsset(name:)` look for assets, and the lookup itself.
///
/// With an explicit bundle: the `.xcassets` folders in that bundle only (as on iOS). Without one,
/// in this order (docs/assets.md):
/// 1. the catalogs of `Bundle.main`;
/// 2. the catalogs added with `register(_:)`, in the order they were added;
/// 3. the catalogs of every SwiftPM resource bundle next to the running executable or test
///    bundle (`<Package>_<Target>.resources` on Linux, `.bundle` on macOS), by file name.
/// A name found in more than one catalog uses the first and warns once, naming both.
///
/// SwiftPM on Linux copies an `.xcassets` folder into the resource bundle unchanged, for both
/// `.process` and `.copy` (measured with Swift 6.3), so a bundle's catalogs are the `.xcassets`
/// folders at its top level or one folder down (`.copy("Resources")` keeps the folder).
public enum AssetCatalogs {
  /// Adds a catalog folder to the search without a bundle, for the whole process (a library
  /// caller's own setup). A run that must not leak into others (the CLI's `plumb.json` `assets`,
  /// tests) uses `withRegistered(_:_:)` instead.
  public static func register(_ url: URL) { processSearch.register([url]) }

  /// Runs `body` with `urls` searched after the process's registered catalogs, for this task's
  /// render session only (`RenderSession`): parallel runs in one process never see each other's.
  public static func withRegistered<T>(_ urls: [URL], _ body: () throws -> T) rethrows -> T {
    try session(adding: urls).run(body)
  }

  /// The async form of `withRegistered(_:_:)`.
  public static func withRegistered<T>(_ urls: [URL], _ body: () async throws -> T) async rethrows -> T {
    try await session(adding: urls).run(body)
  }

  /// The catalogs added with `register(_:)` and, inside `withRegistered`, that scope's.
  public static var registered: [URL] { unique(processSearch.registered + RenderSession.current[ScopedCatalogs.self].registered) }

  /// The catalogs searched for `bundle` (nil: the default search above).
  public static func catalogs(in bundle: Bundle?) -> [AssetCatalog] {
    if let bundle { return unique(folders(of: bundle)).map(AssetCatalog.load) }
    let scoped = RenderSession.current[ScopedCatalogs.self]
    let generation = processSearch.generation
    if let cached = scoped.cached(generation: generation) { return cached }
    var folders = folders(of: Bundle.main)
    folders += registered
    for bundle in resourceBundlesNextToExecutable() { folders += catalogFolders(inBundleAt: bundle) }
    let list = unique(folders).map(AssetCatalog.load)
    scoped.store(list, generation: generation)
    return list
  }

  /// The app's own catalogs: `Bundle.main`'s and the registered ones (plumb.json `assets`,
  /// `register(_:)`, `withRegistered`), not the resource bundles found beside the executable,
  /// which in a test process are every target's. The app's accent colour comes from these.
  public static var appCatalogs: [AssetCatalog] {
    unique(mainBundleFolders + registered).map(AssetCatalog.load)
  }

  /// `Bundle.main`'s catalog folders, listed once (the main bundle does not change while running).
  private static let mainBundleFolders: [URL] = folders(of: Bundle.main)

  /// The colour named `name` (nil when no catalog has it; the caller draws the placeholder).
  public static func color(named name: String, in bundle: Bundle?) -> AssetColor? {
    first(name, kind: "colour", in: bundle) { $0.colors[name] }
  }
  /// The image set named `name`.
  public static func image(named name: String, in bundle: Bundle?) -> AssetImage? {
    first(name, kind: "image", in: bundle) { $0.images[name] }
  }
  /// The symbol set named `name`.
  public static func symbol(named name: String, in bundle: Bundle?) -> AssetSymbol? {
    first(name, kind: "symbol", in: bundle) { $0.symbols[name] }
  }
  /// The data set named `name` (`NSDataAsset(name:)`).
  public static func dataSet(named name: String, in bundle: Bundle?) -> AssetDataSet? {
    first(name, kind: "data set", in: bundle) { $0.dataSets[name] }
  }

  /// The paths of the catalogs searched, for "not found" messages ("[a, b]", or "[none found]").
  public static func searchDescription(_ bundle: Bundle?) -> String {
    let list = catalogs(in: bundle)
    return list.isEmpty ? "[none found]" : "[" + list.map(\.url.path).joined(separator: ", ") + "]"
  }

  /// Forgets the cached default search (tests that create bundles call it). Parsed catalogs stay.
  public static func resetSearch() { processSearch.register([]) }

  // MARK: - Private

  private static func first<T>(_ name: String, kind: String, in bundle: Bundle?, _ get: (AssetCatalog) -> T?) -> T? {
    var found: (T, AssetCatalog)?
    for catalog in catalogs(in: bundle) {
      guard let value = get(catalog) else { continue }
      if let (_, firstCatalog) = found {
        RenderWarnings.warnOnce("asset duplicate \(kind) \(name)",
          "asset catalog: the \(kind) \"\(name)\" is in both \(firstCatalog.url.path) and \(catalog.url.path); using the first")
        break
      }
      found = (value, catalog)
    }
    return found?.0
  }

  /// A bundle's catalogs: in its folder and in its resourceURL (Foundation on Linux reports a
  /// `Resources` subfolder as the resourceURL when there is one, as `.copy("Resources")` makes).
  static func folders(of bundle: Bundle) -> [URL] {
    catalogFolders(inBundleAt: bundle.bundleURL) + (bundle.resourceURL.map(catalogFolders(inBundleAt:)) ?? [])
  }

  static func unique(_ urls: [URL]) -> [URL] {
    var seen = Set<String>()
    return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// `.xcassets` folders at the top of a bundle folder or one level down, sorted by path.
  static func catalogFolders(inBundleAt root: URL) -> [URL] {
    var out: [URL] = []
    let fm = FileManager.default
    for entry in (try? fm.contentsOfDirectory(atPath: root.path))?.sorted() ?? [] where !entry.hasPrefix(".") {
      let url = root.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      if url.pathExtension == "xcassets" { out.append(url); continue }
      // Resource bundles next to the executable are searched on their own, after the main bundle.
      if ["resources", "bundle", "xctest", "build", "product"].contains(url.pathExtension) { continue }
      for inner in (try? fm.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] where inner.hasSuffix(".xcassets") {
        out.append(url.appendingPathComponent(inner))
      }
    }
    return out
  }

  /// SwiftPM resource bundles in the executable's folder (and, for a test bundle, the folder
  /// holding it), sorted by name.
  static func resourceBundlesNextToExecutable() -> [URL] {
    var dirs: [URL] = []
    if let exe = Bundle.main.executableURL { dirs.append(exe.deletingLastPathComponent()) }
    dirs.append(Bundle.main.bundleURL)
    var seen = Set<String>(), out: [URL] = []
    for dir in dirs where seen.insert(dir.standardizedFileURL.path).inserted {
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.sorted() ?? []
      where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
        out.append(dir.appendingPathComponent(entry))
      }
    }
    return out
  }

  /// A render session with `urls` added to its scoped catalogs.
  private static func session(adding urls: [URL]) -> RenderSession {
    var session = RenderSession.current
    session[ScopedCatalogs.self] = Search(registered: unique(session[ScopedCatalogs.self].registered + urls))
    return session
  }

  /// Registered catalogs and the default search built from them (cached until the next change).
  final class Search: @unchecked Sendable {
    private let state: Locked<(registered: [URL], generation: Int, cache: (generation: Int, list: [AssetCatalog])?)>
    init(registered: [URL] = []) { state = Locked((registered, 0, nil)) }

    var registered: [URL] { state.withLock { $0.registered } }
    var generation: Int { state.withLock { $0.generation } }

    /// Adds `urls` (none: just forgets the cached search).
    func register(_ urls: [URL]) {
      state.withLock { s in
        for url in urls where !s.registered.contains(where: { $0.standardizedFileURL.path == url.standardizedFileURL.path }) {
          s.registered.append(url)
        }
        s.generation += 1
        s.cache = nil
      }
    }
    /// The search cached for the process search's `generation`, if any.
    func cached(generation: Int) -> [AssetCatalog]? {
      state.withLock { s in s.cache.flatMap { $0.generation == generation ? $0.list : nil } }
    }
    func store(_ list: [AssetCatalog], generation: Int) { state.withLock { $0.cache = (generation, list) } }
  }

  /// The catalogs of a `withRegistered` scope; outside one, the process's search itself (so the
  /// default search is cached where `register(_:)` invalidates it).
  enum ScopedCatalogs: RenderSessionKey {
    static var defaultValue: Search { processSearch }
  }

  private static let processSearch = Search()
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
}
