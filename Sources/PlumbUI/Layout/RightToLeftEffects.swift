import Foundation

// Geometry effects right to left. SwiftUI applies a geometry effect (offset, scale, rotation,
// the transitions built from them) conjugated with the horizontal flip of the view's own frame,
// F·E·F: an x offset changes sign, an anchor's x becomes 1 − x and a rotation turns the other
// way (docs/right-to-left.md; source: OpenSwiftUI's GeometryEffectTransform, confidence M).

extension EffectLayout.Effect {
  /// The effect as a right-to-left view draws it.
  var mirroredForRightToLeft: EffectLayout.Effect {
    switch self {
    case .scale(let s, let a): return .scale(s, anchor: UnitPoint(x: 1 - a.x, y: a.y))
    case .rotation(let angle, let a): return .rotation(Angle(radians: -angle.radians), anchor: UnitPoint(x: 1 - a.x, y: a.y))
    case .projection(let local):
      // The transform acts in the view's mirrored coordinates, as rotation and scale above do.
      return .projection { size in
        let flip = AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
        return flip.concatenating(local(size)).concatenating(flip)
      }
    default: return self
    }
  }
}

extension TransitionEffect {
  /// The effect as a right-to-left view draws it when `mirrored` is true, else unchanged.
  func mirrored(_ mirrored: Bool) -> TransitionEffect {
    guard mirrored else { return self }
    var e = self
    e.offset.width = -e.offset.width
    e.anchor.x = 1 - e.anchor.x
    return e
  }
}
