import Foundation
import PlumbUI
import PlumbText

/// `plumb.json` at a package's root: the settings `swift package plumb` and `assertPreviews()`
/// share, so that one file says which devices and variants every preview is verified on
/// (docs/previews.md, "plumb.json"). Every key is optional:
///
///     {
///       "goldens": "Goldens",
///       "devices": ["iPhone14", "iPhoneSE"],
///       "variants": { "design": ["ios18", "ios26"],
///                     "appearance": ["light", "dark"], "contrast": ["standard", "increased"],
///                     "dynamicType": ["l", "ax3"],
///                     "layoutDirection": ["ltr", "rtl"], "locale": ["en_US", "ar"],
///                     "pseudolanguage": ["none", "double", "accented", "bounded", "rtl"] },
///       "tolerance": { "threshold": 0.1, "maxDifferentPixels": 0, "maxDifferentRatio": 0.001 },
///       "exclude": ["Home.Loading"]
///     }
public struct PlumbSettings: Sendable, Equatable {
  /// The file's name at the package root.
  public static let fileName = "plumb.json"

  /// The Goldens folder, relative to the package root.
  public var goldens: String?
  /// Device preset names (`plumb list --devices`); empty = the default device.
  public var devices: [String] = []
  /// Variant lists; each empty list means that trait's default only.
  public var appearances: [String] = []
  /// `variants.contrast`: "standard", "increased".
  public var contrasts: [String] = []
  /// `variants.design`: "ios18", "ios26" (docs/design-generations.md).
  public var designs: [String] = []
  public var dynamicTypeSizes: [String] = []
  public var layoutDirections: [String] = []
  public var locales: [String] = []
  /// `variants.pseudolanguage`: "none" (the plain strings) or a `Pseudolanguage` raw value.
  public var pseudolanguages: [String] = []
  /// Tolerance numbers (GoldenTolerance's fields).
  public var threshold: Double?
  public var maxDifferentPixels: Int?
  public var maxDifferentRatio: Double?
  /// Golden names of previews to leave out.
  public var exclude: [String] = []
  /// `assets`: asset catalog folders (`.xcassets`) to search without a bundle, relative to the
  /// folder of plumb.json (docs/assets.md); the CLI registers them before rendering.
  public var assets: [String] = []
  /// `fonts`: font files (TTF/OTF/TTC) or folders of them to register, relative to the folder of
  /// plumb.json (docs/fonts.md); the CLI registers them before rendering, after the resource bundles.
  public var fonts: [String] = []
  /// `systemFonts`: a folder holding the user's own Apple fonts, relative to plumb.json's folder
  /// (a string, or `{"folder": …, "families": {"text": …, "display": …}}`); drawn as the system
  /// font by the CLI unless `PLUMB_SYSTEM_FONTS` names another (docs/fonts.md, "Your own Apple fonts").
  public var systemFonts: String?
  /// `systemFonts.families`: family names standing for the system font's designs, over Apple's.
  public var systemFontFamilies: [String: String] = [:]

  public init() {}

  /// The tolerance the settings ask for (strict where they say nothing).
  public var goldenTolerance: GoldenTolerance {
    var t = GoldenTolerance.strict
    if let threshold { t.threshold = threshold }
    if let maxDifferentPixels { t.maxDifferentPixels = maxDifferentPixels }
    t.maxDifferentRatio = maxDifferentRatio
    return t
  }

  /// Every variant the settings list: the product of the trait lists, as `Variant`s (one
  /// `.standard` when they list none). Unknown values are errors naming the key.
  public func variants(file: String = PlumbSettings.fileName) throws -> [Variant] {
    func key(_ k: String) -> String { "\(file): variants.\(k)" }
    let schemes: [ColorScheme?] = try appearances.isEmpty ? [nil] : appearances.map {
      switch $0 { case "light": .light; case "dark": .dark
      default: throw PlumbSettingsError("\(key("appearance")): '\($0)' is not light or dark") }
    }
    let contrasts: [ColorSchemeContrast?] = try self.contrasts.isEmpty ? [nil] : self.contrasts.map {
      switch $0 { case "standard": .standard; case "increased": .increased
      default: throw PlumbSettingsError("\(key("contrast")): '\($0)' is not standard or increased") }
    }
    let sizes: [DynamicTypeSize?] = try dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes.map { name in
      guard let s = Variant.dynamicTypeSize(named: name) else {
        throw PlumbSettingsError("\(key("dynamicType")): '\(name)' is not a Dynamic Type size (one of "
          + DynamicTypeSize.allCases.map { Variant.shortName(of: $0) }.joined(separator: ", ") + ")")
      }
      return s
    }
    let directions: [LayoutDirection?] = try layoutDirections.isEmpty ? [nil] : layoutDirections.map {
      switch $0 { case "ltr": .leftToRight; case "rtl": .rightToLeft
      default: throw PlumbSettingsError("\(key("layoutDirection")): '\($0)' is not ltr or rtl") }
    }
    let locales: [Locale?] = self.locales.isEmpty ? [nil] : self.locales.map { Locale(identifier: $0) }
    let pseudos: [Pseudolanguage?] = try pseudolanguages.isEmpty ? [nil] : pseudolanguages.map { name in
      if name == "none" { return nil }
      guard let p = Pseudolanguage(rawValue: name) else {
        throw PlumbSettingsError("\(key("pseudolanguage")): '\(name)' is not a pseudolanguage (one of none, "
          + Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ") + ")")
      }
      return p
    }
    let designs: [DesignGeneration?] = try self.designs.isEmpty ? [nil] : self.designs.map { name in
      guard let g = DesignGeneration(rawValue: name) else {
        throw PlumbSettingsError("\(key("design")): '\(name)' is not a design generation (one of "
          + DesignGeneration.allCases.map(\.rawValue).joined(separator: ", ") + ")")
      }
      return g
    }
    var out: [Variant] = []
    for g in designs { for c in schemes { for k in contrasts { for s in sizes { for d in directions { for l in locales { for p in pseudos {
      var traits = RenderTraits()
      if let c { traits.colorScheme = c }
      if let k { traits.colorSchemeContrast = k }
      if let s { traits.dynamicTypeSize = s }
      if let d { traits.layoutDirection = d }
      if let l { traits.locale = l }
      if let p { traits.pseudolanguage = p }
      if let g { traits.designGeneration = g }
      out.append(Variant(traits: traits))
    } } } } } } }
    return out
  }

