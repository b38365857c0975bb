import Foundation

/// `base.badge.mark` composites (`bell.badge`, `person.crop.circle.badge.plus`, `photo.badge.plus`,
/// `folder.badge.gearshape`, …) composed from two drawn symbols, as SF Symbols draws them: the base
/// glyph with a small badge at the top-trailing corner, and the base cut out around the badge (a
/// knockout disc a gap wider than the badge), so the badge stands free.
///
/// - `base.badge`: a dot; `base.badge.fill`: the dot on `base.fill`.
/// - `base.badge.<mark>` / `base.fill.badge.<mark>`: `<mark>` (any drawn name: plus, minus,
///   checkmark, xmark, exclamationmark, clock, gearshape, …) shrunk to `markScale`, one weight heavier.
///
/// The cut-out is geometry, not a blend: the base's outline is flattened, each contour is clipped to
/// the knockout disc (Sutherland–Hodgman against a convex polygon keeps the winding inside it), and
/// the clipped contours are added reversed, so the winding inside the disc cancels to zero under the
/// non-zero rule. The result is one path (monochrome) and two layers: the badge primary (level 0),
/// the base secondary (level 1), as `foregroundStyle(.red, .primary)` colours `bell.badge`.
/// Approximations: the knockout is a disc around the badge (SF follows the mark's outline), and the
/// badge's place and size are one measurement for every base (SF tunes them per symbol).
enum SymbolBadge {
  /// The badge's centre in the unit box (measured on SF Symbols' `bell.badge`: the dot's centre at
  /// about 0.8 of the width, 0.2 of the height).
  static let center = CGPoint(x: 0.79, y: 0.21)
  /// The dot's radius, and a mark's scale, in the unit box.
  static let dotRadius = 0.15
  static let markScale = 0.5
  /// The clear gap between the badge and the base, in the unit box.
  static let gap = 0.055

  /// ("bell", nil) for `bell.badge`, ("bell.fill", nil) for `bell.badge.fill`,
  /// ("person.crop.circle", "plus") for `person.crop.circle.badge.plus`; nil without `.badge`.
  static func split(_ name: String) -> (base: String, mark: String?)? {
    guard let range = name.range(of: ".badge", options: .backwards) else { return nil }
    let base = String(name[..<range.lowerBound])
    let rest = name[range.upperBound...]
    guard !base.isEmpty else { return nil }
    if rest.isEmpty { return (base, nil) }
    guard rest.hasPrefix("."), rest.count > 1 else { return nil }
    let mark = String(rest.dropFirst())
    if mark == "fill" { return (base + ".fill", nil) }
    return (base, mark)
  }

  /// Pairs drawn as a large glyph with a smaller one overlapping its bottom-trailing corner, the
  /// large one cut out around the small one (approximations of SF's drawings): name → (glyph,
  /// large centre and scale, small centre and scale).
  static let pairs: [String: (glyph: String, large: (CGPoint, Double), small: (CGPoint, Double))] = [
    "gearshape.2": ("gearshape", (CGPoint(x: 0.38, y: 0.38), 0.72), (CGPoint(x: 0.74, y: 0.74), 0.48)),
    "gearshape.2.fill": ("gearshape.fill", (CGPoint(x: 0.38, y: 0.38), 0.72), (CGPoint(x: 0.74, y: 0.74), 0.48)),
  ]

  /// `base.trianglebadge.exclamationmark` puts a warning triangle at the bottom-trailing corner.
  static let triangleCenter = CGPoint(x: 0.76, y: 0.74)

