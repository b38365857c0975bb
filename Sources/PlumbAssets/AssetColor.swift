import Foundation
import PlumbGraphics

/// A colour set (`Name.colorset`) of an asset catalog: its variants per appearance, already
/// converted to sRGB, so `Color("Name")` and `UIColor(named:)` resolve it when painting.
public struct AssetColor: Hashable, Sendable {
  /// One entry of the set's `colors` array.
  public struct Variant: Hashable, Sendable {
    public var appearance: AssetAppearance
    public var value: Value
  }
  /// A colour's value: components, or a reference to a system colour (`"reference":
  /// "systemBlueColor"`), which the UI layer resolves from its own table.
  public enum Value: Hashable, Sendable {
    case rgba(RGBAColor)
    case system(String)
  }

  /// The asset's name (with its namespace folders, "Folder/Name").
  public var name: String
  /// The colour set folder.
  public var url: URL
  public var variants: [Variant]

  /// The value to paint in an appearance: the most specific applicable variant (nil only for a
  /// set with no usable variant).
  public func value(dark: Bool, highContrast: Bool = false) -> Value? {
    AssetAppearance.best(variants, appearance: \.appearance, dark: dark, highContrast: highContrast)?.value
  }

  /// Reads a colour set's `Contents.json`; nil (with a warning naming the file) when it has no
  /// usable colour.
  static func read(name: String, folder: URL, root: String) -> AssetColor? {
    guard let json = AssetFileReader.contents(of: folder, required: true, root: root) else { return nil }
    let file = folder.appendingPathComponent("Contents.json")
    guard let entries = json["colors"] as? [[String: Any]] else {
      AssetFileReader.warn(file, "no \"colors\" list; the colour \"\(name)\" is skipped")
      return nil
    }
    var variants: [Variant] = []
    for entry in entries {
      guard let appearance = AssetAppearance.parse(entry, file: file) else { continue }
      guard let color = entry["color"] as? [String: Any] else {
        AssetFileReader.warn(file, "an entry has no \"color\" object; it is skipped")
        continue
      }
      if let value = parseColor(color, file: file) { variants.append(Variant(appearance: appearance, value: value)) }
    }
    guard !variants.isEmpty else {
      AssetFileReader.warn(file, "no usable colour in \"colors\"; the colour \"\(name)\" is skipped")
      return nil
    }
    return AssetColor(name: name, url: folder, variants: variants)
  }

  static func parseColor(_ color: [String: Any], file: URL) -> Value? {
    if let reference = JSONValue.string(color["reference"]) { return .system(reference) }
    let spaceName = JSONValue.string(color["color-space"])?.lowercased() ?? "srgb"
    guard let space = ColorSpaceConversion.Space(rawValue: spaceName) else {
      AssetFileReader.warn(file, "colour space \"\(spaceName)\" is not supported (one of "
                           + ColorSpaceConversion.Space.allCases.map(\.rawValue).joined(separator: ", ") + "); the entry is skipped")
      return nil
    }
    guard let components = color["components"] as? [String: Any] else {
      AssetFileReader.warn(file, "a colour has no \"components\"; the entry is skipped")
      return nil
    }
    let isGray = space == .grayGamma22 || space == .extendedGray
    let keys = isGray ? ["white"] : ["red", "green", "blue"]
    var values: [Double] = []
    for key in keys {
      guard let v = component(components[key], isAlpha: false) else {
        AssetFileReader.warn(file, "component \"\(key)\" is missing or not a number; the entry is skipped")
        return nil
      }
      // NaN or an infinity ("nan", "inf", 1e999) would paint an undefined colour: never silently.
      guard v.isFinite else {
        AssetFileReader.warn(file, "component \"\(key)\" is \(v), not a finite number; the entry is skipped")
        return nil
      }
      values.append(v)
    }
    let alpha = components["alpha"] == nil ? 1 : component(components["alpha"], isAlpha: true)
    guard let alpha else {
      AssetFileReader.warn(file, "component \"alpha\" is not a number; the entry is skipped")
      return nil
    }
    guard alpha.isFinite else {
      AssetFileReader.warn(file, "component \"alpha\" is \(alpha), not a finite number; the entry is skipped")
      return nil
    }
    let rgba = isGray
      ? ColorSpaceConversion.rgba(space: space, red: values[0], green: 0, blue: 0, alpha: alpha)
      : ColorSpaceConversion.rgba(space: space, red: values[0], green: values[1], blue: values[2], alpha: alpha)
    return .rgba(rgba)
  }

  /// A component in any of Xcode's forms: floating ("0.502"), 8-bit ("128", out of 255) or hex
  /// ("0x80", out of 255). Alpha is always floating (Xcode writes it so in every form): "1" is 1.
  static func component(_ raw: Any?, isAlpha: Bool) -> Double? {
    if let n = raw as? NSNumber {
      let v = n.doubleValue
      return isAlpha || v <= 1 || String(describing: n).contains(".") ? v : v / 255
    }
    guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces).lowercased(), !s.isEmpty else { return nil }
    if s.hasPrefix("0x") {
      guard let v = Int(s.dropFirst(2), radix: 16) else { return nil }
      return Double(v) / 255
    }
    guard let v = Double(s) else { return nil }
    if isAlpha || s.contains(".") || s.contains("e") { return v }
    return v / 255
  }
}
