import Foundation
import PlumbGraphics

/// The app's own fonts: the TTF/OTF/TTC files `Font.custom` and `UIFont(name:size:)` can name.
///
/// Registration is explicit and deterministic; no system font is ever consulted. The shared
/// registry first takes, on first use, every font file in the running program's SwiftPM resource
/// bundles (`<Package>_<Target>.resources` beside the executable or test binary, in name order;
/// within a bundle the files its `Info.plist` lists under `UIAppFonts` first, then the rest by
/// path) and the `UIAppFonts` of the main bundle's `Info.plist`; then whatever `register(_:)` adds,
/// in call order. Two faces with one PostScript name: the first wins and a warning names both
/// files. A file that cannot be read is refused with a warning (or error) naming it. Face data is
/// read when a face is first drawn, not when it is registered. See docs/fonts.md.
public final class FontRegistry: @unchecked Sendable {
  /// The registry text is laid out with (discovers the resource bundles on first use).
  public static let shared = FontRegistry(discoversResources: true)

  /// `shared`, unless a test runs with a registry of its own (`withRegistry(_:_:)`).
  public static var current: FontRegistry { override ?? shared }

  @TaskLocal static var override: FontRegistry?

  /// Runs `body` with `registry` in place of `shared` (a test hook).
  static func withRegistry<T>(_ registry: FontRegistry, _ body: () throws -> T) rethrows -> T {
    try $override.withValue(registry) { try body() }
  }

  /// Registers the fonts in `url` with the shared registry (`CTFontManagerRegisterFontsForURL`'s
  /// job on iOS). Registering a file twice is harmless.
  @discardableResult
  public static func register(_ url: URL) throws(FontFileError) -> [FontFaceInfo] {
    try shared.register(url)
  }

