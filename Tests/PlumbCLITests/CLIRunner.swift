import PlumbCLI
import PlumbCatalog

/// Runs `plumb` in-process, as the `plumb` executable does (over the built-in catalog), and
/// captures what it prints and its exit status.
struct CLIResult {
  var status: ExitStatus
  var out: String
  var err: String
}

func runPlumb(_ args: [String]) -> CLIResult {
  final class Box: @unchecked Sendable { var out = ""; var err = "" }
  let box = Box()
  let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
  let status = PlumbCLI.run(args, screens: .catalog, console: console)
  return CLIResult(status: status, out: box.out, err: box.err)
}
