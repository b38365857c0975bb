import Foundation
import PlumbGraphics
import PlumbUI

/// UIKit's colour: a fixed sRGB value (light appearance; dark mode is not modelled), with the
/// system colours at their iOS light-mode values, the same ones PlumbUI's `Color` uses.
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// Straight-alpha sRGB components.
  public let rgba: RGBAColor
  let name: String?

  init(_ rgba: RGBAColor, name: String? = nil) { self.rgba = rgba; self.name = name }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
  }
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(RGBAColor(red: white, green: white, blue: white, alpha: alpha))
  }
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(UIColor(Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)).rgba)
  }
  /// `UIColor(Color)`: SwiftUI's colour as a UIKit one.
  public convenience init(_ color: Color) { self.init(color.platformRGBA, name: color.description) }

  /// The same colour with its alpha replaced (not multiplied), as UIKit's.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha))
  }

  /// `getRed(_:green:blue:alpha:)`: always succeeds (every colour here is sRGB).
  @discardableResult
  public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    red?.pointee = rgba.red; green?.pointee = rgba.green; blue?.pointee = rgba.blue; alpha?.pointee = rgba.alpha
    return true
  }

  /// The CoreGraphics colour (for `layer.backgroundColor` and friends).
  public var cgColor: CGColor { CGColor(rgba) }
  public convenience init(cgColor: CGColor) { self.init(cgColor.rgba) }

  public static func == (l: UIColor, r: UIColor) -> Bool { l.rgba == r.rgba }
  public func hash(into h: inout Hasher) { h.combine(rgba) }
  public var description: String { name.map { "UIColor.\($0)" } ?? "UIColor(\(rgba))" }

  private static func sys(_ r: Int, _ g: Int, _ b: Int, _ a: Double, _ name: String) -> UIColor {
    UIColor(RGBAColor(r8: r, g8: g, b8: b, alpha: a), name: name)
  }
  private static func sys(_ r: Int, _ g: Int, _ b: Int, _ name: String) -> UIColor { sys(r, g, b, 1, name) }

  // Fixed colours (UIKit's values: black, white, and the greys in between).
  public static let black = sys(0, 0, 0, "black")
  public static let white = sys(255, 255, 255, "white")
  public static let clear = sys(0, 0, 0, 0, "clear")
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)

  // System colours, iOS light appearance (Apple HIG colour tables).
  public static let systemRed = sys(255, 59, 48, "systemRed")
  public static let systemOrange = sys(255, 149, 0, "systemOrange")
  public static let systemYellow = sys(255, 204, 0, "systemYellow")
  public static let systemGreen = sys(52, 199, 89, "systemGreen")
  public static let systemMint = sys(0, 199, 190, "systemMint")
  public static let systemTeal = sys(48, 176, 199, "systemTeal")
  public static let systemCyan = sys(50, 173, 230, "systemCyan")
  public static let systemBlue = sys(0, 122, 255, "systemBlue")
  public static let systemIndigo = sys(88, 86, 214, "systemIndigo")
  public static let systemPurple = sys(175, 82, 222, "systemPurple")
  public static let systemPink = sys(255, 45, 85, "systemPink")
  public static let systemBrown = sys(162, 132, 94, "systemBrown")
  public static let systemGray = sys(142, 142, 147, "systemGray")
  public static let systemGray2 = sys(174, 174, 178, "systemGray2")
  public static let systemGray3 = sys(199, 199, 204, "systemGray3")
  public static let systemGray4 = sys(209, 209, 214, "systemGray4")
  public static let systemGray5 = sys(229, 229, 234, "systemGray5")
  public static let systemGray6 = sys(242, 242, 247, "systemGray6")

  // Semantic colours, light appearance.
  public static let label = sys(0, 0, 0, "label")
  public static let secondaryLabel = sys(60, 60, 67, 0.6, "secondaryLabel")
  public static let tertiaryLabel = sys(60, 60, 67, 0.3, "tertiaryLabel")
  public static let quaternaryLabel = sys(60, 60, 67, 0.18, "quaternaryLabel")
  public static let systemBackground = sys(255, 255, 255, "systemBackground")
  public static let secondarySystemBackground = sys(242, 242, 247, "secondarySystemBackground")
  public static let tertiarySystemBackground = sys(255, 255, 255, "tertiarySystemBackground")
  public static let systemGroupedBackground = sys(242, 242, 247, "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = sys(255, 255, 255, "secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = sys(242, 242, 247, "tertiarySystemGroupedBackground")
  public static let separator = sys(60, 60, 67, 0.29, "separator")
  public static let opaqueSeparator = sys(198, 198, 200, "opaqueSeparator")
  public static let systemFill = sys(120, 120, 128, 0.2, "systemFill")
  public static let secondarySystemFill = sys(120, 120, 128, 0.16, "secondarySystemFill")
  public static let tertiarySystemFill = sys(118, 118, 128, 0.12, "tertiarySystemFill")
  public static let quaternarySystemFill = sys(116, 116, 128, 0.08, "quaternarySystemFill")
  public static let link = sys(0, 122, 255, "link")
  public static let placeholderText = sys(60, 60, 67, 0.3, "placeholderText")
  public static let tintColor = sys(0, 122, 255, "tintColor")
}

extension Color {
  /// `Color(uiColor:)`: a UIKit colour in SwiftUI.
  public init(uiColor: UIColor) { self.init(platformRGBA: uiColor.rgba) }
  /// The older spelling, `Color(_ color: UIColor)`.
  public init(_ uiColor: UIColor) { self.init(platformRGBA: uiColor.rgba) }
}
