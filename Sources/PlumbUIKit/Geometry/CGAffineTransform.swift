import Foundation
import PlumbGraphics

/// CoreGraphics' affine transform, which Foundation on Linux lacks: `UIView.transform` is one.
/// Same fields and conventions (row vectors: x' = a·x + c·y + tx, y' = b·x + d·y + ty).
public struct CGAffineTransform: Hashable, Sendable {
  public var a, b, c, d, tx, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }
  public init() { self = .identity }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
  public init(rotationAngle angle: CGFloat) {
    let cs = cos(angle), sn = sin(angle)
    self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  public var isIdentity: Bool { self == .identity }

  /// `self` then `t2`, as CoreGraphics' `concatenating`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(platform.concatenating(t2.platform))
  }
  /// Scales first, then applies `self` (CoreGraphics' `scaledBy`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
  /// The inverse; a singular transform is returned unchanged, as CoreGraphics does.
  public func inverted() -> CGAffineTransform { platform.platformInverted.map(CGAffineTransform.init) ?? self }

  init(_ t: AffineTransform2D) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
  var platform: AffineTransform2D { AffineTransform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint { t.platform.apply(to: self) }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  public func applying(_ t: CGAffineTransform) -> CGRect { t.platform.apply(to: self) }
}
