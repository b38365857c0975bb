import PlumbCLI

/// Runs `plumb` in-process and captures what it prints and its exit status.
struct CLIResult {
  var status: ExitStatus
  var out: String
  var err: String
}

func runPlumb(_ args: [String]) -> CLIResult {
  final class Box: @unchecked Sendable { var out = ""; var err = "" }
  let box = Box()
  let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
  let status = PlumbCLI.run(args, console: console)
  return CLIResult(status: status, out: box.out, err: box.err)
}
