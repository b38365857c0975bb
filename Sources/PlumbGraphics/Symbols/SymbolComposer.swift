import Foundation

/// One layer of a symbol for hierarchical and palette rendering: SF Symbols' primary layer
/// (level 0: the glyph) and secondary layer (level 1: an enclosure), as `foregroundStyle(a, b)`
/// colours them.
public struct SymbolLayer: Hashable, Sendable {
  public var path: Path
  public var fillRule: FillRule
  /// 0 primary, 1 secondary, 2 tertiary.
  public var level: Int

  public init(path: Path, fillRule: FillRule = .nonZero, level: Int) {
    self.path = path
    self.fillRule = fillRule
    self.level = level
  }
}

/// Symbols drawn from the bundled icons, and the `.circle` / `.square` enclosures composed
/// around any drawn glyph (docs/symbols.md, "Composed enclosures"):
/// - `name.circle`: the glyph, shrunk to `glyphScale` and one weight heavier, inside a ring whose
///   stroke follows the weight (Phosphor's own ring: centre line radius 96 of 256);
/// - `name.circle.fill`: a disc with the glyph (its `.fill` form when there is one) knocked out;
/// - `.square` / `.square.fill`: the same with a rounded square.
/// In layered rendering the enclosure is the secondary layer and the glyph the primary.
enum SymbolComposer {
  /// The glyph's scale inside an enclosure (measured on SF Symbols' `xmark.circle`: the cross
  /// spans about 0.45 of the ring's outer diameter; Phosphor glyphs fill 0.81 of their box).
  static let glyphScale = 0.56

  enum Enclosure: String { case circle, square }

  /// A name from the catalog, or composed from its base; nil when neither draws it.
  static func symbol(named name: String, weight: SymbolWeight) -> SymbolLibrary.Symbol? {
    if let entry = SymbolCatalog.entry(name), let outline = SymbolCatalog.outline(entry, weight: weight) {
      return SymbolLibrary.Symbol(name: name, path: outline.path, fillRule: outline.fillRule)
    }
    return composed(named: name, weight: weight)
  }

  /// `base.circle`, `base.square.fill`, … composed from `base`'s glyph; nil when the name has no
  /// enclosure suffix or the base is not drawn.
  static func composed(named name: String, weight: SymbolWeight) -> SymbolLibrary.Symbol? {
    if SymbolCatalog.entry(name) == nil, let overlaid = SymbolOverlay.composed(named: name, weight: weight) { return overlaid }
    if SymbolCatalog.entry(name) == nil, let badged = SymbolBadge.composed(named: name, weight: weight) { return badged }
    guard let (base, enclosure, filled) = split(name) else { return nil }
    let entry: SymbolCatalog.Entry?
    if filled { entry = SymbolCatalog.entry(base + ".fill") ?? SymbolCatalog.entry(base) } else { entry = SymbolCatalog.entry(base) }
    guard let entry, let glyph = SymbolCatalog.outline(entry, weight: weight, inEnclosure: true) else { return nil }
    // A drawing's overlapping strokes cannot be knocked out of a disc by the even-odd rule.
    if filled && glyph.overlapping { return nil }
    let c = 0.5
    let shrink = AffineTransform2D.translation(x: -c, y: -c)
      .concatenating(.scale(x: glyphScale, y: glyphScale)).concatenating(.translation(x: c, y: c))
    let glyphPath = glyph.path.applying(shrink)
    let stroke = strokeWidth(weight)
    let shell: Path
    var ring = Path()
    switch (enclosure, filled) {
    case (.circle, true):
      shell = circle(radius: (96 + stroke / 2) / 256, clockwise: true)
    case (.circle, false):
      ring.addPath(circle(radius: (96 + stroke / 2) / 256, clockwise: true))
      ring.addPath(circle(radius: (96 - stroke / 2) / 256, clockwise: false))
      shell = ring
    case (.square, true):
      shell = roundedSquare(inset: (36 - stroke / 2) / 256, radius: (40 + stroke / 2) / 256)
    case (.square, false):
      ring.addPath(roundedSquare(inset: (36 - stroke / 2) / 256, radius: (40 + stroke / 2) / 256))
      ring.addPath(reversedRoundedSquare(inset: (36 + stroke / 2) / 256, radius: max(0, 40 - stroke / 2) / 256))
      shell = ring
    }
    var whole = shell
    whole.addPath(glyphPath)
    // Filled: the glyph is cut out of the disc (even-odd); outline: ring and glyph do not overlap.
    let rule: FillRule = filled ? .evenOdd : glyph.fillRule
    return SymbolLibrary.Symbol(name: name, path: whole, fillRule: rule,
                                layers: [SymbolLayer(path: shell, fillRule: .nonZero, level: 1),
                                         SymbolLayer(path: glyphPath, fillRule: glyph.fillRule, level: 0)])
  }

