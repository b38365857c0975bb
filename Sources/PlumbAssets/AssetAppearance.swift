import Foundation

/// Which appearance an asset variant is for: the `appearances` array of a `Contents.json` entry
/// (`luminosity` any/light/dark, `contrast` high), and its `idiom`.
///
/// Variants are matched the way UIKit's trait matching does it for the cases a render has: the
/// most specific variant whose traits all hold wins (an exact luminosity over "any", high
/// contrast only when asked for), and an `iphone` variant over a `universal` one.
public struct AssetAppearance: Hashable, Sendable, CustomStringConvertible {
  /// `luminosity`: nil for "any" (no entry), or light / dark.
  public enum Luminosity: String, Hashable, Sendable { case light, dark }
  public var luminosity: Luminosity?
  /// `contrast: high`.
  public var highContrast: Bool
  /// `idiom: iphone` (true) or `universal` (false).
  public var isPhoneIdiom: Bool

  public init(luminosity: Luminosity? = nil, highContrast: Bool = false, isPhoneIdiom: Bool = false) {
    self.luminosity = luminosity; self.highContrast = highContrast; self.isPhoneIdiom = isPhoneIdiom
  }

  public var description: String {
    [luminosity?.rawValue ?? "any", highContrast ? "high contrast" : nil, isPhoneIdiom ? "iphone" : nil]
      .compactMap { $0 }.joined(separator: ", ")
  }

  /// Whether this variant may be used when painting `dark` (or light) at `highContrast`.
  func applies(dark: Bool, highContrast wantsHigh: Bool) -> Bool {
    if highContrast && !wantsHigh { return false }
    switch luminosity {
    case nil: return true
    case .light?: return !dark
    case .dark?: return dark
    }
  }

  /// Higher is more specific (used to pick among applicable variants).
  var specificity: Int { (luminosity != nil ? 4 : 0) + (highContrast ? 2 : 0) + (isPhoneIdiom ? 1 : 0) }

  /// Reads an entry's `idiom` and `appearances`; nil (with a warning) for idioms a phone never
  /// uses (ipad, mac, watch, tv, …), which are skipped.
  static func parse(_ entry: [String: Any], file: URL) -> AssetAppearance? {
    var result = AssetAppearance()
    switch JSONValue.string(entry["idiom"])?.lowercased() {
    case nil, "universal"?: break
    case "iphone"?: result.isPhoneIdiom = true
    default: return nil
    }
    guard let list = entry["appearances"] else { return result }
    guard let appearances = list as? [[String: Any]] else {
      AssetFileReader.warn(file, "\"appearances\" is not a list of objects; the entry is read as \"any\"")
      return result
    }
    for a in appearances {
      let kind = JSONValue.string(a["appearance"])?.lowercased(), value = JSONValue.string(a["value"])?.lowercased()
      switch (kind, value) {
      case ("luminosity"?, "dark"?): result.luminosity = .dark
      case ("luminosity"?, "light"?): result.luminosity = .light
      case ("luminosity"?, "any"?): break
      case ("contrast"?, "high"?): result.highContrast = true
      default:
        // Other traits (gamut, vibrancy, …) cannot be matched on a render: skip the variant.
        AssetFileReader.warn(file, "appearance \(kind ?? "?")=\(value ?? "?") is not supported; that variant is skipped")
        return nil
      }
    }
    return result
  }

  /// The most specific of `variants` that applies.
  static func best<T>(_ variants: [T], appearance: (T) -> AssetAppearance, dark: Bool, highContrast: Bool) -> T? {
    var best: T?, bestScore = -1
    for v in variants {
      let a = appearance(v)
      guard a.applies(dark: dark, highContrast: highContrast), a.specificity > bestScore else { continue }
      best = v; bestScore = a.specificity
    }
    return best
  }
}
