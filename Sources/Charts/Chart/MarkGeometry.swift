import PlumbUI

/// A mark's extent along one axis, in unit coordinates (0 = start of the plot, 1 = its end) or
/// a slot of a category's band whose width is decided in points.
enum MarkSpan {
  case unit(Double, Double)
  case band(center: Double, band: Double, dimension: MarkDimension, ratio: CGFloat, slot: Int, slots: Int)
  case full

  /// The start and end in points along a plot side starting at `origin`, `length` long.
  func resolve(origin: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
    switch self {
    case .full: return (origin, origin + length)
    case .unit(let a, let b):
      let p = origin + CGFloat(a) * length, q = origin + CGFloat(b) * length
      return (min(p, q), max(p, q))
    case .band(let center, let band, let dimension, let ratio, let slot, let slots):
      let bandPoints = CGFloat(band) * length
      let group = dimension.length(in: bandPoints, automaticRatio: ratio)
      let c = origin + CGFloat(center) * length
      guard slots > 1 else { return (c - group / 2, c + group / 2) }
      let slotWidth = group / CGFloat(slots)
      let start = c - group / 2 + slotWidth * CGFloat(slot)
      let gap = min(2, slotWidth * 0.1)
      return (start + gap / 2, start + slotWidth - gap / 2)
    }
  }
}

/// A point in unit coordinates (x rightwards, y upwards).
struct UnitPoint2 { var x: Double; var y: Double }

/// What a mark draws, in unit coordinates of the plot; `path(in:)` maps it into the plot's rect.
enum MarkGeometry {
  case rect(x: MarkSpan, y: MarkSpan, cornerRadius: CGFloat)
  case polyline([UnitPoint2], InterpolationMethod)
  case area(top: [UnitPoint2], bottom: [UnitPoint2], InterpolationMethod)
  case symbol(UnitPoint2, size: CGFloat, shape: AnyChartSymbolShape)
  case horizontalRule(y: Double, x: MarkSpan)
  case verticalRule(x: Double, y: MarkSpan)
  /// A pie slice from `start` to `end` (fractions of the turn, clockwise from twelve o'clock).
  case sector(start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat, cornerRadius: CGFloat)

  static func point(_ p: UnitPoint2, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + CGFloat(p.x) * rect.width, y: rect.maxY - CGFloat(p.y) * rect.height)
  }

  /// The mark's frame in `rect` (what annotations are placed around).
  func frame(in rect: CGRect) -> CGRect {
    switch self {
    case .rect(let x, let y, _):
      let (x0, x1) = x.resolve(origin: rect.minX, length: rect.width)
      let (y0, y1) = y.resolve(origin: 0, length: rect.height)
      return CGRect(x: x0, y: rect.maxY - y1, width: x1 - x0, height: y1 - y0)
    case .symbol(let p, _, _):
      let c = Self.point(p, in: rect)
      return CGRect(x: c.x, y: c.y, width: 0, height: 0)
    case .polyline(let pts, _), .area(let pts, _, _):
      let cs = pts.map { Self.point($0, in: rect) }
      guard let first = cs.first else { return .zero }
      return cs.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    case .horizontalRule(let y, let x):
      let (x0, x1) = x.resolve(origin: rect.minX, length: rect.width)
      return CGRect(x: x0, y: rect.maxY - CGFloat(y) * rect.height, width: x1 - x0, height: 0)
    case .verticalRule(let x, let y):
      let (y0, y1) = y.resolve(origin: 0, length: rect.height)
      return CGRect(x: rect.minX + CGFloat(x) * rect.width, y: rect.maxY - y1, width: 0, height: y1 - y0)
    case .sector:
      return rect
    }
  }

  func path(in rect: CGRect) -> Path {
    switch self {
    case .rect(_, _, let radius):
      let f = frame(in: rect)
      if radius > 0 { return Path(roundedRect: f, cornerRadius: min(radius, f.width / 2, f.height / 2), style: .circular) }
      return Path(f)
    case .polyline(let pts, let method):
      var p = Path()
      ChartCurves.add(pts.map { Self.point($0, in: rect) }, method, to: &p, moveFirst: true)
      return p
    case .area(let top, let bottom, let method):
      var p = Path()
      let t = top.map { Self.point($0, in: rect) }, b = bottom.map { Self.point($0, in: rect) }
      guard !t.isEmpty else { return p }
      ChartCurves.add(t, method, to: &p, moveFirst: true)
      ChartCurves.add(b.reversed(), method.reversedSteps, to: &p, moveFirst: false)
      p.closeSubpath()
      return p
    case .symbol(let pt, let size, let shape):
      let c = Self.point(pt, in: rect)
      return shape.path(CGRect(x: c.x - size / 2, y: c.y - size / 2, width: size, height: size))
    case .horizontalRule, .verticalRule:
      let f = frame(in: rect)
      var p = Path()
      p.move(to: CGPoint(x: f.minX, y: f.minY))
      p.addLine(to: CGPoint(x: f.maxX, y: f.maxY))
      return p
    case .sector(let start, let end, let inner, let outer, let inset, _):
      return ChartCurves.sector(in: rect, start: start, end: end, inner: inner, outer: outer, inset: inset)
    }
  }
}

