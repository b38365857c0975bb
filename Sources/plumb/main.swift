import PlumbCLI

#if canImport(Glibc)
import Glibc
#endif

exit(PlumbCLI.run(Array(CommandLine.arguments.dropFirst())).code)
