import Foundation

/// A font with fixed metrics, like Flutter's Ahem: every glyph advances 0.6 em, ascent 0.8 em,
/// descent 0.2 em, no extra leading, and each glyph is drawn as a solid box.
///
/// Layout tests run on it so that their expected frames are simple arithmetic and never depend on
/// a font file: a 10-character string at 20 pt is exactly 120 × 20 pt.
public struct FixedMetricsFont: TextMeasuring {
  /// The font name glyph runs carry; the rasteriser draws these runs as boxes.
  public static let name = "PlumbFixedMetrics"
  public static let advance = 0.6
  public static let ascent = 0.8
  public static let descent = 0.2

  public init() {}

  public func layout(_ text: String, style: TextLayoutStyle, proposedWidth: Double?,
                     proposedHeight: Double?) -> TextLayout {
    layout(text, style: style, proposedWidth: proposedWidth, proposedHeight: proposedHeight, letterSpacing: 0, rise: 0)
  }

  private func layout(_ text: String, style: TextLayoutStyle, proposedWidth: Double?,
                      proposedHeight: Double?, letterSpacing: Double, rise: Double) -> TextLayout {
    let em = style.font.size
    let adv = Self.advance * em + letterSpacing
    let lineHeight = (Self.ascent + Self.descent) * em
    if let w = proposedWidth, w <= 0, !text.isEmpty {
      // No width offered: no width and nothing drawn, one line tall at most (as TextEngine).
      let height = min(style.linePixelHeight(lineHeight), max(0, proposedHeight ?? .infinity))
      return TextLayout(size: CGSize(width: 0, height: height),
                        lines: [.init(text: "", sourceOffset: 0, origin: CGPoint(x: 0, y: min(Self.ascent * em, height)), width: 0)],
                        firstBaseline: min(Self.ascent * em, height), lastBaseline: min(Self.ascent * em, height),
                        isTruncated: true, runs: [])
    }
    let maxChars: Int? = proposedWidth.map { max(1, Self.count(($0 + 1e-9) / adv)) }

    var broken = breakLines(Array(text.unicodeScalars), maxChars: maxChars)
    var maxLines = max(1, style.lineLimit ?? Int.max)  // lineLimit(0) still shows one line
    if let h = proposedHeight {
      maxLines = min(maxLines, max(1, Self.count((h + style.lineSpacing + 1e-9) / (lineHeight + style.lineSpacing))))
    }
    var truncated = false
    if broken.count > maxLines {
      truncated = true
      let kept = Array(broken.prefix(maxLines))
      let rest = broken[maxLines...].flatMap { $0.scalars }
      var last = kept.last!
      last.scalars += rest.isEmpty ? [] : [" "] + rest
      broken = Array(kept.dropLast()) + [last]
    }
    // Truncate the last line if it is wider than the proposal (or was cut short above).
    if var last = broken.last, let limit = maxChars, last.scalars.count > limit || truncated {
      truncated = true
      last = truncate(last, to: limit, mode: style.truncationMode)
      broken[broken.count - 1] = last
    }

    let widths = broken.map { Double($0.scalars.count) * adv }
    let width = widths.max() ?? 0
    var lines: [TextLayout.Line] = []
    var runs: [GlyphRun] = []
    for (i, line) in broken.enumerated() {
      let baseline = Double(i) * (lineHeight + style.lineSpacing) + Self.ascent * em
      let x: Double
      switch style.alignment {
      case .leading: x = 0
      case .center: x = (width - widths[i]) / 2
      case .trailing: x = width - widths[i]
      }
      lines.append(.init(text: String(String.UnicodeScalarView(line.scalars)), sourceOffset: line.offset,
                         origin: CGPoint(x: x, y: baseline), width: widths[i]))
      let visible = line.scalars.enumerated().filter { !$0.element.properties.isWhitespace }
      runs.append(GlyphRun(
        fontName: Self.name, fontSize: em, color: .black,
        glyphs: visible.map { $0.element.value },
        positions: visible.map { CGPoint(x: x + Double($0.offset) * adv, y: baseline - rise) }))
    }
    let count = Double(broken.count)
    let height = count * lineHeight + max(0, count - 1) * style.lineSpacing
    return TextLayout(size: CGSize(width: width, height: height), lines: lines,
                      firstBaseline: Self.ascent * em,
                      lastBaseline: height - Self.descent * em, isTruncated: truncated, runs: runs)
  }

