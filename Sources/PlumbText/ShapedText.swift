import Foundation
import PlumbGraphics

/// A string shaped into grapheme clusters, each with its advance and glyphs, ready for line
/// breaking. Shaping happens once per paragraph run, so kerning and ligatures are kept; a line
/// reuses the positions of the clusters it holds.
struct ShapedText {
  /// One user-perceived character (a Swift `Character`) and what draws it.
  struct Cluster {
    enum Kind: Equatable { case visible, space, newline, invisible }
    var character: Character
    /// Offset of the cluster in the original string, in UTF-16 units.
    var utf16Offset: Int
    var kind: Kind
    /// Index into the face chain; -1 = missing-glyph box.
    var face: Int
    /// Width in points, tracking included.
    var advance: Double
    var glyphs: [Glyph]
    /// The UAX #9 embedding level (FriBidi): even = left to right, odd = right to left.
    var level: Int8 = 0
    /// The span of a styled text this cluster belongs to (TextEngine's flow; 0 for plain text).
    var span = 0
  }

  /// A glyph placed relative to its cluster's origin on the baseline (y down), in points.
  struct Glyph {
    var id: UInt32
    var dx: Double
    var dy: Double
  }

  var clusters: [Cluster]
  /// The first scalar of each visible cluster that no bundled face covers (drawn as a box), in
  /// text order; `TextEngine` warns about them each time the text is laid out.
  var missing: [Unicode.Scalar]
  /// Each paragraph's resolved level (0 left to right, 1 right to left), indexed by paragraph
  /// (paragraphs end after each newline cluster).
  var paragraphLevels: [Int8]

  /// Shapes `text` at `size` with the faces of `chain`. Controls other than newlines and tabs are
  /// dropped (zero width); tabs and newlines shape as spaces. Bidi levels come from FriBidi per
  /// paragraph; each run of one face and one level is shaped in its direction.
  init(_ text: String, chain: FaceChain, size: Double, direction: TextBaseDirection = .natural,
       weight: Int = 400, design: FontDescriptor.Design = .default, tabularDigits: Bool = false) {
    var clusters: [Cluster] = []
    var missing: [Unicode.Scalar] = []
    var offset = 0
    for c in text {
      let width = c.utf16.count
      defer { offset += width }
      let kind: Cluster.Kind
      if c.isNewline { kind = .newline }
      else if c == "\t" || LineBreaking.isSpace(c) { kind = .space }
      else if c.unicodeScalars.allSatisfy({
        $0.properties.generalCategory == .control || $0.properties.isDefaultIgnorableCodePoint
      }) { kind = .invisible }
      else { kind = .visible }
      var face = -1
      let shapedAs = Self.shapingText(c, kind)
      if kind != .invisible {
        face = Self.face(for: shapedAs, in: chain)
        if face < 0, kind == .visible, let first = c.unicodeScalars.first { missing.append(first) }
      }
      clusters.append(Cluster(character: c, utf16Offset: offset, kind: kind, face: face,
                              advance: 0, glyphs: []))
    }
    paragraphLevels = Bidi.resolveLevels(&clusters, direction: direction)
    // Shape each run of clusters that share a face and a level.
    var i = 0
    while i < clusters.count {
      let face = clusters[i].face, level = clusters[i].level
      var j = i + 1
      while j < clusters.count && clusters[j].face == face && clusters[j].level == level
              && clusters[j].kind != .invisible { j += 1 }
      if clusters[i].kind == .invisible {
        i += 1
        continue
      }
      if face < 0 {
        for k in i..<j where clusters[k].kind != .invisible {
          let scalar = clusters[k].character.unicodeScalars.first!.value
          clusters[k].advance = FontLibrary.missingGlyphAdvance * size
          clusters[k].glyphs = [Glyph(id: scalar, dx: 0, dy: 0)]
        }
      } else {
        Self.shapeRun(&clusters[i..<j], face: chain.faces[face], size: size, rightToLeft: level % 2 == 1,
                      weight: weight, design: design, tabularDigits: tabularDigits)
      }
      i = j
    }
    self.clusters = clusters
    self.missing = missing
  }

