import Foundation

/// A colour that is also a view filling its frame, as SwiftUI's `Color` (iOS light-mode values).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  private let value: RGBAColor
  let name: String?
  /// The asset-catalog name of `Color("name")` (drawn as a placeholder, ColorAsset.swift).
  var assetName: String?

  /// The colour's components. Reading those of an asset colour is drawing it: it warns once per
  /// name that the placeholder is shown.
  var rgba: RGBAColor {
    if let assetName { ColorAsset.noteDrawn(assetName) }
    return value
  }

  init(_ rgba: RGBAColor, name: String? = nil) { value = rgba; self.name = name }

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
    c.assetName = assetName
    return c
  }

  public var description: String { name ?? rgba.description }

  /// The colour space of `Color(_:red:green:blue:opacity:)`.
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

  private static func sys(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1, name: String) -> Color {
    Color(RGBAColor(r8: r, g8: g, b8: b, alpha: a), name: name)
  }
  public static let red = sys(255, 59, 48, name: "red")
  public static let orange = sys(255, 149, 0, name: "orange")
  public static let yellow = sys(255, 204, 0, name: "yellow")
  public static let green = sys(52, 199, 89, name: "green")
  public static let mint = sys(0, 199, 190, name: "mint")
  public static let teal = sys(48, 176, 199, name: "teal")
  public static let cyan = sys(50, 173, 230, name: "cyan")
  public static let blue = sys(0, 122, 255, name: "blue")
  public static let indigo = sys(88, 86, 214, name: "indigo")
  public static let purple = sys(175, 82, 222, name: "purple")
  public static let pink = sys(255, 45, 85, name: "pink")
  public static let brown = sys(162, 132, 94, name: "brown")
  public static let gray = sys(142, 142, 147, name: "gray")
  public static let black = sys(0, 0, 0, name: "black")
  public static let white = sys(255, 255, 255, name: "white")
  public static let clear = sys(0, 0, 0, 0, name: "clear")
  public static let primary = sys(0, 0, 0, name: "primary")
  /// secondaryLabel in light mode: rgba(60,60,67,0.6).
  public static let secondary = sys(60, 60, 67, 0.6, name: "secondary")
  public static let accentColor = blue
  static let separator = sys(60, 60, 67, 0.29, name: "separator")
  static let systemGroupedBackground = sys(242, 242, 247, 1, name: "systemGroupedBackground")
  static let systemFill = sys(120, 120, 128, 0.2, name: "systemFill")
  static let tertiaryLabel = sys(60, 60, 67, 0.3, name: "tertiaryLabel")
  static let tertiarySystemFill = sys(118, 118, 128, 0.12, name: "tertiarySystemFill")
  static let barBackground = sys(249, 249, 249, 0.94, name: "barBackground")
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
  public static var primary: Color { Color.primary }
  public static var secondary: Color { Color.secondary }
}
