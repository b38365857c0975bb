import Testing
@testable import PlumbCLI
@testable import PlumbCommandLine

@Suite struct ArgumentParserTests {
  let spec = CommandSpec(
    name: "demo", abstract: "A demo.",
    arguments: [ArgumentSpec("input", help: "In."), ArgumentSpec("extra", help: "More.", isOptional: true)],
    options: [
      OptionSpec("threshold", value: "0…1", default: "0.1", help: "T."),
      OptionSpec("mode", value: "m", help: "M.", allowedValues: ["a", "b"]),
      .flag("json", help: "J."),
    ])

  func parsed(_ words: [String]) throws -> ParsedArguments {
    guard case .run(let p) = try ArgumentParser.parse(words, spec: spec) else {
      Issue.record("expected arguments, got help"); return ParsedArguments()
    }
    return p
  }

  @Test func bindsPositionalsOptionsFlagsAndDefaults() throws {
    let p = try parsed(["a.png", "--json", "--mode", "b"])
    #expect(p.argument("input") == "a.png")
    #expect(p.argument("extra") == nil)
    #expect(p.flag("json"))
    #expect(p.option("mode") == "b")
    #expect(p.option("threshold") == "0.1")
  }

  @Test func acceptsInlineValuesAndTerminator() throws {
    let p = try parsed(["--threshold=0.3", "--", "--weird-name"])
    #expect(p.option("threshold") == "0.3")
    #expect(p.argument("input") == "--weird-name")
  }

  @Test func helpWinsAnywhere() throws {
    guard case .help = try ArgumentParser.parse(["x", "-h"], spec: spec) else {
      Issue.record("expected help"); return
    }
  }

  @Test(arguments: [
    (["--thresold", "1", "a"], UsageError.unknownOption("--thresold", suggestion: "--threshold")),
    (["a", "--mode"], UsageError.missingValue(option: "mode")),
    ([], UsageError.missingArgument("input")),
    (["a", "b", "c"], UsageError.unexpectedArgument("c")),
    (["a", "--mode", "z"], UsageError.invalidValue(option: "mode", value: "z", expected: "one of a, b")),
    (["a", "--json=1"], UsageError.flagWithValue("json")),
    (["a", "--mode", "a", "--mode", "b"], UsageError.repeatedOption("mode")),
  ])
  func rejectsBadCommandLines(words: [String], expected: UsageError) {
    #expect(throws: expected) { try ArgumentParser.parse(words, spec: spec) }
  }

  @Test func numbersAreValidatedWithTheOptionName() throws {
    let p = try parsed(["a", "--threshold", "abc"])
    #expect(throws: UsageError.invalidValue(option: "threshold", value: "abc", expected: "a number")) {
      try p.double("threshold")
    }
    let q = try parsed(["a", "--threshold", "2"])
    #expect(throws: UsageError.invalidValue(option: "threshold", value: "2", expected: "a number in 0.0…1.0")) {
      try q.double("threshold", in: 0...1)
    }
  }

  @Test func suggestsNearNamesOnly() {
    #expect(closestMatch(to: "rendr", in: ["render", "list"]) == "render")
    #expect(closestMatch(to: "zzzzzz", in: ["render", "list"]) == nil)
  }

  @Test func helpListsEveryOptionWithDefaultsAndValues() {
    let help = HelpFormatter.help(for: spec)
    #expect(help.hasPrefix("OVERVIEW: A demo.\n"))
    #expect(help.contains("USAGE: plumb demo <input> [<extra>] [--threshold <0…1>] [--mode <m>] [--json]"))
    #expect(help.contains("  --threshold <0…1>         T. (default: 0.1)\n"))
    #expect(help.contains("  --mode <m>                M. (values: a, b)\n"))
    #expect(help.contains("  -h, --help                Show help information.\n"))
  }
}