  /// The command-line flag that lets plumb.json's paths lie outside the package.
  public static let allowOutsideFlag = "--allow-outside-package"
  /// The environment variable that does the same (set to `1`), for `assertPreviews()` and CI.
  public static let allowOutsideEnvironment = "PLUMB_ALLOW_OUTSIDE_PACKAGE"

  /// Whether the environment allows paths outside the package (`PLUMB_ALLOW_OUTSIDE_PACKAGE=1`).
  public static func environmentAllowsOutside(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    environment[allowOutsideEnvironment] == "1"
  }

  /// Refuses a `goldens`, `assets` or `fonts` path that resolves (`..`, absolute paths and
  /// symbolic links included) outside `packageRoot`, naming the key and the path: plumb.json can
  /// come from a pull request, and such a path would read or write anywhere on the machine.
  /// `allowOutside` (the `--allow-outside-package` flag, or `PLUMB_ALLOW_OUTSIDE_PACKAGE=1`,
  /// both given by the person running the tool, never by the file) lifts the rule.
  public func checkPathsInside(packageRoot: String, allowOutside: Bool, file: String = PlumbSettings.fileName) throws {
    guard !allowOutside else { return }
    let base = URL(fileURLWithPath: packageRoot, isDirectory: true)
    var listed: [(String, String)] = goldens.map { [("goldens", $0)] } ?? []
    listed += assets.map { ("assets", $0) } + fonts.map { ("fonts", $0) } + (systemFonts.map { [("systemFonts", $0)] } ?? [])
    for (key, path) in listed {
      let full = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
      guard ContainedPath.isInside(full, root: packageRoot) else {
        throw PlumbSettingsError("\(file): \(key): '\(path)' resolves to \(ContainedPath.resolved(full)), outside the package "
          + "\(packageRoot); such a path is refused unless the run allows it (\(Self.allowOutsideFlag), or "
          + "\(Self.allowOutsideEnvironment)=1)")
      }
    }
  }

