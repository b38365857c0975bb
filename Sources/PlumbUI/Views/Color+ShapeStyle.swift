import Foundation

extension Color {
  /// A colour from a style that resolves to one (iOS 17): `Color(Color.black.opacity(0.08))`.
  /// A colour stays itself (adaptive colours keep their light and dark values); another style is
  /// resolved once, in light appearance, and warns when it is not a single colour (a gradient's
  /// first stop is kept).
  public init<T: ShapeStyle & Hashable>(_ color: T) {
    if let c = color as? Color { self = c; return }
    switch resolvePaint(color, in: .zero, foreground: nil) {
    case .solid(let c): self.init(c)
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      RenderWarnings.warnOnce("Color.init(ShapeStyle) \(T.self)",
                              "Color(_:) of \(T.self): a gradient is not a colour; its first stop is drawn")
      self.init(stops.first?.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    case .mesh(_, _, _, let colors):
      RenderWarnings.warnOnce("Color.init(ShapeStyle) \(T.self)",
                              "Color(_:) of \(T.self): a mesh gradient is not a colour; its first vertex's colour is drawn")
      self.init(colors.first ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    }
  }
}
