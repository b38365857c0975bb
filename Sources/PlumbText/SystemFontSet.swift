import Foundation
import PlumbGraphics

/// Apple's system fonts from a folder on the user's own machine, drawn in place of the bundled
/// stand-ins, so that text is as wide and as tall as on iOS (docs/fonts.md, "Your own Apple fonts").
///
/// Plumbline never bundles, downloads or looks for Apple's fonts: a set exists only when the user
/// names a folder (`PLUMB_SYSTEM_FONTS`, or plumb.json's `systemFonts`). Its files are matched to
/// the system font's designs by family name (`Families`; tests map a stand-in face's family), text
/// under 20 pt takes the Text family and larger text the Display one (SF Pro's optical sizes),
/// each face keeps its own line metrics and `trak` letter spacing, and the set's files are part of
/// the renderer fingerprint, so a golden recorded with other fonts is named as such.
public final class SystemFontSet: @unchecked Sendable {
  /// Which family names stand for which design of the system font.
  public struct Families: Hashable, Sendable, Codable {
    /// Text under `displaySize` points (SF Pro Text).
    public var text: String
    /// Text from `displaySize` points (SF Pro Display).
    public var display: String
    /// `.rounded` (SF Pro Rounded).
    public var rounded: String
    /// `.monospaced` (SF Mono).
    public var monospaced: String
    /// `.serif` under `displaySize` points (New York Small).
    public var serifText: String
    /// `.serif` from `displaySize` points (New York Large).
    public var serifDisplay: String

    public init(text: String, display: String, rounded: String, monospaced: String, serifText: String,
                serifDisplay: String) {
      self.text = text; self.display = display; self.rounded = rounded; self.monospaced = monospaced
      self.serifText = serifText; self.serifDisplay = serifDisplay
    }

    /// The family names of Apple's static font files.
    public static let apple = Families(text: "SF Pro Text", display: "SF Pro Display", rounded: "SF Pro Rounded",
                                       monospaced: "SF Mono", serifText: "New York Small", serifDisplay: "New York Large")

    var all: [String] { [text, display, rounded, monospaced, serifText, serifDisplay] }
  }

  /// The size from which the Display family draws (SF Pro's cut-over between its optical sizes).
  public static let displaySize = 20.0

  /// The folder the faces came from.
  public let folder: URL
  public let families: Families
  /// The renderer fingerprint part, e.g. `system fonts 18x 3f9c2a0b71de (SF Pro Text, SF Pro Display)`.
  public let fingerprint: String
  /// Distinguishes sets in the caches of shaped text.
  let serial: Int

  private let entries: [FontRegistry.Entry]
  private var loaded: [String: BundledFace] = [:]
  private let lock = NSLock()

  /// The prefix of glyph runs drawn in a face of the set (`system:SFProText-Regular`).
  public static let runNamePrefix = "system:"

  nonisolated(unsafe) private static var serials = 0
  private static let staticLock = NSLock()

