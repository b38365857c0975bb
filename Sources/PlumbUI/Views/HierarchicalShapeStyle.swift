import Foundation

/// A level of the foreground, as SwiftUI's `HierarchicalShapeStyle` (`.primary` … `.quinary`).
/// With the default foreground, the levels are iOS's label colours: label, secondaryLabel
/// (60 %), tertiaryLabel (30 %), quaternaryLabel (18 %) and quinaryLabel (rgba(60,60,67,0.09)
/// light, (235,235,245,0.09) dark, **L**). Under a custom foreground colour they are that
/// colour at 100 / 50 / 30 / 20 / 10 % opacity (**L**, not measured).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)

  /// The colour of this level under the foreground colour `foreground` (nil: the default).
  func color(under foreground: Color?) -> Color {
    if let foreground {
      return level == 0 ? foreground : foreground.opacity([1, 0.5, 0.3, 0.2, 0.1][level])
    }
    switch level {
    case 0: return .primary
    case 1: return .secondary
    case 2: return .tertiaryLabel
    case 3: return Color(SystemColorTable.quaternaryLabel)
    default: return Color(light: RGBAColor(r8: 60, g8: 60, b8: 67, alpha: 0.09), dark: RGBAColor(r8: 235, g8: 235, b8: 245, alpha: 0.09),
                          darkElevated: RGBAColor(r8: 235, g8: 235, b8: 245, alpha: 0.09), name: "quinaryLabel")
    }
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The system fill for shapes, as SwiftUI's `FillShapeStyle` (`.fill`): systemFill.
public struct FillShapeStyle: ShapeStyle {
  public init() {}
}
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { .init() } }

/// The separator colour, as SwiftUI's `SeparatorShapeStyle` (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}
}
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { .init() } }

/// The selection colour, as SwiftUI's `SelectionShapeStyle` (`.selection`): the accent colour on iOS.
public struct SelectionShapeStyle: ShapeStyle {
  public init() {}
}
extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { .init() } }

/// A gradient filling an ellipse in the frame, as SwiftUI's `EllipticalGradient`: drawn as a
/// radial gradient whose end radius is half the frame's shorter side scaled by the fractions
/// (the ellipse's stretch is not drawn; warned, key `EllipticalGradient`).
nonisolated public struct EllipticalGradient: ShapeStyle, View {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat, endRadiusFraction: CGFloat
  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.gradient = gradient; self.center = center
    self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
  }
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
              endRadiusFraction: endRadiusFraction)
  }
  public var body: some View { Rectangle().fill(self) }

  nonisolated func paint(in rect: CGRect) -> Paint {
    if rect.width != rect.height {
      RenderWarnings.warnOnce("EllipticalGradient", "EllipticalGradient in a non-square frame: drawn as a circular radial gradient")
    }
    let side = min(rect.width, rect.height)
    return .radialGradient(stops: gradient.stops.map { GradientStop(color: $0.color.rgba, location: $0.location) },
                           center: CGPoint(x: rect.minX + center.x * rect.width, y: rect.minY + center.y * rect.height),
                           startRadius: side * startRadiusFraction, endRadius: side * endRadiusFraction)
  }
}

@MainActor
extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

@MainActor
extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

@MainActor
extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}
