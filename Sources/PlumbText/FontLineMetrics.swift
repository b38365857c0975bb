import CFreeType
import Foundation
import PlumbGraphics

/// A face's vertical line metrics in em: what spaces the lines of text drawn in it.
///
/// The bundled faces all stand in for the system font and use SF Pro's metrics (`system`), so
/// system text is laid out as on iOS whatever face draws a glyph. An app font uses its own, read
/// as Core Text reads them: the `hhea` table's ascender, descender and line gap, whether or not
/// the OS/2 `USE_TYPO_METRICS` bit is set (docs/fonts.md, "Line height": M). A line is
/// `ascent + descent + leading` tall, its baseline `ascent` below its top.
public struct FontLineMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the line's top, in em (positive).
  public var ascent: Double
  /// Distance from the baseline down to the bottom of the glyphs' area, in em (positive).
  public var descent: Double
  /// Extra space below the descent (the font's line gap), in em (zero or positive).
  public var leading: Double

  public init(ascent: Double, descent: Double, leading: Double = 0) {
    self.ascent = ascent; self.descent = descent; self.leading = leading
  }

  /// SF Pro's: ascent 1950 and descent 494 of 2048 units, no line gap (1.1934 em).
  public static let system = FontLineMetrics(ascent: 1950.0 / 2048, descent: 494.0 / 2048, leading: 0)

  /// The line height in em.
  public var height: Double { ascent + descent + leading }

  /// The larger of each metric (a line holding glyphs of both faces, as a CTLine takes the
  /// largest ascent, descent and leading of its runs).
  func union(_ other: FontLineMetrics) -> FontLineMetrics {
    FontLineMetrics(ascent: max(ascent, other.ascent), descent: max(descent, other.descent),
                    leading: max(leading, other.leading))
  }

  /// Each metric is clamped to this many em: beyond it a font's numbers are taken as damaged.
  static let maximumEm = 4.0
  /// A line shorter than this (ascent + descent, in em) means the table's numbers are unusable.
  static let minimumHeightEm = 0.25

  /// Picks the metrics from a font's tables (font units): `hhea` first; when its ascender and
  /// descender are unusable (zero, inverted, or a line under a quarter em), OS/2's typographic
  /// metrics, then its Windows metrics, then SF Pro's; each value clamped to 0…4 em. Returns
  /// what was wrong, for a warning, when the `hhea` numbers were not used as they are.
  static func choose(unitsPerEm: Int, hhea: (ascender: Int, descender: Int, lineGap: Int)?,
                     typo: (ascender: Int, descender: Int, lineGap: Int)?,
                     win: (ascent: Int, descent: Int)?) -> (metrics: FontLineMetrics, problem: String?) {
    guard unitsPerEm > 0 else { return (.system, "it has no units per em") }
    let em = Double(unitsPerEm)
    func usable(_ ascent: Int, _ descent: Int) -> Bool {
      ascent > 0 && descent >= 0 && Double(ascent + descent) / em >= minimumHeightEm
    }
    var picked: (ascent: Int, descent: Int, gap: Int)?
    var problem: String?
    if let h = hhea {
      if usable(h.ascender, -h.descender) {
        picked = (h.ascender, -h.descender, h.lineGap)
      } else {
        problem = "its hhea ascender \(h.ascender) and descender \(h.descender) (of \(unitsPerEm) units per em) make no line"
      }
    } else {
      problem = "it has no hhea table"
    }
    if picked == nil, let t = typo, usable(t.ascender, -t.descender) {
      picked = (t.ascender, -t.descender, t.lineGap)
      problem! += "; its OS/2 typographic metrics are used"
    }
    if picked == nil, let w = win, usable(w.ascent, w.descent) {
      picked = (w.ascent, w.descent, 0)
      problem! += "; its OS/2 Windows metrics are used"
    }
    guard let p = picked else {
      return (.system, (problem ?? "") + "; the system font's metrics are used")
    }
    var clamped: [String] = []
    func clamp(_ units: Int, _ name: String) -> Double {
      let v = Double(units) / em
      if v > maximumEm { clamped.append("\(name) \(units)"); return maximumEm }
      if v < 0 { clamped.append("\(name) \(units)"); return 0 }
      return v
    }
    let metrics = FontLineMetrics(ascent: clamp(p.ascent, "ascent"), descent: clamp(p.descent, "descent"),
                                  leading: clamp(p.gap, "line gap"))
    if !clamped.isEmpty {
      let note = "its \(clamped.joined(separator: ", ")) (of \(unitsPerEm) units per em) are clamped to 0…\(Int(maximumEm)) em"
      problem = problem.map { $0 + "; " + note } ?? note
    }
    return (metrics, problem)
  }

  /// The metrics of an app font's face, read with FreeType from its `hhea` and OS/2 tables
  /// (never FreeType's own guesses). Bad numbers warn once, naming the file, and are replaced
  /// (`choose`); a face FreeType cannot open gets SF Pro's.
  static func read(_ data: Data, faceIndex: Int, path: String) -> FontLineMetrics {
    let chosen: (metrics: FontLineMetrics, problem: String?) = data.withUnsafeBytes { raw in
      guard let face = FreeTypeLibrary.shared.openFace(raw, index: faceIndex) else {
        return (.system, "FreeType cannot open it; the system font's metrics are used")
      }
      defer { FreeTypeLibrary.shared.closeFace(face) }
      let unitsPerEm = Int(face.pointee.units_per_EM)
      var hhea: (Int, Int, Int)?
      if let h = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self) {
        hhea = (Int(h.pointee.Ascender), Int(h.pointee.Descender), Int(h.pointee.Line_Gap))
      }
      var typo: (Int, Int, Int)?
      var win: (Int, Int)?
      if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
         os2.pointee.version != 0xFFFF {
        let o = os2.pointee
        typo = (Int(o.sTypoAscender), Int(o.sTypoDescender), Int(o.sTypoLineGap))
        win = (Int(o.usWinAscent), Int(o.usWinDescent))
      }
      return choose(unitsPerEm: unitsPerEm, hhea: hhea, typo: typo, win: win)
    }
    if let problem = chosen.problem {
      RenderWarnings.warnOnce("Font metrics \(path) \(faceIndex)",
                              "Font.custom: the line metrics of \(path) are unusable as they are: \(problem)")
    }
    return chosen.metrics
  }
}
