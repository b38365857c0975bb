import Foundation

/// A piece of a styled text with its own font and spacing: one part of `Text + Text`, one run of
/// an `AttributedString` or of a Markdown literal. The engine shapes each span in its font,
/// breaks lines across spans, and reports where each span landed (`TextLayout.spanExtents`) so
/// that colours, underlines and backgrounds are drawn by whoever paints the text.
public struct TextSpan: Hashable, Sendable, Codable {
  public var text: String
  public var font: FontDescriptor
  /// Extra space after each character, in points (SwiftUI's `kerning` and `tracking` together).
  public var letterSpacing: Double
  /// How far the glyphs are raised from the line's baseline, in points (negative lowers them).
  public var baselineOffset: Double

  public init(_ text: String, font: FontDescriptor, letterSpacing: Double = 0, baselineOffset: Double = 0) {
    self.text = text; self.font = font
    self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
    self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
  }
}

/// Where part of a span sits on one line, in the text's coordinates: the horizontal extent of
/// consecutive characters of one span (trailing blanks that hang past a line excluded) and the
/// line's baseline. Underlines, strikethroughs and run backgrounds are drawn along these.
public struct SpanExtent: Hashable, Sendable, Codable {
  public var span: Int
  public var line: Int
  public var minX: Double
  public var maxX: Double
  /// The line's baseline (the span's own baseline offset not applied).
  public var baseline: Double
  /// The span's font size, for the thickness and place of its lines.
  public var fontSize: Double

  public init(span: Int, line: Int, minX: Double, maxX: Double, baseline: Double, fontSize: Double) {
    self.span = span; self.line = line; self.minX = minX; self.maxX = maxX
    self.baseline = baseline; self.fontSize = fontSize
  }
}
