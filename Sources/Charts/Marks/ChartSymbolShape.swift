import PlumbUI

/// A shape a point or line symbol is drawn with, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {
  /// The part of the shape's frame that looks as big as a circle filling it (smaller shapes such
  /// as the cross are drawn larger so they look the same size).
  var perceptualUnitRect: CGRect { get }
}

/// The built-in symbols, in the order Swift Charts gives them to series (docs/charts.md, "Symbols").
public struct BasicChartSymbolShape: ChartSymbolShape {
  enum Kind: Int, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
  let kind: Kind
  var strokeWidth: CGFloat?

  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }

  /// The outline of this symbol, `lineWidth` points wide (not drawn: the filled symbol is; warned).
  public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
    var s = self; s.strokeWidth = lineWidth; return s
  }

  public var perceptualUnitRect: CGRect {
    switch kind {
    case .circle: return CGRect(x: 0, y: 0, width: 1, height: 1)
    case .square: return CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
    default: return CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9)
    }
  }

  public func path(in rect: CGRect) -> Path {
    let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
    func polygon(_ n: Int, rotation: Double) -> Path {
      var p = Path()
      for i in 0..<n {
        let a = rotation + Double(i) * 2 * .pi / Double(n)
        let pt = CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
        if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
      }
      p.closeSubpath()
      return p
    }
    switch kind {
    case .circle: return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    case .square:
      let s = r * 0.85
      return Path(CGRect(x: c.x - s, y: c.y - s, width: 2 * s, height: 2 * s))
    case .triangle: return polygon(3, rotation: -.pi / 2)
    case .diamond: return polygon(4, rotation: -.pi / 2)
    case .pentagon: return polygon(5, rotation: -.pi / 2)
    case .plus, .cross, .asterisk:
      let t = r * 0.35
      var bars = [Path(CGRect(x: c.x - r, y: c.y - t / 2, width: 2 * r, height: t)),
                  Path(CGRect(x: c.x - t / 2, y: c.y - r, width: t, height: 2 * r))]
      if kind == .asterisk { bars.append(Path(CGRect(x: c.x - r, y: c.y - t / 2, width: 2 * r, height: t))) }
      var p = Path()
      let angle: Double = kind == .plus ? 0 : .pi / 4
      for (i, bar) in bars.enumerated() {
        let a = kind == .asterisk ? Double(i) * .pi / 3 : angle
        let t = CGAffineTransform(translationX: -c.x, y: -c.y).concatenating(CGAffineTransform(rotationAngle: a))
          .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        p.addPath(bar, transform: t)
      }
      return p
    }
  }
}

/// Any symbol shape, kept as the path it draws in a rect.
struct AnyChartSymbolShape {
  let path: @Sendable (CGRect) -> Path
  let name: String
  init<S: ChartSymbolShape>(_ shape: S) {
    path = { shape.path(in: $0) }
    name = String(describing: S.self)
  }
  static let palette: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]
}