  /// Reads `plumb.json` in `directory`; nil when there is none.
  public static func load(fromDirectory directory: String) throws -> PlumbSettings? {
    let path = URL(fileURLWithPath: directory).appendingPathComponent(fileName).path
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw PlumbSettingsError("\(path): cannot be read")
    }
    return try parse(data, file: path)
  }

  /// Parses the file's bytes; errors name `file` and the key.
  public static func parse(_ data: Data, file: String = fileName) throws -> PlumbSettings {
    let root: Any
    do { root = try JSONSerialization.jsonObject(with: data) } catch {
      throw PlumbSettingsError("\(file): not valid JSON (\(error.localizedDescription))")
    }
    guard let object = root as? [String: Any] else { throw PlumbSettingsError("\(file): must be a JSON object { … }") }
    let known = ["goldens", "devices", "variants", "tolerance", "exclude", "assets", "fonts", "systemFonts"]
    for k in object.keys.sorted() where !known.contains(k) {
      throw PlumbSettingsError("\(file): unknown key '\(k)' (known keys: \(known.joined(separator: ", ")))")
    }
    var s = PlumbSettings()
    if let v = object["goldens"] {
      guard let g = v as? String, !g.isEmpty else { throw PlumbSettingsError("\(file): goldens must be a folder path string") }
      s.goldens = g
    }
    s.devices = try strings(object["devices"], "devices", file)
    s.exclude = try strings(object["exclude"], "exclude", file)
    s.assets = try strings(object["assets"], "assets", file)
    s.fonts = try strings(object["fonts"], "fonts", file)
    if let v = object["systemFonts"] {
      if let folder = v as? String, !folder.isEmpty {
        s.systemFonts = folder
      } else if let o = v as? [String: Any] {
        for k in o.keys.sorted() where !["folder", "families"].contains(k) {
          throw PlumbSettingsError("\(file): unknown key 'systemFonts.\(k)' (known: folder, families)")
        }
        guard let folder = o["folder"] as? String, !folder.isEmpty else {
          throw PlumbSettingsError("\(file): systemFonts.folder must be a folder path string")
        }
        s.systemFonts = folder
        if let f = o["families"] {
          let designs = ["text", "display", "rounded", "monospaced", "serifText", "serifDisplay"]
          guard let families = f as? [String: Any] else { throw PlumbSettingsError("\(file): systemFonts.families must be an object") }
          for (k, name) in families {
            guard designs.contains(k) else {
              throw PlumbSettingsError("\(file): unknown key 'systemFonts.families.\(k)' (known: \(designs.joined(separator: ", ")))")
            }
            guard let name = name as? String, !name.isEmpty else {
              throw PlumbSettingsError("\(file): systemFonts.families.\(k) must be a family name string")
            }
            s.systemFontFamilies[k] = name
          }
        }
      } else {
        throw PlumbSettingsError("\(file): systemFonts must be a folder path string or {\"folder\": …, \"families\": {…}}")
      }
    }
    if let v = object["variants"] {
      guard let variants = v as? [String: Any] else { throw PlumbSettingsError("\(file): variants must be an object") }
      let keys = ["design", "appearance", "contrast", "dynamicType", "layoutDirection", "locale", "pseudolanguage"]
      for k in variants.keys.sorted() where !keys.contains(k) {
        throw PlumbSettingsError("\(file): unknown key 'variants.\(k)' (known: \(keys.joined(separator: ", ")))")
      }
      s.appearances = try strings(variants["appearance"], "variants.appearance", file)
      s.contrasts = try strings(variants["contrast"], "variants.contrast", file)
      s.designs = try strings(variants["design"], "variants.design", file)
      s.dynamicTypeSizes = try strings(variants["dynamicType"], "variants.dynamicType", file)
      s.layoutDirections = try strings(variants["layoutDirection"], "variants.layoutDirection", file)
      s.locales = try strings(variants["locale"], "variants.locale", file)
      s.pseudolanguages = try strings(variants["pseudolanguage"], "variants.pseudolanguage", file)
    }
    if let v = object["tolerance"] {
      guard let t = v as? [String: Any] else { throw PlumbSettingsError("\(file): tolerance must be an object") }
      let keys = ["threshold", "maxDifferentPixels", "maxDifferentRatio"]
      for k in t.keys.sorted() where !keys.contains(k) {
        throw PlumbSettingsError("\(file): unknown key 'tolerance.\(k)' (known: \(keys.joined(separator: ", ")))")
      }
      s.threshold = try number(t["threshold"], "tolerance.threshold", in: 0...1, file)
      s.maxDifferentRatio = try number(t["maxDifferentRatio"], "tolerance.maxDifferentRatio", in: 0...1, file)
      if let p = try number(t["maxDifferentPixels"], "tolerance.maxDifferentPixels", in: 0...1e12, file) {
        guard p == p.rounded() else { throw PlumbSettingsError("\(file): tolerance.maxDifferentPixels must be a whole number") }
        s.maxDifferentPixels = Int(p)
      }
    }
    _ = try s.variants(file: file)
    return s
  }

  private static func strings(_ value: Any?, _ key: String, _ file: String) throws -> [String] {
    guard let value else { return [] }
    guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
      throw PlumbSettingsError("\(file): \(key) must be a list of strings, e.g. [\"a\", \"b\"]")
    }
    return list as! [String]
  }

  private static func number(_ value: Any?, _ key: String, in range: ClosedRange<Double>, _ file: String) throws -> Double? {
    guard let value else { return nil }
    guard !(value is Bool), let n = (value as? NSNumber)?.doubleValue, range.contains(n) else {
      throw PlumbSettingsError("\(file): \(key) must be a number in \(range.lowerBound)…\(range.upperBound)")
    }
    return n
  }
}

/// Why plumb.json was refused: the message names the file and the key.
public struct PlumbSettingsError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ description: String) { self.description = description }
}

extension PlumbSettings {
  /// `systemFontFamilies` over Apple's family names.
  public var systemFontFamiliesResolved: SystemFontSet.Families {
    var f = SystemFontSet.Families.apple
    let m = systemFontFamilies
    f.text = m["text"] ?? f.text
    f.display = m["display"] ?? f.display
    f.rounded = m["rounded"] ?? f.rounded
    f.monospaced = m["monospaced"] ?? f.monospaced
    f.serifText = m["serifText"] ?? f.serifText
    f.serifDisplay = m["serifDisplay"] ?? f.serifDisplay
    return f
  }
}
