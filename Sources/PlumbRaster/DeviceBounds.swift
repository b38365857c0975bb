import Foundation
import PlumbGraphics

/// An axis-aligned rectangle in device pixels, as min/max corners.
struct DeviceRect: Equatable {
  var minX, minY, maxX, maxY: Double

  func union(_ o: DeviceRect) -> DeviceRect {
    DeviceRect(minX: min(minX, o.minX), minY: min(minY, o.minY),
               maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
  }

  func intersection(_ o: DeviceRect) -> DeviceRect? {
    let r = DeviceRect(minX: max(minX, o.minX), minY: max(minY, o.minY),
                       maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    return r.maxX > r.minX && r.maxY > r.minY ? r : nil
  }

  func outset(_ d: Double) -> DeviceRect {
    DeviceRect(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
  }

  func offsetBy(_ dx: Double, _ dy: Double) -> DeviceRect {
    DeviceRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
  }

  /// The bounding box of `r` (in user space) mapped through `m`.
  init?(_ r: CGRect, through m: AffineTransform2D) {
    guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
      return nil
    }
    let t = m.apply(to: r)
    self.init(minX: t.minX, minY: t.minY, maxX: t.maxX, maxY: t.maxY)
  }

  init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
  }
}

/// A conservative estimate of where display items can put ink, in device pixels.
///
/// Shadows are blurred offscreen, and the offscreen only needs to cover what the group's children
/// can touch; this bound keeps that buffer (and the blur) small. It may be larger than the ink,
/// never smaller: control points count, strokes are padded for miters and caps, and glyph runs of
/// real fonts get a generous box per glyph.
enum DeviceBounds {
  /// Padding for antialiasing, in device pixels.
  static let antialiasMargin = 2.0

  static func of(_ items: [DisplayItem], through m: AffineTransform2D) -> DeviceRect? {
    var acc: DeviceRect?
    for item in items {
      guard let b = of(item, through: m) else { continue }
      acc = acc.map { $0.union(b) } ?? b
    }
    return acc
  }

  static func of(_ item: DisplayItem, through m: AffineTransform2D) -> DeviceRect? {
    switch item {
    case .fill(let path, _, _):
      return DeviceRect(path.boundingBox, through: m)?.outset(antialiasMargin)
    case .stroke(let path, _, let style):
      let join = style.lineJoin == .miter ? max(1, style.miterLimit) : 1
      let pad = style.lineWidth / 2 * max(join, 1.5)
      guard pad.isFinite else { return nil }
      return DeviceRect(path.boundingBox.insetBy(dx: -pad, dy: -pad), through: m)?
        .outset(antialiasMargin)
    case .glyphs(let run):
      return glyphBounds(run, through: m)
    case .image(let image):
      return DeviceRect(image.rect, through: m)?.outset(antialiasMargin)
    case .group(let g):
      guard let inner = DisplayListPainter.effectiveTransform(g.transform)?.concatenating(m) else {
        return nil
      }
      guard var b = layer(g.items, shadow: g.shadow, through: inner) else { return nil }
      if let blur = GroupEffectsPainter.gaussian(g.blur, ctm: inner) { b = b.outset(Double(blur.radius) + 1) }
      // The clip cuts the children and their shadow alike.
      guard let clip = g.clip else { return b }
      return DeviceRect(clip.boundingBox, through: inner)?.outset(antialiasMargin).intersection(b)
    }
  }

  /// Where a group's children and the shadow they cast can put ink, before the group's clip.
  static func layer(_ items: [DisplayItem], shadow: Shadow?, through m: AffineTransform2D) -> DeviceRect? {
    guard let b = of(items, through: m) else { return nil }
    guard let s = shadow, let geometry = ShadowGeometry(s, ctm: m) else { return b }
    return b.union(b.offsetBy(geometry.dx, geometry.dy).outset(Double(geometry.blur.radius) + 1))
  }

  private static func glyphBounds(_ run: GlyphRun, through m: AffineTransform2D) -> DeviceRect? {
    guard let first = run.positions.first, run.fontSize.isFinite else { return nil }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in run.positions {
      minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    let em = abs(run.fontSize)
    let skew = abs(run.obliqueSkew).isFinite ? abs(run.obliqueSkew) * em : 0
    let box: CGRect
    if run.fontName == FixedMetricsFont.name {
      box = CGRect(x: minX - skew, y: minY - FixedMetricsFont.ascent * em,
                   width: maxX - minX + FixedMetricsFont.advance * em + 2 * skew,
                   height: maxY - minY + (FixedMetricsFont.ascent + FixedMetricsFont.descent) * em)
    } else {
      // Real glyphs: assume at most 1 em left of the origin, 2 em right, 1.5 em above the baseline
      // and 1 em below (wider than any face PlumbText bundles).
      box = CGRect(x: minX - em - skew, y: minY - 1.5 * em,
                   width: maxX - minX + 3 * em + 2 * skew, height: maxY - minY + 2.5 * em)
    }
    return DeviceRect(box, through: m)?.outset(antialiasMargin)
  }
}
