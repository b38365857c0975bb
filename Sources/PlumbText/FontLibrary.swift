import Foundation
import PlumbGraphics

/// The fonts bundled with Plumbline, and the rule that picks them for a `FontDescriptor`.
///
/// Faces come only from PlumbText's resource bundle (`Sources/PlumbText/Fonts`, built by
/// `scripts/subset-fonts.py`) and are read into memory; fontconfig and system fonts are never
/// consulted, so output does not depend on the machine. Faces load on first use and live for the
/// process. A bundled face whose file is missing is an error (`FontLoadingError.missingResource`),
/// never a silent fallback: text laid out without it fails to render (see docs/text.md).
public final class FontLibrary: @unchecked Sendable {
  public static let shared = FontLibrary(directory: nil)

  /// The library text is laid out and drawn with: `shared`, unless a test pointed the loader at
  /// another folder with `withFonts(in:_:)`.
  public static var current: FontLibrary { override ?? shared }

  @TaskLocal static var override: FontLibrary?

  /// Runs `body` with fonts read from `directory` instead of the bundle (a test hook: an empty
  /// folder shows what happens when the bundled fonts are missing at run time).
  static func withFonts<T>(in directory: URL, _ body: () throws -> T) rethrows -> T {
    try $override.withValue(FontLibrary(directory: directory)) { try body() }
  }

  /// The name of glyph runs that draw "missing glyph" boxes: a character no bundled face covers
  /// (it also warns once per script). Each glyph id is the character's first scalar value.
  public static let missingGlyphFontName = "PlumbMissingGlyph"
  /// Advance of a missing-glyph box, in em.
  public static let missingGlyphAdvance = 0.6

