import Foundation

/// A font request in SwiftUI's terms (size, weight, design, italic, or an app font's name),
/// before any file is chosen.
public struct FontDescriptor: Hashable, Sendable, Codable {
  /// SwiftUI's font designs.
  public enum Design: String, Hashable, Sendable, Codable { case `default`, serif, rounded, monospaced }

  public var size: Double
  /// CSS/OpenType weight: 100 ultraLight, 200 thin, 300 light, 400 regular, 500 medium,
  /// 600 semibold, 700 bold, 800 heavy, 900 black.
  public var weight: Int
  public var design: Design
  public var italic: Bool
  /// One of the app's registered fonts by name (`Font.custom`); nil = the system font.
  public var custom: CustomFontRequest?
  /// Digits all of one width (`monospacedDigit()`), as the font's tabular figures.
  public var monospacedDigits: Bool

  public init(size: Double, weight: Int = 400, design: Design = .default, italic: Bool = false,
              custom: CustomFontRequest? = nil, monospacedDigits: Bool = false) {
    self.size = size; self.weight = weight; self.design = design; self.italic = italic
    self.custom = custom; self.monospacedDigits = monospacedDigits
  }
}

/// How text is cut when it does not fit, as SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable, Codable { case head, middle, tail }

/// Horizontal alignment of the lines of a multi-line text, as `TextAlignment`.
public enum TextLineAlignment: String, Hashable, Sendable, Codable { case leading, center, trailing }

/// Everything that affects how a string is measured and broken into lines.
public struct TextLayoutStyle: Hashable, Sendable, Codable {
  public var font: FontDescriptor
  /// nil = as many lines as fit.
  public var lineLimit: Int?
  public var truncationMode: TruncationMode
  public var alignment: TextLineAlignment
  /// Extra space between lines, in points.
  public var lineSpacing: Double
  /// The paragraphs' direction (bidirectional text); `.natural` finds it from the text.
  public var baseDirection: TextBaseDirection
  /// Device pixels per point: each line's height is rounded up to whole pixels, as iOS lays out
  /// text lines (8.4-pt type's 10.02-pt lines are 10.333 at @3x, 10.5 at @2x). 0: not rounded.
  public var pixelScale: Double

  public init(font: FontDescriptor, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
              alignment: TextLineAlignment = .leading, lineSpacing: Double = 0,
              baseDirection: TextBaseDirection = .natural, pixelScale: Double = 0) {
    self.font = font; self.lineLimit = lineLimit; self.truncationMode = truncationMode
    self.alignment = alignment; self.lineSpacing = lineSpacing; self.baseDirection = baseDirection
    self.pixelScale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 0
  }

  /// `height` rounded up to the pixel grid of `pixelScale` (unchanged when 0).
  public func linePixelHeight(_ height: Double) -> Double {
    guard pixelScale > 0, height.isFinite else { return height }
    return (height * pixelScale - 1e-6).rounded(.up) / pixelScale
  }
}

/// The measured and broken text: its size, its lines, and the glyphs to draw.
public struct TextLayout: Hashable, Sendable, Codable {
  /// One laid-out line.
  public struct Line: Hashable, Sendable, Codable {
    /// The characters shown on the line (after truncation, including any "…").
    public var text: String
    /// Offset of the line's first character in the original string, in UTF-16 units (for tests
    /// of break positions); -1 when the line starts with an inserted ellipsis.
    public var sourceOffset: Int
    /// The line's origin: x of its leading edge (after alignment) and y of its baseline.
    public var origin: CGPoint
    public var width: Double

    public init(text: String, sourceOffset: Int, origin: CGPoint, width: Double) {
      self.text = text; self.sourceOffset = sourceOffset; self.origin = origin; self.width = width
    }
  }

  /// The size the text occupies: width of the widest line, height of all lines.
  public var size: CGSize
  public var lines: [Line]
  /// The first and last baselines, from the top of the text.
  public var firstBaseline: Double
  public var lastBaseline: Double
  public var isTruncated: Bool
  /// Glyphs ready to draw, positioned relative to the text's top-left. Their colour is a
  /// placeholder; the painter sets the foreground colour (see `GlyphRun.color`).
  public var runs: [GlyphRun]
  /// The span (index into the `TextSpan`s laid out) each run draws; empty when the text was one
  /// span.
  public var runSpans: [Int]
  /// Where each span sits on each line, for decorations and backgrounds (empty for plain text).
  public var spanExtents: [SpanExtent]

  public init(size: CGSize, lines: [Line], firstBaseline: Double, lastBaseline: Double,
              isTruncated: Bool, runs: [GlyphRun], runSpans: [Int] = [], spanExtents: [SpanExtent] = []) {
    self.size = size; self.lines = lines; self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline; self.isTruncated = isTruncated; self.runs = runs
    self.runSpans = runSpans; self.spanExtents = spanExtents
  }

  /// The span drawn by run `index`.
  public func span(ofRun index: Int) -> Int { index < runSpans.count ? runSpans[index] : 0 }
}

/// Measures and lays out text. PlumbUI asks it for sizes and glyphs and never touches a font
/// file: the real engine (PlumbText: HarfBuzz and bundled fonts) and the fixed-metrics test font
/// both implement it, so layout tests do not depend on any font.
public protocol TextMeasuring: Sendable {
  /// Lays `text` out in `style`, wrapping at `proposedWidth` (nil: one line per paragraph, as
  /// SwiftUI's ideal size) and keeping as many lines as fit in `proposedHeight` (nil: no limit;
  /// at least one line is always kept).
  func layout(_ text: String, style: TextLayoutStyle, proposedWidth: Double?, proposedHeight: Double?) -> TextLayout
  /// Lays out styled text: `spans` in order, each in its own font, as one paragraph flow broken
  /// across spans. `style.font` is used for text with no spans. The result's `runSpans` and
  /// `spanExtents` say which span each glyph run and each extent belongs to.
  func layout(_ spans: [TextSpan], style: TextLayoutStyle, proposedWidth: Double?, proposedHeight: Double?) -> TextLayout
}
