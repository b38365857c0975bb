import Foundation

/// A colour that is also a view filling its frame, as SwiftUI's `Color`. System and semantic
/// colours carry iOS's light and dark values (SystemColorTable.swift) and resolve against the
/// colour scheme being painted; colours made from components stay fixed, as in SwiftUI.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  private let value: RGBAColor
  /// The value in dark appearance, for adaptive colours; nil for fixed ones.
  private var darkValue: RGBAColor?
  /// The value in dark appearance inside an elevated presentation (a sheet), if it differs.
  private var darkElevatedValue: RGBAColor?
  /// The values with Increase Contrast on (Color+IncreasedContrast.swift).
  var increasedContrast = IncreasedContrastValues.standard
  /// The values in iOS 26's design, where they differ (a SystemColorTable row's `iOS26`).
  var iOS26: IOS26ColorValues?
  let name: String?
  /// The asset-catalog name of `Color("name")` (drawn as a placeholder, ColorAsset.swift).
  var assetName: String?

  /// The colour's components. Reading those of an asset colour is drawing it: it warns once per
  /// name that the placeholder is shown.
  var rgba: RGBAColor {
    if let assetName { ColorAsset.noteDrawn(assetName) }
    return rgba(in: PaintAppearance.current)
  }

  /// The components in an appearance (no asset warning).
  func rgba(in appearance: PaintAppearance) -> RGBAColor {
    if appearance.generation == .iOS26, let v = iOS26?.value(in: appearance) { return v }
    if appearance.isIncreasedContrast, let increased = increasedContrastRGBA(in: appearance) { return increased }
    guard appearance.colorScheme == .dark, let darkValue else { return value }
    return appearance.isElevated ? darkElevatedValue ?? darkValue : darkValue
  }

  init(copying other: Color, name: String) {
    value = other.value; darkValue = other.darkValue; darkElevatedValue = other.darkElevatedValue
    self.name = name; assetName = other.assetName; increasedContrast = other.increasedContrast
    iOS26 = other.iOS26
  }

  /// Whether the colour changes with the colour scheme.
  var isAdaptive: Bool { darkValue != nil }

  init(_ rgba: RGBAColor, name: String? = nil) { value = rgba; self.name = name }

  /// An adaptive colour: `light` in light appearance, `dark` in dark (and `darkElevated` in dark
  /// inside sheets, when given). Its increased-contrast values default to `.unknown`: drawn as
  /// the standard ones, with a warning, until a source for them is known.
  init(light: RGBAColor, dark: RGBAColor, darkElevated: RGBAColor? = nil, name: String,
       increasedContrast: IncreasedContrastValues = .unknown) {
    value = light; darkValue = dark; darkElevatedValue = darkElevated; self.name = name
    self.increasedContrast = increasedContrast
  }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
  }
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - Double(Int(h))
    let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
    let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }
  public func opacity(_ opacity: Double) -> Color {
    var c = Color(value.multiplyingAlpha(opacity))
    c.darkValue = darkValue?.multiplyingAlpha(opacity)
    c.darkElevatedValue = darkElevatedValue?.multiplyingAlpha(opacity)
    c.assetName = assetName
    c.increasedContrast = increasedContrast.map { $0.multiplyingAlpha(opacity) }
    c.iOS26 = iOS26?.multiplyingAlpha(opacity)
    return c
  }

  public var description: String { name ?? rgba.description }

  /// The colour space of `Color(_:red:green:blue:opacity:)`.
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
}

extension Color: View, PrimitiveView {
  public var body: Never { primitiveBody() }
  func resolve(_ ctx: ResolveContext, into out: inout [Node]) {
    let c = ctx.child("Color")
    out.append(c.node("Color(\(description))", ShapeLayout(shape: Rectangle(), paint: .fill(self), sizing: .proposal)))
  }
}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
}
