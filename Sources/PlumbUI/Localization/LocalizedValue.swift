import Foundation
import PlumbGraphics

/// One localised string as a table holds it, before its arguments are put in: plain text, or a
/// choice made when it is drawn (by plural category, device or width). `.strings` files hold only
/// `.text`; `.stringsdict` files and string catalogs hold the rest (docs/localization.md).
indirect enum LocalizedValue: Hashable, Sendable {
  /// A format string (`"%lld Artikel"`), or text with no specifiers.
  case text(String)
  /// A format whose `%#@name@` variables are replaced by the form their argument's plural
  /// category picks (`.stringsdict` variables, string catalog substitutions).
  case substituted(String, variables: [String: PluralVariable])
  /// The whole string varies by the plural category of its first numeric argument.
  case plural([PluralCategory: LocalizedValue])
  /// By device idiom: `iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`.
  case device([String: LocalizedValue])
  /// By presentation width (`.stringsdict` `NSStringVariableWidthRuleType`; keys are widths in ems).
  case width([Int: LocalizedValue])

  /// Every plain text this value can show (for the "longest translation" pseudolanguage).
  var allTexts: [String] {
    switch self {
    case .text(let s): [s]
    case .substituted(let format, let variables):
      [format] + variables.keys.sorted().flatMap { variables[$0]!.forms.values.sorted() }
    case .plural(let forms): forms.keys.sorted { $0.order < $1.order }.flatMap { forms[$0]!.allTexts }
    case .device(let forms): forms.keys.sorted().flatMap { forms[$0]!.allTexts }
    case .width(let forms): forms.keys.sorted().flatMap { forms[$0]!.allTexts }
    }
  }
}

/// A `%#@name@` variable: which argument chooses the form, and the form of each plural category.
struct PluralVariable: Hashable, Sendable {
  /// The argument (1-based) whose number picks the form; nil = the variable's place among the
  /// format's specifiers, as in a `.stringsdict` file.
  var argumentNumber: Int?
  /// The argument's format specifier without `%` (`"lld"`, `"d"`, `"f"`).
  var formatSpecifier: String
  /// The forms by category. In a string catalog a form writes its argument as `%arg`; in a
  /// `.stringsdict` file as an ordinary specifier (`%lld`).
  var forms: [PluralCategory: String]
}

extension PluralCategory {
  /// CLDR's order (zero, one, two, few, many, other).
  var order: Int { PluralCategory.allCases.firstIndex(of: self)! }
}
