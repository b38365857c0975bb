import Foundation

/// Vector icons for `Image(systemName:)`: the project's own outlines for the SF Symbols names that
/// list and menu screens use, so PlumbUI can draw them without any font or file.
///
/// Convention (like SF Symbols, which are sized by the font):
/// - Each symbol is a filled path (non-zero rule) in a unit box, x and y from 0 to 1, y down.
/// - For a font of point size S, the box is drawn `SymbolLibrary.boxScale` × S on a side
///   (1.2 S, about the line height), and the box's baseline is at `SymbolLibrary.baseline`
///   (0.8 of the box from its top), so a symbol next to text sits on the text's baseline and is
///   about as tall as a capital letter plus its padding.
/// - The path is tinted with the foreground colour; there is no other colour in it.
///
/// An unknown name gives `nil` from `path(named:)`; `symbol(named:)` instead returns a visible
/// placeholder (a crossed box) labelled with the name, and prints a warning once per name.
public enum SymbolLibrary {
  /// Box side, in multiples of the font size.
  public static let boxScale = 1.2
  /// The baseline's distance from the top of the box, as a fraction of the box.
  public static let baseline = 0.8

  /// A resolved symbol: its outline in the unit box, and whether it is the placeholder.
  public struct Symbol: Hashable, Sendable {
    public var name: String
    /// The whole symbol as one outline (monochrome), filled with `fillRule`.
    public var path: Path
    /// For a placeholder: the text to show with it (the unknown name); nil for real symbols.
    public var placeholderLabel: String?
    public var fillRule: FillRule = .nonZero
    /// The layers for hierarchical and palette rendering, back to front (one layer when the
    /// symbol has no hierarchy).
    public var layers: [SymbolLayer]

    public init(name: String, path: Path, placeholderLabel: String? = nil, fillRule: FillRule = .nonZero,
                layers: [SymbolLayer]? = nil) {
      self.name = name
      self.path = path
      self.placeholderLabel = placeholderLabel
      self.fillRule = fillRule
      self.layers = layers ?? [SymbolLayer(path: path, fillRule: fillRule, level: 0)]
    }
  }

  /// The names with hand-drawn outlines (the bundled icons: `drawnNames`).
  public static var names: [String] { builders.keys.sorted() }

  /// Every name `symbol(named:)` draws without composing an enclosure: the hand-drawn ones and
  /// the bundled icons' (docs/symbols.md). Names ending in `.circle`, `.square` (and `.fill`)
  /// over any of these are drawn too, composed.
  public static var drawnNames: [String] { Set(builders.keys).union(SymbolCatalog.names).sorted() }

  /// The outline of `name` in the unit box, or nil if there is no such symbol.
  public static func path(named name: String) -> Path? {
    if let builder = builders[name] { return SymbolGeometry.path(builder()) }
    return SymbolComposer.symbol(named: name, weight: .regular)?.path
  }

  /// The symbol for `name`, or a labelled placeholder (with a warning on standard error, once per
  /// name) when there is none. Never fails.
  public static func symbol(named name: String) -> Symbol { symbol(named: name, weight: .regular) }

  /// The symbol for `name` at `weight`. With `layered` (hierarchical and palette rendering), an
  /// enclosed symbol (`xmark.circle.fill`, `person.crop.circle`) is drawn composed whenever its
  /// base glyph is drawn, so that its enclosure is a layer of its own. Hand-drawn symbols have one
  /// weight.
  public static func symbol(named name: String, weight: SymbolWeight, layered: Bool = false) -> Symbol {
    if layered, let composed = SymbolComposer.composed(named: name, weight: weight) {
      return composed
    }
    if let builder = builders[name] { return Symbol(name: name, path: SymbolGeometry.path(builder())) }
    if let symbol = SymbolComposer.symbol(named: name, weight: weight) { return symbol }
    RenderWarnings.warnOnce("SymbolLibrary.\(name)",
      "SymbolLibrary.swift: no symbol named \(name.prefix(200).debugDescription); drawing a crossed box of the symbol's size in its place")
    return Symbol(name: name, path: placeholderPath, placeholderLabel: name)
  }

