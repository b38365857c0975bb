import Foundation

/// A CLDR plural category (https://cldr.unicode.org, "Language Plural Rules"): the form of a word
/// a number takes in a language. English uses `one` and `other`; Arabic all six; Russian `one`,
/// `few`, `many` and `other`. `.stringsdict` files and string catalogs key their plural forms by
/// these names.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  case zero, one, two, few, many, other
}

/// Chooses a number's plural category in a language (PlumbText's is ICU's rule data). PlumbUI
/// imports no C, so the rules come in through this seam, like text measuring does.
public protocol PluralRuleProviding: Sendable {
  /// The category of `number` in `language` (a BCP 47 or ICU identifier: `"ar"`, `"pt-BR"`);
  /// nil when the rules for it cannot be read.
  func pluralCategory(of number: Double, language: String) -> PluralCategory?
}

/// Where the plural rules are installed (nil until a text engine exists, as `FontNameDirectory`).
public enum PluralRuleDirectory {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed: (any PluralRuleProviding)?

  /// The installed rules, if any.
  public static var current: (any PluralRuleProviding)? {
    get { lock.withLock { installed } }
    set { lock.withLock { installed = newValue } }
  }
}