  /// Reads the font files in `folder` (not its subfolders) and keeps the faces of `families`.
  /// Throws, naming the folder and what it holds, when no face of those families is there.
  public init(folder: URL, families: Families = .apple) throws(SystemFontError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw .notAFolder(folder.path)
    }
    var kept: [FontRegistry.Entry] = []
    var others: Set<String> = []
    var heads: [(name: String, head: [UInt8])] = []
    for url in FontResourceDiscovery.fontFiles(in: folder) where url.deletingLastPathComponent().path == folder.path {
      // The folder may be named by a plumb.json a pull request changed: a file that resolves
      // (after symbolic links) outside it is not read (docs/security.md).
      guard ResolvedPath.isInside(url.path, root: folder.path) else {
        RenderWarnings.warnOnce("System font file \(url.path)", "System fonts: \(url.path) resolves to "
          + "\(ResolvedPath.resolved(url.path)), outside the folder \(folder.path); it is not read")
        continue
      }
      let faces: [FontFaceInfo]
      do { faces = try FontFileReader.read(url).faces } catch {
        RenderWarnings.warnOnce("System font file \(url.path)", "System fonts: \(error); it is not used")
        continue
      }
      let wanted = faces.filter { families.all.contains($0.familyName) }
      others.formUnion(faces.map(\.familyName).filter { !families.all.contains($0) })
      guard !wanted.isEmpty else { continue }
      kept += wanted.map { FontRegistry.Entry(info: $0, url: url) }
      heads.append((url.lastPathComponent, FontFingerprint.headFields(of: url.path)))
    }
    guard !kept.isEmpty else {
      throw .noFamilies(folder: folder.path, wanted: families.all, found: others.sorted())
    }
    self.folder = folder
    self.families = families
    entries = kept
    let present = families.all.filter { f in kept.contains { $0.info.familyName == f } }
    var unique: [String] = []
    for f in present where !unique.contains(f) { unique.append(f) }
    fingerprint = "system " + FontFingerprint.of(heads: heads.sorted { $0.name < $1.name })
      + " (" + unique.joined(separator: ", ") + ")"
    serial = Self.staticLock.withLock { Self.serials += 1; return Self.serials }
  }

  /// The face that draws `design` at `size` points in `weight` (italic or not), or nil when the
  /// set has no face of that design's family (the bundled stand-in draws it; warned once).
  func face(design: FontDescriptor.Design, size: Double, weight: Int, italic: Bool) -> BundledFace? {
    let large = size >= Self.displaySize
    let preferred: [String]
    switch design {
    case .default: preferred = large ? [families.display, families.text] : [families.text, families.display]
    case .rounded: preferred = [families.rounded]
    case .monospaced: preferred = [families.monospaced]
    case .serif: preferred = large ? [families.serifDisplay, families.serifText] : [families.serifText, families.serifDisplay]
    }
    guard let family = preferred.first(where: { f in entries.contains { $0.info.familyName == f } }) else {
      RenderWarnings.warnOnce("System fonts \(folder.path) \(design)",
        "System fonts: \(folder.path) has no \(preferred.joined(separator: " or ")) face, so \(design) text is drawn "
        + "with the bundled stand-in (docs/fonts.md, \"Your own Apple fonts\")")
      return nil
    }
    if family != preferred[0] {
      RenderWarnings.warnOnce("System fonts \(folder.path) \(preferred[0])",
        "System fonts: \(folder.path) has no \(preferred[0]) face; \(family) draws that text instead")
    }
    let members = entries.filter { $0.info.familyName == family }
    let sameStyle = members.filter { $0.info.isItalic == italic }
    let pool = sameStyle.isEmpty ? members : sameStyle
    let chosen = pool.min { a, b in
      let da = abs(a.info.weight - weight), db = abs(b.info.weight - weight)
      return da != db ? da < db : (weight > 400 ? a.info.weight > b.info.weight : a.info.weight < b.info.weight)
    }!
    return load(chosen)
  }

  /// The loaded face of one of the set's PostScript names (for drawing a run that names it).
  func face(postScriptName name: String) -> BundledFace? {
    guard let entry = entries.first(where: { $0.info.postScriptName == name }) else { return nil }
    return load(entry)
  }

  private func load(_ entry: FontRegistry.Entry) -> BundledFace? {
    let name = entry.info.postScriptName
    if let f = lock.withLock({ loaded[name] }) { return f }
    do {
      let face = try BundledFace.userFace(entry, runNamePrefix: Self.runNamePrefix, readsTracking: true)
      lock.withLock { loaded[name] = face }
      return face
    } catch {
      RenderWarnings.warnOnce("System font file \(entry.url.path)",
                              "System fonts: \(entry.url.path) could not be loaded (\(error)); the bundled stand-in draws its text")
      return nil
    }
  }

  // MARK: - Which set is used

  /// The set text is drawn with: the render session's (`withSystemFonts`: a test's, or the one the
  /// CLI makes from plumb.json), else the folder named by `PLUMB_SYSTEM_FONTS`, else none.
  public static var current: Result<SystemFontSet, SystemFontError>? {
    switch RenderSession.current[Scoped.self] {
    case .standIns?: return nil
    case .loaded(let set)?: return .success(set)
    case .failed(let error)?: return .failure(error)
    case nil: return environmentSet
    }
  }

  /// The set in use, or nil (none, or one that failed to load).
  public static var currentSet: SystemFontSet? {
    if case .success(let set)? = current { return set }
    return nil
  }

  /// Runs `body` with `set` as the system fonts (nil: the bundled stand-ins), in a render session
  /// that the CLI's worker threads carry (RenderSession).
  public static func withSystemFonts<T>(_ set: SystemFontSet?, _ body: () throws -> T) rethrows -> T {
    var session = RenderSession.current
    session[Scoped.self] = set.map(Scoped.Choice.loaded) ?? .standIns
    return try session.run(body)
  }

  /// Async form of `withSystemFonts(_:_:)`; `body` runs on the caller's actor.
  public static func withSystemFonts<T>(_ set: SystemFontSet?, isolation: isolated (any Actor)? = #isolation,
                                        _ body: () async throws -> T) async rethrows -> T {
    var session = RenderSession.current
    session[Scoped.self] = set.map(Scoped.Choice.loaded) ?? .standIns
    return try await session.run(isolation: isolation, body)
  }

  /// Runs `body` with `result` as the system fonts (a set, or the error a failed one gave).
  static func withResult<T>(_ result: Result<SystemFontSet, SystemFontError>, _ body: () throws -> T) rethrows -> T {
    var session = RenderSession.current
    switch result {
    case .success(let set): session[Scoped.self] = .loaded(set)
    case .failure(let error): session[Scoped.self] = .failed(error)
    }
    return try session.run(body)
  }

  /// What a render session says of the system fonts; nil: nothing (the environment's set is used).
  enum Scoped: RenderSessionKey {
    enum Choice: Sendable { case standIns, loaded(SystemFontSet), failed(SystemFontError) }
    static let defaultValue: Choice? = nil
  }

  /// The environment variable naming the folder of the user's own Apple fonts.
  public static let environmentVariable = "PLUMB_SYSTEM_FONTS"

  /// Whether `PLUMB_SYSTEM_FONTS` is set (it then wins over plumb.json's `systemFonts`).
  public static var environmentNamesAFolder: Bool {
    !(ProcessInfo.processInfo.environment[environmentVariable] ?? "").isEmpty
  }

  /// The set of `PLUMB_SYSTEM_FONTS`, read once per process (the environment does not change).
  private static let environmentSet: Result<SystemFontSet, SystemFontError>? = {
    guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return nil }
    return Result { () throws(SystemFontError) in try SystemFontSet(folder: URL(fileURLWithPath: path)) }
      .mapError { $0.naming("\(environmentVariable)=\(path)") }
  }()
}

/// Why a user's system fonts cannot be used; each case names the folder.
public enum SystemFontError: Error, CustomStringConvertible, Equatable {
  case notAFolder(String)
  case noFamilies(folder: String, wanted: [String], found: [String])
  indirect case configured(by: String, SystemFontError)

  func naming(_ source: String) -> SystemFontError { .configured(by: source, self) }

  public var description: String {
    switch self {
    case .notAFolder(let path): "the system font folder \(path) does not exist or is not a folder"
    case .noFamilies(let folder, let wanted, let found):
      "the system font folder \(folder) holds no face of \(Array(Set(wanted)).sorted().joined(separator: ", "))"
        + (found.isEmpty ? " (it holds no readable .ttf, .otf or .ttc file)" : "; it holds \(found.prefix(12).joined(separator: ", "))")
        + " (docs/fonts.md, \"Your own Apple fonts\")"
    case .configured(let source, let inner): "\(inner) (set by \(source))"
    }
  }
}
