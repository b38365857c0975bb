import Foundation
import PlumbAssets

/// iOS's system and semantic colours with their light and dark values, in one table (sources and
/// confidence in docs/appearance.md). `Color`'s named colours, the chrome PlumbUI draws and
/// PlumbUIKit's `UIColor` all read their values here, so light and dark can never disagree.
///
/// Values are sRGB bytes and alpha as UIKit resolves them on iOS 13–17 (the iOS 26 palette is not
/// modelled). "Elevated" is the dark value inside sheets and other presentations
/// (`UIUserInterfaceLevel.elevated`); it only exists for the background families.
public enum SystemColorTable {
  /// One table row: a colour's values per appearance.
  public struct Entry: Sendable {
    public let name: String
    public let light: RGBAColor
    public let dark: RGBAColor
    public let darkElevated: RGBAColor?
    /// The values with Increase Contrast on (SystemColorTable+IncreasedContrast.swift); nil: the standard ones.
    public var increasedContrast: IncreasedContrast? = nil
    /// The light and dark values in iOS 26's design where they differ (docs/design-generations.md,
    /// "The palette"); nil: as on iOS 18.
    public var iOS26: IOS26ColorValues? = nil
  }

  private static func e(_ name: String, _ l: (Int, Int, Int, Double), _ d: (Int, Int, Int, Double),
                        elevated: (Int, Int, Int, Double)? = nil) -> Entry {
    func c(_ v: (Int, Int, Int, Double)) -> RGBAColor { RGBAColor(r8: v.0, g8: v.1, b8: v.2, alpha: v.3) }
    return Entry(name: name, light: c(l), dark: c(d), darkElevated: elevated.map(c),
                 increasedContrast: increasedContrastRows[name],
                 iOS26: iOS26Rows[name].map { row in
                   IOS26ColorValues(light: c(row.light), dark: row.dark.map(c),
                                    increasedLight: iOS26IncreasedContrastRows[name].map { c($0.0) },
                                    increasedDark: iOS26IncreasedContrastRows[name].map { c($0.1) })
                 })
  }

  /// iOS 26's system colours (docs/design-generations.md, "The palette"): the HIG "Color" table
  /// as updated for iOS 26, default light and dark; the blue and red light values also measured
  /// on iOS 26 simulator references. `link` takes the blue's. The grays are unchanged.
  private static let iOS26Rows: [String: (light: (Int, Int, Int, Double), dark: (Int, Int, Int, Double)?)] = [
    "systemRed": ((255, 56, 60, 1), (255, 66, 69, 1)),
    "systemOrange": ((255, 141, 40, 1), (255, 146, 48, 1)),
    "systemYellow": ((255, 204, 0, 1), (255, 214, 0, 1)),
    "systemGreen": ((52, 199, 89, 1), (48, 209, 88, 1)),
    "systemMint": ((0, 200, 179, 1), (0, 218, 195, 1)),
    "systemTeal": ((0, 195, 208, 1), (0, 210, 224, 1)),
    "systemCyan": ((0, 192, 232, 1), (60, 211, 254, 1)),
    "systemBlue": ((0, 136, 255, 1), (0, 145, 255, 1)),
    "systemIndigo": ((97, 85, 245, 1), (109, 124, 255, 1)),
    "systemPurple": ((203, 48, 224, 1), (219, 52, 242, 1)),
    "systemPink": ((255, 45, 85, 1), (255, 55, 95, 1)),
    "systemBrown": ((172, 127, 94, 1), (183, 138, 102, 1)),
    "link": ((0, 136, 255, 1), (0, 145, 255, 1)),
  ]

  /// The same table's increased-contrast columns (light, dark).
  private static let iOS26IncreasedContrastRows: [String: ((Int, Int, Int, Double), (Int, Int, Int, Double))] = [
    "systemRed": ((233, 21, 45, 1), (255, 97, 101, 1)),
    "systemOrange": ((197, 83, 0, 1), (255, 160, 86, 1)),
    "systemYellow": ((161, 106, 0, 1), (254, 223, 67, 1)),
    "systemGreen": ((0, 137, 50, 1), (74, 217, 104, 1)),
    "systemMint": ((0, 133, 117, 1), (84, 223, 203, 1)),
    "systemTeal": ((0, 129, 152, 1), (59, 221, 236, 1)),
    "systemCyan": ((0, 126, 174, 1), (109, 217, 255, 1)),
    "systemBlue": ((30, 110, 244, 1), (92, 184, 255, 1)),
    "systemIndigo": ((86, 74, 222, 1), (167, 170, 255, 1)),
    "systemPurple": ((176, 47, 194, 1), (234, 141, 255, 1)),
    "systemPink": ((231, 18, 77, 1), (255, 138, 196, 1)),
    "systemBrown": ((149, 109, 81, 1), (219, 166, 121, 1)),
    "link": ((30, 110, 244, 1), (92, 184, 255, 1)),
  ]

