import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `plumb` executable next to the test bundle (built by `swift build` / `swift test`).
let plumbExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("plumb").path

/// What a `plumb` child process did: exit status (or the signal that ended it), its output and
/// its peak resident memory (the kernel's VmHWM of the running `plumb` image, sampled).
struct ChildResult {
  var exitCode: Int32?
  var signal: Int32?
  var out: String
  var err: String
  var peakRSSBytes: Int
  /// Whether the hang guard had to kill it.
  var hung: Bool
}

/// Runs `plumb` as a real process. A child still running after `hangGuard` seconds is killed and
/// reported as hung (a guard against tests that would otherwise never end, not a speed check).
func runPlumbChild(_ args: [String], hangGuard: Double = 120) throws -> ChildResult {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-child-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  let outPath = dir.appendingPathComponent("out").path, errPath = dir.appendingPathComponent("err").path
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  let argv = ([plumbExecutable] + args).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid: pid_t = 0
  let rc = posix_spawn(&pid, plumbExecutable, &actions, nil, argv, environ)
  guard rc == 0 else { throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: plumbExecutable]) }
  var status: Int32 = 0
  var usage = rusage()
  var hung = false
  let deadline = Date().addingTimeInterval(hangGuard)
  var peak = 0
  while true {
    peak = max(peak, residentHighWater(of: pid))
    let r = wait4(pid, &status, WNOHANG, &usage)
    if r == pid { break }
    if r < 0 && errno != EINTR { break }
    if Date() > deadline && !hung { hung = true; kill(pid, SIGKILL) }
    usleep(5_000)
  }
  let exited = (status & 0x7f) == 0
  let text = { (p: String) in (try? String(contentsOfFile: p, encoding: .utf8)) ?? "" }
  return ChildResult(exitCode: exited ? (status >> 8) & 0xff : nil, signal: exited ? nil : status & 0x7f,
                     out: text(outPath), err: text(errPath), peakRSSBytes: peak, hung: hung)
}

/// The peak resident memory of `pid`'s current image, in bytes, or 0 before it has become `plumb`.
///
/// Not wait4's ru_maxrss: posix_spawn starts the child in the parent's address space (vfork), and
/// exec records that space's high-water mark as the child's, so ru_maxrss reports at least the
/// test process's own peak, which grows with every other test running in it. VmHWM read after the
/// exec (the command name is `plumb`) belongs to the child alone. Sampled every 5 ms: memory that
/// grows to gigabytes takes far longer than that, and a child that exits sooner used little.
func residentHighWater(of pid: pid_t) -> Int {
  guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
    comm.hasPrefix("plumb"),
    let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return 0 }
  let kB = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
  return kB * 1024
}
