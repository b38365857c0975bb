import Foundation

/// The increased-contrast values of SystemColorTable's rows (iOS 13–17, Settings → Accessibility →
/// Increase Contrast), one row per colour, read into each `Entry` by name. Sources and the
/// confidence of each row are in docs/appearance.md ("Increase Contrast"):
///
/// - System colours and greys: Apple's HIG "Color" page, iOS table, columns "Increased contrast
///   (light)" and "(dark)" (the 2021–2024 revision, the one whose default values SystemColorTable
///   has). The same numbers are in Flutter's `CupertinoColors` (flutter/flutter,
///   packages/flutter/lib/src/cupertino/colors.dart) for every colour both have, except
///   systemYellow's light value (Flutter 160,90,0; the HIG 178,80,0, used here).
/// - Labels, fills, separators and backgrounds: the HIG does not list them; the values are
///   Flutter's `CupertinoColors` (highContrastColor, darkHighContrastColor and
///   darkHighContrastElevatedColor), which match UIKit's resolved colours on iOS 13.
///
/// Alpha is given in bytes (173 = 0.678) because that is how both sources state it.
extension SystemColorTable {
  /// A row's values with Increase Contrast on.
  public struct IncreasedContrast: Sendable, Hashable {
    public let light: RGBAColor
    public let dark: RGBAColor
    /// Dark inside an elevated presentation; nil when it is `dark`.
    public let darkElevated: RGBAColor?
  }

  private typealias V = (Int, Int, Int, Int)
  private static func row(_ light: V, _ dark: V, elevated: V? = nil) -> IncreasedContrast {
    func c(_ v: V) -> RGBAColor { RGBAColor(r8: v.0, g8: v.1, b8: v.2, alpha: Double(v.3) / 255) }
    return IncreasedContrast(light: c(light), dark: c(dark), darkElevated: elevated.map(c))
  }

  /// Every row of the table by name. A row missing here would draw its standard value and warn.
  static let increasedContrastRows: [String: IncreasedContrast] = [
    // System colours (HIG; confidence in docs/appearance.md).
    "systemRed": row((215, 0, 21, 255), (255, 105, 97, 255)),
    "systemOrange": row((201, 52, 0, 255), (255, 179, 64, 255)),
    "systemYellow": row((178, 80, 0, 255), (255, 212, 38, 255)),
    "systemGreen": row((36, 138, 61, 255), (48, 219, 91, 255)),
    "systemMint": row((12, 129, 123, 255), (102, 212, 207, 255)),
    "systemTeal": row((0, 130, 153, 255), (93, 230, 255, 255)),
    "systemCyan": row((0, 113, 164, 255), (112, 215, 255, 255)),
    "systemBlue": row((0, 64, 221, 255), (64, 156, 255, 255)),
    "systemIndigo": row((54, 52, 163, 255), (125, 122, 255, 255)),
    "systemPurple": row((137, 68, 171, 255), (218, 143, 255, 255)),
    "systemPink": row((211, 15, 69, 255), (255, 100, 130, 255)),
    "systemBrown": row((127, 101, 69, 255), (181, 148, 105, 255)),
    "systemGray": row((108, 108, 112, 255), (174, 174, 178, 255)),
    "systemGray2": row((142, 142, 147, 255), (124, 124, 128, 255)),
    "systemGray3": row((174, 174, 178, 255), (84, 84, 86, 255)),
    "systemGray4": row((188, 188, 192, 255), (68, 68, 70, 255)),
    "systemGray5": row((216, 216, 220, 255), (54, 54, 56, 255)),
    "systemGray6": row((235, 235, 240, 255), (36, 36, 38, 255)),
    // Labels (Flutter's CupertinoColors): more opaque; label and link are unchanged.
    "label": row((0, 0, 0, 255), (255, 255, 255, 255)),
    "secondaryLabel": row((60, 60, 67, 173), (235, 235, 245, 173)),
    "tertiaryLabel": row((60, 60, 67, 96), (235, 235, 245, 96)),
    "quaternaryLabel": row((60, 60, 67, 66), (235, 235, 245, 61)),
    "placeholderText": row((60, 60, 67, 96), (235, 235, 245, 96)),
    "link": row((0, 122, 255, 255), (9, 132, 255, 255)),
    // Backgrounds (Flutter's CupertinoColors): the light greys and the dark greys one step lighter.
    "systemBackground": row((255, 255, 255, 255), (0, 0, 0, 255), elevated: (36, 36, 38, 255)),
    "secondarySystemBackground": row((235, 235, 240, 255), (36, 36, 38, 255), elevated: (54, 54, 56, 255)),
    "tertiarySystemBackground": row((255, 255, 255, 255), (54, 54, 56, 255), elevated: (68, 68, 70, 255)),
    "systemGroupedBackground": row((235, 235, 240, 255), (0, 0, 0, 255), elevated: (36, 36, 38, 255)),
    "secondarySystemGroupedBackground": row((255, 255, 255, 255), (36, 36, 38, 255), elevated: (54, 54, 56, 255)),
    "tertiarySystemGroupedBackground": row((235, 235, 240, 255), (54, 54, 56, 255), elevated: (68, 68, 70, 255)),
    // Fills and separators (Flutter's CupertinoColors): more opaque; opaqueSeparator is unchanged.
    "systemFill": row((120, 120, 128, 71), (120, 120, 128, 112)),
    "secondarySystemFill": row((120, 120, 128, 61), (120, 120, 128, 102)),
    "tertiarySystemFill": row((118, 118, 128, 51), (118, 118, 128, 81)),
    "quaternarySystemFill": row((116, 116, 128, 40), (118, 118, 128, 66)),
    "separator": row((60, 60, 67, 94), (84, 84, 88, 173)),
    "opaqueSeparator": row((198, 198, 200, 255), (56, 56, 58, 255)),
  ]
}

extension SystemColorTable.IncreasedContrast {
  /// As the values a `Color` carries.
  var colorValues: IncreasedContrastValues { .values(light: light, dark: dark, darkElevated: darkElevated) }
}
