import Foundation

/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`.
///
/// The display list has no compositing operator yet, so a view with any mode but `.normal` is
/// drawn normally (source over) and warns once per mode (key `blendMode.<mode>`). Cairo has an
/// operator for every mode but `plusDarker` (docs/compatibility/graphics.md), so drawing them is a
/// display-list field away.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
  /// Blends this view with what is behind it (only `.normal` is drawn; the others warn).
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(BlendModeWarning(mode: blendMode))
  }
  /// Composites this view's contents as one layer before later effects (opacity, blend) apply.
  /// The display list already composites `opacity` groups as one layer, so this changes nothing.
  public func compositingGroup() -> some View { self }
}

struct BlendModeWarning: ViewModifier, AttachingModifier {
  let mode: BlendMode
  func attach(to node: Node, _ ctx: ResolveContext) {
    guard mode != .normal else { return }
    RenderWarnings.warnOnce("blendMode.\(mode)", "blendMode(.\(mode)) is not drawn: the view is composited normally")
  }
}

/// A style drawn with a blend mode, as `ShapeStyle.blendMode(_:)` returns: drawn with its base
/// style's colours, composited normally (warned, as `View.blendMode`).
public struct BlendedShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let mode: BlendMode
}

/// A style with a shadow, as `ShapeStyle.shadow(_:)` returns (iOS 16): drawn as its base style;
/// the shadow warns once (key `ShapeStyle.shadow`).
public struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let shadow: ShadowStyle
}

/// A drop or inner shadow for a style, as SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case drop, inner }
  let kind: Kind
  let color: Color
  let radius: CGFloat
  let x: CGFloat, y: CGFloat
  public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
  }
  public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
  }
}

extension ShapeStyle {
  /// This style blended with what is behind it.
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { BlendedShapeStyle(base: self, mode: mode) }
  /// This style with a drop or inner shadow.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { ShadowedShapeStyle(base: self, shadow: style) }
}

/// Lets `resolvePaint` unwrap the generic wrapper styles.
protocol WrappingShapeStyle {
  var wrappedStyle: any ShapeStyle { get }
  func noteUndrawn()
}

extension BlendedShapeStyle: WrappingShapeStyle {
  var wrappedStyle: any ShapeStyle { base }
  func noteUndrawn() {
    guard mode != .normal else { return }
    RenderWarnings.warnOnce("blendMode.\(mode)", "ShapeStyle.blendMode(.\(mode)) is not drawn: the style is composited normally")
  }
}

extension ShadowedShapeStyle: WrappingShapeStyle {
  var wrappedStyle: any ShapeStyle { base }
  func noteUndrawn() {
    RenderWarnings.warnOnce("ShapeStyle.shadow", "ShapeStyle.shadow(_:) is not drawn: the style is filled without its shadow")
  }
}
