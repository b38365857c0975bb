import Foundation
import PlumbGraphics

/// The fonts bundled with Plumbline, and the rule that picks one for a `FontDescriptor`.
///
/// Faces come only from PlumbText's resource bundle (`Sources/PlumbText/Fonts`, built by
/// `scripts/subset-fonts.py`) and are read into memory; fontconfig and system fonts are never
/// consulted, so output does not depend on the machine. Faces load on first use and live for the
/// process.
public final class FontLibrary: @unchecked Sendable {
  public static let shared = FontLibrary()

  /// The name of glyph runs that draw "missing glyph" boxes: a character no bundled face covers
  /// (e.g. emoji, Arabic). Each glyph id is the character's first scalar value.
  public static let missingGlyphFontName = "PlumbMissingGlyph"
  /// Advance of a missing-glyph box, in em.
  public static let missingGlyphAdvance = 0.6

  /// Inter's static instances, indexed by weight / 100 - 1 (100 Thin … 900 Black).
  static let interWeights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold",
                             "ExtraBold", "Black"]

  private var faces: [String: BundledFace] = [:]
  private var failures: [String: FontLoadingError] = [:]
  private let lock = NSLock()

  private init() {}

  /// The bundled face called `name` (e.g. "Inter-Bold"), or nil if there is none or it fails to load.
  public func face(named name: String) -> BundledFace? {
    try? loadFace(named: name)
  }

  /// Like `face(named:)`, with the reason when the face is not available.
  public func loadFace(named name: String) throws(FontLoadingError) -> BundledFace {
    lock.lock()
    defer { lock.unlock() }
    if let f = faces[name] { return f }
    if let e = failures[name] { throw e }
    do {
      let f = try Self.read(name)
      faces[name] = f
      return f
    } catch {
      failures[name] = error
      throw error
    }
  }

  /// Where the bundled file of face `name` is (for tools and benchmarks that need a path; the
  /// engine itself reads the file once into memory).
  public func fileURL(named name: String) -> URL? {
    Bundle.module.url(forResource: name, withExtension: Self.fileExtension(name), subdirectory: "Fonts")
  }

  private static func fileExtension(_ name: String) -> String { name.hasPrefix("NotoSansMono") ? "ttf" : "otf" }

  private static func read(_ name: String) throws(FontLoadingError) -> BundledFace {
    guard let url = shared.fileURL(named: name), let data = try? Data(contentsOf: url) else {
      throw .missingResource("\(name).\(fileExtension(name))")
    }
    return try BundledFace(name: name, data: data)
  }

  /// The faces a descriptor uses, in fallback order: its primary (Latin) face, then the CJK face.
  /// Characters neither covers draw as missing-glyph boxes.
  ///
  /// Weights round to the nearest hundred (clamped to 100…900) and pick Inter's static instance
  /// of that weight (upright or italic). `.monospaced` picks Noto Sans Mono (Regular below 600,
  /// Bold from 600; italic is a synthetic oblique). `.serif` and `.rounded` use Inter: no serif
  /// or rounded face is bundled. The CJK face is Noto Sans CJK SC Regular below 600 and Bold from
  /// 600, with a synthetic oblique for italic.
  public func fallbackChain(for font: FontDescriptor) -> FaceChain {
    let weight = Self.clampedWeight(font.weight)
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
    let cjkName = weight >= 600 ? "NotoSansCJKsc-Bold" : "NotoSansCJKsc-Regular"
    let faces = [primaryName, cjkName].compactMap { face(named: $0) }
    return FaceChain(faces: faces, primarySkew: skew, cjkSkew: font.italic ? FaceChain.syntheticObliqueSkew : 0)
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

  public var faces: [BundledFace]
  var primarySkew: Double
  var cjkSkew: Double

  /// Skew for glyphs of the face at `index` in `faces`.
  func skew(forFaceAt index: Int) -> Double { index == 0 ? primarySkew : cjkSkew }
}
