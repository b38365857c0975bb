import Foundation

// The shape transforms of SwiftUI (`scale`, `rotation`, `offset`, `transform`): each returns a
// new shape whose path is the base's path in the same frame, transformed. Drawn exactly (the path
// is transformed before it reaches the display list); the frame and layout are the base's.

/// A shape scaled about an anchor of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape; self.scale = scale; self.anchor = anchor
  }
  public func path(in rect: CGRect) -> Path {
    let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    return shape.path(in: rect).applying(.scale(x: scale.width, y: scale.height, about: a))
  }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape rotated about an anchor of its frame, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape; self.angle = angle; self.anchor = anchor
  }
  public func path(in rect: CGRect) -> Path {
    let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    return shape.path(in: rect).applying(.rotation(radians: angle.radians, about: a))
  }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape moved by an offset, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize
  public init(shape: Content, offset: CGSize) { self.shape = shape; self.offset = offset }
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).applying(.translation(x: offset.width, y: offset.height))
  }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape with an affine transform applied to its path, as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
  public var shape: Content
  public var transform: CGAffineTransform
  public init(shape: Content, transform: CGAffineTransform) { self.shape = shape; self.transform = transform }
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}
extension RotatedShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}
extension ScaledShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
    ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
  }
}

extension Shape {
  /// This shape scaled by `x` and `y` about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  /// This shape scaled by `scale` in both directions about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
  /// This shape rotated by `angle` about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
  /// This shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
  /// This shape with `transform` applied to its path.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}
