import PlumbCLI
import PlumbCatalog

#if canImport(Glibc)
import Glibc
#endif

// Each invocation is a run of its own (GoldenRun; docs/report.md, "One run at a time").
PlumbCLI.startsRun()
exit(PlumbCLI.run(Array(CommandLine.arguments.dropFirst()), screens: .catalog).code)
