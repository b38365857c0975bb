/// A command declared as data: its name, one-line abstract, arguments and options with their help.
///
/// One spec drives parsing, `--help` text and error messages alike, so they can never disagree.
public struct CommandSpec: Sendable {
  public var name: String
  public var abstract: String
  public var discussion: String
  public var arguments: [ArgumentSpec]
  public var options: [OptionSpec]

  public init(name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
              options: [OptionSpec] = []) {
    self.name = name; self.abstract = abstract; self.discussion = discussion
    self.arguments = arguments; self.options = options
  }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
  public var name: String
  public var help: String
  public var isOptional: Bool
  /// Takes every remaining positional value.
  public var isVariadic: Bool

  public init(_ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
    self.name = name; self.help = help; self.isOptional = isOptional; self.isVariadic = isVariadic
  }
}

/// A named option (`--out path`) or flag (`--json`).
public struct OptionSpec: Sendable {
  public var name: String
  /// Placeholder shown in help for the value (`path`, `0…1`); nil for a flag.
  public var valueName: String?
  public var defaultValue: String?
  public var help: String
  /// Accepted values, listed in help and checked by the parser.
  public var allowedValues: [String]?
  /// May be given more than once (values collect in order).
  public var isRepeatable: Bool

  public var isFlag: Bool { valueName == nil }

  public init(_ name: String, value: String? = nil, default defaultValue: String? = nil, help: String,
              allowedValues: [String]? = nil, isRepeatable: Bool = false) {
    self.name = name; self.valueName = value; self.defaultValue = defaultValue; self.help = help
    self.allowedValues = allowedValues; self.isRepeatable = isRepeatable
  }

  /// A boolean switch such as `--json`.
  public static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name, help: help)
  }
}
