import Foundation
import PlumbGraphics

/// Reads a `.stringsdict` file (an XML or binary property list): for each key, a format
/// (`NSStringLocalizedFormatKey`, e.g. `"%#@items@"`) whose variables are plural rules
/// (`NSStringPluralRuleType`), or a device (`NSStringDeviceSpecificRuleType`) or width
/// (`NSStringVariableWidthRuleType`) choice. docs/localization.md lists what is read.
enum StringsDictParser {
  /// The entries of the file at `url`.
  static func entries(at url: URL) throws(LocalizationFileError) -> [String: LocalizedValue] {
    let data = try LocalizationFileError.contents(of: url)
    do {
      return try entries(in: data)
    } catch {
      throw LocalizationFileError(file: url.path, reason: error.reason)
    }
  }

  /// The entries of a file's bytes.
  static func entries(in data: Data) throws(StringsFileParser.ParseError) -> [String: LocalizedValue] {
    if data.starts(with: Array("<".utf8)), LocalizationFileError.nestingDepth(ofXMLPlist: data) > LocalizationFileError.maximumDepth {
      throw .init(reason: "nests deeper than \(LocalizationFileError.maximumDepth) levels")
    }
    guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
      throw .init(reason: "is not a valid property list")
    }
    guard let root = object as? [String: Any] else { throw .init(reason: "is not a dictionary") }
    var out: [String: LocalizedValue] = [:]
    for (key, value) in root {
      guard let rule = value as? [String: Any] else { throw .init(reason: "the entry \"\(key)\" is not a dictionary") }
      out[key] = try entry(rule, key: key, depth: 1)
    }
    return out
  }

  // MARK: - Private

  private static let formatKey = "NSStringLocalizedFormatKey"
  private static let specTypeKey = "NSStringFormatSpecTypeKey"
  private static let valueTypeKey = "NSStringFormatValueTypeKey"

  private static func entry(_ rule: [String: Any], key: String, depth: Int) throws(StringsFileParser.ParseError) -> LocalizedValue {
    guard depth <= 4 else { throw .init(reason: "the entry \"\(key)\" nests its rules too deeply") }
    if let device = rule["NSStringDeviceSpecificRuleType"] as? [String: Any] {
      var forms: [String: LocalizedValue] = [:]
      for (idiom, v) in device { forms[idiom.lowercased()] = try nested(v, key: key, depth: depth) }
      return .device(forms)
    }
    if let width = rule["NSStringVariableWidthRuleType"] as? [String: Any] {
      var forms: [Int: LocalizedValue] = [:]
      for (w, v) in width {
        guard let n = Int(w) else { throw .init(reason: "the entry \"\(key)\" has a width \"\(w)\" that is not a number") }
        forms[n] = try nested(v, key: key, depth: depth)
      }
      return .width(forms)
    }
    guard let format = rule[formatKey] as? String else {
      throw .init(reason: "the entry \"\(key)\" has no \(formatKey)")
    }
    var variables: [String: PluralVariable] = [:]
    for (name, v) in rule where name != formatKey {
      guard let spec = v as? [String: Any] else { continue }
      guard spec[specTypeKey] as? String == "NSStringPluralRuleType" else {
        throw .init(reason: "the variable \"\(name)\" of \"\(key)\" has a \(specTypeKey) other than NSStringPluralRuleType")
      }
      var forms: [PluralCategory: String] = [:]
      for category in PluralCategory.allCases {
        if let s = spec[category.rawValue] as? String { forms[category] = s }
      }
      guard forms[.other] != nil else { throw .init(reason: "the variable \"\(name)\" of \"\(key)\" has no \"other\" form") }
      variables[name] = PluralVariable(argumentNumber: nil, formatSpecifier: spec[valueTypeKey] as? String ?? "lld", forms: forms)
    }
    return variables.isEmpty ? .text(format) : .substituted(format, variables: variables)
  }

  private static func nested(_ value: Any, key: String, depth: Int) throws(StringsFileParser.ParseError) -> LocalizedValue {
    if let s = value as? String { return .text(s) }
    if let d = value as? [String: Any] { return try entry(d, key: key, depth: depth + 1) }
    throw .init(reason: "the entry \"\(key)\" has a variation that is neither a string nor a dictionary")
  }
}
