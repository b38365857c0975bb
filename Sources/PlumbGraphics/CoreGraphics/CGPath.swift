import Foundation

/// CoreGraphics' immutable path: an outline of moves, lines, curves and closes in points, the
/// value behind `UIBezierPath.cgPath` and SwiftUI's `Path(_:)` / `Path.cgPath`.
open class CGPath: @unchecked Sendable {
  /// The outline, in the display list's terms.
  package var path: Path
  package init(path: Path) { self.path = path }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }
  /// The smallest rectangle holding every point and control point (`.null` when empty).
  public var boundingBox: CGRect { path.boundingBox }
  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(path: path) }
  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
}

/// CoreGraphics' mutable path: `CGMutablePath()` and its builders, each taking an optional
/// transform applied to the points as they are added.
open class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init(path: Path()) }
  package override init(path: Path) { super.init(path: path) }

  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: transform.apply(to: point))
  }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.addLine(to: transform.apply(to: point))
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    path.addQuadCurve(to: transform.apply(to: end), control: transform.apply(to: control))
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
    path.addCurve(to: transform.apply(to: end), control1: transform.apply(to: control1), control2: transform.apply(to: control2))
  }
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addPath(Path(rect: rect).applying(transform))
  }
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addPath(Path(ellipseIn: rect).applying(transform))
  }
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    path.addPath(other.path.applying(transform))
  }
  public func closeSubpath() { path.closeSubpath() }
}
