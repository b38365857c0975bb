import Foundation
@_exported import PlumbCommandLine

/// The `plumb` command line: finds the subcommand, parses its arguments, prints help and errors,
/// and turns every outcome into an exit status. `main.swift` of the `plumb` executable only calls
/// `PlumbCLI.run`, so the whole CLI is testable in-process.
public enum PlumbCLI {
  /// Every subcommand, in the order `plumb --help` lists them.
  public static let commands: [any PlumbCommand.Type] = [
    ListCommand.self,
    RenderCommand.self,
    DiffCommand.self,
    VerifyCommand.self,
    RecordCommand.self,
    AcceptCommand.self,
    ReportCommand.self,
    OrphansCommand.self,
    UntranslatedCommand.self,
  ]

  static let overview = """
    OVERVIEW: Render SwiftUI-style screens to PNG and compare them with goldens.

    USAGE: plumb <subcommand> [options]
    """

  public static func run(_ arguments: [String], console: Console = .standard) -> ExitStatus {
    guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
      if arguments.count >= 2, arguments[0] == "help", let command = command(named: arguments[1]) {
        console.print(HelpFormatter.help(for: command.spec))
        return .success
      }
      console.print(topLevelHelp())
      return arguments.isEmpty ? .failure : .success
    }
    if name == "--version" {
      console.print("plumb \(PlumbVersion.string)")
      return .success
    }
    guard let command = command(named: name) else {
      let error = UsageError.unknownCommand(name, suggestion: closestMatch(to: name, in: commands.map { $0.spec.name }))
      console.error("Error: \(error)")
      console.error("  See 'plumb --help' for the list of commands.")
      return .failure
    }
    return CommandDispatch.run(command, Array(arguments.dropFirst()), console: console)
  }

  static func command(named name: String) -> (any PlumbCommand.Type)? {
    commands.first { $0.spec.name == name }
  }

  static func topLevelHelp() -> String {
    var out = overview + "\n\nSUBCOMMANDS:\n"
    for c in commands { out += HelpFormatter.row(c.spec.name, c.spec.abstract) }
    out += "\n  See 'plumb help <subcommand>' or 'plumb <subcommand> --help' for detailed help.\n"
    return out
  }
}

/// The version printed by `plumb --version`.
public enum PlumbVersion {
  public static let string = "0.1.0"
}
