import Foundation
import PlumbGraphics

/// Measures and lays out text with the bundled fonts: the real implementation of `TextMeasuring`
/// that PlumbUI is given in place of the fixed-metrics test font.
///
/// Pipeline: the string is split into grapheme clusters, each given the first face of the
/// descriptor's fallback chain that covers it (Inter or Noto Sans Mono → Noto Sans CJK SC →
/// a missing-glyph box), runs of one face are shaped with HarfBuzz, paragraphs are broken greedily
/// (see `LineBreaking`), the last kept line is truncated with "…" if needed, and the lines are
/// aligned and turned into glyph runs.
///
/// Line metrics of system text follow SF Pro rather than the bundled faces, so that frames match
/// iOS: ascent 0.952 em and descent 0.241 em (SF Pro's 1950 and 494 units of 2048), no line gap,
/// giving a line height of 1.1934 em, e.g. 20.29 pt for 17 pt body text (UIFont's `lineHeight`).
/// Text in an app font uses the font's own `hhea` metrics, line by line (TextEngine+LineMetrics.swift,
/// docs/fonts.md). Sizes are not rounded to pixels here; the layout rounds frames to its display scale.
public struct TextEngine: TextMeasuring {
  public static let ascent = 1950.0 / 2048
  public static let descent = 494.0 / 2048
  /// The string drawn where text is cut.
  public static let ellipsis: Character = "…"

  /// Also makes the app's registered font names available to UIKit (`UIFont(name:size:)`), and
  /// ICU's plural rules to localised strings.
  public init() {
    if FontNameDirectory.current == nil { FontNameDirectory.current = FontRegistry.shared }
    // Localised plurals (docs/localization.md) choose their form with ICU's rules.
    if PluralRuleDirectory.current == nil { PluralRuleDirectory.current = ICUPluralRules() }
  }

  /// Empties the cache of shaped strings shared by all engines (benchmarks use it to measure
  /// cold shaping; results never depend on it).
  public static func clearCaches() { ShapingCache.shared.removeAll() }

  /// The line height for a font size (ascent + descent), before any line spacing.
  public static func lineHeight(forSize size: Double) -> Double { (ascent + descent) * size }

  public func layout(_ text: String, style: TextLayoutStyle, proposedWidth: Double?,
                     proposedHeight: Double?) -> TextLayout {
    layout([TextSpan(text, font: style.font)], style: style, proposedWidth: proposedWidth, proposedHeight: proposedHeight)
  }

