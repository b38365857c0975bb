import Foundation
import Testing
@testable import PlumbCLI

/// The repository's GitHub Actions workflow and docs/ci.md call `plumb` with commands and flags
/// that exist: each is looked up in the real `--help` output, so renaming a flag without
/// updating them fails here instead of on CI (or, for the docs, never).
@Suite struct WorkflowTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// Every `plumb <command>` call in a text with the flags given to it: the flags of its logical
  /// line (continued with `\`) and of the `set -- "$@" --flag` lines just before it, which build
  /// its argument list.
  static func calls(in text: String, invokedAs prefix: String) -> [(command: String, flags: Set<String>)] {
    var calls: [(String, Set<String>)] = []
    var pending = Set<String>()
    let logical = text.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n")
    for line in logical {
      if line.contains("set -- \"$@\"") { pending.formUnion(flags(line)); continue }
      guard let range = line.range(of: prefix) else { continue }
      let rest = line[range.upperBound...]
      guard let command = rest.split(separator: " ").first.map(String.init), command.first?.isLetter == true else { continue }
      calls.append((command, flags(rest).union(pending)))
      pending = []
    }
    return calls
  }

  static func flags(_ s: Substring) -> Set<String> {
    var out = Set<String>()
    var rest = s[...]
    while let r = rest.range(of: "--") {
      let name = rest[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if let first = name.first, first.isLetter, rest[..<r.lowerBound].last.map({ $0 == " " || $0 == "`" || $0 == "(" }) ?? true {
        out.insert("--" + name)
      }
      rest = rest[r.upperBound...]
    }
    return out
  }

  static func check(_ calls: [(command: String, flags: Set<String>)], in file: String) {
    let commands = runPlumb(["--help"]).out
    for (command, flags) in calls {
      #expect(commands.contains("  \(command) ") || commands.contains("  \(command)\n"), "\(file): 'plumb \(command)' is no command")
      let help = runPlumb([command, "--help"])
      for flag in flags {
        #expect(help.out.contains("\(flag) ") || help.out.contains("\(flag)\n"), "\(file): 'plumb \(command) \(flag)' is not in its --help")
      }
    }
  }

  @Test func theWorkflowUsesCommandsAndFlagsThatExist() throws {
    let text = try String(contentsOfFile: "\(Self.root)/.github/workflows/goldens.yml", encoding: .utf8)
    let calls = Self.calls(in: text, invokedAs: "bin/plumb ")
    #expect(calls.map(\.command) == ["verify", "report"], "\(calls)")
    #expect(calls[0].flags == ["--shard", "--artifacts", "--junit"])
    #expect(calls[1].flags == ["--artifacts", "--image-base-url", "--out", "--title", "--markdown", "--junit"])
    Self.check(calls, in: "goldens.yml")
    // What the workflow relies on besides plumb.
    let bootstrap = try String(contentsOfFile: "\(Self.root)/scripts/bootstrap.sh", encoding: .utf8)
    #expect(text.contains("PLUMB_NO_BROWSER=1 bash scripts/bootstrap.sh") && bootstrap.contains("PLUMB_NO_BROWSER"))
    let triggers = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
    #expect(!triggers.contains { $0.hasPrefix("pull_request_target") }, "a fork's code must never run with the base repository's token")
    #expect(triggers.contains("pull_request:        # never pull_request_target: this runs the pull request's code"))
    #expect(text.contains("GITHUB_STEP_SUMMARY"))
  }

  @Test func theCIDocumentUsesCommandsAndFlagsThatExist() throws {
    let text = try String(contentsOfFile: "\(Self.root)/docs/ci.md", encoding: .utf8)
    let calls = Self.calls(in: text, invokedAs: "plumb ").filter { ["verify", "report", "accept", "record"].contains($0.command) }
    #expect(calls.count >= 4, "\(calls.map(\.command))")
    Self.check(calls, in: "docs/ci.md")
  }

  /// The tests workflow runs the README's test command on every change and the repeated suite
  /// nightly, through scripts that exist; the repeat script refuses a count that is not a number.
  @Test func theTestsWorkflowRunsTheSuiteAndItsRepeats() throws {
    let text = try String(contentsOfFile: "\(Self.root)/.github/workflows/tests.yml", encoding: .utf8)
    let ci = try String(contentsOfFile: "\(Self.root)/.ci/run", encoding: .utf8)
    #expect(ci.contains("bash scripts/test.sh") && text.contains("- run: bash scripts/test.sh"))
    #expect(text.contains("- run: bash scripts/repeat-tests.sh 5") && text.contains("schedule:"))
    // The plugin end to end (a fresh package's first golden) and the incremental-build check.
    #expect(text.contains("- run: bash scripts/time-first-golden.sh") && text.contains("- run: bash scripts/check-incremental-layout.sh"))
    let keys = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!keys.contains { $0.hasPrefix("pull_request_target") }, "a fork's code must never run with the base repository's token")
    for script in ["scripts/test.sh", "scripts/repeat-tests.sh", "scripts/time-first-golden.sh", "scripts/check-incremental-layout.sh"] {
      #expect(FileManager.default.isExecutableFile(atPath: "\(Self.root)/\(script)") || script == "scripts/test.sh", "\(script)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["\(Self.root)/scripts/repeat-tests.sh", "five"]
    process.standardError = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
  }

  /// The parser of calls finds what a renamed flag would hide.
  @Test func aMissingFlagIsFound() {
    let calls = Self.calls(in: "set -- \"$@\" --artifacts a\nrun: bin/plumb report \"$@\" --out r \\\n  --no-such-flag x\n", invokedAs: "bin/plumb ")
    #expect(calls.count == 1 && calls[0].flags == ["--artifacts", "--out", "--no-such-flag"])
    let help = runPlumb(["report", "--help"]).out
    #expect(!help.contains("--no-such-flag") && help.contains("--out "))
  }
}
