import Foundation

/// Text: measured and broken into lines by the injected `TextMeasuring` (docs/layout-rules.md §1.2).
///
/// Child: none. Self: the widest line used × the lines' height, wrapping at a concrete proposed
/// width (nil or ∞ → one line per paragraph) and keeping the lines that fit a proposed height.
struct TextNodeLayout: NodeLayout {
  /// The text's runs (one for plain text), each with its span and paint.
  let runs: [ResolvedTextRun]
  let style: TextLayoutStyle
  let measurer: any TextMeasuring
  let cache: TextLayoutCache

  init(runs: [ResolvedTextRun], style: TextLayoutStyle, measurer: any TextMeasuring, cache: TextLayoutCache) {
    self.runs = runs; self.style = style; self.measurer = measurer; self.cache = cache
    spans = runs.map(\.span)
  }

  /// The runs' spans, as the engine lays them out.
  let spans: [TextSpan]
  /// Drawn as a redacted placeholder: a bar per line instead of glyphs (`redacted(reason: .placeholder)`).
  var isPlaceholder = false
  /// The characters shown, all runs together.
  var string: String { spans.map(\.text).joined() }
  /// The first run's colour (what the layout diff reports as the text's colour).
  var color: Color { runs.first?.color ?? .primary }

  /// `minimumScaleFactor`: how far the text may shrink before it truncates (1: not at all).
  var minimumScaleFactor = 1.0
  /// `allowsTightening`: not drawn; a truncated text with it warns once.
  var allowsTightening = false

  func measure(_ p: ProposedViewSize) -> TextLayout {
    func finite(_ v: CGFloat?) -> Double? { v.flatMap { $0.isFinite ? Double($0) : nil } }
    let w = finite(p.width), h = finite(p.height)
    let full = layout(scale: 1, w, h)
    guard full.isTruncated, minimumScaleFactor < 1, w != 0 else { return full }
    // The largest scale, down to the factor, at which the text fits (as UILabel's
    // adjustsFontSizeToFitWidth shrinks): a bisection to a thousandth of the size.
    var lo = minimumScaleFactor, hi = 1.0
    var fitting = layout(scale: lo, w, h)
    if fitting.isTruncated { return fitting }
    while hi - lo > 0.001 {
      let mid = (lo + hi) / 2
      let l = layout(scale: mid, w, h)
      if l.isTruncated { hi = mid } else { lo = mid; fitting = l }
    }
    return fitting
  }

  /// The layout with every span's size, spacing and baseline offset scaled by `scale`.
  private func layout(scale: Double, _ w: Double?, _ h: Double?) -> TextLayout {
    var spans = self.spans
    if scale != 1 {
      for k in spans.indices {
        spans[k].font.size *= scale
        spans[k].letterSpacing *= scale
        spans[k].baselineOffset *= scale
      }
    }
    return cache.layout(spans, style, w, h) {
      measurer.layout(spans, style: style, proposedWidth: w, proposedHeight: h)
    }
  }

  var ownGuides: GuideMask { .baselines }

  func sizeThatFits(_ p: ProposedViewSize, _ node: Node) -> CGSize { measure(p).size }

  func explicitGuide(_ key: AlignmentKey, _ node: Node, size: CGSize) -> CGFloat? {
    guard key.axis == .vertical else { return nil }
    if key == VerticalAlignment.firstTextBaseline.key { return measure(ProposedViewSize(size)).firstBaseline }
    if key == VerticalAlignment.lastTextBaseline.key { return measure(ProposedViewSize(size)).lastBaseline }
    return nil
  }

  func paint(_ node: Node, _ painter: inout Painter) {
    let layout = measure(node.placedProposal)
    let o = painter.snap(node.frame).origin
    if allowsTightening && layout.isTruncated {
      // Warned where the text is drawn cut, not while stacks probe it with narrow proposals.
      RenderWarnings.warnOnce("allowsTightening",
        "allowsTightening(_:): a text that does not fit is cut without tightening its letter spacing first, as iOS would")
    }
    if isPlaceholder {
      TextDecorationPainting.paintPlaceholderBars(layout, color: color, origin: o, &painter)
      return
    }
    TextDecorationPainting.paintBackgrounds(layout, runs: runs, origin: o, &painter)
    for (i, run) in layout.runs.enumerated() where !run.glyphs.isEmpty {
      var r = run
      let span = layout.span(ofRun: i)
      r.color = (span < runs.count ? runs[span].color : color).rgba
      r.positions = run.positions.map { CGPoint(x: $0.x + o.x, y: $0.y + o.y) }
      painter.append(.glyphs(r))
    }
    TextDecorationPainting.paintLines(layout, runs: runs, origin: o, &painter)
  }
}

/// Text layouts by string, style and proposal, shared by all passes of a graph: a text is
/// measured for many proposals (stack probes at 0, ∞ and shares) and again on every update.
@MainActor
final class TextLayoutCache {
  struct Key: Hashable {
    let spans: [TextSpan]
    let style: TextLayoutStyle
    let width: Double?
    let height: Double?
  }
  private var entries: [Key: TextLayout] = [:]
  /// Entries kept before the cache starts over (a screen's texts × their proposals).
  let limit = 20_000

  func layout(_ spans: [TextSpan], _ style: TextLayoutStyle, _ width: Double?, _ height: Double?,
              make: () -> TextLayout) -> TextLayout {
    let key = Key(spans: spans, style: style, width: width, height: height)
    if let hit = entries[key] { return hit }
    let l = make()
    if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
    entries[key] = l
    return l
  }
}

extension TextNodeLayout: InspectableLayout {
  func inspectedProperties(_ node: Node) -> [String: String] {
    var p = ["font": InspectedValue.font(style.font), "color": InspectedValue.color(color.rgba(in: node.appearance))]
    if let limit = style.lineLimit { p["lineLimit"] = String(limit) }
    if style.lineSpacing != 0 { p["lineSpacing"] = InspectedValue.number(style.lineSpacing) }
    return p
  }
}