/// The shape of one layer of marks (all drawn with one style), placed over the plot.
struct MarkLayerShape: Shape {
  let geometry: [MarkGeometry]
  let offset: CGSize
  func path(in rect: CGRect) -> Path {
    var p = Path()
    let r = rect.offsetBy(dx: offset.width, dy: offset.height)
    for g in geometry { p.addPath(g.path(in: r), transform: .identity) }
    return p
  }
}

/// Lines and sectors: how points are joined (docs/charts.md, "Curves").
enum ChartCurves {
  static func add(_ pts: [CGPoint], _ method: InterpolationMethod, to path: inout Path, moveFirst: Bool) {
    guard let first = pts.first else { return }
    if moveFirst { path.move(to: first) } else { path.addLine(to: first) }
    guard pts.count > 1 else { return }
    switch method.kind {
    case .linear:
      for p in pts.dropFirst() { path.addLine(to: p) }
    case .stepStart:
      for i in 1..<pts.count { path.addLine(to: CGPoint(x: pts[i - 1].x, y: pts[i].y)); path.addLine(to: pts[i]) }
    case .stepEnd:
      for i in 1..<pts.count { path.addLine(to: CGPoint(x: pts[i].x, y: pts[i - 1].y)); path.addLine(to: pts[i]) }
    case .stepCenter:
      for i in 1..<pts.count {
        let mx = (pts[i - 1].x + pts[i].x) / 2
        path.addLine(to: CGPoint(x: mx, y: pts[i - 1].y)); path.addLine(to: CGPoint(x: mx, y: pts[i].y)); path.addLine(to: pts[i])
      }
    case .catmullRom, .cardinal:
      var tension: CGFloat = 0
      if case .cardinal(let t) = method.kind { tension = CGFloat(t) }
      let k = (1 - tension) / 6
      for i in 0..<(pts.count - 1) {
        let p0 = pts[max(0, i - 1)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[min(pts.count - 1, i + 2)]
        let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k)
        let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k)
        path.addCurve(to: p2, control1: c1, control2: c2)
      }
    case .monotone:
      let tangents = monotoneTangents(pts)
      for i in 0..<(pts.count - 1) {
        let p1 = pts[i], p2 = pts[i + 1], dx = (p2.x - p1.x) / 3
        path.addCurve(to: p2, control1: CGPoint(x: p1.x + dx, y: p1.y + dx * tangents[i]),
                      control2: CGPoint(x: p2.x - dx, y: p2.y - dx * tangents[i + 1]))
      }
    }
  }

  /// Fritsch–Carlson tangents: a curve through the points that never overshoots between them.
  static func monotoneTangents(_ p: [CGPoint]) -> [CGFloat] {
    let n = p.count
    var slopes = [CGFloat](repeating: 0, count: n - 1)
    for i in 0..<(n - 1) {
      let dx = p[i + 1].x - p[i].x
      slopes[i] = dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx
    }
    var m = [CGFloat](repeating: 0, count: n)
    m[0] = slopes[0]; m[n - 1] = slopes[n - 2]
    for i in 1..<(n - 1) { m[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2 }
    for i in 0..<(n - 1) where slopes[i] != 0 {
      let a = m[i] / slopes[i], b = m[i + 1] / slopes[i], s = a * a + b * b
      if s > 9 { let t = 3 / s.squareRoot(); m[i] = t * a * slopes[i]; m[i + 1] = t * b * slopes[i] }
    }
    return m
  }

  /// A pie slice, with `inset` points of gap along each straight edge.
  static func sector(in rect: CGRect, start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat) -> Path {
    let c = CGPoint(x: rect.midX, y: rect.midY)
    let full = min(rect.width, rect.height) / 2
    let ro = outer.length(in: full, automaticRatio: 1)
    let ri: CGFloat
    switch inner.kind {
    case .automatic: ri = 0
    case .fixed(let v): ri = v
    case .ratio(let r): ri = ro * r
    case .inset(let v): ri = max(0, ro - v)
    }
    let a0 = start * 2 * .pi - .pi / 2, a1 = end * 2 * .pi - .pi / 2
    func shrink(_ r: CGFloat) -> Double { r > 0 ? min(Double(inset / 2 / r), (a1 - a0) / 2) : 0 }
    let so = shrink(ro)
    var p = Path()
    guard a1 - a0 - 2 * so > 1e-6 else { return p }
    p.addArc(center: c, radius: ro, startAngle: .radians(a0 + so), endAngle: .radians(a1 - so), clockwise: false)
    if ri > 0 {
      let si = shrink(ri)
      if a1 - a0 - 2 * si > 1e-6 {
        p.addArc(center: c, radius: ri, startAngle: .radians(a1 - si), endAngle: .radians(a0 + si), clockwise: true)
      }
    } else {
      // The slice's point moves out along its bisector so both edges keep the gap.
      let mid = (a0 + a1) / 2, half = (a1 - a0) / 2
      let d = half < .pi / 2 && inset > 0 ? (inset / 2) / CGFloat(sin(half)) : 0
      p.addLine(to: CGPoint(x: c.x + d * CGFloat(cos(mid)), y: c.y + d * CGFloat(sin(mid))))
    }
    p.closeSubpath()
    return p
  }
}

extension InterpolationMethod {
  /// Steps walked backwards (an area's lower edge) mirror start and end.
  var reversedSteps: InterpolationMethod {
    switch kind {
    case .stepStart: return .stepEnd
    case .stepEnd: return .stepStart
    default: return self
    }
  }
}
