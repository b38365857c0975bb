import Foundation

/// Names drawn as one drawn name placed over another (docs/symbols.md, "Composed from drawn
/// names"), from data rather than code:
/// - the map's `compose` lines (`SymbolCatalog.Composition`): `plus.square.on.square` is `plus`
///   over the front square of `square.on.square`, `arrow.up.heart.fill` is `arrow.up` cut out of
///   `heart.fill`;
/// - `<base>.slash` / `<base>.slash.fill` over a drawn base, for the names the map lists (those SF
///   has, so `symbolVariant(.slash)` on a symbol without one still falls back to the symbol): SF's
///   slash from the top-leading to the bottom-trailing corner, the base cut out along it by a band
///   a gap wider than the slash.
///
/// Like badges, the result is polygons under the non-zero rule (the base's even-odd holes turned
/// into reversed contours), with the base as the secondary layer and the mark or slash as the
/// primary one.
enum SymbolOverlay {
  /// The slash's ends in the unit box (SF's slashes run about corner to corner of the glyph).
  static let slashFrom = CGPoint(x: 0.16, y: 0.13), slashTo = CGPoint(x: 0.84, y: 0.87)
  /// The clear gap on each side of the slash.
  static let slashGap = 0.05

  static func composed(named name: String, weight: SymbolWeight) -> SymbolLibrary.Symbol? {
    if let recipe = SymbolCatalog.composition(name) { return composed(name: name, recipe, weight: weight) }
    if SymbolCatalog.isSlashed(name), let (base, filled) = splitSlash(name) { return slashed(name: name, base: base, filled: filled, weight: weight) }
    return nil
  }

  /// ("bookmark", true) for `bookmark.slash.fill`.
  static func splitSlash(_ name: String) -> (String, Bool)? {
    for (suffix, filled) in [(".slash.fill", true), (".slash", false)] where name.hasSuffix(suffix) && name.count > suffix.count {
      return (String(name.dropLast(suffix.count)), filled)
    }
    return nil
  }

  private static func composed(name: String, _ r: SymbolCatalog.Composition, weight: SymbolWeight) -> SymbolLibrary.Symbol? {
    guard let drawnBase = drawn(r.base, weight: weight) else { return nil }
    var base = drawnBase
    if r.baseScale != 1 || r.baseCenter != CGPoint(x: 0.5, y: 0.5) {
      base.path = SymbolBadge.placed(base.path, at: r.baseCenter, scale: r.baseScale)
    }
    // A small mark one weight heavier, as badges are, so its strokes match the base's.
    let markWeight: SymbolWeight = r.scale > 0.6 ? weight : (weight.rawValue >= SymbolWeight.regular.rawValue ? .bold : .regular)
    switch r.mode {
    case .cut:
      guard let mark = drawn(r.mark, weight: markWeight) else { return nil }
      return SymbolBadge.composed(name: name, base: base, mark: mark, center: r.center, scale: r.scale)
    case .over:
      guard let mark = drawn(r.mark, weight: markWeight) else { return nil }
      let basePath = SymbolBadge.path(nonZero(base.path, base.fillRule))
      let markPath = SymbolBadge.path(nonZero(SymbolBadge.placed(mark.path, at: r.center, scale: r.scale), mark.fillRule))
      return layered(name: name, base: basePath, mark: markPath)
    case .hole:
      // Only a mark of one clean outline (a bundled icon, not overlapping strokes) can be cut out
      // by reversing it.
      guard let entry = SymbolCatalog.entry(r.mark), let mark = SymbolCatalog.outline(entry, weight: markWeight),
            !mark.overlapping else { return nil }
      let basePath = SymbolBadge.path(nonZero(base.path, base.fillRule))
      let hole = nonZero(SymbolBadge.placed(mark.path, at: r.center, scale: r.scale), mark.fillRule).map { Array($0.reversed()) }
      var whole = basePath
      whole.addPath(SymbolBadge.path(hole))
      return SymbolLibrary.Symbol(name: name, path: whole, fillRule: .nonZero)
    }
  }

  /// A drawn name, or an outline of the data by its glyph key (`dr:rain`: a drawing that is a
  /// part of composed names, not a name of its own).
  private static func drawn(_ name: String, weight: SymbolWeight) -> SymbolLibrary.Symbol? {
    guard name.contains(":") else { return SymbolLibrary.drawnSymbol(named: name, weight: weight) }
    guard let outline = SymbolCatalog.outline(glyph: name, weight: weight.dataWeight) else { return nil }
    return SymbolLibrary.Symbol(name: name, path: outline.path, fillRule: outline.fillRule)
  }

  private static func slashed(name: String, base baseName: String, filled: Bool, weight: SymbolWeight) -> SymbolLibrary.Symbol? {
    guard let base = (filled ? SymbolLibrary.drawnSymbol(named: baseName + ".fill", weight: weight) : nil)
            ?? SymbolLibrary.drawnSymbol(named: baseName, weight: weight) else { return nil }
    let width = SymbolComposer.strokeWidth(weight) / 256 * 1.1
    let slash = SymbolGeometry.strokeOutline([slashFrom, slashTo], width: width)
    let band = SymbolGeometry.strokeOutline([slashFrom, slashTo], width: width + 2 * slashGap)
    let contours = nonZero(base.path, base.fillRule)
    let cut = contours.map { SymbolBadge.clip($0, to: band) }.filter { $0.count >= 3 }.map { Array($0.reversed()) }
    return layered(name: name, base: SymbolBadge.path(contours + cut), mark: SymbolBadge.path([slash]))
  }

  /// The path's contours, wound so the non-zero rule fills what `rule` fills and the outermost
  /// contour winds positively (so a second shape added positively joins it, and one added
  /// reversed cuts it).
  private static func nonZero(_ path: Path, _ rule: FillRule) -> [[CGPoint]] {
    let contours = SymbolBadge.flatten(path)
    if rule == .evenOdd { return SymbolBadge.orientedForNonZero(contours) }
    let outer = contours.max { abs(SymbolBadge.signedArea($0)) < abs(SymbolBadge.signedArea($1)) }
    if let outer, SymbolBadge.signedArea(outer) < 0 { return contours.map { Array($0.reversed()) } }
    return contours
  }

  private static func layered(name: String, base: Path, mark: Path) -> SymbolLibrary.Symbol {
    var whole = base
    whole.addPath(mark)
    return SymbolLibrary.Symbol(name: name, path: whole, fillRule: .nonZero,
                                layers: [SymbolLayer(path: base, fillRule: .nonZero, level: 1),
                                         SymbolLayer(path: mark, fillRule: .nonZero, level: 0)])
  }
}
