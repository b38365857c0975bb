import PlumbCLI
import PlumbCatalog

#if canImport(Glibc)
import Glibc
#endif

exit(PlumbCLI.run(Array(CommandLine.arguments.dropFirst()), screens: .catalog).code)
