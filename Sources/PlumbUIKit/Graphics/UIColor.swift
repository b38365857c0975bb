import Foundation
import PlumbAssets
import PlumbGraphics
import PlumbUI

/// UIKit's colour: an sRGB value, with the system and semantic colours adaptive (their light and
/// dark values from PlumbUI's SystemColorTable, the same ones `Color` uses). `rgba` is the light
/// value; `Color(uiColor:)` keeps the dark one, so SwiftUI views using UIKit's semantic colours
/// paint dark. Increased-contrast values travel the same way (`accessibilityContrast == .high`,
/// docs/increased-contrast.md). UIKit-drawn views themselves are painted light (docs/appearance.md).
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// Straight-alpha sRGB components (the light appearance's, for adaptive colours).
  public let rgba: RGBAColor
  let name: String?
  /// The dark values of an adaptive colour (base, and elevated when it differs); nil when fixed.
  let dark: RGBAColor?
  let darkElevated: RGBAColor?
  /// The increased-contrast values (light, dark, dark elevated); nil: the standard ones.
  let highContrast: (light: RGBAColor, dark: RGBAColor, darkElevated: RGBAColor?)?
  /// The system colour's table row, whose iOS 26 values `Color(uiColor:)` keeps
  /// (docs/design-generations.md, "The palette"); nil for other colours.
  var systemEntry: SystemColorTable.Entry?

  init(_ rgba: RGBAColor, name: String? = nil, dark: RGBAColor? = nil, darkElevated: RGBAColor? = nil,
       highContrast: (light: RGBAColor, dark: RGBAColor, darkElevated: RGBAColor?)? = nil) {
    self.rgba = rgba; self.name = name; self.dark = dark; self.darkElevated = darkElevated
    self.highContrast = highContrast
  }
  convenience init(_ entry: SystemColorTable.Entry) {
    self.init(entry.light, name: entry.name, dark: entry.dark, darkElevated: entry.darkElevated,
              highContrast: entry.increasedContrast.map { ($0.light, $0.dark, $0.darkElevated) })
    systemEntry = entry
  }

  /// The colour in a trait collection's appearance, as UIKit's `resolvedColor(with:)`: its style,
  /// level and contrast (`accessibilityContrast == .high` picks the increased-contrast values).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let isDark = traitCollection.userInterfaceStyle == .dark, isElevated = traitCollection.userInterfaceLevel == .elevated
    if traitCollection.accessibilityContrast == .high, let hc = highContrast {
      return UIColor(isDark ? (isElevated ? hc.darkElevated ?? hc.dark : hc.dark) : hc.light)
    }
    guard let dark, isDark else { return UIColor(rgba) }
    return UIColor(isElevated ? darkElevated ?? dark : dark)
  }

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
  public convenience init(_ color: Color) {
    self.init(color.platformRGBA, name: color.description, dark: color.platformDarkRGBA,
              darkElevated: color.platformDarkElevatedRGBA, highContrast: color.platformIncreasedContrastRGBA)
  }

  /// The colour set `name` of the asset catalogs, as UIKit's: nil, as on iOS, when no catalog
  /// has it (with a warning naming the catalogs searched).
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// `UIColor(named:in:compatibleWith:)`: the colour set in `bundle`'s catalogs (nil: the search
  /// in docs/assets.md), adaptive; a dark or high-contrast trait collection gives that
  /// appearance's value (the colour set's High Contrast appearance) as a fixed colour.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let color = Color.assetColor(named: name, bundle: bundle) else {
      RenderWarnings.warnOnce("UIColor(named: \"\(name)\")",
        "UIColor(named: \"\(name)\"): no color named \"\(name)\" in asset catalogs \(AssetCatalogs.searchDescription(bundle)); returns nil, as on iOS")
      return nil
    }
    let adaptive = UIColor(color)
    if let traitCollection, traitCollection.userInterfaceStyle == .dark || traitCollection.accessibilityContrast == .high {
      self.init(adaptive.resolvedColor(with: traitCollection).rgba, name: name)
    } else {
      self.init(adaptive.rgba, name: name, dark: adaptive.dark, darkElevated: adaptive.darkElevated,
                highContrast: adaptive.highContrast)
    }
  }

  /// The same colour with its alpha replaced (not multiplied), as UIKit's.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    func a(_ c: RGBAColor) -> RGBAColor { RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha) }
    return UIColor(a(rgba), dark: dark.map(a), darkElevated: darkElevated.map(a),
                   highContrast: highContrast.map { (a($0.light), a($0.dark), $0.darkElevated.map(a)) })
  }

  /// `getRed(_:green:blue:alpha:)`: always succeeds (every colour here is sRGB).
  @discardableResult
  public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    red?.pointee = rgba.red; green?.pointee = rgba.green; blue?.pointee = rgba.blue; alpha?.pointee = rgba.alpha
    return true
  }

  /// `getWhite(_:alpha:)`: the luma of the sRGB components (Rec. 601 weights, as UIKit converts
  /// to its grey colour space closely enough for the values apps compare).
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    white?.pointee = 0.299 * rgba.red + 0.587 * rgba.green + 0.114 * rgba.blue
    alpha?.pointee = rgba.alpha
    return true
  }

  /// `getHue(_:saturation:brightness:alpha:)`: the HSB components of the sRGB colour.
  @discardableResult
  public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let r = rgba.red, g = rgba.green, b = rgba.blue
    let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
    var h: CGFloat = 0
    if delta > 0 {
      if maxC == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
      else if maxC == g { h = (b - r) / delta + 2 }
      else { h = (r - g) / delta + 4 }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maxC == 0 ? 0 : delta / maxC
    brightness?.pointee = maxC
    alpha?.pointee = rgba.alpha
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
  // UIKit's fixed colours (not the adaptive system ones), with the components UIKit documents.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  // System colours: adaptive, light and dark (SystemColorTable).
  public static let systemRed = UIColor(SystemColorTable.systemRed)
  public static let systemOrange = UIColor(SystemColorTable.systemOrange)
  public static let systemYellow = UIColor(SystemColorTable.systemYellow)
  public static let systemGreen = UIColor(SystemColorTable.systemGreen)
  public static let systemMint = UIColor(SystemColorTable.systemMint)
  public static let systemTeal = UIColor(SystemColorTable.systemTeal)
  public static let systemCyan = UIColor(SystemColorTable.systemCyan)
  public static let systemBlue = UIColor(SystemColorTable.systemBlue)
  public static let systemIndigo = UIColor(SystemColorTable.systemIndigo)
  public static let systemPurple = UIColor(SystemColorTable.systemPurple)
  public static let systemPink = UIColor(SystemColorTable.systemPink)
  public static let systemBrown = UIColor(SystemColorTable.systemBrown)
  public static let systemGray = UIColor(SystemColorTable.systemGray)
  public static let systemGray2 = UIColor(SystemColorTable.systemGray2)
  public static let systemGray3 = UIColor(SystemColorTable.systemGray3)
  public static let systemGray4 = UIColor(SystemColorTable.systemGray4)
  public static let systemGray5 = UIColor(SystemColorTable.systemGray5)
  public static let systemGray6 = UIColor(SystemColorTable.systemGray6)

  // Semantic colours: adaptive, light and dark (SystemColorTable).
  public static let label = UIColor(SystemColorTable.label)
  public static let secondaryLabel = UIColor(SystemColorTable.secondaryLabel)
  public static let tertiaryLabel = UIColor(SystemColorTable.tertiaryLabel)
  public static let quaternaryLabel = UIColor(SystemColorTable.quaternaryLabel)
  public static let systemBackground = UIColor(SystemColorTable.systemBackground)
  public static let secondarySystemBackground = UIColor(SystemColorTable.secondarySystemBackground)
  public static let tertiarySystemBackground = UIColor(SystemColorTable.tertiarySystemBackground)
  public static let systemGroupedBackground = UIColor(SystemColorTable.systemGroupedBackground)
  public static let secondarySystemGroupedBackground = UIColor(SystemColorTable.secondarySystemGroupedBackground)
  public static let tertiarySystemGroupedBackground = UIColor(SystemColorTable.tertiarySystemGroupedBackground)
  public static let separator = UIColor(SystemColorTable.separator)
  public static let opaqueSeparator = UIColor(SystemColorTable.opaqueSeparator)
  public static let systemFill = UIColor(SystemColorTable.systemFill)
  public static let secondarySystemFill = UIColor(SystemColorTable.secondarySystemFill)
  public static let tertiarySystemFill = UIColor(SystemColorTable.tertiarySystemFill)
  public static let quaternarySystemFill = UIColor(SystemColorTable.quaternarySystemFill)
  public static let link = UIColor(SystemColorTable.link)
  public static let placeholderText = UIColor(SystemColorTable.placeholderText)
  public static let tintColor = UIColor(SystemColorTable.systemBlue)
}

extension Color {
  /// `Color(uiColor:)`: a UIKit colour in SwiftUI.
  public init(uiColor: UIColor) {
    if let dark = uiColor.dark {
      self.init(platformLight: uiColor.rgba, dark: dark, darkElevated: uiColor.darkElevated,
                name: uiColor.name ?? uiColor.rgba.description, increasedContrast: uiColor.highContrast)
      if let entry = uiColor.systemEntry { self = withIOS26Values(of: entry) }
    } else {
      self.init(platformRGBA: uiColor.rgba)
    }
  }
  /// The older spelling, `Color(_ color: UIColor)`. Disfavoured: with generated asset symbols both
  /// `ColorResource.brand` and `UIColor.brand` exist, and `Color(.brand)` means the resource (Xcode's
  /// own generated `Color` members are written `.init(.brand)`; docs/assets.md).
  @_disfavoredOverload
  public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
}
