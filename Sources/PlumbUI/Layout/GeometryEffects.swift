import Foundation

/// A 3×3 projective transform, as SwiftUI's `ProjectionTransform` (row vectors, as
/// CGAffineTransform: x' = m11·x + m21·y + m31, w = m13·x + m23·y + m33).
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}
  public init(_ m: CGAffineTransform) {
    m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
  }

  public var isIdentity: Bool { self == ProjectionTransform() }
  /// True when there is no perspective part (the last column is 0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine part, which is all Plumbline draws.
  var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

  /// `self` followed by `rhs` (the product self × rhs).
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
    let b = [[rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33]]
    var p = [[CGFloat]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 { for j in 0..<3 { p[i][j] = (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    (r.m11, r.m12, r.m13) = (p[0][0], p[0][1], p[0][2])
    (r.m21, r.m22, r.m23) = (p[1][0], p[1][1], p[1][2])
    (r.m31, r.m32, r.m33) = (p[2][0], p[2][1], p[2][2])
    return r
  }

  /// The inverse, or nil when the matrix is singular.
  public func inverted() -> ProjectionTransform? {
    let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    guard det != 0, det.isFinite else { return nil }
    var r = ProjectionTransform()
    r.m11 = (m22 * m33 - m23 * m32) / det; r.m12 = (m13 * m32 - m12 * m33) / det; r.m13 = (m12 * m23 - m13 * m22) / det
    r.m21 = (m23 * m31 - m21 * m33) / det; r.m22 = (m11 * m33 - m13 * m31) / det; r.m23 = (m13 * m21 - m11 * m23) / det
    r.m31 = (m21 * m32 - m22 * m31) / det; r.m32 = (m12 * m31 - m11 * m32) / det; r.m33 = (m11 * m22 - m12 * m21) / det
    return r
  }
}

/// A modifier that moves, scales or skews its view without changing its layout, as SwiftUI's
/// `GeometryEffect`: `effectValue(size:)` gives the transform for the view's size. The affine part
/// is drawn (and hit-tested and seen by geometry readers); a perspective part is left out with a
/// warning naming the effect.
///
/// Not main-actor isolated, as in the iOS 18 SDK (it inherits `_RemoveGlobalActorIsolation`).
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by the engine") }
}

/// A modifier whose `animatableData` is interpolated, as SwiftUI's `AnimatableModifier`
/// (deprecated in iOS 17: `Animatable` and `ViewModifier`). Its body is drawn with the
/// modifier's final value (docs/time.md).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Applies a `GeometryEffect` (or transform) at layout time as an `EffectLayout` transform.
struct GeometryEffectModifier: ViewModifier, WrappingModifier {
  let name: String
  let transform: @MainActor (CGSize) -> ProjectionTransform
  var passesPriority: Bool { true }
  func makeLayout(_ ctx: ResolveContext) -> any NodeLayout {
    let transform = self.transform
    let name = self.name
    return EffectLayout(effect: .projection { size in
      let t = transform(size)
      if !t.isAffine {
        RenderWarnings.warnOnce("projection.\(name)",
          "\(name): the perspective part of the projection is not drawn (only its affine part is)")
      }
      return t.affine
    })
  }
}

extension View {
  /// Applies `transform` to the view's drawing (in its own coordinates, origin at the top left).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(GeometryEffectModifier(name: "transformEffect") { _ in ProjectionTransform(transform) })
  }
  /// Applies a projection to the view's drawing (the affine part; perspective warned).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(GeometryEffectModifier(name: "projectionEffect") { _ in transform })
  }
}
