import Foundation
import PlumbGraphics

/// Turns a looked-up `LocalizedValue` into the text drawn: picks its device, width and plural
/// variations, replaces `%#@name@` variables by their plural form, then formats each specifier
/// with its argument in the render's locale (`%.1f` of 3.5 is "3,5" in German), as Foundation's
/// `String(format:locale:arguments:)` does. A specifier whose argument is missing or of another
/// type is formatted from what is there and warned, never passed to C varargs unchecked.
struct LocalizedFormatter {
  /// The language of the table the value came from (chooses plural forms).
  var language: String
  /// The locale numbers are formatted in.
  var locale: Locale
  /// The device idiom for device variations (`iphone`, `ipad`).
  var idiom: String
  /// Where warnings name the string.
  var key: String

  /// The text of `value` with `arguments` put in.
  func string(_ value: LocalizedValue, arguments: [LocalizedArgument]) -> String {
    var value = value
    for _ in 0..<8 {  // a choice inside a choice (device → plural); 8 is deeper than any file nests
      switch value {
      case .text(let format):
        return arguments.isEmpty && !FormatSpecifiers.hasArguments(format) ? format : apply(format, arguments)
      case .substituted(let format, let variables):
        return apply(substitute(format, variables, arguments), arguments)
      case .plural(let forms):
        let n = arguments.lazy.compactMap(\.number).first ?? 0
        value = forms[category(of: n)] ?? forms[.other] ?? forms.values.first!
      case .device(let forms):
        value = forms[idiom] ?? forms["other"] ?? forms[forms.keys.sorted().first!]!
      case .width(let forms):
        // SwiftUI's Text asks for the widest variant (it is not laid out at a presentation width).
        value = forms[forms.keys.max()!]!
      }
    }
    return key
  }

  /// The CLDR plural category of `n` in the table's language.
  func category(of n: Double) -> PluralCategory {
    if let rules = PluralRuleDirectory.current, let c = rules.pluralCategory(of: n, language: language) { return c }
    RenderWarnings.warnOnce("Localization plural rules \(language)",
      "Localization: no plural rules for \(language) (ICU's are installed with the text engine, PlumbText's TextEngine); plural forms use English's one/other rule")
    return n == 1 ? .one : .other
  }

  // MARK: - Private

  /// `format` with each variable replaced by the form its argument's number picks, every
  /// specifier made positional so that arguments keep their numbers.
  private func substitute(_ format: String, _ variables: [String: PluralVariable], _ arguments: [LocalizedArgument]) -> String {
    var out = ""
    var next = 1
    for token in FormatSpecifiers.tokens(format) {
      switch token {
      case .literal(let s): out += s.replacingOccurrences(of: "%", with: "%%")
      case .specifier(let spec):
        let n = spec.position ?? next
        next = n + 1
        out += spec.written(position: n)
      case .variable(let name, let position):
        guard let variable = variables[name] else {
          RenderWarnings.warnOnce("Localization variable \(key) \(name)",
            "Localization: \"\(key)\" uses the variable %#@\(name)@, which its table does not define; it is drawn empty")
          continue
        }
        let n = variable.argumentNumber ?? position ?? next
        next = (position ?? n) + 1
        let number = n <= arguments.count ? arguments[n - 1].number ?? 0 : 0
        let form = variable.forms[category(of: number)] ?? variable.forms[.other] ?? ""
        out += positional(form, argument: n, specifier: variable.formatSpecifier)
      }
    }
    return out
  }

  /// A plural form with its argument written as `%n$…`: a catalog form's `%arg`, or the first
  /// specifier without a position in a `.stringsdict` form.
  private func positional(_ form: String, argument n: Int, specifier: String) -> String {
    if form.contains("%arg") { return form.replacingOccurrences(of: "%arg", with: "%\(n)$" + specifier) }
    var out = "", done = false
    for token in FormatSpecifiers.tokens(form) {
      switch token {
      case .literal(let s): out += s.replacingOccurrences(of: "%", with: "%%")
      case .specifier(let spec):
        if spec.position == nil && !done { out += spec.written(position: n); done = true } else { out += spec.written() }
      case .variable(let name, let p): out += "%" + (p.map { "\($0)$" } ?? "") + "#@\(name)@"
      }
    }
    return out
  }

  /// `format` with every specifier replaced by its argument.
  private func apply(_ format: String, _ arguments: [LocalizedArgument]) -> String {
    var out = ""
    var next = 1
    for token in FormatSpecifiers.tokens(format) {
      switch token {
      case .literal(let s): out += s
      case .variable(let name, _):
        RenderWarnings.warnOnce("Localization variable \(key) \(name)",
          "Localization: \"\(key)\" uses the variable %#@\(name)@ inside a plural form, which is not modelled; it is drawn empty")
      case .specifier(let spec):
        let n = spec.position ?? next
        next = n + 1
        guard n <= arguments.count else {
          RenderWarnings.warnOnce("Localization argument \(key) \(n)",
            "Localization: \"\(key)\" has a specifier \(spec.written()) for argument \(n), but only \(arguments.count) are given; it is drawn as written")
          out += spec.written()
          continue
        }
        out += formatted(arguments[n - 1], spec)
      }
    }
    return out
  }

  /// One argument through one specifier, converting where the types differ (never undefined
  /// behaviour: each call passes the C type its conversion reads).
  private func formatted(_ argument: LocalizedArgument, _ spec: FormatSpecifier) -> String {
    let numeric = FormatSpecifier(position: nil, flags: spec.flags, width: spec.width, precision: spec.precision,
                                  length: "", conversion: spec.conversion)
    switch spec.conversion {
    case "d", "D", "i", "c", "C":
      guard let v = integer(argument, spec) else { return text(argument) }
      var s = numeric; s.length = "ll"; if "cC".contains(s.conversion) { s.conversion = "d" }
      return String(format: s.written(), v)  // integers: no locale (CF would group a zero-padded one)
    case "u", "U", "x", "X", "o", "O":
      guard let v = integer(argument, spec) else { return text(argument) }
      var s = numeric; s.length = "ll"
      if s.conversion == "U" { s.conversion = "u" } else if s.conversion == "O" { s.conversion = "o" }
      return String(format: s.written(), UInt64(bitPattern: v))
    case "f", "F", "e", "E", "g", "G", "a", "A":
      guard let v = argument.number else { mismatch(argument, spec); return text(argument) }
      return String(format: numeric.written(), locale: locale, v)
    default:  // @ s S: the value's text
      return text(argument)
    }
  }

  private func integer(_ argument: LocalizedArgument, _ spec: FormatSpecifier) -> Int64? {
    switch argument {
    case .int(let v): return v
    case .uint(let v): return Int64(bitPattern: v)
    case .double(let v) where v.isFinite && abs(v) < 9.2e18: mismatch(argument, spec); return Int64(v)
    default: mismatch(argument, spec); return nil
    }
  }

  private func text(_ argument: LocalizedArgument) -> String {
    switch argument {
    case .string(let s): s
    case .int(let v): String(v)
    case .uint(let v): String(v)
    case .double(let v): "\(v)"
    }
  }

  private func mismatch(_ argument: LocalizedArgument, _ spec: FormatSpecifier) {
    RenderWarnings.warnOnce("Localization type \(key) \(spec.written())",
      "Localization: \"\(key)\" formats \(argument) with \(spec.written()), a specifier for another type; it is converted (iOS would print garbage or crash)")
  }
}