  // MARK: System colours (HIG "Color" table: default light / default dark)
  public static let systemRed = e("systemRed", (255, 59, 48, 1), (255, 69, 58, 1))
  public static let systemOrange = e("systemOrange", (255, 149, 0, 1), (255, 159, 10, 1))
  public static let systemYellow = e("systemYellow", (255, 204, 0, 1), (255, 214, 10, 1))
  public static let systemGreen = e("systemGreen", (52, 199, 89, 1), (48, 209, 88, 1))
  public static let systemMint = e("systemMint", (0, 199, 190, 1), (99, 230, 226, 1))
  public static let systemTeal = e("systemTeal", (48, 176, 199, 1), (64, 200, 224, 1))
  public static let systemCyan = e("systemCyan", (50, 173, 230, 1), (100, 210, 255, 1))
  public static let systemBlue = e("systemBlue", (0, 122, 255, 1), (10, 132, 255, 1))
  public static let systemIndigo = e("systemIndigo", (88, 86, 214, 1), (94, 92, 230, 1))
  public static let systemPurple = e("systemPurple", (175, 82, 222, 1), (191, 90, 242, 1))
  public static let systemPink = e("systemPink", (255, 45, 85, 1), (255, 55, 95, 1))
  public static let systemBrown = e("systemBrown", (162, 132, 94, 1), (172, 142, 104, 1))
  public static let systemGray = e("systemGray", (142, 142, 147, 1), (142, 142, 147, 1))
  public static let systemGray2 = e("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
  public static let systemGray3 = e("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
  public static let systemGray4 = e("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
  public static let systemGray5 = e("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
  public static let systemGray6 = e("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))

  // MARK: Labels
  public static let label = e("label", (0, 0, 0, 1), (255, 255, 255, 1))
  public static let secondaryLabel = e("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
  public static let tertiaryLabel = e("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  public static let quaternaryLabel = e("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.18))
  public static let placeholderText = e("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
  public static let link = e("link", (0, 122, 255, 1), (9, 132, 255, 1))

  // MARK: Backgrounds (dark base / dark elevated)
  public static let systemBackground = e("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1),
                                         elevated: (28, 28, 30, 1))
  public static let secondarySystemBackground = e("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1),
                                                  elevated: (44, 44, 46, 1))
  public static let tertiarySystemBackground = e("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1),
                                                 elevated: (58, 58, 60, 1))
  public static let systemGroupedBackground = e("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1),
                                                elevated: (28, 28, 30, 1))
  public static let secondarySystemGroupedBackground = e("secondarySystemGroupedBackground", (255, 255, 255, 1),
                                                         (28, 28, 30, 1), elevated: (44, 44, 46, 1))
  public static let tertiarySystemGroupedBackground = e("tertiarySystemGroupedBackground", (242, 242, 247, 1),
                                                        (44, 44, 46, 1), elevated: (58, 58, 60, 1))

  // MARK: Fills and separators
  public static let systemFill = e("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
  public static let secondarySystemFill = e("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
  public static let tertiarySystemFill = e("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
  public static let quaternarySystemFill = e("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))
  public static let separator = e("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
  public static let opaqueSeparator = e("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))

  /// Every row, for tests and docs.
  public static let all: [Entry] = [
    systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue,
    systemIndigo, systemPurple, systemPink, systemBrown, systemGray, systemGray2, systemGray3, systemGray4,
    systemGray5, systemGray6, label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link,
    systemBackground, secondarySystemBackground, tertiarySystemBackground, systemGroupedBackground,
    secondarySystemGroupedBackground, tertiarySystemGroupedBackground, systemFill, secondarySystemFill,
    tertiarySystemFill, quaternarySystemFill, separator, opaqueSeparator,
  ]
}

extension Color {
  /// The adaptive colour of a table row, named `name` (the SwiftUI spelling) or the row's name.
  package init(_ entry: SystemColorTable.Entry, name: String? = nil) {
    self.init(light: entry.light, dark: entry.dark, darkElevated: entry.darkElevated, name: name ?? entry.name,
              increasedContrast: entry.increasedContrast?.colorValues ?? .standard)
    iOS26 = entry.iOS26
  }

  /// For a platform toolkit's colours (PlumbUIKit's UIColor): the dark values, nil when fixed.
  package var platformDarkRGBA: RGBAColor? { isAdaptive ? rgba(in: PaintAppearance(colorScheme: .dark, isElevated: false)) : nil }
  package var platformDarkElevatedRGBA: RGBAColor? {
    isAdaptive ? rgba(in: PaintAppearance(colorScheme: .dark, isElevated: true)) : nil
  }
  /// An adaptive colour from a platform toolkit's light and dark values.
  package init(platformLight: RGBAColor, dark: RGBAColor, darkElevated: RGBAColor?, name: String,
               increasedContrast: (light: RGBAColor, dark: RGBAColor, darkElevated: RGBAColor?)? = nil) {
    self.init(light: platformLight, dark: dark, darkElevated: darkElevated, name: name,
              increasedContrast: increasedContrast.map { .values(light: $0.light, dark: $0.dark, darkElevated: $0.darkElevated) }
                ?? .standard)
  }

  /// This colour with a table row's iOS 26 values (a platform toolkit's system colour keeps them
  /// on its way into SwiftUI: `Color(uiColor: .systemBlue)`).
  package func withIOS26Values(of entry: SystemColorTable.Entry) -> Color {
    var c = self
    c.iOS26 = entry.iOS26
    return c
  }

  private static func fixed(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1, name: String) -> Color {
    Color(RGBAColor(r8: r, g8: g, b8: b, alpha: a), name: name)
  }

  // SwiftUI's named colours are UIKit's system colours (adaptive); black, white and clear are fixed.
  public static let red = Color(SystemColorTable.systemRed, name: "red")
  public static let orange = Color(SystemColorTable.systemOrange, name: "orange")
  public static let yellow = Color(SystemColorTable.systemYellow, name: "yellow")
  public static let green = Color(SystemColorTable.systemGreen, name: "green")
  public static let mint = Color(SystemColorTable.systemMint, name: "mint")
  public static let teal = Color(SystemColorTable.systemTeal, name: "teal")
  public static let cyan = Color(SystemColorTable.systemCyan, name: "cyan")
  public static let blue = Color(SystemColorTable.systemBlue, name: "blue")
  public static let indigo = Color(SystemColorTable.systemIndigo, name: "indigo")
  public static let purple = Color(SystemColorTable.systemPurple, name: "purple")
  public static let pink = Color(SystemColorTable.systemPink, name: "pink")
  public static let brown = Color(SystemColorTable.systemBrown, name: "brown")
  public static let gray = Color(SystemColorTable.systemGray, name: "gray")
  public static let black = fixed(0, 0, 0, name: "black")
  public static let white = fixed(255, 255, 255, name: "white")
  public static let clear = fixed(0, 0, 0, 0, name: "clear")
  /// label: black in light, white in dark.
  public static let primary = Color(SystemColorTable.label, name: "primary")
  /// secondaryLabel: rgba(60,60,67,0.6) in light, rgba(235,235,245,0.6) in dark.
  public static let secondary = Color(SystemColorTable.secondaryLabel, name: "secondary")
  /// The app's accent colour: its catalog's "AccentColor" colour set, as Xcode makes it the app's
  /// global accent colour, else systemBlue. Only the app's own catalogs count
  /// (`AssetCatalogs.appCatalogs`; docs/assets.md).
  public static var accentColor: Color {
    for catalog in AssetCatalogs.appCatalogs {
      if let asset = catalog.colors["AccentColor"], let color = ColorAsset.color(asset) { return color }
    }
    return blue
  }

  // The semantic colours the chrome draws with (SwiftUI reaches them through `Color(uiColor:)`).
  static let separator = Color(SystemColorTable.separator)
  static let systemBackground = Color(SystemColorTable.systemBackground)
  static let systemGroupedBackground = Color(SystemColorTable.systemGroupedBackground)
  static let secondarySystemGroupedBackground = Color(SystemColorTable.secondarySystemGroupedBackground)
  static let systemFill = Color(SystemColorTable.systemFill)
  static let tertiaryLabel = Color(SystemColorTable.tertiaryLabel)
  static let secondarySystemFill = Color(SystemColorTable.secondarySystemFill)
  static let tertiarySystemFill = Color(SystemColorTable.tertiarySystemFill)
}

/// A system colour's values in iOS 26's design (docs/design-generations.md, "The palette"): light,
/// and dark and increased-contrast where the table gives them (nil: iOS 18's).
public struct IOS26ColorValues: Hashable, Sendable {
  public var light: RGBAColor
  public var dark: RGBAColor?
  public var increasedLight: RGBAColor?
  public var increasedDark: RGBAColor?

  /// The value in an appearance, or nil where iOS 18's stands (its increased-contrast values too).
  func value(in appearance: PaintAppearance) -> RGBAColor? {
    let dark = appearance.colorScheme == .dark
    if appearance.isIncreasedContrast { return dark ? increasedDark : increasedLight }
    return dark ? self.dark : light
  }

  func multiplyingAlpha(_ opacity: Double) -> IOS26ColorValues {
    IOS26ColorValues(light: light.multiplyingAlpha(opacity), dark: dark?.multiplyingAlpha(opacity),
                     increasedLight: increasedLight?.multiplyingAlpha(opacity),
                     increasedDark: increasedDark?.multiplyingAlpha(opacity))
  }
}