  /// ("bolt", true) for `bolt.trianglebadge.exclamationmark.fill`.
  static func splitTriangleBadge(_ name: String) -> (String, Bool)? {
    for (suffix, filled) in [(".trianglebadge.exclamationmark.fill", true), (".trianglebadge.exclamationmark", false)]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      return (String(name.dropLast(suffix.count)), filled)
    }
    return nil
  }

  /// Marks SF names differently inside a badge than as a symbol of their own.
  static let markAliases = ["shield.half.filled": "shield.lefthalf.filled"]

  /// The composite, or nil when the name has no badge or its base or mark is not drawn.
  static func composed(named name: String, weight: SymbolWeight) -> SymbolLibrary.Symbol? {
    if let pair = pairs[name] {
      guard let glyph = SymbolLibrary.drawnSymbol(named: pair.glyph, weight: weight) else { return nil }
      let large = placed(glyph.path, at: pair.large.0, scale: pair.large.1)
      return composed(name: name, base: SymbolLibrary.Symbol(name: pair.glyph, path: large, fillRule: glyph.fillRule),
                      mark: glyph, center: pair.small.0, scale: pair.small.1)
    }
    if let (baseName, filled) = splitTriangleBadge(name) {
      guard let base = SymbolLibrary.drawnSymbol(named: filled ? baseName + ".fill" : baseName, weight: weight)
              ?? SymbolLibrary.drawnSymbol(named: baseName, weight: weight),
            let mark = SymbolLibrary.drawnSymbol(named: filled ? "exclamationmark.triangle.fill" : "exclamationmark.triangle",
                                                 weight: weight) else { return nil }
      return composed(name: name, base: base, mark: mark, center: triangleCenter, scale: markScale)
    }
    guard let (baseName, markName) = split(name),
          let base = SymbolLibrary.drawnSymbol(named: baseName, weight: weight) else { return nil }
    var mark: SymbolLibrary.Symbol?
    if let markName {
      let heavier: SymbolWeight = weight.rawValue >= SymbolWeight.regular.rawValue ? .bold : .regular
      guard let drawn = SymbolLibrary.drawnSymbol(named: markAliases[markName] ?? markName, weight: heavier) else { return nil }
      mark = drawn
    }
    return composed(name: name, base: base, mark: mark, center: center, scale: markScale)
  }

  static func placed(_ path: Path, at c: CGPoint, scale: Double) -> Path {
    path.applying(AffineTransform2D.translation(x: -0.5, y: -0.5)
      .concatenating(.scale(x: scale, y: scale)).concatenating(.translation(x: c.x, y: c.y)))
  }

  /// `base` with `mark` (nil: the dot) placed at `center`, `scale`, the base cut out around it.
  static func composed(name: String, base: SymbolLibrary.Symbol, mark: SymbolLibrary.Symbol?,
                               center: CGPoint, scale: Double) -> SymbolLibrary.Symbol? {
    var badge: [[CGPoint]]
    let knockRadius: Double
    if let mark {
      badge = flatten(placed(mark.path, at: center, scale: scale))
      if mark.fillRule == .evenOdd { badge = orientedForNonZero(badge) }
      let reach = badge.joined().map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
      knockRadius = reach + gap
    } else {
      badge = [polygonCircle(center: center, radius: dotRadius)]
      knockRadius = dotRadius + gap
    }
    var contours = flatten(base.path)
    if base.fillRule == .evenOdd { contours = orientedForNonZero(contours) }
    let disc = polygonCircle(center: center, radius: knockRadius)
    let cut = contours.map { clip($0, to: disc) }.filter { $0.count >= 3 }
    let knocked = path(contours) + path(cut.map { Array($0.reversed()) })
    let badgePath = path(badge)
    var whole = knocked
    whole.addPath(badgePath)
    return SymbolLibrary.Symbol(name: name, path: whole, fillRule: .nonZero,
                                layers: [SymbolLayer(path: knocked, fillRule: .nonZero, level: 1),
                                         SymbolLayer(path: badgePath, fillRule: .nonZero, level: 0)])
  }

  // MARK: - Polygon tools

  /// The path's subpaths as closed polygons (curves split into short lines).
  static func flatten(_ path: Path) -> [[CGPoint]] {
    // A subpath of fewer than three points encloses nothing (a move after a close, a lone line).
    SymbolStroke.polylines(path, quadSteps: 8, cubicSteps: 12).map(\.0).filter { $0.count >= 3 }
  }

  static func path(_ polygons: [[CGPoint]]) -> Path {
    var p = Path()
    for polygon in polygons where polygon.count >= 3 {
      p.move(to: polygon[0])
      for point in polygon.dropFirst() { p.addLine(to: point) }
      p.closeSubpath()
    }
    return p
  }

  static func signedArea(_ polygon: [CGPoint]) -> Double {
    var sum = 0.0
    for i in polygon.indices {
      let a = polygon[i], b = polygon[(i + 1) % polygon.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }

  /// Contours meant for the even-odd rule, turned so the non-zero rule fills the same area: each
  /// contour's direction set by how many others enclose it (even: positive, odd: negative).
  /// Assumes the contours do not cross one another, as an icon's even-odd outline does not.
  static func orientedForNonZero(_ contours: [[CGPoint]]) -> [[CGPoint]] {
    contours.enumerated().map { i, contour in
      let probe = contour[0]
      var depth = 0
      for (j, other) in contours.enumerated() where j != i && contains(other, probe) { depth += 1 }
      let wantPositive = depth % 2 == 0
      return (signedArea(contour) > 0) == wantPositive ? contour : Array(contour.reversed())
    }
  }

  static func contains(_ polygon: [CGPoint], _ p: CGPoint) -> Bool {
    var inside = false
    var j = polygon.count - 1
    for i in polygon.indices {
      let a = polygon[i], b = polygon[j]
      if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
      j = i
    }
    return inside
  }

  /// A circle as a 64-gon of positive signed area.
  static func polygonCircle(center c: CGPoint, radius r: Double) -> [CGPoint] {
    (0..<64).map { i in
      let a = Double(i) / 64 * 2 * .pi
      return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }
  }

  /// Sutherland–Hodgman: `subject` clipped to the convex polygon `window` (positive area). Inside
  /// the window the result winds as the subject does; it may run along the window's edge.
  static func clip(_ subject: [CGPoint], to window: [CGPoint]) -> [CGPoint] {
    var output = subject
    for i in window.indices where !output.isEmpty {
      let a = window[i], b = window[(i + 1) % window.count]
      func side(_ p: CGPoint) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
      let input = output
      output = []
      for k in input.indices {
        let p = input[k], q = input[(k + 1) % input.count]
        let sp = side(p), sq = side(q)
        if sp >= 0 { output.append(p) }
        if (sp >= 0) != (sq >= 0) {
          let t = sp / (sp - sq)
          output.append(CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
        }
      }
    }
    return output
  }
}

private func + (a: Path, b: Path) -> Path {
  var p = a
  p.addPath(b)
  return p
}
