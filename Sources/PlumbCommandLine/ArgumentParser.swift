/// Turns argv (after the command name) into `ParsedArguments` according to a `CommandSpec`.
///
/// Two steps, as a pipeline: split the words into options, values and positionals (handling
/// `--name=value` and the `--` terminator), then bind them to the spec, filling defaults and
/// checking required arguments and allowed values. `--help`/`-h` anywhere asks for help.
public enum ArgumentParser {
  /// The outcome of parsing: either arguments to run with, or a request for help.
  public enum Outcome: Sendable {
    case run(ParsedArguments)
    case help
  }

  public static func parse(_ words: [String], spec: CommandSpec) throws(UsageError) -> Outcome {
    var parsed = ParsedArguments()
    var positionals: [String] = []
    var i = 0
    var afterTerminator = false
    while i < words.count {
      let word = words[i]
      i += 1
      if afterTerminator || !word.hasPrefix("-") || word == "-" {
        positionals.append(word)
        continue
      }
      if word == "--" { afterTerminator = true; continue }
      if word == "--help" || word == "-h" { return .help }
      guard word.hasPrefix("--") else {
        throw .unknownOption(word, suggestion: nil)
      }
      var name = String(word.dropFirst(2))
      var inlineValue: String?
      if let eq = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw .unknownOption("--" + name, suggestion: closestMatch(to: name, in: spec.options.map(\.name)).map { "--" + $0 })
      }
      if option.isFlag {
        if inlineValue != nil { throw .flagWithValue(name) }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let v = inlineValue {
        value = v
      } else {
        guard i < words.count, !(words[i].hasPrefix("--") && words[i].count > 2) else { throw .missingValue(option: name) }
        value = words[i]
        i += 1
      }
      if let allowed = option.allowedValues, !allowed.contains(value) {
        throw .invalidValue(option: name, value: value, expected: "one of " + allowed.joined(separator: ", "))
      }
      if parsed.options[name] != nil && !option.isRepeatable { throw .repeatedOption(name) }
      parsed.options[name, default: []].append(value)
    }
    try bind(positionals, to: spec, into: &parsed)
    for option in spec.options where !option.isFlag && parsed.options[option.name] == nil {
      if let d = option.defaultValue { parsed.options[option.name] = [d] }
    }
    return .run(parsed)
  }

  private static func bind(_ values: [String], to spec: CommandSpec, into parsed: inout ParsedArguments) throws(UsageError) {
    var rest = values[...]
    for arg in spec.arguments {
      if arg.isVariadic {
        if rest.isEmpty && !arg.isOptional { throw .missingArgument(arg.name) }
        parsed.positionals[arg.name] = Array(rest)
        rest = []
      } else if let v = rest.first {
        parsed.positionals[arg.name] = [v]
        rest = rest.dropFirst()
      } else if !arg.isOptional {
        throw .missingArgument(arg.name)
      }
    }
    if let extra = rest.first { throw .unexpectedArgument(extra) }
  }
}
