import Foundation

/// A 2-D affine transform `[a b 0; c d 0; tx ty 1]`, applied to row vectors as CoreGraphics does:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Foundation on Linux has no `CGAffineTransform`; this is the display list's own, with the same
/// conventions so that values read the same as on Apple platforms.
public struct AffineTransform2D: Hashable, Sendable, Codable {
  public var a, b, c, d, tx, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }

  public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public static func scale(x: Double, y: Double) -> AffineTransform2D {
    AffineTransform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// Rotation by `radians`; positive is clockwise on screen because y points down.
  public static func rotation(radians: Double) -> AffineTransform2D {
    let cs = cos(radians), sn = sin(radians)
    return AffineTransform2D(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
  }

  /// `self` followed by `other` (apply `self` first).
  public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Scale about an anchor point: translate(-anchor) · scale · translate(anchor).
  public static func scale(x: Double, y: Double, about anchor: CGPoint) -> AffineTransform2D {
    translation(x: -anchor.x, y: -anchor.y)
      .concatenating(scale(x: x, y: y))
      .concatenating(translation(x: anchor.x, y: anchor.y))
  }

  /// Rotation about an anchor point.
  public static func rotation(radians: Double, about anchor: CGPoint) -> AffineTransform2D {
    translation(x: -anchor.x, y: -anchor.y)
      .concatenating(rotation(radians: radians))
      .concatenating(translation(x: anchor.x, y: anchor.y))
  }

  public func apply(to p: CGPoint) -> CGPoint {
    CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The bounding box of a transformed rectangle.
  public func apply(to r: CGRect) -> CGRect {
    let pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
               CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(apply(to:))
    let xs = pts.map(\.x), ys = pts.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  public var isIdentity: Bool { self == .identity }
}
