import Foundation

/// A shape that can be inset by an amount, as SwiftUI's `InsettableShape`: what `strokeBorder`
/// needs to keep a stroke inside the frame. The built-in shapes inset their frame; a rounded
/// rectangle also shrinks its corner radius by the amount (corners stay concentric, as SwiftUI).
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// This shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> Self.InsetShape
}

/// Any insettable shape drawn in its frame inset by `amount` (negative: outset).
struct _Inset<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat
  func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
  var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
  func inset(by more: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: amount + more) }
}

extension Rectangle: InsettableShape {
  public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}
extension Circle: InsettableShape {
  public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}
extension Ellipse: InsettableShape {
  public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}
extension Capsule: InsettableShape {
  public func inset(by amount: CGFloat) -> some InsettableShape { _Inset(base: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
  /// The frame inset by `amount` and the corner size reduced by it (never below zero).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: RoundedRectangle(cornerSize: CGSize(width: max(cornerSize.width - amount, 0),
                                                     height: max(cornerSize.height - amount, 0)), style: style),
           amount: amount)
  }
}

extension InsettableShape {
  /// A stroke drawn inside the frame: the shape inset by half the line width, then stroked.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView(shape: inset(by: style.lineWidth / 2), style: content, mode: .stroke(style, inset: false))
  }
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    strokeBorder(ForegroundStyle(), style: style)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// Names an inset shape after its base (`Ellipse`, not `_Inset`) in the layout tree.
@MainActor
protocol InsetShapeNaming {
  var baseTypeName: String { get }
}

extension _Inset: InsetShapeNaming {
  var baseTypeName: String { (base as? any InsetShapeNaming)?.baseTypeName ?? typeName(Base.self) }
}

/// A shape's outline as a shape, as the value `Shape.stroke(style:)` returns. Drawn (filled or
/// as a view) it strokes the base shape's path; as a bare path (`clipShape`, `contentShape`,
/// `Canvas`) it is the base outline itself, since the display list has no stroked-path
/// operation, and warns once (key `Shape.stroke(style:).path`).
struct StrokedShape<Base: Shape>: Shape, StrokedShapeProtocol {
  let base: Base
  let style: StrokeStyle
  func path(in rect: CGRect) -> Path {
    RenderWarnings.warnOnce("Shape.stroke(style:).path",
      "Shape.stroke(style:) used as a path (clip, hit test or Canvas): the stroked outline is not computed; the shape's own path is used")
    return base.path(in: rect)
  }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
  var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
  var strokedBase: any Shape { base }
}

/// Lets `_ShapeView` draw a `StrokedShape` as a stroke of its base without knowing its type.
@MainActor
protocol StrokedShapeProtocol {
  var strokedBase: any Shape { get }
  var style: StrokeStyle { get }
}

extension Path {
  /// The outline of this path stroked with `style`, as SwiftUI's `Path.strokedPath(_:)`. The
  /// outline is not computed here: the path itself is returned and that is warned once, as
  /// `stroke(style:)` used as a path is.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    RenderWarnings.warnOnce("Path.strokedPath",
      "Path.strokedPath(_:): the stroked outline is not computed; the path itself is used (filled, it draws its inside)")
    return self
  }
}
