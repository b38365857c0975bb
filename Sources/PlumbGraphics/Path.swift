import Foundation

/// A vector outline in points: the shape part of every fill, stroke and clip in the display list.
///
/// Shapes (rounded rectangles, capsules, ellipses) are turned into plain elements here, in pure
/// Swift, so the rasteriser only replays move/line/curve/close and the geometry can be unit-tested
/// without Cairo.
public struct Path: Hashable, Sendable, Codable {
  /// One drawing instruction.
  public enum Element: Hashable, Sendable, Codable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  public private(set) var elements: [Element] = []

  public init() {}
  public init(elements: [Element]) { self.elements = elements }

  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
  public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
  public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: p, control: control))
  }
  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: p, control1: control1, control2: control2))
  }
  public mutating func closeSubpath() { elements.append(.closeSubpath) }
  public mutating func addPath(_ other: Path) { elements += other.elements }

  /// The path with every point mapped through `t`.
  public func applying(_ t: AffineTransform2D) -> Path {
    Path(elements: elements.map { e in
      switch e {
      case .move(let p): return .move(to: t.apply(to: p))
      case .line(let p): return .line(to: t.apply(to: p))
      case .quadCurve(let p, let c): return .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
      case .curve(let p, let c1, let c2):
        return .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
      case .closeSubpath: return .closeSubpath
      }
    })
  }

  /// The smallest rectangle holding every point and control point (control points included, as
  /// CoreGraphics' `boundingBox` does; good enough for damage and clip estimates).
  public var boundingBox: CGRect {
    var pts: [CGPoint] = []
    for e in elements {
      switch e {
      case .move(let p), .line(let p): pts.append(p)
      case .quadCurve(let p, let c): pts += [p, c]
      case .curve(let p, let c1, let c2): pts += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = pts.first else { return .null }
    var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
    for p in pts {
      minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

// MARK: - Shapes

/// How the corners of a rounded rectangle are drawn, mirroring SwiftUI's `RoundedCornerStyle`.
public enum CornerStyle: String, Hashable, Sendable, Codable {
  /// Quarter circles: the corner starts exactly `radius` from the edge's end.
  case circular
  /// Apple's "squircle"-like corner: the curvature ramps up smoothly, starting about
  /// 1.53 × radius from the corner.
  case continuous
}

extension Path {
  public init(rect: CGRect) {
    self.init()
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// An ellipse inscribed in `rect`, drawn as four cubic arcs clockwise from the rightmost point.
  public init(ellipseIn rect: CGRect) {
    self.init()
    // 4/3·(√2 − 1): the control-point distance that makes a cubic Bézier match a quarter circle
    // to within 0.03 % of the radius.
    let k = 0.552_284_749_830_793_6
    let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
             control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
             control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
             control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
             control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// A capsule: a rounded rectangle whose radius is half its shorter side.
  public init(capsuleIn rect: CGRect, style: CornerStyle = .circular) {
    self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }

  /// A rounded rectangle. The radius is clamped so the corners never overlap. Disfavoured so that
  /// view code gets SwiftUI's `Path(roundedRect:cornerRadius:style:)` (PlumbUI), whose default
  /// style is `.continuous`.
  @_disfavoredOverload
  public init(roundedRect rect: CGRect, cornerRadius: Double, style: CornerStyle = .circular) {
    self.init()
    let r = max(0, cornerRadius)
    guard r > 0, rect.width > 0, rect.height > 0 else {
      self = Path(rect: rect)
      return
    }
    switch style {
    case .circular: addCircularRoundedRect(rect, radius: min(r, min(rect.width, rect.height) / 2))
    case .continuous: addContinuousRoundedRect(rect, radius: r)
    }
  }

  private mutating func addCircularRoundedRect(_ rect: CGRect, radius r: Double) {
    let k = 0.552_284_749_830_793_6 * r
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: x0 + r, y: y0))
    addLine(to: CGPoint(x: x1 - r, y: y0))
    addCurve(to: CGPoint(x: x1, y: y0 + r), control1: CGPoint(x: x1 - r + k, y: y0),
             control2: CGPoint(x: x1, y: y0 + r - k))
    addLine(to: CGPoint(x: x1, y: y1 - r))
    addCurve(to: CGPoint(x: x1 - r, y: y1), control1: CGPoint(x: x1, y: y1 - r + k),
             control2: CGPoint(x: x1 - r + k, y: y1))
    addLine(to: CGPoint(x: x0 + r, y: y1))
    addCurve(to: CGPoint(x: x0, y: y1 - r), control1: CGPoint(x: x0 + r - k, y: y1),
             control2: CGPoint(x: x0, y: y1 - r + k))
    addLine(to: CGPoint(x: x0, y: y0 + r))
    addCurve(to: CGPoint(x: x0 + r, y: y0), control1: CGPoint(x: x0, y: y0 + r - k),
             control2: CGPoint(x: x0 + r - k, y: y0))
    closeSubpath()
  }

  /// The continuous corner. The coefficients are the widely published measurements of UIKit's
  /// `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7, in units of the radius, for one corner
  /// walked from the edge towards the corner: the curve begins 1.52866 r before the corner and
  /// is made of two cubics joined by a short line. When the rectangle is too small for that
  /// reach, UIKit shrinks the radius so the reach fits, which is what `limited` does.
  private mutating func addContinuousRoundedRect(_ rect: CGRect, radius: Double) {
    let reach = 1.528_664_83
    let r = min(radius, min(rect.width, rect.height) / 2 / reach)
    addContinuousCorners(rect, radii: [r, r, r, r])
  }

  /// A rectangle whose corners each have their own radius (top-right, bottom-right, bottom-left,
  /// top-left, clockwise from the top-left edge), as SwiftUI's `UnevenRoundedRectangle`. Each
  /// radius is limited so two corners on one side never overlap: to half that side for circular
  /// corners, to half the side over the continuous corner's reach for continuous ones.
  package init(roundedRect rect: CGRect, topLeading: Double, bottomLeading: Double, bottomTrailing: Double,
               topTrailing: Double, style: CornerStyle) {
    self.init()
    guard rect.width > 0, rect.height > 0 else { self = Path(rect: rect); return }
    let reach = style == .continuous ? 1.528_664_83 : 1
    let limit = min(rect.width, rect.height) / 2 / reach
    let radii = [topTrailing, bottomTrailing, bottomLeading, topLeading].map { min(max(0, $0), limit) }
    switch style {
    case .continuous: addContinuousCorners(rect, radii: radii)
    case .circular: addCircularCorners(rect, radii: radii)
    }
  }

  private mutating func addCircularCorners(_ rect: CGRect, radii: [Double]) {
    let k = 0.552_284_749_830_793_6
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let (tr, br, bl, tl) = (radii[0], radii[1], radii[2], radii[3])
    move(to: CGPoint(x: x0 + tl, y: y0))
    addLine(to: CGPoint(x: x1 - tr, y: y0))
    if tr > 0 { addCurve(to: CGPoint(x: x1, y: y0 + tr), control1: CGPoint(x: x1 - tr + k * tr, y: y0), control2: CGPoint(x: x1, y: y0 + tr - k * tr)) }
    addLine(to: CGPoint(x: x1, y: y1 - br))
    if br > 0 { addCurve(to: CGPoint(x: x1 - br, y: y1), control1: CGPoint(x: x1, y: y1 - br + k * br), control2: CGPoint(x: x1 - br + k * br, y: y1)) }
    addLine(to: CGPoint(x: x0 + bl, y: y1))
    if bl > 0 { addCurve(to: CGPoint(x: x0, y: y1 - bl), control1: CGPoint(x: x0 + bl - k * bl, y: y1), control2: CGPoint(x: x0, y: y1 - bl + k * bl)) }
    addLine(to: CGPoint(x: x0, y: y0 + tl))
    if tl > 0 { addCurve(to: CGPoint(x: x0 + tl, y: y0), control1: CGPoint(x: x0, y: y0 + tl - k * tl), control2: CGPoint(x: x0 + tl - k * tl, y: y0)) }
    closeSubpath()
  }

  /// Continuous corners with radii for top-right, bottom-right, bottom-left and top-left.
  private mutating func addContinuousCorners(_ rect: CGRect, radii: [Double]) {
    let reach = 1.528_664_83
    // One corner in a local frame where the corner is at the origin, the incoming edge runs along
    // +x towards it and the outgoing edge runs along +y away from it; (u, v) = (distance from the
    // corner along the incoming edge, distance along the outgoing edge).
    let segments: [(c1: (Double, Double), c2: (Double, Double), end: (Double, Double), isLine: Bool)] = [
      ((1.088_493_23, 0), (0.868_406_89, 0), (0.669_934_27, 0.065_496), false),
      ((0, 0), (0, 0), (0.631_493_99, 0.074_911), true),
      ((0.372_823_92, 0.169_059), (0.169_060_13, 0.372_824_01), (0.074_911_76, 0.631_493_99), false),
      ((0, 0.868_407_01), (0, 1.088_492_99), (0, reach), false),
    ]
    // For each corner: the corner point and the unit vectors pointing back along the incoming edge
    // (u) and forward along the outgoing edge (v), walking clockwise from the top-left.
    let corners: [(corner: CGPoint, u: (Double, Double), v: (Double, Double))] = [
      (CGPoint(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),   // top-right
      (CGPoint(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),  // bottom-right
      (CGPoint(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),   // bottom-left
      (CGPoint(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),    // top-left
    ]
    func point(_ c: (corner: CGPoint, u: (Double, Double), v: (Double, Double)), _ uv: (Double, Double), _ r: Double) -> CGPoint {
      CGPoint(x: c.corner.x + (c.u.0 * uv.0 + c.v.0 * uv.1) * r,
              y: c.corner.y + (c.u.1 * uv.0 + c.v.1 * uv.1) * r)
    }
    move(to: point(corners[3], (0, reach), radii[3]))
    for (c, r) in zip(corners, radii) {
      addLine(to: point(c, (reach, 0), r))
      guard r > 0 else { continue }
      for s in segments {
        if s.isLine { addLine(to: point(c, s.end, r)) } else {
          addCurve(to: point(c, s.end, r), control1: point(c, s.c1, r), control2: point(c, s.c2, r))
        }
      }
    }
    closeSubpath()
  }
}