  /// A dashed-looking crossed box: visibly "something is missing here".
  /// The symbol for a name when some source draws it (hand-drawn, bundled or composed); nil
  /// without a warning otherwise. Composers build on it.
  static func drawnSymbol(named name: String, weight: SymbolWeight) -> Symbol? {
    if let builder = builders[name] { return Symbol(name: name, path: SymbolGeometry.path(builder())) }
    return SymbolComposer.symbol(named: name, weight: weight)
  }

  public static let placeholderPath: Path = {
    let box = CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
    let outer = SymbolGeometry.roundedRect(box, radius: 0.08)
    let inner = SymbolGeometry.roundedRect(box.insetBy(dx: 0.07, dy: 0.07), radius: 0.03)
    return SymbolGeometry.path(SymbolGeometry.ring(outer, inner)
      + SymbolGeometry.polyline([CGPoint(x: 0.22, y: 0.22), CGPoint(x: 0.78, y: 0.78)], width: 0.06)
      + SymbolGeometry.polyline([CGPoint(x: 0.78, y: 0.22), CGPoint(x: 0.22, y: 0.78)], width: 0.06))
  }()

  // MARK: - Private

  private typealias G = SymbolGeometry
  private static func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

  private static let stroke = 0.1
  private static let checkPoints = [p(0.3, 0.52), p(0.44, 0.66), p(0.7, 0.36)]

  /// `mark` inside a circle outline.
  private static func circled(_ mark: [G.Polygon]) -> [G.Polygon] {
    G.ring(G.circle(p(0.5, 0.5), 0.42), G.circle(p(0.5, 0.5), 0.35)) + mark
  }

  /// A filled disc with `mark` cut out (the mark must be one simple polygon).
  private static func disc(cutting mark: G.Polygon) -> [G.Polygon] {
    [G.circle(p(0.5, 0.5), 0.42), mark.reversed()]
  }

