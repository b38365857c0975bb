import Foundation
import PlumbGraphics
import PlumbUI

/// One configuration a view's golden is rendered in: traits (appearance, contrast, Dynamic Type
/// size, layout direction, locale) and optionally a device. Each variant is its own golden file and
/// its own verdict; its name suffix is stable and documented in docs/variants.md:
///
///     .light                          name.png
///     .dark                           name.dark.png
///     .increasedContrast              name.hc.png
///     .dynamicType(.accessibility3)   name.ax3.png
///     .rightToLeft                    name.rtl.png
///     .locale("ar")                   name.ar.png
///     .device(.iPhoneSE3)             name.iphonese3.png
///     .design(.iOS26)                 name.ios26.png
///     .dark + .rightToLeft            name.dark.rtl.png
///     .dark + .increasedContrast      name.dark.hc.png
///     .at(.milliseconds(1500))        name.at1500ms.png
///
/// Components always come in the order device, design, appearance, contrast, text size, direction,
/// locale, pseudolanguage, time;
/// a trait at its default (`DesignGeneration.standard`, light, standard contrast, `.large`,
/// left-to-right) adds nothing, so
/// `.light` is the plain golden.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
  public var traits: RenderTraits
  /// The device; nil = the assertion's `device:` argument.
  public var device: Device?
  /// Seconds of main-queue time the render lets pass before the picture, in place of the settle
  /// horizon (docs/time.md, "A picture at a moment"); nil = the horizon (2 s).
  public var time: Double?

  public init(traits: RenderTraits = RenderTraits(), device: Device? = nil, time: Double? = nil) {
    self.traits = traits; self.device = device; self.time = time
  }

  /// The picture `duration` after the screen appeared, on the render's main-queue clock: work
  /// scheduled by then (`asyncAfter`, `Task.sleep`, timer ticks) has run, later work has not.
  /// Animations show their end state, as in any still. Named to the millisecond: `name.at1500ms.png`.
  public static func at(_ duration: Duration) -> Variant {
    let c = duration.components
    return Variant(time: Double(c.seconds) + Double(c.attoseconds) / 1e18)
  }

  /// The plain golden: no trait changed.
  public static let standard = Variant()
  public static let light = Variant(traits: RenderTraits(colorScheme: .light))
  public static let dark = Variant(traits: RenderTraits(colorScheme: .dark))
  public static let leftToRight = Variant(traits: RenderTraits(layoutDirection: .leftToRight))
  public static let rightToLeft = Variant(traits: RenderTraits(layoutDirection: .rightToLeft))
  /// Increase Contrast on (`\.colorSchemeContrast == .increased`): `name.hc.png`.
  public static let increasedContrast = Variant(traits: RenderTraits(colorSchemeContrast: .increased))
  public static func contrast(_ contrast: ColorSchemeContrast) -> Variant {
    Variant(traits: RenderTraits(colorSchemeContrast: contrast))
  }

  public static func appearance(_ scheme: ColorScheme) -> Variant {
    Variant(traits: RenderTraits(colorScheme: scheme))
  }
  public static func dynamicType(_ size: DynamicTypeSize) -> Variant {
    Variant(traits: RenderTraits(dynamicTypeSize: size))
  }
  public static func layoutDirection(_ direction: LayoutDirection) -> Variant {
    Variant(traits: RenderTraits(layoutDirection: direction))
  }
  /// A locale by identifier (`"ar"`, `"zh-Hans"`, `"de_DE"`). It changes formatting and the language
  /// string tables are read in (docs/localization.md), not the layout direction; pair it
  /// with `.rightToLeft` for a right-to-left language, as an app's locale does not flip a
  /// SwiftUI preview's layout either.
  public static func locale(_ identifier: String) -> Variant {
    Variant(traits: RenderTraits(locale: Locale(identifier: identifier)))
  }
  public static func device(_ device: Device) -> Variant { Variant(device: device) }
  /// The picture in another iOS design than the standard one (docs/design-generations.md).
  public static func design(_ generation: DesignGeneration) -> Variant {
    Variant(traits: RenderTraits(designGeneration: generation))
  }
  /// Localized strings in one of Xcode's pseudolanguages (`name.pseudo-double.png`; docs/localization.md).
  public static func pseudolanguage(_ pseudolanguage: Pseudolanguage) -> Variant {
    Variant(traits: RenderTraits(pseudolanguage: pseudolanguage))
  }

  /// Both variants at once; where both set a trait (or a device), the right one wins.
  public static func + (lhs: Variant, rhs: Variant) -> Variant {
    Variant(traits: lhs.traits.merging(rhs.traits), device: rhs.device ?? lhs.device, time: rhs.time ?? lhs.time)
  }

  /// Every combination of one variant from each list, e.g. `[.light, .dark] × [.device(a), .device(b)]`.
  public static func combinations(_ lists: [Variant]...) -> [Variant] {
    lists.reduce([Variant.standard]) { partial, list in partial.flatMap { p in list.map { p + $0 } } }
  }

  /// The file-name suffix (`"dark.ax3"`), or nil for the plain golden.
  public var nameSuffix: String? {
    var parts: [String] = []
    if let device { parts.append(device.name) }
    if let g = traits.designGeneration, g != .standard { parts.append(g.rawValue) }
    if traits.colorScheme == .dark { parts.append("dark") }
    if traits.colorSchemeContrast == .increased { parts.append(Self.increasedContrastName) }
    if let size = traits.dynamicTypeSize, size != .large { parts.append(Self.shortName(of: size)) }
    if traits.layoutDirection == .rightToLeft { parts.append("rtl") }
    if let locale = traits.locale { parts.append(locale.identifier) }
    if let pseudo = traits.pseudolanguage { parts.append(pseudo.variantName) }
    if let time { parts.append(Self.timeName(time)) }
    return parts.isEmpty ? nil : parts.joined(separator: ".")
  }

  /// The name component of a time: `at1500ms` (whole milliseconds; no dot, which separates
  /// components).
  public static func timeName(_ seconds: Double) -> String {
    "at\(Int((max(0, seconds) * 1000).rounded()))ms"
  }

  /// The variant part of a golden's file name joined to another suffix (a transition frame `f03`).
  public func suffix(appending other: String?) -> String? {
    switch (nameSuffix, other) {
    case (nil, let o): o
    case (let s?, nil): s
    case (let s?, let o?): s + "." + o
    }
  }

  public var description: String { nameSuffix ?? "standard" }

  /// The name component of increased contrast (`name.hc.png`).
  public static let increasedContrastName = "hc"

  /// Short names of text sizes in golden names and on the command line.
  public static func shortName(of size: DynamicTypeSize) -> String {
    switch size {
    case .xSmall: "xs"
    case .small: "s"
    case .medium: "m"
    case .large: "l"
    case .xLarge: "xl"
    case .xxLarge: "xxl"
    case .xxxLarge: "xxxl"
    case .accessibility1: "ax1"
    case .accessibility2: "ax2"
    case .accessibility3: "ax3"
    case .accessibility4: "ax4"
    case .accessibility5: "ax5"
    }
  }

  /// A text size from its short name (`ax3`) or its Swift name (`accessibility3`, `xSmall`).
  public static func dynamicTypeSize(named name: String) -> DynamicTypeSize? {
    DynamicTypeSize.allCases.first { shortName(of: $0) == name || "\($0)" == name }
  }

  /// Checks that no two variants of one golden write the same file; returns the clash.
  public static func firstCollision(in variants: [Variant]) -> (Variant, Variant)? {
    var seen: [String: Variant] = [:]
    for v in variants {
      let key = v.nameSuffix ?? ""
      if let earlier = seen[key] { return (earlier, v) }
      seen[key] = v
    }
    return nil
  }
}