  /// Inter's static instances, indexed by weight / 100 - 1 (100 Thin … 900 Black).
  static let interWeights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold",
                             "ExtraBold", "Black"]

  /// The fallback faces after the primary one, in order, as (regular, bold) file names: Chinese,
  /// Korean, Arabic, Hebrew, Devanagari, Thai. Colour emoji is last and has one weight.
  static let scriptFaces: [(regular: String, bold: String)] = [
    ("NotoSansCJKsc-Regular", "NotoSansCJKsc-Bold"), ("NotoSansCJKkr-Regular", "NotoSansCJKkr-Bold"),
    ("NotoSansArabic-Regular", "NotoSansArabic-Bold"), ("NotoSansHebrew-Regular", "NotoSansHebrew-Bold"),
    ("NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold"), ("NotoSansThai-Regular", "NotoSansThai-Bold"),
  ]
  static let emojiFace = "NotoColorEmoji"

  /// Where the font files are read from; nil = PlumbText's bundle.
  private let directory: URL?
  private var faces: [String: BundledFace] = [:]
  private var failures: [String: FontLoadingError] = [:]
  private var chains: [ChainKey: FaceChain] = [:]
  private let lock = NSLock()

  private struct ChainKey: Hashable {
    var weight: Int
    var design: FontDescriptor.Design
    var italic: Bool
    /// The user's system font set (0: the bundled stand-ins) and whether the size takes its
    /// Display family.
    var systemSet = 0
    var display = false
  }

  /// The run name of text laid out while the user's system fonts could not be loaded: drawing it
  /// fails with the reason (BundledFontCheck), so no picture is drawn in the wrong fonts.
  public static let systemFontsUnavailableName = "PlumbSystemFontsUnavailable"

  private init(directory: URL?) { self.directory = directory }

  /// The bundled face called `name` (e.g. "Inter-Bold"), or nil if there is none or it fails to load.
  public func face(named name: String) -> BundledFace? {
    if name.hasPrefix(SystemFontSet.runNamePrefix) {
      return SystemFontSet.currentSet?.face(postScriptName: String(name.dropFirst(SystemFontSet.runNamePrefix.count)))
    }
    if name.hasPrefix(FontRegistry.runNamePrefix) {
      return FontRegistry.current.face(postScriptName: String(name.dropFirst(FontRegistry.runNamePrefix.count)))
    }
    return try? loadFace(named: name)
  }

  /// Like `face(named:)`, with the reason when the face is not available.
  public func loadFace(named name: String) throws(FontLoadingError) -> BundledFace {
    if name == Self.systemFontsUnavailableName || name.hasPrefix(SystemFontSet.runNamePrefix) {
      switch SystemFontSet.current {
      case .failure(let error)?: throw .systemFonts(error.description)
      case .success(let set)?:
        if let face = set.face(postScriptName: String(name.dropFirst(SystemFontSet.runNamePrefix.count))) { return face }
        throw .systemFonts("the face \(name) is not in the system font folder \(set.folder.path)")
      case nil: throw .systemFonts("text was laid out with system fonts that this run does not have (\(name))")
      }
    }
    lock.lock()
    defer { lock.unlock() }
    if let f = faces[name] { return f }
    if let e = failures[name] { throw e }
    do {
      let f = try read(name)
      faces[name] = f
      return f
    } catch {
      failures[name] = error
      throw error
    }
  }

  /// Whether `name` is one of the faces Plumbline bundles (whether or not its file is present).
  public static func isBundledFaceName(_ name: String) -> Bool {
    name.hasPrefix("Inter-") || name.hasPrefix("NotoSans") || name == emojiFace
  }

  /// Where the bundled file of face `name` is (for tools and benchmarks that need a path; the
  /// engine itself reads the file once into memory).
  public func fileURL(named name: String) -> URL? {
    let file = Self.fileName(name)
    if let directory {
      let url = directory.appendingPathComponent(file)
      return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
    return Bundle.module.url(forResource: name, withExtension: Self.fileExtension(name), subdirectory: "Fonts")
  }

  /// The file a face is read from, e.g. "Inter-Bold.otf".
  static func fileName(_ name: String) -> String { "\(name).\(fileExtension(name))" }

  private static func fileExtension(_ name: String) -> String {
    name.hasPrefix("Inter-") || name.hasPrefix("NotoSansCJK") ? "otf" : "ttf"
  }

  private func read(_ name: String) throws(FontLoadingError) -> BundledFace {
    guard let url = fileURL(named: name), let data = try? Data(contentsOf: url) else {
      throw .missingResource(Self.fileName(name))
    }
    return try BundledFace(name: name, data: data)
  }

  /// The faces a descriptor uses, in fallback order: its primary (Latin) face, Noto Sans CJK SC
  /// (Chinese), Noto Sans CJK KR (Hangul), Noto Sans Arabic, Hebrew, Devanagari, Thai, then Noto
  /// Color Emoji. A cluster takes the first face that covers it, except that emoji-presentation
  /// clusters try the emoji face first (`ShapedText`); a cluster no face covers draws as a
  /// missing-glyph box and warns. Throws if a bundled face's file is missing or unreadable.
  ///
  /// Weights round to the nearest hundred (clamped to 100…900) and pick Inter's static instance
  /// of that weight (upright or italic). `.monospaced` picks Noto Sans Mono (Regular below 600,
  /// Bold from 600; italic is a synthetic oblique). `.serif` and `.rounded` use Inter: no serif
  /// or rounded face is bundled. The script faces are Regular below 600 and Bold from 600, with a
  /// synthetic oblique for italic; emoji are never slanted.
  ///
  /// With a user's own system fonts (`SystemFontSet.current`), their face for the design, size
  /// and weight comes first instead (docs/fonts.md, "Your own Apple fonts"); a set that failed to
  /// load throws, so nothing is drawn in the stand-ins by mistake.
  public func fallbackChain(for font: FontDescriptor) throws(FontLoadingError) -> FaceChain {
    if let request = font.custom, let chain = try customChain(for: font, request: request) { return chain }
    let weight = Self.clampedWeight(font.weight)
    var key = ChainKey(weight: weight, design: font.design, italic: font.italic)  // custom: see customChain
    var system: SystemFontSet?
    switch SystemFontSet.current {
    case .failure(let error)?: throw .systemFonts(error.description)
    case .success(let set)?:
      system = set
      key.systemSet = set.serial
      key.display = font.size >= SystemFontSet.displaySize
      // The face's own weight is used as asked (a set may hold every weight).
      key.weight = font.weight
    case nil: break
    }
    if let chain = lock.withLock({ chains[key] }) { return chain }
    if let system, let face = system.face(design: font.design, size: font.size, weight: font.weight, italic: font.italic) {
      let script = try Self.scriptFaces.map { names throws(FontLoadingError) in try loadFace(named: weight >= 600 ? names.bold : names.regular) }
      let emoji = try loadFace(named: Self.emojiFace)
      let oblique = font.italic ? FaceChain.syntheticObliqueSkew : 0
      let chain = FaceChain(faces: [face] + script + [emoji],
                            skews: [font.italic && !face.isItalic ? oblique : 0] + script.map { _ in oblique } + [0])
      lock.withLock { chains[key] = chain }
      return chain
    }
    let primaryName: String
    var skew = 0.0
    switch font.design {
    case .monospaced:
      primaryName = weight >= 600 ? "NotoSansMono-Bold" : "NotoSansMono-Regular"
      if font.italic { skew = FaceChain.syntheticObliqueSkew }
    case .default, .serif, .rounded:
      let base = Self.interWeights[weight / 100 - 1]
      if font.italic {
        primaryName = base == "Regular" ? "Inter-Italic" : "Inter-\(base)Italic"
      } else {
        primaryName = "Inter-\(base)"
      }
    }
    let names = [primaryName] + Self.scriptFaces.map { weight >= 600 ? $0.bold : $0.regular } + [Self.emojiFace]
    var faces: [BundledFace] = []
    for name in names { faces.append(try loadFace(named: name)) }
    let fallbackSkew = font.italic ? FaceChain.syntheticObliqueSkew : 0
    let chain = FaceChain(faces: faces, skews: [skew] + Array(repeating: fallbackSkew, count: faces.count - 2) + [0])
    lock.withLock { chains[key] = chain }
    return chain
  }

  /// The weight rounded to the nearest bundled instance (100…900).
  static func clampedWeight(_ w: Int) -> Int {
    let rounded = Int((Double(w) / 100).rounded()) * 100
    return min(900, max(100, rounded))
  }
}

/// The faces one descriptor falls back through, with the synthetic oblique each needs.
public struct FaceChain: Sendable {
  /// The horizontal shear of a synthetic oblique (tan of about 11°, as Apple's synthetic italic).
  public static let syntheticObliqueSkew = 0.2

  /// Primary face first, colour emoji last.
  public var faces: [BundledFace]
  /// The synthetic oblique of each face (0 for upright designs, italic designs and emoji).
  var skews: [Double]

  /// Index of the colour emoji face in `faces`.
  var emojiIndex: Int { faces.count - 1 }

  /// Skew for glyphs of the face at `index` in `faces`.
  func skew(forFaceAt index: Int) -> Double { skews[index] }
}