  /// Styled text in the test font: the spans' characters as one string in the first span's size,
  /// letter spacing and baseline offset (every character is a box anyway), with one extent per
  /// line for the first span, so that layout tests of styled views stay simple arithmetic. Real
  /// renders use PlumbText's engine.
  public func layout(_ spans: [TextSpan], style: TextLayoutStyle, proposedWidth: Double?,
                     proposedHeight: Double?) -> TextLayout {
    var style = style
    if let first = spans.first { style.font = first.font }
    var result = layout(spans.map(\.text).joined(), style: style, proposedWidth: proposedWidth, proposedHeight: proposedHeight,
                        letterSpacing: spans.first?.letterSpacing ?? 0, rise: spans.first?.baselineOffset ?? 0)
    result.spanExtents = result.lines.enumerated().map { n, line in
      SpanExtent(span: 0, line: n, minX: line.origin.x, maxX: line.origin.x + line.width, baseline: line.origin.y,
                 fontSize: style.font.size)
    }
    return result
  }

  /// `x` rounded down to a count, without trapping on NaN, infinities or huge values (a zero
  /// font size or a 1e300-point proposal): NaN and negatives give 0, huge values a billion.
  private static func count(_ x: Double) -> Int {
    guard x.isFinite else { return x == .infinity ? 1_000_000_000 : 0 }
    return Int(min(1e9, max(0, x)))
  }

  private struct BrokenLine { var scalars: [Unicode.Scalar]; var offset: Int }

  /// Greedy breaking: at spaces, after hyphens, between CJK characters, and inside a word only when
  /// the word alone is wider than the line. Explicit newlines always break.
  private func breakLines(_ s: [Unicode.Scalar], maxChars: Int?) -> [BrokenLine] {
    var result: [BrokenLine] = []
    var start = 0
    var paragraphs: [(Int, Int)] = []
    for (i, c) in s.enumerated() where c == "\n" { paragraphs.append((start, i)); start = i + 1 }
    paragraphs.append((start, s.count))
    for (p0, p1) in paragraphs {
      var lineStart = p0
      guard let limit = maxChars else {
        result.append(BrokenLine(scalars: Array(s[p0..<p1]), offset: utf16Offset(s, p0)))
        continue
      }
      while p1 - lineStart > limit {
        // The last break opportunity that keeps the line within the limit.
        var breakAt: Int?
        var i = lineStart + limit
        while i > lineStart {
          if s[i] == " " { breakAt = i; break }
          if s[i - 1] == "-" || isCJK(s[i - 1]) || isCJK(s[i]) { breakAt = i; break }
          i -= 1
        }
        let end = breakAt ?? (lineStart + limit)
        result.append(BrokenLine(scalars: trimTrailingSpaces(Array(s[lineStart..<end])),
                                 offset: utf16Offset(s, lineStart)))
        lineStart = end
        while lineStart < p1 && s[lineStart] == " " { lineStart += 1 }
      }
      result.append(BrokenLine(scalars: Array(s[lineStart..<p1]), offset: utf16Offset(s, lineStart)))
    }
    return result
  }

  private func truncate(_ line: BrokenLine, to limit: Int, mode: TruncationMode) -> BrokenLine {
    let ellipsis: Unicode.Scalar = "…"
    let keep = max(0, limit - 1)
    let s = line.scalars
    guard s.count > keep else { return BrokenLine(scalars: s + [ellipsis], offset: line.offset) }
    switch mode {
    case .tail: return BrokenLine(scalars: trimTrailingSpaces(Array(s.prefix(keep))) + [ellipsis], offset: line.offset)
    case .head: return BrokenLine(scalars: [ellipsis] + s.suffix(keep), offset: -1)
    case .middle:
      let head = (keep + 1) / 2, tail = keep - head
      return BrokenLine(scalars: Array(s.prefix(head)) + [ellipsis] + s.suffix(tail), offset: line.offset)
    }
  }

  private func trimTrailingSpaces(_ s: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var s = s
    while s.last == " " { s.removeLast() }
    return s
  }

  private func utf16Offset(_ s: [Unicode.Scalar], _ index: Int) -> Int {
    s[..<index].reduce(0) { $0 + UTF16.width($1) }
  }

  private func isCJK(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF,
         0x20000...0x2FA1F: return true
    default: return false
    }
  }
}
