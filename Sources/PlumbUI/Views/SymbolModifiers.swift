import Foundation

// The SF Symbols modifiers (docs/symbols.md): variants, rendering modes, image scale, and the
// two- and three-style foregroundStyle that palette rendering reads.

/// The variant of a symbol to draw, as SwiftUI's `SymbolVariants`: `Image(systemName: "heart")`
/// under `.symbolVariant(.fill)` draws `heart.fill`, under `.circle.fill` draws `heart.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
  enum Shape: Hashable, Sendable { case none, circle, square, rectangle }
  var shape: Shape = .none
  var isFilled = false
  var isSlashed = false

  public static let none = SymbolVariants()
  public static let circle = SymbolVariants(shape: .circle)
  public static let square = SymbolVariants(shape: .square)
  public static let rectangle = SymbolVariants(shape: .rectangle)
  public static let fill = SymbolVariants(isFilled: true)
  public static let slash = SymbolVariants(isSlashed: true)

  public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
  public var square: SymbolVariants { var v = self; v.shape = .square; return v }
  public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
  public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
  public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

  /// Whether every part of `other` is in this variant.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == .none || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
  }

  /// The names to try for `base`, most specific first, as SF Symbols resolves a variant: the
  /// full name (`base.slash.circle.fill`), then without fill, shape and slash in turn; suffixes
  /// the name already has are not added twice.
  func candidates(for base: String) -> [String] {
    let parts = Set(base.split(separator: ".").map(String.init))
    var out: [String] = []
    for (slash, shape, fill) in [(isSlashed, shape, isFilled), (isSlashed, shape, false), (isSlashed, Shape.none, isFilled),
                                 (isSlashed, .none, false), (false, shape, isFilled), (false, .none, isFilled)] {
      var name = base
      if slash, !parts.contains("slash") { name += ".slash" }
      if shape != .none, !parts.contains(shape.suffix) { name += "." + shape.suffix }
      if fill, !parts.contains("fill") { name += ".fill" }
      if !out.contains(name) { out.append(name) }
    }
    if !out.contains(base) { out.append(base) }
    return out
  }
}

extension SymbolVariants.Shape {
  var suffix: String {
    switch self {
    case .none: return ""
    case .circle: return "circle"
    case .square: return "square"
    case .rectangle: return "rectangle"
    }
  }
}

/// How multi-layer symbols are coloured, as `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
  let kind: Kind
  public static let monochrome = SymbolRenderingMode(kind: .monochrome)
  public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
  public static let multicolor = SymbolRenderingMode(kind: .multicolor)
  public static let palette = SymbolRenderingMode(kind: .palette)
}

struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
/// The second and third styles of `foregroundStyle(_:_:)` / `(_:_:_:)`.
struct PaletteStylesKey: EnvironmentKey { static var defaultValue: [Color] { [] } }

extension EnvironmentValues {
  /// The symbol variant images in this environment draw, as `EnvironmentValues.symbolVariants`.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
  /// The rendering mode of symbols, nil for automatic, as `EnvironmentValues.symbolRenderingMode`.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
  /// The symbol scale relative to the font, as `EnvironmentValues.imageScale`.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
  var paletteStyles: [Color] {
    get { self[PaletteStylesKey.self] }
    set { self[PaletteStylesKey.self] = newValue }
  }
}

extension View {
  /// Draws symbols in `variant` (`.fill`, `.circle`, `.square.fill`, …) where the symbol has it.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    transformEnvironment(\.symbolVariants) { current in
      var v = current
      if variant.shape != .none { v.shape = variant.shape }
      if variant.isFilled { v.isFilled = true }
      if variant.isSlashed { v.isSlashed = true }
      if variant == .none { v = .none }
      current = v
    }
  }
  /// Colours symbol layers: monochrome, hierarchical (secondary layer at reduced opacity),
  /// palette (the styles of `foregroundStyle(_:_:)`), multicolor (drawn monochrome, with a warning).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }
  /// Scales symbols relative to the font: small 0.78×, large 1.29× (docs/symbols.md, "Scales").
  public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

  /// A primary and a secondary style, as `foregroundStyle(_:_:)`: text and monochrome symbols use
  /// the first; palette and hierarchical symbols colour their layers with both.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary).environment(\.paletteStyles, [Self.paletteColor(secondary)].compactMap { $0 })
  }
  /// Three styles, as `foregroundStyle(_:_:_:)` (symbols here have at most two layers; the third
  /// colours a third layer when one exists).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                             _ tertiary: S3) -> some View {
    foregroundStyle(primary).environment(\.paletteStyles, [Self.paletteColor(secondary), Self.paletteColor(tertiary)].compactMap { $0 })
  }

  static func paletteColor<S: ShapeStyle>(_ style: S) -> Color? {
    if let c = style as? Color { return c }
    if style is TintShapeStyle { return .accentColor }
    RenderWarnings.warnOnce("foregroundStyle(_:_:).\(S.self)",
      "foregroundStyle(_:_:): a \(S.self) as a symbol layer style is not drawn; that layer uses the derived secondary colour")
    return nil
  }
}
