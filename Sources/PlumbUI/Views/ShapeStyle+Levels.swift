import Foundation

/// A style one to four levels down from its base, as SwiftUI's instance properties
/// `ShapeStyle.secondary` … `.quinary` return (`.fill.tertiary`, `Color.red.secondary`,
/// `.tint.quaternary`). The fill style's levels are iOS's fills (systemFill, secondary…,
/// tertiary…, quaternarySystemFill, **L** from UIKit's tables); the foreground's are the label
/// colours (as `HierarchicalShapeStyle`); any other base is drawn at SwiftUI's hierarchical
/// opacities, 100 / 50 / 30 / 20 / 10 % (**L**, as `HierarchicalShapeStyle` under a colour).
public struct LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  /// 1 for `.secondary` … 4 for `.quinary`.
  let level: Int
}

extension ShapeStyle {
  /// This style at its second level (`.fill.secondary`: secondarySystemFill).
  public var secondary: some ShapeStyle { LeveledShapeStyle(base: self, level: 1) }
  /// This style at its third level.
  public var tertiary: some ShapeStyle { LeveledShapeStyle(base: self, level: 2) }
  /// This style at its fourth level.
  public var quaternary: some ShapeStyle { LeveledShapeStyle(base: self, level: 3) }
  /// This style at its fifth level.
  public var quinary: some ShapeStyle { LeveledShapeStyle(base: self, level: 4) }
}

/// Lets `resolvePaint` and `foregroundStyle` reach a generic `LeveledShapeStyle` without
/// knowing its base type.
protocol LeveledStyle {
  func paint(in rect: CGRect, foreground: Color?) -> Paint
  /// The solid colour of this style when it sets the foreground (nil: not a solid colour).
  func color(under foreground: Color?) -> Color?
}

extension LeveledShapeStyle: LeveledStyle {
  static var hierarchicalOpacity: [Double] { [1, 0.5, 0.3, 0.2, 0.1] }

  /// The fill levels: systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  /// (UIKit has no fifth; SwiftUI's quinary fill is drawn as the quaternary, **L**).
  static func fill(level: Int) -> Color {
    switch level {
    case 0: return Color(SystemColorTable.systemFill)
    case 1: return Color(SystemColorTable.secondarySystemFill)
    case 2: return Color(SystemColorTable.tertiarySystemFill)
    default: return Color(SystemColorTable.quaternarySystemFill)
    }
  }

  func color(under foreground: Color?) -> Color? {
    var unwrapped: any ShapeStyle = base
    while let erased = unwrapped as? AnyShapeStyle { unwrapped = erased.base }
    switch unwrapped {
    case is FillShapeStyle: return Self.fill(level: level)
    case is ForegroundStyle: return HierarchicalShapeStyle(level: min(level, 4)).color(under: foreground)
    case let h as HierarchicalShapeStyle: return HierarchicalShapeStyle(level: min(h.level + level, 4)).color(under: foreground)
    case let c as Color: return c.opacity(Self.hierarchicalOpacity[min(level, 4)])
    case is TintShapeStyle: return Color.accentColor.opacity(Self.hierarchicalOpacity[min(level, 4)])
    case is SeparatorShapeStyle: return Color.separator.opacity(Self.hierarchicalOpacity[min(level, 4)])
    case is SelectionShapeStyle: return Color.accentColor.opacity(Self.hierarchicalOpacity[min(level, 4)])
    case let l as LeveledStyle: return l.color(under: foreground)?.opacity(Self.hierarchicalOpacity[min(level, 4)])
    default: return nil
    }
  }

  func paint(in rect: CGRect, foreground: Color?) -> Paint {
    if let c = color(under: foreground) { return .solid(c.rgba) }
    // A gradient or material: every colour of it at the level's opacity.
    return OpacityShapeStyle(base: base, opacity: Self.hierarchicalOpacity[min(level, 4)])
      .paint(in: rect, foreground: foreground)
  }
}
