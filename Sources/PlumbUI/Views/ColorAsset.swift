import Foundation
import PlumbAssets

extension Color {
  /// A colour from an asset catalog, as SwiftUI's `Color(_:bundle:)`: the colour set `name` in
  /// `bundle`'s catalogs (nil: the search in docs/assets.md), with its light and dark values, so
  /// it resolves against the colour scheme when painted. A name no catalog has draws
  /// `ColorAsset.placeholder` (opaque magenta, never `.clear`) and warns once per name, naming
  /// the catalogs searched, the first time it is drawn.
  public init(_ name: String, bundle: Bundle? = nil) {
    if let asset = AssetCatalogs.color(named: name, in: bundle), let color = ColorAsset.color(asset) {
      self = color
      return
    }
    ColorAsset.recordMissing(name, bundle: bundle)
    self.init(ColorAsset.placeholder, name: "asset \"\(name)\"")
    assetName = name
  }
}

extension Color {
  /// The asset colour `name`, or nil when no catalog has it (for `UIColor(named:)`).
  package static func assetColor(named name: String, bundle: Bundle?) -> Color? {
    AssetCatalogs.color(named: name, in: bundle).flatMap(ColorAsset.color)
  }
}

/// Asset-catalog colours as `Color`s, and what `Color("name")` draws when no catalog has the name:
/// opaque magenta (#FF00FF), the conventional "missing texture" colour, unmistakable in a golden.
public enum ColorAsset {
  /// #FF00FF, fully opaque.
  public static let placeholder = RGBAColor(r8: 255, g8: 0, b8: 255)

  /// The colour of an asset: fixed if its values agree in every appearance, else adaptive. Its
  /// increased-contrast values are the colour set's "High Contrast" appearances (the standard
  /// ones where it has none, as on iOS). A system colour reference ("systemBlueColor") takes that
  /// colour's values, its increased-contrast ones included.
  static func color(_ asset: AssetColor) -> Color? {
    /// One variant's value in each appearance, at standard and at increased contrast.
    typealias Appearances = (light: RGBAColor, dark: RGBAColor, elevated: RGBAColor?)
    func values(_ v: AssetColor.Value?) -> (standard: Appearances, increased: Appearances)? {
      switch v {
      case .rgba(let c)?: return ((c, c, nil), (c, c, nil))
      case .system(let reference)?:
        guard let entry = systemEntry(reference) else {
          RenderWarnings.warnOnce("Color.system:\(reference)",
            "Color(\"\(asset.name)\"): \(asset.url.path) refers to the system colour \"\(reference)\", which is not known; drawn as the magenta placeholder")
          return ((placeholder, placeholder, nil), (placeholder, placeholder, nil))
        }
        let standard = (entry.light, entry.dark, entry.darkElevated)
        guard let hc = entry.increasedContrast else { return (standard, standard) }
        return (standard, (hc.light, hc.dark, hc.darkElevated))
      case nil: return nil
      }
    }
    guard let light = values(asset.value(dark: false)), let dark = values(asset.value(dark: true)) else { return nil }
    let lightHigh = values(asset.value(dark: false, highContrast: true)) ?? light
    let darkHigh = values(asset.value(dark: true, highContrast: true)) ?? dark
    let standard = (light.standard.light, dark.standard.dark, dark.standard.elevated)
    let increased = (lightHigh.increased.light, darkHigh.increased.dark, darkHigh.increased.elevated)
    let contrast: IncreasedContrastValues = increased == standard ? .standard
      : .values(light: increased.0, dark: increased.1, darkElevated: increased.2)
    let name = "asset \"\(asset.name)\""
    if standard.0 == standard.1 && standard.2 == nil && contrast == .standard { return Color(standard.0, name: name) }
    return Color(light: standard.0, dark: standard.1, darkElevated: standard.2, name: name, increasedContrast: contrast)
  }

  /// "systemBlueColor" / "systemBlue" / "labelColor" → the table's entry.
  static func systemEntry(_ reference: String) -> SystemColorTable.Entry? {
    let base = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
    let fixed: [String: RGBAColor] = ["white": .white, "black": .black, "clear": .clear]
    if let c = fixed[base] { return SystemColorTable.Entry(name: base, light: c, dark: c, darkElevated: nil) }
    return SystemColorTable.all.first { $0.name == base }
  }

  static func noteDrawn(_ name: String) {
    RenderWarnings.warnOnce("Color(\"\(name)\")",
      "No color named \"\(name)\" in asset catalogs \(missing.withLock { $0[name] } ?? "[none found]"); drawn as the magenta placeholder #FF00FF")
  }

  static func recordMissing(_ name: String, bundle: Bundle?) {
    let searched = AssetCatalogs.searchDescription(bundle)
    missing.withLock { $0[name] = searched }
  }
  private static let missing = MissingNames()
}

/// The catalogs searched for each missing colour name (for the warning printed when it is drawn).
private final class MissingNames: @unchecked Sendable {
  private let lock = NSLock()
  private var value: [String: String] = [:]
  func withLock<R>(_ body: (inout [String: String]) -> R) -> R { lock.withLock { body(&value) } }
}