  /// The face of `chain` that draws `c`: emoji-presentation clusters (emoji by default, or made
  /// emoji by U+FE0F, a skin tone or a ZWJ sequence) try the colour emoji face first; everything
  /// else takes the first face that covers it. -1 when no face does.
  static func face(for c: Character, in chain: FaceChain) -> Int {
    if isEmojiPresentation(c), chain.faces[chain.emojiIndex].covers(c) { return chain.emojiIndex }
    return chain.faces.firstIndex { $0.covers(c) } ?? -1
  }

  static func isEmojiPresentation(_ c: Character) -> Bool {
    let scalars = c.unicodeScalars
    guard let first = scalars.first, first.properties.isEmoji else { return false }
    if first.properties.isEmojiPresentation { return true }
    return scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D || (0x1F3FB...0x1F3FF).contains($0.value) }
  }

  /// What HarfBuzz is given for a cluster: newlines and tabs become a space.
  private static func shapingText(_ c: Character, _ kind: Cluster.Kind) -> Character {
    kind == .newline || c == "\t" ? " " : c
  }

  private static func shapeRun(_ run: inout ArraySlice<Cluster>, face: BundledFace, size: Double,
                               rightToLeft: Bool, weight: Int, design: FontDescriptor.Design,
                               tabularDigits: Bool) {
    var utf16: [UInt16] = []
    var starts: [Int] = []   // UTF-16 start of each cluster in `utf16`
    for c in run {
      starts.append(utf16.count)
      utf16 += shapingText(c.character, c.kind).utf16
    }
    let scale = size / Double(face.unitsPerEm)
    let tracking = Self.tracking(face: face, size: size, weight: weight, design: design)
    // HarfBuzz gives glyphs in visual order (right-to-left runs come out reversed, clusters
    // descending). Each glyph goes to the cluster holding its UTF-16 offset; a cluster's glyphs
    // are placed from its visual left edge, so a line can put clusters in any visual order.
    let glyphs = face.shape(utf16, rightToLeft: rightToLeft, tabularDigits: tabularDigits)
    var left = [Double](repeating: .nan, count: starts.count)
    var owner: [Int] = []
    var pen = 0.0
    var pens: [Double] = []
    for g in glyphs {
      var lo = 0, hi = starts.count - 1   // the last start <= g.cluster
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if starts[mid] <= g.cluster { lo = mid } else { hi = mid - 1 }
      }
      owner.append(lo)
      pens.append(pen)
      if left[lo].isNaN { left[lo] = pen }
      pen += Double(g.xAdvance) * scale
    }
    let base = run.startIndex
    for (k, g) in glyphs.enumerated() {
      let index = owner[k]
      run[base + index].glyphs.append(Glyph(id: g.glyph, dx: pens[k] - left[index] + Double(g.xOffset) * scale,
                                            dy: -Double(g.yOffset) * scale))
      run[base + index].advance += Double(g.xAdvance) * scale
    }
    if tracking != 0 {
      for k in run.indices where run[k].advance > 0 { run[k].advance += tracking }
      // Glyphs after the first cluster of a ligature keep their places; tracking only adds space
      // after each cluster.
    }
  }

  /// Letter spacing in points, fitted so that the bundled faces draw text as wide as iOS draws SF
  /// Pro, SF Pro Rounded, New York and SF Mono (docs/text.md, "How wide text is"; fitted on the
  /// cited table of iOS text extents, docs/text-extents): for Inter,
  /// t = −0.05054 + 0.34758·e^(−0.16·s) + 0.0057·max(weight − 400, 0)/100 em, s the size clamped to
  /// 10…60 pt, less 0.0118 em for `.rounded` and plus 0.0187 em for `.serif`; Noto Sans Mono
  /// (standing in for SF Mono) +0.0144 em. Other faces (fallbacks, app fonts) are not tracked.
  static func tracking(face: BundledFace, size: Double, weight: Int, design: FontDescriptor.Design) -> Double {
    // A user's own system font is spaced by its own `trak` table, as Core Text spaces it.
    if let table = face.trackingTable { return table.value(atSize: size) / Double(face.unitsPerEm) * size }
    if face.name.hasPrefix("NotoSansMono") { return 0.0144 * size }
    guard face.name.hasPrefix("Inter") else { return 0 }
    let s = min(max(size, 10), 60)
    var t = -0.05054 + 0.34758 * exp(-0.16 * s) + 0.0057 * Double(max(weight - 400, 0)) / 100
    if design == .rounded { t -= 0.0118 }
    if design == .serif { t += 0.0187 }
    return t * size
  }
}
