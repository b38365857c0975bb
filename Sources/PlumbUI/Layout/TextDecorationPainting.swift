import Foundation

/// Draws what a styled text puts around its glyphs: run backgrounds behind them, underlines and
/// strikethroughs over them, along the extents the engine reports for each span
/// (`TextLayout.spanExtents`).
///
/// Geometry, in em of the span's size (docs/text.md, "Styled text"; estimated from iOS renders,
/// confidence low): lines are 0.06 em thick (at least one device pixel), an underline's centre
/// 0.11 em below the baseline, a strikethrough's 0.27 em above it; a background covers the
/// line's ascent and descent.
@MainActor enum TextDecorationPainting {
  static let thickness = 0.06
  static let underlineOffset = 0.11
  static let strikethroughOffset = -0.27
  /// The system font's ascent and descent in em (SF Pro's, as the text engine uses).
  static let ascent = 1950.0 / 2048, descent = 494.0 / 2048

  static func paintBackgrounds(_ layout: TextLayout, runs: [ResolvedTextRun], origin: CGPoint, _ painter: inout Painter) {
    for e in layout.spanExtents where e.span < runs.count {
      guard let background = runs[e.span].background else { continue }
      let top = e.baseline - ascent * e.fontSize, bottom = e.baseline + descent * e.fontSize
      let rect = CGRect(x: origin.x + e.minX, y: origin.y + top, width: e.maxX - e.minX, height: bottom - top)
      painter.append(.fill(Path(rect: painter.snap(rect)), .solid(background.rgba)))
    }
  }

  /// A redacted text: one rounded bar per line, as long as the line's characters, in the text's
  /// placeholder colour (Layout/RedactedPlaceholderLayout.swift).
  static func paintPlaceholderBars(_ layout: TextLayout, color: Color, origin: CGPoint, _ painter: inout Painter) {
    let fill = RedactedPlaceholder.color(color)
    for (n, line) in layout.lines.enumerated() where line.width > 0 {
      let sizes = layout.spanExtents.filter { $0.line == n }.map(\.fontSize)
      let size = sizes.max() ?? layout.runs.first?.fontSize ?? 17
      let lineHeight = (ascent + descent) * size
      let top = line.origin.y - ascent * size + RedactedPlaceholder.lineInset * lineHeight
      let height = lineHeight * (1 - 2 * RedactedPlaceholder.lineInset)
      let rect = painter.snap(CGRect(x: origin.x + line.origin.x, y: origin.y + top, width: line.width, height: height))
      painter.append(.fill(Path(roundedRect: rect, cornerRadius: rect.height / 5), .solid(fill)))
    }
  }

  static func paintLines(_ layout: TextLayout, runs: [ResolvedTextRun], origin: CGPoint, _ painter: inout Painter) {
    for e in layout.spanExtents where e.span < runs.count {
      let run = runs[e.span]
      if let style = run.underline { line(e, style, run, offset: underlineOffset, origin: origin, &painter) }
      if let style = run.strikethrough { line(e, style, run, offset: strikethroughOffset, origin: origin, &painter) }
    }
  }

  private static func line(_ e: SpanExtent, _ style: Text.LineStyle, _ run: ResolvedTextRun, offset: Double,
                           origin: CGPoint, _ painter: inout Painter) {
    let color = (style.color ?? run.color).rgba
    let width = max(painter.pixel, painter.snapValue(thickness * e.fontSize))
    let centre = e.baseline - run.span.baselineOffset + offset * e.fontSize
    let y = painter.snapValue(origin.y + centre - width / 2)
    let x0 = origin.x + e.minX, x1 = origin.x + e.maxX
    guard x1 > x0 else { return }
    let dash = pattern(style.pattern, width)
    if dash.isEmpty {
      painter.append(.fill(Path(rect: CGRect(x: x0, y: y, width: x1 - x0, height: width)), .solid(color)))
    } else {
      var path = Path()
      path.move(to: CGPoint(x: x0, y: y + width / 2))
      path.addLine(to: CGPoint(x: x1, y: y + width / 2))
      painter.append(.stroke(path, .solid(color), StrokeStyle(lineWidth: width, dash: dash)))
    }
  }

  /// The dash lengths of a pattern, in multiples of the line's width (empty: solid).
  static func pattern(_ p: Text.LineStyle.Pattern, _ w: Double) -> [Double] {
    switch p {
    case .dot: [w, w * 2]
    case .dash: [w * 4, w * 2]
    case .dashDot: [w * 4, w * 2, w, w * 2]
    case .dashDotDot: [w * 4, w * 2, w, w * 2, w, w * 2]
    default: []
    }
  }
}
