import Foundation

extension Shape {
  /// The part of the shape's outline between two fractions of its length, as SwiftUI's
  /// `trim(from:to:)` (see `Path.trimmedPath(from:to:)`): stroked, it draws that stretch of the
  /// outline; filled, the open piece is closed by a straight line. Both fractions animate.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape trimmed to a fraction of its outline: what `trim(from:to:)` returns.
public struct _TrimmedShape<S: Shape>: Shape {
  public var shape: S
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
    self.shape = shape; self.startFraction = startFraction; self.endFraction = endFraction
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: Double(startFraction), to: Double(endFraction))
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
    get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
    set {
      startFraction = newValue.first.first
      endFraction = newValue.first.second
      shape.animatableData = newValue.second
    }
  }
}

extension Path {
  /// `trimmedPath(from:to:)` with SwiftUI's `CGFloat` fractions.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { trimmedPath(from: Double(from), to: Double(to)) }
}
