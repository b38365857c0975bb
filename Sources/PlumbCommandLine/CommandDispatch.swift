/// Runs one subcommand with its arguments: parses them against its spec, prints its help or a
/// usage error, and turns every outcome into an exit status. The whole CLI (`PlumbCLI.run`) and
/// the front door's own `diff` (`plumb` answers it without loading the renderer) share it, so a
/// command behaves the same whichever process runs it.
public enum CommandDispatch {
  public static func run(_ command: any PlumbCommand.Type, _ arguments: [String], console: Console) -> ExitStatus {
    let spec = command.spec
    do {
      switch try ArgumentParser.parse(arguments, spec: spec) {
      case .help:
        console.print(HelpFormatter.help(for: spec))
        return .success
      case .run(let parsed):
        return try command.run(parsed, console: console)
      }
    } catch let error as UsageError {
      console.error("Error: \(error)")
      console.error("Usage: \(HelpFormatter.usage(for: spec))")
      console.error("  See 'plumb \(spec.name) --help' for more information.")
      return .failure
    } catch let error as CommandError {
      console.error("Error: \(error.message)")
      return error.status
    } catch {
      console.error("Error: \(error)")
      return .failure
    }
  }
}
