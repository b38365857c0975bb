import Foundation

/// A view that draws a shape, as SwiftUI's `ShapeView` (iOS 17). Filling or stroking it again
/// draws the new paint over what it already drew, so a shape can be filled and outlined in one
/// chain: `Circle().fill(.red).stroke(.blue, lineWidth: 2)`. Not main-actor isolated, like
/// `Shape` (see `_RemoveGlobalActorIsolation`).
public protocol ShapeView<Content>: View, _RemoveGlobalActorIsolation {
  associatedtype Content: Shape
  var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
  /// Fills the shape over this view.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }
  /// Strokes the shape's outline over this view.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
  /// Strokes the shape's outline over this view with a line of `lineWidth`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// Strokes the outline inside the shape's frame over this view.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }
  /// Strokes the outline inside the shape's frame over this view with a line of `lineWidth`.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape filled over a background view (what `ShapeView.fill` returns).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public var background: Background
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape; self.style = style; self.fillStyle = fillStyle; self.background = background
  }
  @MainActor public var body: some View {
    ZStack { background; shape.fill(style, style: fillStyle) }
  }
}

/// A shape's outline stroked over a background view (what `ShapeView.stroke` returns).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background
  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
    self.shape = shape; self.style = style; self.strokeStyle = strokeStyle; self.isAntialiased = isAntialiased
    self.background = background
  }
  @MainActor public var body: some View {
    ZStack { background; shape.stroke(style, style: strokeStyle) }
  }
}

/// A shape's outline stroked inside its frame over a background view (what
/// `ShapeView.strokeBorder` returns).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background
  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
    self.shape = shape; self.style = style; self.strokeStyle = strokeStyle; self.isAntialiased = isAntialiased
    self.background = background
  }
  @MainActor public var body: some View {
    ZStack { background; shape.strokeBorder(style, style: strokeStyle) }
  }
}