extension Variant {
  /// Reads a golden-name suffix back (`"dark.hc.ax3.rtl"`, `"iphonese3.dark"`): the variant and the
  /// transition frame (`f03`) if there is one. Nil when a component is not a variant's: the name
  /// is then not one this API wrote.
  public static func parse(suffix: String) -> (variant: Variant, frame: String?)? {
    var v = Variant.standard, frame: String?
    for part in suffix.split(separator: ".").map(String.init) {
      if part == "dark" { v.traits.colorScheme = .dark }
      else if let g = DesignGeneration(rawValue: part), g != .standard { v.traits.designGeneration = g }
      else if part == increasedContrastName { v.traits.colorSchemeContrast = .increased }
      else if part == "rtl" { v.traits.layoutDirection = .rightToLeft }
      else if let pseudo = Pseudolanguage.allCases.first(where: { $0.variantName == part }) { v.traits.pseudolanguage = pseudo }
      else if let size = DynamicTypeSize.allCases.first(where: { shortName(of: $0) == part && $0 != .large }) {
        v.traits.dynamicTypeSize = size
      } else if let d = Device.named(part) { v.device = d }
      else if part.count == 3, part.hasPrefix("f"), Int(part.dropFirst()) != nil { frame = part }
      else if part.hasPrefix("at"), part.hasSuffix("ms"), let ms = Int(part.dropFirst(2).dropLast(2)), ms >= 0 {
        v.time = Double(ms) / 1000
      }
      else if Locale.availableIdentifiers.contains(part) { v.traits.locale = Locale(identifier: part) }
      else { return nil }
    }
    return v.suffix(appending: frame) == suffix ? (v, frame) : nil
  }
}
