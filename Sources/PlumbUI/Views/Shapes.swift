import Foundation

/// A 2-D outline that fills its frame, as SwiftUI's `Shape`. Conforming types are views drawn
/// with the foreground style unless `fill` or `stroke` says otherwise.
///
/// As in the iOS 18 SDK, `Shape` is `Sendable` and inherits `_RemoveGlobalActorIsolation`, so
/// shapes are views that are not main-actor isolated: `path(in:)` is nonisolated and a shape can
/// be made anywhere (`static let card = RoundedRectangle(cornerRadius: 12)` in Swift 6 mode).
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  /// The outline inside `rect` (the view's frame).
  func path(in rect: CGRect) -> Path
  /// The shape's size for a proposal: the proposal itself, nil → 10 (docs/layout-rules.md §1.2).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
  /// Whether the path is mirrored right to left (iOS 17: `.mirrors` unless the shape says; see
  /// Views/ShapeLayoutDirection.swift).
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill) }

  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, mode: .fill)
  }
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill)
  }
  /// Strokes the outline with `content` (iOS 17's form, `antialiased` accepted: Cairo always
  /// antialiases).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, mode: .stroke(style, inset: false))
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }
  /// The outline as a shape of its own (`Circle().stroke(lineWidth: 2).fill(.red)`), as SwiftUI:
  /// filling it draws the stroke (see `StrokedShape`).
  public func stroke(style: StrokeStyle) -> some Shape { StrokedShape(base: self, style: style) }
  public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

/// How a filled path decides what is inside, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// A shape drawn with a style: the leaf view behind every shape and colour.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
  public var shape: Content
  public var style: Style
  let mode: ShapeLayout.Mode
  public var body: Never { primitiveBody() }
  @MainActor func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    // An inset shape (strokeBorder) keeps its base's name in the layout tree.
    let name = (shape as? any InsetShapeNaming)?.baseTypeName ?? typeName(Content.self)
    let c = ctx.child(name)
    let paint: ShapeLayout.Paint
    var drawn: any Shape = shape
    switch mode {
    case .fill:
      // A `stroke(style:)` shape, filled, is the stroke of its base.
      if let stroked = shape as? any StrokedShapeProtocol {
        drawn = stroked.strokedBase
        paint = .stroke(style, stroked.style, inset: false)
      } else {
        paint = .fill(style)
      }
    case .stroke(let s, let inset): paint = .stroke(style, s, inset: inset)
    }
    var layout = ShapeLayout(shape: drawn, paint: paint, sizing: .shape)
    layout.foreground = ctx.environment.foregroundColor
    out.append(c.node(name, layout))
  }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect: rect) }
}

/// Which corner curve a rounded rectangle uses, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
  var corner: CornerStyle { self == .circular ? .circular : .continuous }
}

/// A rectangle with rounded corners; SwiftUI's default corner style is `.circular` for this type.
public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.cornerSize = cornerSize; self.style = style
  }
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style.corner)
  }
}

/// A circle: square-sized (the smaller proposed side, §1.2) and drawn centred in its frame.
public struct Circle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let s = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - s / 2, y: rect.midY - s / 2, width: s, height: s))
  }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let s = min(proposal.width ?? 10, proposal.height ?? 10)
    return CGSize(width: s, height: s)
  }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rounded rectangle whose radius is half its shorter side.
public struct Capsule: Shape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .circular) { self.style = style }
  public func path(in rect: CGRect) -> Path { Path(capsuleIn: rect, style: style.corner) }
}

/// A shape stored as a value, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape {
  let pathIn: @Sendable (CGRect) -> Path
  let size: @Sendable (ProposedViewSize) -> CGSize
  public let layoutDirectionBehavior: LayoutDirectionBehavior
  public init<S: Shape>(_ shape: S) {
    pathIn = { shape.path(in: $0) }
    size = { shape.sizeThatFits($0) }
    layoutDirectionBehavior = shape.layoutDirectionBehavior
  }
  public func path(in rect: CGRect) -> Path { pathIn(rect) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }
}

extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}
