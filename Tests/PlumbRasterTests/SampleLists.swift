import Foundation
import PlumbGraphics

/// Display lists exercising each operation, drawn on a 120×80 pt canvas. Shared by the golden
/// and determinism tests.
enum SampleLists {
  static let ink = RGBAColor(r8: 0x1E, g8: 0x5A, b8: 0xC8)
  static let coral = RGBAColor(r8: 0xF2, g8: 0x6B, b8: 0x5B)
  static let mint = RGBAColor(r8: 0x3C, g8: 0xC4, b8: 0x8E)
  static let gold = RGBAColor(r8: 0xF5, g8: 0xB8, b8: 0x2E)

  static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
  }

  /// Rect, circular and continuous rounded rects, ellipse, capsule, and a free path with a
  /// quadratic curve.
  static var shapes: DisplayList {
    var free = Path()
    free.move(to: CGPoint(x: 8, y: 72))
    free.addQuadCurve(to: CGPoint(x: 48, y: 72), control: CGPoint(x: 28, y: 44))
    free.addLine(to: CGPoint(x: 40, y: 78))
    free.closeSubpath()
    return DisplayList([
      .fill(Path(rect: r(6, 6, 24, 24)), .solid(ink)),
      .fill(Path(roundedRect: r(36, 6, 36, 24), cornerRadius: 8, style: .circular), .solid(coral)),
      .fill(Path(roundedRect: r(78, 6, 36, 24), cornerRadius: 8, style: .continuous), .solid(coral)),
      .fill(Path(ellipseIn: r(6, 36, 40, 20)), .solid(mint)),
      .fill(Path(capsuleIn: r(54, 38, 60, 16)), .solid(gold)),
      .fill(free, .solid(ink)),
    ])
  }

  /// A self-intersecting star and a ring (two nested squares), filled non-zero and even-odd.
  static var fillRules: DisplayList {
    var star = Path()
    for i in 0..<5 {
      let a = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
      let p = CGPoint(x: 30 + 24 * cos(a), y: 40 + 24 * sin(a))
      if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    var ring = Path(rect: r(0, 0, 40, 40))
    ring.addPath(Path(rect: r(10, 10, 20, 20)))
    return DisplayList([
      .fill(star.applying(.translation(x: -4, y: -14)), .solid(ink), .nonZero),
      .fill(star.applying(.translation(x: 56, y: -14)), .solid(ink), .evenOdd),
      .fill(ring.applying(.scale(x: 0.5, y: 0.5).concatenating(.translation(x: 10, y: 56))), .solid(coral), .nonZero),
      .fill(ring.applying(.scale(x: 0.5, y: 0.5).concatenating(.translation(x: 70, y: 56))), .solid(coral), .evenOdd),
    ])
  }

  static var strokes: DisplayList {
    var zigzag = Path()
    zigzag.move(to: CGPoint(x: 10, y: 30))
    zigzag.addLine(to: CGPoint(x: 30, y: 10))
    zigzag.addLine(to: CGPoint(x: 50, y: 30))
    zigzag.addLine(to: CGPoint(x: 70, y: 10))
    var line = Path()
    line.move(to: CGPoint(x: 10, y: 50))
    line.addLine(to: CGPoint(x: 110, y: 50))
    return DisplayList([
      .stroke(zigzag, .solid(ink), StrokeStyle(lineWidth: 5, lineCap: .butt, lineJoin: .miter)),
      .stroke(zigzag.applying(.translation(x: 40, y: 0)), .solid(coral),
              StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round)),
      .stroke(line, .solid(mint), StrokeStyle(lineWidth: 4, lineCap: .square, dash: [10, 8])),
      .stroke(line.applying(.translation(x: 0, y: 12)), .solid(ink),
              StrokeStyle(lineWidth: 3, lineCap: .round, dash: [0, 7], dashPhase: 2)),
      .stroke(Path(roundedRect: r(4, 4, 112, 72), cornerRadius: 10, style: .continuous), .solid(gold),
              StrokeStyle(lineWidth: 1.5, lineJoin: .bevel)),
    ])
  }

  static var gradients: DisplayList {
    let stops = [GradientStop(color: coral, location: 0), GradientStop(color: gold, location: 0.5),
                 GradientStop(color: ink, location: 1)]
    return DisplayList([
      .fill(Path(roundedRect: r(6, 6, 108, 30), cornerRadius: 6, style: .circular),
            .linearGradient(stops: stops, start: CGPoint(x: 6, y: 0), end: CGPoint(x: 114, y: 0))),
      .fill(Path(ellipseIn: r(6, 42, 50, 34)),
            .radialGradient(stops: stops, center: CGPoint(x: 31, y: 59), startRadius: 0, endRadius: 25)),
      .fill(Path(rect: r(64, 42, 50, 34)),
            .linearGradient(stops: [GradientStop(color: mint, location: 0),
                                    GradientStop(color: mint.multiplyingAlpha(0), location: 1)],
                            start: CGPoint(x: 64, y: 42), end: CGPoint(x: 114, y: 76))),
    ])
  }

  static var groups: DisplayList {
    let card: [DisplayItem] = [
      .fill(Path(rect: r(0, 0, 40, 40)), .solid(ink)),
      .fill(Path(ellipseIn: r(20, 20, 40, 40)), .solid(coral)),
    ]
    return DisplayList([
      .group(DisplayGroup(items: card, opacity: 0.5, transform: .translation(x: 4, y: 4))),
      .group(DisplayGroup(items: card, transform: .rotation(radians: .pi / 8, about: CGPoint(x: 20, y: 20))
        .concatenating(.translation(x: 62, y: 6)),
                          clip: Path(ellipseIn: r(0, 0, 50, 50)))),
      .group(DisplayGroup(items: [
        .group(DisplayGroup(items: [.fill(Path(rect: r(0, 0, 30, 10)), .solid(mint))], opacity: 0.5)),
        .fill(Path(rect: r(10, 5, 30, 10)), .solid(gold)),
      ], opacity: 0.8, transform: .scale(x: 1.5, y: 1.5, about: .zero).concatenating(.translation(x: 10, y: 56)))),
    ])
  }

  static var shadows: DisplayList {
    DisplayList([
      .group(DisplayGroup(items: [.fill(Path(roundedRect: r(10, 12, 44, 52), cornerRadius: 8, style: .circular), .solid(.white))],
                          shadow: Shadow(radius: 6, offset: CGSize(width: 0, height: 3)))),
      .group(DisplayGroup(items: [.fill(Path(ellipseIn: r(66, 12, 44, 44)), .solid(coral))],
                          shadow: Shadow(color: ink.multiplyingAlpha(0.6), radius: 3,
                                         offset: CGSize(width: 4.5, height: 5.25)))),
      .group(DisplayGroup(items: [.fill(Path(rect: r(70, 62, 40, 10)), .solid(mint))], opacity: 0.5,
                          shadow: Shadow(color: .black, radius: 0, offset: CGSize(width: 2, height: 2)))),
    ])
  }

  /// Shadows combined with the other group effects: a rotated and a scaled group (the offset
  /// turns and the blur grows with them), a clip that cuts the shadow too, and a shadowed group
  /// inside another one.
  static var shadowedGroupEffects: DisplayList {
    let tile: [DisplayItem] = [.fill(Path(roundedRect: r(0, 0, 24, 24), cornerRadius: 5, style: .circular), .solid(coral))]
    let shadow = Shadow(color: .black.multiplyingAlpha(0.5), radius: 4, offset: CGSize(width: 4, height: 0))
    return DisplayList([
      .group(DisplayGroup(items: tile, transform: .rotation(radians: .pi / 2, about: CGPoint(x: 12, y: 12))
        .concatenating(.translation(x: 8, y: 8)), shadow: shadow, label: "rotated: shadow falls below")),
      .group(DisplayGroup(items: tile, transform: .scale(x: 1.5, y: 1.5, about: .zero)
        .concatenating(.translation(x: 44, y: 6)), shadow: shadow, label: "scaled")),
      .group(DisplayGroup(items: tile, transform: .translation(x: 90, y: 8),
                          clip: Path(rect: r(-4, -4, 30, 32)), shadow: shadow, label: "clipped shadow")),
      .group(DisplayGroup(items: [
        .fill(Path(roundedRect: r(0, 0, 100, 34), cornerRadius: 8, style: .circular), .solid(.white)),
        .group(DisplayGroup(items: [.fill(Path(ellipseIn: r(8, 5, 24, 24)), .solid(mint))],
                            shadow: Shadow(color: ink, radius: 2, offset: CGSize(width: 1, height: 2)))),
        .fill(Path(rect: r(40, 12, 50, 10)), .radialGradient(
          stops: [GradientStop(color: gold, location: 0), GradientStop(color: ink, location: 1)],
          center: CGPoint(x: 65, y: 17), startRadius: 4, endRadius: 25)),
      ], opacity: 0.9, transform: .translation(x: 10, y: 42),
         shadow: Shadow(radius: 5, offset: CGSize(width: 0, height: 3)), label: "nested shadows")),
    ])
  }

  static var glyphsAndImages: DisplayList {
    var px: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<4 {
        let on = (x + y) % 2 == 0
        px += on ? [0x1E, 0x5A, 0xC8, 255] : [0xF5, 0xB8, 0x2E, 128]
      }
    }
    let positions = (0..<6).map { CGPoint(x: 8 + Double($0) * 7.2, y: 24) }
    return DisplayList([
      .glyphs(GlyphRun(fontName: FixedMetricsFont.name, fontSize: 12, color: ink,
                       glyphs: Array(repeating: 1, count: 6), positions: positions)),
      .glyphs(GlyphRun(fontName: FixedMetricsFont.name, fontSize: 12, color: coral,
                       glyphs: Array(repeating: 1, count: 6),
                       positions: positions.map { CGPoint(x: $0.x, y: $0.y + 18) }, obliqueSkew: 0.2)),
      .image(ImageItem(source: .rgba(width: 4, height: 4, pixels: px), rect: r(60, 8, 24, 24),
                       interpolation: .nearest)),
      .image(ImageItem(source: .rgba(width: 4, height: 4, pixels: px), rect: r(88, 8, 24, 24),
                       interpolation: .bilinear)),
    ])
  }

  static var everything: DisplayList {
    var all: [DisplayItem] = []
    for list in [shapes, strokes, gradients, groups, shadows, shadowedGroupEffects, glyphsAndImages] {
      all.append(.group(DisplayGroup(items: list.items, opacity: 0.9)))
    }
    return DisplayList(all)
  }
}
