import CPluralRules
import Foundation
import PlumbGraphics

/// CLDR cardinal plural rules from the system ICU (libicui18n's `uplrules_select`), for every
/// language ICU has data for. Installed as `PluralRuleDirectory.current` by `TextEngine.init`.
public struct ICUPluralRules: PluralRuleProviding {
  public init() {}

  public func pluralCategory(of number: Double, language: String) -> PluralCategory? {
    guard number.isFinite else { return .other }
    // ICU reads `_` separators ("pt_BR"); a BCP 47 tag's `-` is the same subtag boundary.
    let icuLocale = language.replacingOccurrences(of: "-", with: "_")
    var out = [CChar](repeating: 0, count: 16)
    let status = plumb_plural_category(icuLocale, number, &out, Int32(out.count))
    guard status == 0 else { return nil }
    let keyword = out.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return PluralCategory(rawValue: keyword)
  }
}