  private static let builders: [String: @Sendable () -> [G.Polygon]] = [
    "chevron.right": { G.polyline([p(0.38, 0.18), p(0.66, 0.5), p(0.38, 0.82)], width: stroke) },
    "chevron.left": { G.polyline([p(0.62, 0.18), p(0.34, 0.5), p(0.62, 0.82)], width: stroke) },
    "chevron.down": { G.polyline([p(0.18, 0.36), p(0.5, 0.66), p(0.82, 0.36)], width: stroke) },
    "chevron.up": { G.polyline([p(0.18, 0.64), p(0.5, 0.34), p(0.82, 0.64)], width: stroke) },
    "xmark": {
      G.polyline([p(0.24, 0.24), p(0.76, 0.76)], width: stroke)
        + G.polyline([p(0.76, 0.24), p(0.24, 0.76)], width: stroke)
    },
    "checkmark": { G.polyline([p(0.18, 0.54), p(0.4, 0.76), p(0.84, 0.24)], width: stroke) },
    "plus": {
      G.polyline([p(0.5, 0.16), p(0.5, 0.84)], width: stroke)
        + G.polyline([p(0.16, 0.5), p(0.84, 0.5)], width: stroke)
    },
    "minus": { G.polyline([p(0.16, 0.5), p(0.84, 0.5)], width: stroke) },
    "iphone": {
      let body = CGRect(x: 0.28, y: 0.04, width: 0.44, height: 0.92)
      return G.ring(G.roundedRect(body, radius: 0.1), G.roundedRect(body.insetBy(dx: 0.06, dy: 0.06), radius: 0.05))
        + [G.roundedRect(CGRect(x: 0.42, y: 0.14, width: 0.16, height: 0.045), radius: 0.0225)]
    },
    "ipad": {
      let body = CGRect(x: 0.14, y: 0.08, width: 0.72, height: 0.84)
      return G.ring(G.roundedRect(body, radius: 0.08), G.roundedRect(body.insetBy(dx: 0.06, dy: 0.06), radius: 0.03))
    },
    "ipod": {
      let body = CGRect(x: 0.28, y: 0.04, width: 0.44, height: 0.92)
      let screen = CGRect(x: 0.36, y: 0.13, width: 0.28, height: 0.3)
      return G.ring(G.roundedRect(body, radius: 0.08), G.roundedRect(body.insetBy(dx: 0.05, dy: 0.05), radius: 0.04))
        + G.ring(G.roundedRect(screen, radius: 0.02), G.roundedRect(screen.insetBy(dx: 0.035, dy: 0.035), radius: 0.01))
        + G.ring(G.circle(p(0.5, 0.68), 0.13), G.circle(p(0.5, 0.68), 0.085))
        + [G.circle(p(0.5, 0.68), 0.04)]
    },
    "appletv": {
      let screen = CGRect(x: 0.06, y: 0.16, width: 0.88, height: 0.58)
      return G.ring(G.roundedRect(screen, radius: 0.06), G.roundedRect(screen.insetBy(dx: 0.06, dy: 0.06), radius: 0.02))
        + [G.roundedRect(CGRect(x: 0.3, y: 0.8, width: 0.4, height: 0.06), radius: 0.03)]
    },
    "applewatch": {
      let body = CGRect(x: 0.26, y: 0.24, width: 0.44, height: 0.52)
      return G.ring(G.roundedRect(body, radius: 0.12), G.roundedRect(body.insetBy(dx: 0.055, dy: 0.055), radius: 0.07))
        + [G.roundedRect(CGRect(x: 0.33, y: 0.06, width: 0.3, height: 0.16), radius: 0.04),
           G.roundedRect(CGRect(x: 0.33, y: 0.78, width: 0.3, height: 0.16), radius: 0.04),
           G.roundedRect(CGRect(x: 0.72, y: 0.38, width: 0.06, height: 0.12), radius: 0.02)]
    },
    "homepod": {
      let body = CGRect(x: 0.24, y: 0.1, width: 0.52, height: 0.8)
      let top = CGRect(x: 0.34, y: 0.16, width: 0.32, height: 0.1)
      return G.ring(G.roundedRect(body, radius: 0.2), G.roundedRect(body.insetBy(dx: 0.06, dy: 0.06), radius: 0.15))
        + [G.roundedRect(top, radius: 0.05)]
    },
    "gearshape": { G.gear(center: p(0.5, 0.5), outer: 0.44, inner: 0.34, hole: 0.15, teeth: 8) },
    "gear": { G.gear(center: p(0.5, 0.5), outer: 0.44, inner: 0.34, hole: 0.15, teeth: 8) },
    "person": {
      // Head ring, and shoulders: a dome outline with a flat base.
      G.ring(G.circle(p(0.5, 0.27), 0.19), G.circle(p(0.5, 0.27), 0.125))
        + G.ring(G.dome(p(0.5, 0.94), rx: 0.36, ry: 0.38), G.dome(p(0.5, 0.875), rx: 0.295, ry: 0.315))
    },
    "person.fill": { [G.circle(p(0.5, 0.27), 0.19), G.dome(p(0.5, 0.94), rx: 0.36, ry: 0.38)] },
    "circle": { G.ring(G.circle(p(0.5, 0.5), 0.42), G.circle(p(0.5, 0.5), 0.35)) },
    "circle.fill": { [G.circle(p(0.5, 0.5), 0.42)] },
    "checkmark.circle": { circled(G.polyline(checkPoints, width: 0.08)) },
    "checkmark.circle.fill": { disc(cutting: G.strokeOutline(checkPoints, width: 0.08)) },
    "xmark.circle": { circled([G.cross(p(0.5, 0.5), reach: 0.2, width: 0.075, angle: .pi / 4)]) },
    "xmark.circle.fill": { disc(cutting: G.cross(p(0.5, 0.5), reach: 0.2, width: 0.075, angle: .pi / 4)) },
    "plus.circle": { circled([G.cross(p(0.5, 0.5), reach: 0.22, width: 0.075)]) },
    "plus.circle.fill": { disc(cutting: G.cross(p(0.5, 0.5), reach: 0.22, width: 0.075)) },
    "info.circle": {
      circled([G.circle(p(0.5, 0.3), 0.05), G.roundedRect(CGRect(x: 0.46, y: 0.42, width: 0.08, height: 0.3), radius: 0.02)])
    },
    "ellipsis": { [G.circle(p(0.22, 0.5), 0.07), G.circle(p(0.5, 0.5), 0.07), G.circle(p(0.78, 0.5), 0.07)] },
    "ellipsis.circle": {
      circled([G.circle(p(0.32, 0.5), 0.05), G.circle(p(0.5, 0.5), 0.05), G.circle(p(0.68, 0.5), 0.05)])
    },
    "star": {
      let star = G.star(p(0.5, 0.53), outer: 0.45, inner: 0.19)
      return G.ring(star, G.scaled(star, about: p(0.5, 0.53), by: 0.7))
    },
    "star.fill": { [G.star(p(0.5, 0.53), outer: 0.45, inner: 0.19)] },
    "heart": {
      let heart = G.heart(p(0.5, 0.5), size: 0.86)
      return G.ring(heart, G.scaled(heart, about: p(0.5, 0.47), by: 0.78))
    },
    "heart.fill": { [G.heart(p(0.5, 0.5), size: 0.86)] },
    "house": {
      G.polyline([p(0.08, 0.5), p(0.5, 0.12), p(0.92, 0.5)], width: 0.08)
        + G.polyline([p(0.22, 0.42), p(0.22, 0.88), p(0.78, 0.88), p(0.78, 0.42)], width: 0.08)
        + G.ring(G.roundedRect(CGRect(x: 0.41, y: 0.6, width: 0.18, height: 0.28), radius: 0.02),
                 G.roundedRect(CGRect(x: 0.47, y: 0.66, width: 0.06, height: 0.22), radius: 0.01))
    },
    "house.fill": {
      [G.strokeOutline([p(0.08, 0.5), p(0.5, 0.12), p(0.92, 0.5)], width: 0.08),
       [p(0.5, 0.2), p(0.8, 0.46), p(0.8, 0.92), p(0.2, 0.92), p(0.2, 0.46)]]
    },
    "bell": {
      let body: G.Polygon = G.dome(p(0.5, 0.46), rx: 0.25, ry: 0.3)
        + [p(0.75, 0.64), p(0.86, 0.76), p(0.14, 0.76), p(0.25, 0.64)]
      return G.ring(body, G.scaled(body, about: p(0.5, 0.58), by: 0.72))
        + [G.circle(p(0.5, 0.86), 0.07), G.circle(p(0.5, 0.13), 0.045)]
    },
    "trash": {
      G.polyline([p(0.14, 0.24), p(0.86, 0.24)], width: 0.07)
        + G.polyline([p(0.38, 0.24), p(0.4, 0.12), p(0.6, 0.12), p(0.62, 0.24)], width: 0.06)
        + G.polyline([p(0.24, 0.3), p(0.28, 0.9), p(0.72, 0.9), p(0.76, 0.3)], width: 0.07)
        + G.polyline([p(0.42, 0.38), p(0.43, 0.78)], width: 0.05) + G.polyline([p(0.58, 0.38), p(0.57, 0.78)], width: 0.05)
    },
    "square.and.arrow.up": {
      G.polyline([p(0.36, 0.4), p(0.22, 0.4), p(0.22, 0.92), p(0.78, 0.92), p(0.78, 0.4), p(0.64, 0.4)], width: 0.07)
        + G.polyline([p(0.5, 0.08), p(0.5, 0.62)], width: 0.07)
        + G.polyline([p(0.34, 0.22), p(0.5, 0.07), p(0.66, 0.22)], width: 0.07)
    },
    "arrow.left": { G.polyline([p(0.86, 0.5), p(0.16, 0.5)], width: 0.08) + G.polyline([p(0.42, 0.22), p(0.14, 0.5), p(0.42, 0.78)], width: 0.08) },
    "arrow.right": { G.polyline([p(0.14, 0.5), p(0.84, 0.5)], width: 0.08) + G.polyline([p(0.58, 0.22), p(0.86, 0.5), p(0.58, 0.78)], width: 0.08) },
    "magnifyingglass": {
      G.ring(G.circle(p(0.42, 0.42), 0.3), G.circle(p(0.42, 0.42), 0.22))
        + G.polyline([p(0.64, 0.64), p(0.86, 0.86)], width: 0.11)
    },
  ]
}
