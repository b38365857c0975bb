#if canImport(Glibc)
import Glibc
#endif

func exitWith(_ code: Int32) -> Never { exit(code) }