  /// Styled text: each span is shaped in its own font (and letter spacing), the clusters of all
  /// spans are broken into lines as one flow, and a line holding spans of several sizes takes the
  /// largest ascent and descent among them, as a CTLine does (docs/text.md, "Styled text").
  public func layout(_ spans: [TextSpan], style: TextLayoutStyle, proposedWidth: Double?,
                     proposedHeight: Double?) -> TextLayout {
    let spans = spans.isEmpty ? [TextSpan("", font: style.font)] : spans
    var fonts: [FontDescriptor] = []
    var chains: [FaceChain] = []
    for span in spans {
      var font = span.font
      font.size = min(4096, max(0, font.size.isFinite ? font.size : 0))  // beyond 4096 pt nothing fits a screen
      do {
        chains.append(try FontLibrary.current.fallbackChain(for: font))
      } catch {
        return Self.unavailableFontLayout(error)
      }
      fonts.append(font)
    }
    var clusters: [ShapedText.Cluster] = []
    var paragraphLevels: [Int8] = []
    var offset = 0
    for (k, span) in spans.enumerated() {
      let shaped = ShapingCache.shared.shaped(span.text, font: fonts[k], direction: style.baseDirection, chain: chains[k])
      MissingGlyphWarning.report(shaped.missing)
      if spans.count == 1 {
        paragraphLevels = shaped.paragraphLevels
        if span.letterSpacing == 0 {
          clusters = shaped.clusters
          break
        }
      }
      for var c in shaped.clusters {
        c.span = k
        c.utf16Offset += offset
        if span.letterSpacing != 0 && c.kind != .newline && c.advance > 0 { c.advance += span.letterSpacing }
        clusters.append(c)
      }
      offset += span.text.utf16.count
    }
    if spans.count > 1 {
      // Levels over the whole flow, so that direction runs continue across spans.
      paragraphLevels = Bidi.resolveLevels(&clusters, direction: style.baseDirection)
    }
    let flow = Flow(spans: spans, fonts: fonts, chains: chains)
    let maxWidth = proposedWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
    if maxWidth == 0 && !clusters.isEmpty {
      return Self.zeroWidthLayout(flow: flow, clusters: clusters, style: style, proposedHeight: proposedHeight)
    }

    // 1. Break every paragraph into lines (ranges of cluster indices).
    var lines: [Range<Int>] = []
    var paragraphOfLine: [Int] = []
    var start = 0
    for i in 0...clusters.count where i == clusters.count || clusters[i].kind == .newline {
      let broken = breakParagraph(clusters, start..<i, maxWidth: maxWidth)
      lines += broken
      paragraphOfLine += Array(repeating: min(paragraphOfLine.last.map { $0 + 1 } ?? 0,
                                              paragraphLevels.count - 1), count: broken.count)
      // The newline cluster itself ends its paragraph's last line (it measures as a hanging space).
      if i < clusters.count { lines[lines.count - 1] = lines[lines.count - 1].lowerBound..<(i + 1) }
      start = i + 1
    }

    // 2. Keep as many lines as the limit and the height allow (always at least one).
    // Negative line spacing has no effect, as NSParagraphStyle.lineSpacing ("always nonnegative").
    let spacing = style.lineSpacing.isFinite ? max(0, style.lineSpacing) : 0
    var maxLines = max(1, style.lineLimit ?? Int.max)
    if let h = proposedHeight, h.isFinite {
      if let size = flow.uniformSize {
        let lineHeight = style.linePixelHeight(Self.lineHeight(forSize: size))
        if lineHeight + spacing > 0 {
          let fitting = ((h + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)
          if fitting < Double(maxLines) { maxLines = max(1, Int(max(0, fitting))) }
        }
      } else {
        // An app font or several sizes: lines can differ in height (TextEngine+LineMetrics.swift).
        let heights = lines.prefix(maxLines).map { range in style.linePixelHeight(flow.lineMetrics(clusters[range]).height) }
        maxLines = min(maxLines, Self.fittingLineCount(heights, spacing: spacing, available: h))
      }
    }
    var items: [[Item]] = lines.prefix(maxLines).map { $0.map(Item.cluster) }
    var truncated = false
    var ellipsis: ShapedText.Cluster?
    if lines.count > maxLines {
      truncated = true
      let lastStart = lines[maxLines - 1].lowerBound
      let span = lastStart < clusters.count ? clusters[lastStart].span : 0
      ellipsis = ellipsisCluster(font: fonts[span], chain: chains[span], span: span)
      items[maxLines - 1] = truncate(clusters, candidates: lastStart..<clusters.count,
                                     ellipsis: ellipsis!, maxWidth: maxWidth ?? .infinity,
                                     mode: style.truncationMode)
    }
    return assemble(items, clusters: clusters, ellipsis: ellipsis, flow: flow,
                    spacing: spacing, alignment: style.alignment, truncated: truncated,
                    paragraphLevels: paragraphOfLine.prefix(maxLines).map { paragraphLevels[$0] },
                    mirrored: style.baseDirection == .rightToLeft, pixelHeight: style.linePixelHeight)
  }

  /// Text offered no width, as SwiftUI answers it: no width and nothing drawn, one line tall (no
  /// taller than the height offered, so 0 × 0 at 0 × 0), truncated (docs/layout-rules.md §1.2).
  static func zeroWidthLayout(flow: Flow, clusters: [ShapedText.Cluster], style: TextLayoutStyle,
                              proposedHeight: Double?) -> TextLayout {
    let m = flow.lineMetrics(clusters.prefix { $0.kind != .newline })
    var height = style.linePixelHeight(m.height)
    if let h = proposedHeight, h.isFinite { height = min(height, max(0, h)) }
    let baseline = min(m.ascent, height)
    return TextLayout(size: CGSize(width: 0, height: height),
                      lines: [TextLayout.Line(text: "", sourceOffset: 0, origin: CGPoint(x: 0, y: baseline), width: 0)],
                      firstBaseline: baseline, lastBaseline: baseline, isTruncated: true, runs: [])
  }

  /// The spans of a layout with their clamped fonts and fallback chains.
  struct Flow {
    let spans: [TextSpan]
    let fonts: [FontDescriptor]
    let chains: [FaceChain]

    /// The size of every span when all are system text of one size (lines then all alike).
    var uniformSize: Double? {
      guard let first = fonts.first, fonts.allSatisfy({ $0.size == first.size }),
            chains.allSatisfy(TextEngine.isUniform) else { return nil }
      return first.size
    }

    /// A line's metrics in points: for each span on it, its primary face grown by the fallback
    /// faces it draws, at the span's size; the line takes the largest of each.
    func lineMetrics<C: Collection<ShapedText.Cluster>>(_ line: C) -> FontLineMetrics {
      var bySpan: [Int: FontLineMetrics] = [:]
      for c in line {
        var m = bySpan[c.span] ?? chains[c.span].faces[0].lineMetrics
        if c.kind == .visible && c.face > 0 { m = m.union(chains[c.span].faces[c.face].lineMetrics) }
        bySpan[c.span] = m
      }
      if bySpan.isEmpty { bySpan[0] = chains[0].faces[0].lineMetrics }
      var result = FontLineMetrics(ascent: 0, descent: 0, leading: 0)
      for (span, m) in bySpan {
        let size = fonts[span].size
        result = result.union(FontLineMetrics(ascent: m.ascent * size, descent: m.descent * size, leading: m.leading * size))
      }
      return result
    }
  }

  /// One thing on a line: a cluster of the text, or the inserted ellipsis.
  enum Item: Equatable {
    case cluster(Int)
    case ellipsis
  }

  // MARK: - Private

  /// What a layout is when a bundled font file is missing: empty, with one glyph run naming the
  /// missing face, so that drawing it fails with `RasterError.fontUnavailable` (naming the file)
  /// instead of drawing boxes.
  static func unavailableFontLayout(_ error: FontLoadingError) -> TextLayout {
    let name: String
    switch error {
    case .missingResource(let file), .emptyFile(let file), .notAFont(let file):
      name = file.split(separator: ".").first.map(String.init) ?? file
    case .systemFonts:
      name = FontLibrary.systemFontsUnavailableName
    }
    let run = GlyphRun(fontName: name, fontSize: 1, color: .black, glyphs: [0], positions: [.zero])
    return TextLayout(size: .zero, lines: [TextLayout.Line(text: "", sourceOffset: 0, origin: .zero, width: 0)],
                      firstBaseline: 0, lastBaseline: 0, isTruncated: false, runs: [run])
  }

  private func breakParagraph(_ clusters: [ShapedText.Cluster], _ range: Range<Int>,
                              maxWidth: Double?) -> [Range<Int>] {
    guard let maxWidth, range.count > 1 else { return [range] }
    let slice = clusters[range]
    let chars = slice.map(\.character)
    let starts = LineBreaking.fit(
      advances: slice.map(\.advance), isSpace: slice.map { $0.kind != .visible },
      opportunities: LineBreaking.opportunities(chars), canStartLine: LineBreaking.canStartLine(chars),
      maxWidth: maxWidth)
    return starts.indices.map { k in
      let lo = range.lowerBound + starts[k]
      let hi = k + 1 < starts.count ? range.lowerBound + starts[k + 1] : range.upperBound
      return lo..<hi
    }
  }

  private func ellipsisCluster(font: FontDescriptor, chain: FaceChain, span: Int) -> ShapedText.Cluster {
    var c = ShapingCache.shared.shaped(String(Self.ellipsis), font: font, direction: .leftToRight, chain: chain).clusters[0]
    c.span = span
    return c
  }

  /// The last line when text is cut: the clusters from `candidates` that fit in `maxWidth`
  /// together with the ellipsis. Tail keeps a prefix (up to the end of its paragraph), head a
  /// suffix, middle both ends; spaces next to the ellipsis are dropped.
  private func truncate(_ clusters: [ShapedText.Cluster], candidates: Range<Int>,
                        ellipsis: ShapedText.Cluster, maxWidth: Double, mode: TruncationMode) -> [Item] {
    let room = maxWidth - ellipsis.advance
    func isBlank(_ i: Int) -> Bool { clusters[i].kind != .visible }
    switch mode {
    case .tail:
      var end = candidates.lowerBound, w = 0.0, kept = candidates.lowerBound
      let paragraphEnd = clusters[candidates].firstIndex { $0.kind == .newline } ?? candidates.upperBound
      while end < paragraphEnd {
        w += clusters[end].advance
        end += 1
        if !isBlank(end - 1) {
          if w > room + 1e-9 { break }
          kept = end
        }
      }
      return (candidates.lowerBound..<kept).map(Item.cluster) + [.ellipsis]
    case .head:
      var begin = candidates.upperBound, w = 0.0, kept = candidates.upperBound
      while begin > candidates.lowerBound {
        w += clusters[begin - 1].advance
        begin -= 1
        if !isBlank(begin) {
          if w > room + 1e-9 { break }
          kept = begin
        }
      }
      while kept < candidates.upperBound && isBlank(kept) { kept += 1 }
      return [.ellipsis] + (kept..<candidates.upperBound).map(Item.cluster)
    case .middle:
      var front = candidates.lowerBound, back = candidates.upperBound
      var wf = 0.0, wb = 0.0
      var frontBlocked = false, backBlocked = false
      while front < back && !(frontBlocked && backBlocked) {
        let takeFront = !frontBlocked && (backBlocked || wf <= wb)
        if takeFront {
          let a = clusters[front].advance
          if wf + wb + a > room + 1e-9 { frontBlocked = true } else { wf += a; front += 1 }
        } else {
          let a = clusters[back - 1].advance
          if wf + wb + a > room + 1e-9 { backBlocked = true } else { wb += a; back -= 1 }
        }
      }
      var headEnd = front
      while headEnd > candidates.lowerBound && isBlank(headEnd - 1) { headEnd -= 1 }
      var tailStart = back
      while tailStart < candidates.upperBound && isBlank(tailStart) { tailStart += 1 }
      return (candidates.lowerBound..<headEnd).map(Item.cluster) + [.ellipsis]
        + (tailStart..<candidates.upperBound).map(Item.cluster)
    }
  }

  /// Positions the lines and builds the glyph runs. Each line is put in visual order by FriBidi
  /// (`Bidi.visualOrder`) with its paragraph's level; `mirrored` (a right-to-left base direction
  /// set by the caller) makes `.leading` the right edge.
  private func assemble(_ lineItems: [[Item]], clusters: [ShapedText.Cluster],
                        ellipsis: ShapedText.Cluster?, flow: Flow,
                        spacing: Double, alignment: TextLineAlignment, truncated: Bool,
                        paragraphLevels: [Int8], mirrored: Bool,
                        pixelHeight: (Double) -> Double) -> TextLayout {
    func cluster(_ item: Item) -> ShapedText.Cluster {
      switch item {
      case .cluster(let i): clusters[i]
      case .ellipsis: ellipsis!
      }
    }
    // Each line's clusters up to its last visible one (trailing blanks hang past the end).
    let visibleEnds: [Int] = lineItems.map { items in
      var end = items.count
      while end > 0 && cluster(items[end - 1]).kind != .visible { end -= 1 }
      return end
    }
    let widths: [Double] = lineItems.indices.map { n in
      lineItems[n][..<visibleEnds[n]].reduce(0) { $0 + cluster($1).advance }
    }
    let width = widths.max() ?? 0
    let placement: LinePlacement
    if let size = flow.uniformSize {
      placement = Self.place(Array(repeating: .system, count: lineItems.count), size: size, spacing: spacing,
                             pixelHeight: pixelHeight)
    } else {
      placement = Self.place(lineItems.map { flow.lineMetrics($0.lazy.map(cluster)) }, size: 1, spacing: spacing,
                             pixelHeight: pixelHeight)
    }
    var lines: [TextLayout.Line] = []
    var runs: [GlyphRun] = []
    var runSpans: [Int] = []
    var extents: [SpanExtent] = []
    for (n, items) in lineItems.enumerated() {
      let baseline = placement.baselines[n]
      let x0: Double
      switch (alignment, mirrored) {
      case (.leading, false), (.trailing, true): x0 = 0
      case (.center, _): x0 = (width - widths[n]) / 2
      case (.trailing, false), (.leading, true): x0 = width - widths[n]
      }
      var text = ""
      var sourceOffset = -1
      let paragraphLevel = n < paragraphLevels.count ? paragraphLevels[n] : 0
      // Trailing blanks hang past the line's end: to the right of a left-to-right paragraph's
      // line, to the left of a right-to-left one's.
      let total = items.reduce(0) { $0 + cluster($1).advance }
      var x = paragraphLevel % 2 == 1 ? x0 - (total - widths[n]) : x0
      var levels: [Int8] = []
      var scalars: [UInt32] = []
      for item in items {
        switch item {
        case .cluster(let i):
          levels.append(clusters[i].level)
          scalars.append(clusters[i].character.unicodeScalars.first!.value)
        case .ellipsis:
          levels.append(levels.last ?? paragraphLevel)
          scalars.append(0x2026)
        }
      }
      for item in items {
        let c = cluster(item)
        if sourceOffset < 0, case .cluster = item, text.isEmpty { sourceOffset = c.utf16Offset }
        text += c.kind == .newline || c.character == "\t" ? " " : String(c.character)
      }
      var current: (face: Int, span: Int, glyphs: [UInt32], positions: [CGPoint])?
      func flush() {
        guard let c = current, !c.glyphs.isEmpty else { return }
        let chain = flow.chains[c.span]
        let name = c.face < 0 ? FontLibrary.missingGlyphFontName : chain.faces[c.face].name
        runs.append(GlyphRun(fontName: name, fontSize: flow.fonts[c.span].size, color: .black, glyphs: c.glyphs,
                             positions: c.positions,
                             obliqueSkew: c.face < 0 ? 0 : chain.skew(forFaceAt: c.face)))
        runSpans.append(c.span)
      }
      var extent: SpanExtent?
      for k in Bidi.visualOrder(scalars: scalars, levels: levels, paragraphLevel: paragraphLevel) {
        let c = cluster(items[k])
        if c.kind == .visible {
          if current?.face != c.face || current?.span != c.span {
            flush()
            current = (c.face, c.span, [], [])
          }
          let rise = flow.spans[c.span].baselineOffset
          for g in c.glyphs {
            current!.glyphs.append(g.id)
            current!.positions.append(CGPoint(x: x + g.dx, y: baseline + g.dy - rise))
          }
        }
        if k < visibleEnds[n] && c.kind != .newline {
          if let e = extent, e.span == c.span, abs(e.maxX - x) < 1e-6 {
            extent!.maxX = x + c.advance
          } else {
            if let e = extent { extents.append(e) }
            extent = SpanExtent(span: c.span, line: n, minX: x, maxX: x + c.advance, baseline: baseline,
                                fontSize: flow.fonts[c.span].size)
          }
        }
        x += c.advance
      }
      flush()
      if let e = extent { extents.append(e) }
      if text.last == " ", case .cluster(let last) = items.last, clusters[last].kind == .newline {
        text.removeLast()
      }
      lines.append(TextLayout.Line(text: text, sourceOffset: sourceOffset,
                                   origin: CGPoint(x: x0, y: baseline), width: widths[n]))
    }
    let height = placement.height
    return TextLayout(size: CGSize(width: width, height: height), lines: lines,
                      firstBaseline: placement.firstBaseline, lastBaseline: height - placement.lastBaselineFromBottom,
                      isTruncated: truncated, runs: runs, runSpans: runSpans, spanExtents: extents)
  }
}
