import Foundation

// SwiftUI's `Path` construction API over the display list's `Path` (PlumbGraphics): the
// initialisers and `add…` builders with SwiftUI's labels and defaults, each taking the optional
// `transform:` SwiftUI has. Arcs follow CoreGraphics: an arc added to a path that has a current
// point is joined to it by a straight line.

extension Path {
  /// Builds a path with a closure, as SwiftUI's `Path { p in … }`.
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }
  public init(_ rect: CGRect) { self.init(rect: rect) }

  /// A rounded rectangle; SwiftUI's default corner style here is `.continuous`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(roundedRect: rect, cornerRadius: Double(cornerRadius), style: style.corner)
  }
  /// A rounded rectangle with elliptical corners of `cornerSize` (drawn with the smaller side as
  /// the radius: PlumbGraphics has no elliptical corner yet).
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(roundedRect: rect, cornerRadius: Double(min(cornerSize.width, cornerSize.height)), style: style.corner)
  }

  /// The last point of the path (a closed subpath's start once closed), nil when empty.
  public var currentPoint: CGPoint? {
    var start: CGPoint?, current: CGPoint?
    for e in elements {
      switch e {
      case .move(let p): start = p; current = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// Calls `body` with each element in order, as SwiftUI's `forEach`.
  public func forEach(_ body: (Path.Element) -> Void) { elements.forEach(body) }

  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addPath(Path(rect: rect).applying(transform))
  }
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    addPath(Path(ellipseIn: rect).applying(transform))
  }
  /// SwiftUI's default corner style for this builder is `.continuous`.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform = .identity) {
    addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style).applying(transform))
  }
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }
  /// Appends `path` mapped through `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
    addPath(path.applying(transform))
  }

  /// An arc around `center` from `startAngle` to `endAngle`, approximated by cubic segments of at
  /// most 90°. SwiftUI's `clockwise` is in flipped (y-up) terms: `clockwise: false` runs clockwise
  /// on screen, which is how angles increase with y pointing down.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                              transform: CGAffineTransform = .identity) {
    var sweep = endAngle.radians - startAngle.radians
    if !clockwise { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
    appendArc(center: center, radius: Double(radius), start: startAngle.radians, sweep: sweep, transform: transform)
  }

  /// An arc of `delta` from `startAngle` (positive deltas run clockwise on screen).
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                      transform: CGAffineTransform = .identity) {
    appendArc(center: center, radius: Double(radius), start: startAngle.radians, sweep: delta.radians, transform: transform)
  }

  /// CoreGraphics' `addArc(tangent1End:tangent2End:radius:)`: a line from the current point to
  /// where a circle of `radius` touches the line current point → `tangent1End`, then the arc to
  /// where it touches the line `tangent1End` → `tangent2End`. With no current point the path
  /// starts at `tangent1End`; when the three points are collinear or the radius is 0 it is a line
  /// to `tangent1End`.
  public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                              transform: CGAffineTransform = .identity) {
    let t = transform
    // The construction happens in user space, then every point is mapped through `t`.
    guard let p0user = currentPoint.map({ t.inverted().apply(to: $0) }) else {
      move(to: t.apply(to: p1))
      return
    }
    let r = Double(radius)
    let ux = p0user.x - p1.x, uy = p0user.y - p1.y, vx = p2.x - p1.x, vy = p2.y - p1.y
    let lu = hypot(ux, uy), lv = hypot(vx, vy)
    guard r > 0, lu > 0, lv > 0 else { addLine(to: t.apply(to: p1)); return }
    let (u1, u2, v1, v2) = (ux / lu, uy / lu, vx / lv, vy / lv)
    let cosTheta = min(max(u1 * v1 + u2 * v2, -1), 1)
    let theta = acos(cosTheta)
    guard theta > 1e-9, abs(theta - .pi) > 1e-9 else { addLine(to: t.apply(to: p1)); return }
    let d = r / tan(theta / 2)
    let t1 = CGPoint(x: p1.x + u1 * d, y: p1.y + u2 * d)
    let t2 = CGPoint(x: p1.x + v1 * d, y: p1.y + v2 * d)
    let bx = u1 + v1, by = u2 + v2, lb = hypot(bx, by)
    let h = r / sin(theta / 2)
    let c = CGPoint(x: p1.x + bx / lb * h, y: p1.y + by / lb * h)
    let a1 = atan2(t1.y - c.y, t1.x - c.x), a2 = atan2(t2.y - c.y, t2.x - c.x)
    var sweep = a2 - a1
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep < -.pi { sweep += 2 * .pi }
    appendArc(center: c, radius: r, start: a1, sweep: sweep, transform: t)
  }

  /// Appends an arc as cubic segments of at most 90°, joined to the current point by a line.
  private mutating func appendArc(center: CGPoint, radius: Double, start: Double, sweep: Double,
                                  transform t: CGAffineTransform) {
    guard radius.isFinite, sweep.isFinite, start.isFinite else { return }
    let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(segments)
    func on(_ a: Double) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
    let first = t.apply(to: on(start))
    if isEmpty { move(to: first) } else { addLine(to: first) }
    var a = start
    for _ in 0..<segments {
      let b = a + step
      let k = 4.0 / 3.0 * tan(step / 4) * radius
      let p0 = on(a), p3 = on(b)
      addCurve(to: t.apply(to: p3),
               control1: t.apply(to: CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))),
               control2: t.apply(to: CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))))
      a = b
    }
  }

  /// The path moved by (dx, dy).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(.translation(x: Double(dx), y: Double(dy))) }

  /// The tight bounding rectangle of the path's ink (curve extrema, not control points), as
  /// SwiftUI's `boundingRect`; `.zero` for an empty path.
  public var boundingRect: CGRect { tightBounds ?? .zero }

  /// Whether `p` is inside the path's filled area (non-zero winding, or even-odd).
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { containsPoint(p, evenOdd: eoFill) }
}