  /// Registers a file, or every font file in a folder, with the shared registry; a file that
  /// cannot be registered warns, naming it (plumb.json's `fonts`).
  /// A folder is never silent: one named like a font file ("X.ttf") warns that it is a folder,
  /// and one holding no font file warns that nothing was registered from it.
  public static func registerFromSettings(_ url: URL) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
      let found = FontResourceDiscovery.fontFiles(in: url).count
      if FontResourceDiscovery.extensions.contains(url.pathExtension.lowercased()) {
        RenderWarnings.warnOnce("Font folder \(url.path)", "Font registration: \(url.path) (listed in plumb.json's fonts) is a "
          + "folder, not a font file; the \(found) font file(s) inside it are registered")
      } else if found == 0 {
        RenderWarnings.warnOnce("Font folder \(url.path)", "Font registration: the folder \(url.path) (listed in plumb.json's "
          + "fonts) holds no .ttf, .otf or .ttc file; nothing is registered from it")
      }
      shared.registerFonts(inBundle: url)
      return
    }
    do { try shared.register(url) } catch {
      RenderWarnings.warnOnce("Font file \(url.path)", "Font registration: \(error) (listed in plumb.json's fonts); it is not registered")
    }
  }

  /// One registered face and the file it came from.
  public struct Entry: Sendable {
    public let info: FontFaceInfo
    /// The font file; for a font registered from memory (a `CGFont`), `cgfont:///<PostScript name>`.
    public let url: URL
    /// The font's bytes, for a font registered from memory.
    package var data: Data? = nil
  }

  /// The name prefix of glyph runs drawn in a registered face ("app:Comfortaa-Bold"), so they
  /// never collide with a bundled face of the same PostScript name.
  public static let runNamePrefix = "app:"

  private let discoversResources: Bool
  private var discovered = false
  private var entries: [Entry] = []
  private var byPostScriptName: [String: Int] = [:]
  private var byFamily: [String: [Int]] = [:]
  private var byFullName: [String: Int] = [:]
  private var files: Set<String> = []
  private var loaded: [String: BundledFace] = [:]
  private var failed: Set<String> = []
  private var generation = 0
  private let serial: Int
  private let lock = NSRecursiveLock()

  nonisolated(unsafe) private static var instances = 0
  private static let instancesLock = NSLock()

  /// A registry; `discoversResources: false` makes an empty one that only holds what is
  /// registered explicitly (tests).
  init(discoversResources: Bool) {
    self.discoversResources = discoversResources
    serial = Self.instancesLock.withLock { Self.instances += 1; return Self.instances }
  }

  // MARK: - Registering

  /// Registers every face of the font file at `url` (TTF, OTF or TTC). Returns the faces; throws
  /// (naming the file) when the file cannot be read as a font.
  @discardableResult
  public func register(_ url: URL) throws(FontFileError) -> [FontFaceInfo] {
    ensureDiscovered()
    return try add(url)
  }

  /// Registers the first face of font bytes held in memory (`CTFontManagerRegisterGraphicsFont`).
  /// Returns nil, registering nothing, when a face of that PostScript name is registered already.
  @discardableResult
  public func register(data: Data) throws(FontFileError) -> FontFaceInfo? {
    ensureDiscovered()
    guard let info = try FontFileReader.faces(in: data, path: "a CGFont's data").first else { return nil }
    let url = URL(string: "cgfont:///" + (info.postScriptName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "font"))!
    lock.lock()
    defer { lock.unlock() }
    guard byPostScriptName[info.postScriptName] == nil else { return nil }
    files.insert(url.absoluteString)
    insert(Entry(info: info, url: url, data: data))
    generation += 1
    return info
  }

  /// Removes the faces registered from the file at `url`, or from memory under `url`; false when
  /// none was (`CTFontManagerUnregisterFontsForURL`, `…UnregisterGraphicsFont`).
  @discardableResult
  public func unregister(_ url: URL) -> Bool {
    ensureDiscovered()
    let key = Self.fileKey(url)
    lock.lock()
    defer { lock.unlock() }
    guard files.remove(key) != nil else { return false }
    let kept = entries.filter { Self.fileKey($0.url) != key }
    for gone in entries where Self.fileKey(gone.url) == key {
      loaded[gone.info.postScriptName] = nil
      failed.remove(gone.info.postScriptName)
    }
    entries = []; byPostScriptName = [:]; byFamily = [:]; byFullName = [:]
    for entry in kept { insert(entry) }
    generation += 1
    return true
  }

  /// The registered entry whose face has the PostScript name `name`, if any.
  public func entry(postScriptName name: String) -> Entry? {
    ensureDiscovered()
    return lock.withLock { byPostScriptName[name].map { entries[$0] } }
  }

  /// Registers the fonts of a bundle folder: those its `Info.plist` lists under `UIAppFonts`
  /// first (a listed file that is missing warns), then every other font file in it by path.
  public func registerFonts(inBundle folder: URL) {
    ensureDiscovered()
    addBundle(folder)
  }

  /// Whether the file at `url` is registered already.
  public func containsFile(_ url: URL) -> Bool {
    ensureDiscovered()
    let key = url.standardizedFileURL.resolvingSymlinksInPath().path
    return lock.withLock { files.contains(key) }
  }

  /// Every registered face, in registration order.
  public var entriesInOrder: [Entry] {
    ensureDiscovered()
    return lock.withLock { entries }
  }

  /// The PostScript names of every registered face, in registration order.
  public var postScriptNames: [String] { entriesInOrder.map(\.info.postScriptName) }

  // MARK: - Looking up

  /// The face `name` names: a PostScript name first, then a family name (that family's upright
  /// face nearest to regular), then a full name, as CoreText matches `kCTFontNameAttribute`.
  public func match(_ name: String) -> Entry? {
    ensureDiscovered()
    return lock.withLock {
      if let i = byPostScriptName[name] { return entries[i] }
      if let members = byFamily[name] { return entries[nearest(in: members, weight: 400, italic: false)] }
      if let i = byFullName[name] { return entries[i] }
      return nil
    }
  }

  /// The face a custom font request draws with, and what differs from what was asked (a
  /// weight or italic the family does not have), or nil when no registered font has the name.
  func resolve(_ request: CustomFontRequest, italic: Bool) -> (entry: Entry, shortfall: String?)? {
    guard let named = match(request.name) else { return nil }
    let weight = request.weight ?? named.info.weight
    let wantsItalic = italic || named.info.isItalic
    if weight == named.info.weight && wantsItalic == named.info.isItalic { return (named, nil) }
    return lock.withLock {
      let members = byFamily[named.info.familyName] ?? []
      let sameStyle = members.filter { entries[$0].info.isItalic == wantsItalic }
      let pool = sameStyle.isEmpty ? members : sameStyle
      let chosen = entries[nearest(in: pool, weight: weight, italic: wantsItalic)]
      var missing: [String] = []
      if chosen.info.weight != weight { missing.append("weight \(weight)") }
      if chosen.info.isItalic != wantsItalic { missing.append(wantsItalic ? "italic" : "upright") }
      let shortfall = missing.isEmpty ? nil
        : "the family \"\(named.info.familyName)\" has no \(missing.joined(separator: " ")) face; drawn with \(chosen.info.postScriptName)"
      return (chosen, shortfall)
    }
  }

  /// The loaded face of a registered PostScript name (read from its file on first use), or nil.
  func face(postScriptName name: String) -> BundledFace? {
    ensureDiscovered()
    lock.lock()
    defer { lock.unlock() }
    if let f = loaded[name] { return f }
    guard !failed.contains(name), let i = byPostScriptName[name] else { return nil }
    let entry = entries[i]
    do {
      let face = try BundledFace.userFace(entry, runNamePrefix: Self.runNamePrefix)
      loaded[name] = face
      return face
    } catch {
      failed.insert(name)
      RenderWarnings.warnOnce("Font file \(entry.url.path)",
                              "Font.custom: the font file \(entry.url.path) could not be loaded (\(error)); \(name) draws as the system font")
      return nil
    }
  }

  /// Registered family names, sorted.
  public var familyNames: [String] {
    ensureDiscovered()
    return lock.withLock { byFamily.keys.sorted() }
  }

  /// The PostScript names of `family`'s faces, sorted.
  public func fontNames(forFamilyName family: String) -> [String] {
    ensureDiscovered()
    return lock.withLock { (byFamily[family] ?? []).map { entries[$0].info.postScriptName }.sorted() }
  }

  /// Changes whenever a face is registered (and differs between registries): part of the keys of
  /// caches that hold shaped text.
  var token: Int {
    ensureDiscovered()
    return lock.withLock { serial << 20 | generation }
  }

  // MARK: - Private

  /// The member of `members` nearest in weight (ties to the heavier above 400, the lighter at
  /// or below, as CSS font matching), preferring `italic`'s style.
  private func nearest(in members: [Int], weight: Int, italic: Bool) -> Int {
    members.min { a, b in
      let x = entries[a].info, y = entries[b].info
      if (x.isItalic == italic) != (y.isItalic == italic) { return x.isItalic == italic }
      let dx = abs(x.weight - weight), dy = abs(y.weight - weight)
      if dx != dy { return dx < dy }
      return weight > 400 ? x.weight > y.weight : x.weight < y.weight
    }!
  }

  private func ensureDiscovered() {
    guard discoversResources else { return }
    lock.lock()
    defer { lock.unlock() }
    guard !discovered else { return }
    discovered = true
    for bundle in FontResourceDiscovery.resourceBundles() { addBundle(bundle) }
    if let main = FontResourceDiscovery.mainBundleAppFonts() {
      for url in main { addWarning(url, source: "UIAppFonts of the main bundle's Info.plist") }
    }
  }

  private func addBundle(_ folder: URL) {
    let listed = FontResourceDiscovery.appFonts(inBundle: folder)
    for url in listed.urls { addWarning(url, source: "UIAppFonts of \(listed.plist ?? folder.path)") }
    for url in FontResourceDiscovery.fontFiles(in: folder) { addWarning(url, source: nil) }
  }

  /// Registers without throwing: a file that fails warns, naming it.
  private func addWarning(_ url: URL, source: String?) {
    do { try add(url) } catch {
      let from = source.map { " (listed in \($0))" } ?? ""
      RenderWarnings.warnOnce("Font file \(url.path)", "Font registration: \(error)\(from); it is not registered")
    }
  }

  @discardableResult
  private func add(_ url: URL) throws(FontFileError) -> [FontFaceInfo] {
    let key = url.standardizedFileURL.resolvingSymlinksInPath().path
    lock.lock()
    if files.contains(key) {
      let faces = entries.filter { $0.url.standardizedFileURL.resolvingSymlinksInPath().path == key }.map(\.info)
      lock.unlock()
      return faces
    }
    lock.unlock()
    let (_, faces) = try FontFileReader.read(url)
    lock.lock()
    defer { lock.unlock() }
    guard files.insert(key).inserted else { return faces }
    for info in faces {
      if let first = byPostScriptName[info.postScriptName] {
        let firstPath = entries[first].url.path
        RenderWarnings.warnOnce("Font duplicate \(info.postScriptName)",
          "Font registration: \(url.path) and \(firstPath) both name a face \"\(info.postScriptName)\"; the first, \(firstPath), is used")
        continue
      }
      insert(Entry(info: info, url: url))
    }
    generation += 1
    return faces
  }

  /// Appends `entry` and indexes it (under the lock).
  private func insert(_ entry: Entry) {
    let index = entries.count
    entries.append(entry)
    byPostScriptName[entry.info.postScriptName] = index
    byFamily[entry.info.familyName, default: []].append(index)
    if byFullName[entry.info.fullName] == nil { byFullName[entry.info.fullName] = index }
  }

  /// The key of `files` for an entry's URL: the resolved path of a file, the URL of memory.
  private static func fileKey(_ url: URL) -> String {
    url.isFileURL ? url.standardizedFileURL.resolvingSymlinksInPath().path : url.absoluteString
  }
}

extension FontRegistry: RegisteredFontNames {
  public func resolve(_ name: String) -> (postScriptName: String, familyName: String)? {
    match(name).map { ($0.info.postScriptName, $0.info.familyName) }
  }

  public func lineMetrics(postScriptName: String) -> (ascent: Double, descent: Double, leading: Double)? {
    face(postScriptName: postScriptName).map { ($0.lineMetrics.ascent, $0.lineMetrics.descent, $0.lineMetrics.leading) }
  }
}
