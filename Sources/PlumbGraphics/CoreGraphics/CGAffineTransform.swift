import Foundation

/// CoreGraphics' affine transform, spelled as SwiftUI code spells it. Foundation on Linux has no
/// `CGAffineTransform`; it is the display list's `AffineTransform2D` (same fields, same row-vector
/// convention), so a transform built in view code can be handed to `Path.applying(_:)` or
/// `GraphicsContext.concatenate(_:)` unchanged.
public typealias CGAffineTransform = AffineTransform2D

extension AffineTransform2D {
  public init() { self = .identity }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self = .translation(x: tx, y: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self = .scale(x: sx, y: sy) }
  public init(rotationAngle angle: CGFloat) { self = .rotation(radians: angle) }

  /// `t` applied after a translation (CoreGraphics' `translatedBy`: the translation happens in
  /// the transform's own space, before `self`).
  public func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform2D {
    AffineTransform2D.translation(x: x, y: y).concatenating(self)
  }
  public func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform2D {
    AffineTransform2D.scale(x: x, y: y).concatenating(self)
  }
  public func rotated(by angle: CGFloat) -> AffineTransform2D {
    AffineTransform2D.rotation(radians: angle).concatenating(self)
  }

  /// The inverse, or `self` unchanged when it cannot be inverted (as CoreGraphics does).
  public func inverted() -> AffineTransform2D {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
    return AffineTransform2D(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

extension CGPoint {
  /// The point mapped through `t`, as CoreGraphics' `CGPoint.applying(_:)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint { t.apply(to: self) }
}

extension CGSize {
  /// The size mapped through the linear part of `t` (no translation), as CoreGraphics does.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The bounding box of the rectangle mapped through `t`, as CoreGraphics' `CGRect.applying(_:)`.
  public func applying(_ t: CGAffineTransform) -> CGRect { t.apply(to: self) }
}
