import Foundation
import PlumbGraphics

/// A string catalog (`.xcstrings`, Xcode 15): a JSON file holding one table's strings in every
/// language. SwiftPM on Linux copies it into the resource bundle as written (only Xcode compiles
/// it into `.strings`/`.stringsdict`), so it is read here as JSON, with `JSONSerialization`,
/// after a size and nesting check (the file is treated as hostile; LocalizationFileError).
///
/// Read: `sourceLanguage`, and per key and language the `stringUnit` value, `variations`
/// (`plural`, `device`, nested in either order) and `substitutions` (`argNum`,
/// `formatSpecifier`, plural variations written with `%arg`). docs/localization.md.
struct StringCatalog: Sendable {
  /// The development language (`sourceLanguage`).
  var sourceLanguage: String
  /// Key → language → value. A key with no entry in the source language shows the key itself there.
  var strings: [String: [String: LocalizedValue]]

  /// The languages any key has a value in, the source language included.
  var languages: Set<String> {
    strings.values.reduce(into: [sourceLanguage]) { $0.formUnion($1.keys) }
  }

  /// The catalog's strings in `language` (the source language's keys stand for themselves).
  func table(language: String) -> [String: LocalizedValue] {
    var out: [String: LocalizedValue] = [:]
    for (key, byLanguage) in strings {
      if let v = byLanguage[language] { out[key] = v }
      else if language == sourceLanguage { out[key] = .text(key) }
    }
    return out
  }

  /// The catalog at `url`.
  static func read(at url: URL) throws(LocalizationFileError) -> StringCatalog {
    let data = try LocalizationFileError.contents(of: url)
    do {
      return try parse(data)
    } catch {
      throw LocalizationFileError(file: url.path, reason: error.reason)
    }
  }

  /// A catalog from a file's bytes.
  static func parse(_ data: Data) throws(StringsFileParser.ParseError) -> StringCatalog {
    let depth = LocalizationFileError.nestingDepth(ofJSON: data)
    guard depth <= LocalizationFileError.maximumDepth else {
      throw .init(reason: "nests \(depth) levels deep, over the limit of \(LocalizationFileError.maximumDepth)")
    }
    let object: Any
    do { object = try JSONSerialization.jsonObject(with: data) } catch {
      throw .init(reason: "is not valid JSON (\(error.localizedDescription))")
    }
    guard let root = object as? [String: Any] else { throw .init(reason: "is not a JSON object") }
    guard let source = root["sourceLanguage"] as? String, !source.isEmpty else {
      throw .init(reason: "has no \"sourceLanguage\"")
    }
    guard let strings = root["strings"] as? [String: Any] else { throw .init(reason: "has no \"strings\" object") }
    var out: [String: [String: LocalizedValue]] = [:]
    for (key, entry) in strings {
      guard let entry = entry as? [String: Any] else { throw .init(reason: "the entry \"\(key)\" is not an object") }
      guard let localizations = entry["localizations"] as? [String: Any] else { out[key] = [:]; continue }
      var byLanguage: [String: LocalizedValue] = [:]
      for (language, node) in localizations {
        guard let node = node as? [String: Any] else {
          throw .init(reason: "the \(language) localization of \"\(key)\" is not an object")
        }
        if let value = try localization(node, key: key, language: language) { byLanguage[language] = value }
      }
      out[key] = byLanguage
    }
    return StringCatalog(sourceLanguage: source, strings: out)
  }

  // MARK: - Private

  /// A language's value: its variations or string unit, with its substitutions attached.
  private static func localization(_ node: [String: Any], key: String, language: String) throws(StringsFileParser.ParseError) -> LocalizedValue? {
    guard let value = try variation(node, key: key, language: language) else { return nil }
    guard let subs = node["substitutions"] as? [String: Any], !subs.isEmpty else { return value }
    var variables: [String: PluralVariable] = [:]
    for (name, s) in subs {
      guard let s = s as? [String: Any] else { throw .init(reason: "the substitution \"\(name)\" of \"\(key)\" (\(language)) is not an object") }
      guard let plural = (s["variations"] as? [String: Any])?["plural"] as? [String: Any] else {
        throw .init(reason: "the substitution \"\(name)\" of \"\(key)\" (\(language)) has no plural variations")
      }
      var forms: [PluralCategory: String] = [:]
      for (category, form) in plural {
        guard let c = PluralCategory(rawValue: category) else {
          throw .init(reason: "\"\(key)\" (\(language)) has a plural category \"\(category)\" CLDR does not define")
        }
        if let text = unitValue(form) { forms[c] = text }
      }
      let number = (s["argNum"] as? NSNumber)?.intValue
      variables[name] = PluralVariable(argumentNumber: number.map { max(1, $0) },
                                       formatSpecifier: s["formatSpecifier"] as? String ?? "lld", forms: forms)
    }
    return attach(variables, to: value)
  }

  /// A node's `variations` (plural or device, each form a node again) or its `stringUnit` value.
  private static func variation(_ node: [String: Any], key: String, language: String) throws(StringsFileParser.ParseError) -> LocalizedValue? {
    if let variations = node["variations"] as? [String: Any] {
      if let plural = variations["plural"] as? [String: Any] {
        var forms: [PluralCategory: LocalizedValue] = [:]
        for (category, form) in plural {
          guard let c = PluralCategory(rawValue: category) else {
            throw .init(reason: "\"\(key)\" (\(language)) has a plural category \"\(category)\" CLDR does not define")
          }
          if let form = form as? [String: Any], let v = try variation(form, key: key, language: language) { forms[c] = v }
        }
        return forms.isEmpty ? nil : .plural(forms)
      }
      if let device = variations["device"] as? [String: Any] {
        var forms: [String: LocalizedValue] = [:]
        for (idiom, form) in device {
          if let form = form as? [String: Any], let v = try variation(form, key: key, language: language) { forms[idiom.lowercased()] = v }
        }
        return forms.isEmpty ? nil : .device(forms)
      }
      throw .init(reason: "\"\(key)\" (\(language)) varies by \(variations.keys.sorted().joined(separator: ", ")), which is not read (plural and device are)")
    }
    return unitValue(node).map(LocalizedValue.text)
  }

  /// The `stringUnit.value` of a node.
  private static func unitValue(_ node: Any) -> String? {
    ((node as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
  }

  private static func attach(_ variables: [String: PluralVariable], to value: LocalizedValue) -> LocalizedValue {
    switch value {
    case .text(let s): .substituted(s, variables: variables)
    case .plural(let f): .plural(f.mapValues { attach(variables, to: $0) })
    case .device(let f): .device(f.mapValues { attach(variables, to: $0) })
    case .width(let f): .width(f.mapValues { attach(variables, to: $0) })
    case .substituted: value
    }
  }
}
