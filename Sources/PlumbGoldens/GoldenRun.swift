import Foundation

/// Which run a golden's results come from, so that a report counts one run and names results
/// left in the artifacts folder by another (docs/report.md, "One run at a time").
///
/// A run is `PLUMB_RUN_ID` when set; else, on GitHub Actions, the workflow run and attempt (every
/// shard of a matrix shares them); else the process that started the run: `plumb` itself (each
/// invocation is a run), or for `swift test` its parent, the `swift test` command, which all its
/// test processes share. Ids name a process by its pid and start time, so a reused pid is a
/// new run.
public enum GoldenRun {
  /// The current run's id.
  public static var id: String {
    if let explicit = ProcessInfo.processInfo.environment["PLUMB_RUN_ID"], !explicit.isEmpty { return explicit }
    return lock.withLock { chosen } ?? defaultID
  }

  /// Makes this process its own run (the `plumb` command calls it first): results of two
  /// invocations in one shell are two runs.
  public static func startsInThisProcess() {
    lock.withLock { chosen = ci ?? processID(getpid()) }
  }

  /// When this process started, as an ISO 8601 date (UTC).
  public static let startDate: String = ISO8601DateFormatter().string(from: Date())

  private static let lock = NSLock()
  nonisolated(unsafe) private static var chosen: String?

  private static let ci: String? = {
    let env = ProcessInfo.processInfo.environment
    guard let run = env["GITHUB_RUN_ID"], !run.isEmpty else { return nil }
    return "github-\(run)-\(env["GITHUB_RUN_ATTEMPT"] ?? "1")"
  }()

  private static let defaultID: String = ci ?? processID(getppid())

  /// `local-<pid>-<start time in clock ticks since boot>` (from /proc), or pid alone elsewhere.
  static func processID(_ pid: pid_t) -> String {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return "local-\(pid)" }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command's closing parenthesis: state is field 3, start time field 22.
    return fields.count > 19 ? "local-\(pid)-\(fields[19])" : "local-\(pid)"
  }
}
