import Foundation
import PlumbGoldens
import PlumbUI

/// The trait flags `render`, `verify` and `record` share: appearance, contrast, Dynamic Type size,
/// layout direction and locale, turned into the `Variant` whose golden name they select
/// (docs/variants.md).
enum TraitOptions {
  static let options: [OptionSpec] = [
    OptionSpec("design", value: "ios18|ios26",
               help: "The iOS design drawn (default: \(DesignGeneration.standard.rawValue); docs/design-generations.md).",
               allowedValues: DesignGeneration.allCases.map(\.rawValue)),
    OptionSpec("appearance", value: "light|dark", help: "Colour scheme of the screen (default: light).",
               allowedValues: ["light", "dark"]),
    OptionSpec("contrast", value: "standard|increased",
               help: "Increase Contrast: increased-contrast colours and High Contrast assets (default: standard).",
               allowedValues: ["standard", "increased"]),
    OptionSpec("dynamic-type", value: "size",
               help: "Text size: xs s m l xl xxl xxxl ax1…ax5, or its Swift name (default: l, i.e. .large)."),
    OptionSpec("layout-direction", value: "ltr|rtl", help: "Layout direction (default: ltr).",
               allowedValues: ["ltr", "rtl"]),
    OptionSpec("locale", value: "identifier", help: "Locale for formatted text, e.g. ar, de_DE, zh-Hans (default: en_US)."),
    OptionSpec("pseudolanguage", value: "double|accented|bounded|rtl|longest",
               help: "Show localized strings in one of Xcode's pseudolanguages (default: none).",
               allowedValues: Pseudolanguage.allCases.map(\.rawValue)),
  ]

  /// The variant the flags ask for (`.standard` when none is given).
  static func variant(from args: ParsedArguments) throws -> Variant {
    var traits = RenderTraits()
    if let a = args.option("appearance") { traits.colorScheme = a == "dark" ? .dark : .light }
    if let c = args.option("contrast") { traits.colorSchemeContrast = c == "increased" ? .increased : .standard }
    if let d = args.option("dynamic-type") {
      guard let size = Variant.dynamicTypeSize(named: d) else {
        throw UsageError.invalidChoice(what: "dynamic-type", value: d,
                                       valid: DynamicTypeSize.allCases.map { Variant.shortName(of: $0) })
      }
      traits.dynamicTypeSize = size
    }
    if let l = args.option("layout-direction") { traits.layoutDirection = l == "rtl" ? .rightToLeft : .leftToRight }
    if let id = args.option("locale") { traits.locale = try locale(id) }
    if let p = args.option("pseudolanguage") { traits.pseudolanguage = Pseudolanguage(rawValue: p) }
    if let g = args.option("design") { traits.designGeneration = DesignGeneration(rawValue: g) }
    return Variant(traits: traits)
  }

  /// Refuses traits for a screen that has no environment to apply them to (a display list): its
  /// picture would be the plain one under a variant's name. (Verifying every screen skips those.)
  static func check(_ variant: Variant, for screen: Screen) throws {
    guard screen.ignoresTraits, variant.nameSuffix != nil else { return }
    throw CommandError("Screen '\(screen.name)' is drawn as a display list and has no environment: "
      + "--design, --appearance, --contrast, --dynamic-type, --layout-direction, --locale and --pseudolanguage "
      + "do not apply to it.")
  }

  /// A locale identifier Foundation knows (`ar`, `de_DE`, `zh-Hans`), kept as written.
  static func locale(_ id: String) throws -> Locale {
    let known = Set(Locale.availableIdentifiers)
    let underscored = id.replacingOccurrences(of: "-", with: "_")
    guard known.contains(id) || known.contains(underscored),
          (try? GoldenName.validate(id)) != nil else {
      throw CommandError("Unknown locale '\(id)': give an identifier such as ar, he, de_DE or zh-Hans.")
    }
    return Locale(identifier: id)
  }
}
