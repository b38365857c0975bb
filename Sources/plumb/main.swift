import PlumbCommandLine

#if canImport(Glibc)
import Glibc
#endif

// The front door (docs/cli-speed.md, "The front door"): `plumb diff` runs here, in a process that
// loads no renderer; every other command runs in plumb-full, which replaces this process.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == DiffCommand.spec.name {
  exit(CommandDispatch.run(DiffCommand.self, Array(arguments.dropFirst()), console: .standard).code)
}
let failure = FullCommandLine.exec(arguments)
Console.standard.error("Error: \(failure)")
exit(ExitStatus.failure.code)