  /// ("xmark", .circle, true) for "xmark.circle.fill".
  static func split(_ name: String) -> (String, Enclosure, Bool)? {
    for (suffix, enclosure, filled) in [(".circle.fill", Enclosure.circle, true), (".square.fill", .square, true),
                                        (".circle", .circle, false), (".square", .square, false),
                                        // SF's `app` enclosure is a rounder square; drawn as the square.
                                        (".app.fill", .square, true), (".app", .square, false)] where name.hasSuffix(suffix) {
      let base = String(name.dropLast(suffix.count))
      return base.isEmpty ? nil : (base, enclosure, filled)
    }
    return nil
  }

  /// Phosphor's stroke width in 256ths of the box for each drawn weight.
  static func strokeWidth(_ weight: SymbolWeight) -> Double {
    switch weight.dataWeight {
    case "thin": return 8
    case "light": return 12
    case "bold": return 24
    default: return 16
    }
  }

  private static func circle(radius r: Double, clockwise: Bool) -> Path {
    // Four cubic quarter arcs (k = 0.5523 of the radius) around the box centre.
    let k = 0.5522847498 * r, c = 0.5
    var p = Path()
    p.move(to: CGPoint(x: c + r, y: c))
    if clockwise {
      p.addCurve(to: CGPoint(x: c, y: c + r), control1: CGPoint(x: c + r, y: c + k), control2: CGPoint(x: c + k, y: c + r))
      p.addCurve(to: CGPoint(x: c - r, y: c), control1: CGPoint(x: c - k, y: c + r), control2: CGPoint(x: c - r, y: c + k))
      p.addCurve(to: CGPoint(x: c, y: c - r), control1: CGPoint(x: c - r, y: c - k), control2: CGPoint(x: c - k, y: c - r))
      p.addCurve(to: CGPoint(x: c + r, y: c), control1: CGPoint(x: c + k, y: c - r), control2: CGPoint(x: c + r, y: c - k))
    } else {
      p.addCurve(to: CGPoint(x: c, y: c - r), control1: CGPoint(x: c + r, y: c - k), control2: CGPoint(x: c + k, y: c - r))
      p.addCurve(to: CGPoint(x: c - r, y: c), control1: CGPoint(x: c - k, y: c - r), control2: CGPoint(x: c - r, y: c - k))
      p.addCurve(to: CGPoint(x: c, y: c + r), control1: CGPoint(x: c - r, y: c + k), control2: CGPoint(x: c - k, y: c + r))
      p.addCurve(to: CGPoint(x: c + r, y: c), control1: CGPoint(x: c + k, y: c + r), control2: CGPoint(x: c + r, y: c + k))
    }
    p.closeSubpath()
    return p
  }

  private static func roundedSquare(inset: Double, radius: Double) -> Path {
    Path(roundedRect: CGRect(x: inset, y: inset, width: 1 - 2 * inset, height: 1 - 2 * inset), cornerRadius: radius)
  }

  /// The same rounded square wound the other way (a hole under the non-zero rule).
  private static func reversedRoundedSquare(inset: Double, radius: Double) -> Path {
    roundedSquare(inset: inset, radius: radius)
      .applying(AffineTransform2D.scale(x: -1, y: 1).concatenating(.translation(x: 1, y: 0)))
  }
}
