#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands a command to `plumb-full`, the executable with the renderer, the catalog and every
/// subcommand. `plumb` itself links only what `plumb diff` needs, so a comparison does not pay for
/// loading Cairo, fonts, ICU and the UI frameworks (docs/cli-speed.md, "The front door"); every
/// other command replaces the process with `plumb-full` beside it.
///
/// SwiftPM cannot build one executable for another without linking it in, so `swift build
/// --product plumb` (and `swift run plumb`) build only the front door. When `plumb-full` is missing
/// beside a `plumb` that runs from a package's `.build`, the front door builds it there once, with
/// the same configuration, saying so; anywhere else it names what to copy or build.
public enum FullCommandLine {
  /// The name of the executable that runs every subcommand.
  public static let executableName = "plumb-full"

  /// Replaces this process with `plumb-full` beside the running executable, passing `arguments`
  /// (without the program name). Returns only if that fails, with the message to print.
  public static func exec(_ arguments: [String], console: Console = .standard) -> String {
    guard let own = ownExecutablePath() else { return "cannot find the running executable (/proc/self/exe)" }
    let folder = parent(own)
    let full = folder + "/" + executableName
    if access(full, X_OK) != 0, let build = buildCommand(for: folder) {
      console.progress("plumb: \(executableName), which runs every command but diff, is not built yet; "
        + "building it: \(build.joined(separator: " "))")
      let status = run(build)
      if status != 0 { return "\(build.joined(separator: " ")) failed (exit \(status))." }
    }
    let argv = ([full] + arguments).map { strdup($0) } + [nil]
    execv(full, argv)
    let reason = String(cString: strerror(errno))
    return "cannot run \(full): \(reason). plumb runs every command but diff through \(executableName), "
      + "which must be beside it (swift build --product \(executableName); docs/cli-speed.md, \"The front door\")."
  }

  /// `swift build --product plumb-full` for the package whose `.build` holds `folder`
  /// (`<package>/.build/<triple>/<configuration>` or `<package>/.build/<configuration>`), or nil
  /// when `folder` is not inside a package's build folder.
  public static func buildCommand(for folder: String) -> [String]? {
    let parts = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let index = parts.lastIndex(of: ".build"), index > 0, let configuration = parts.last,
      configuration == "debug" || configuration == "release"
    else { return nil }
    let package = parts[..<index].joined(separator: "/")
    guard access(package + "/Package.swift", R_OK) == 0 else { return nil }
    return ["swift", "build", "--package-path", package, "-c", configuration, "--product", executableName]
  }

  private static func run(_ command: [String]) -> Int32 {
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, command[0], nil, nil, argv, environ) == 0 else { return 127 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  private static func parent(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
  }

  private static func ownExecutablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
