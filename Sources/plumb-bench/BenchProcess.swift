import Dispatch
import Foundation

/// Whole commands timed as child processes (the startup, jobs and hostile-memory cases): spawned
/// with posix_spawn and reaped with wait4, output in temporary files. Foundation's Process adds
/// tens of milliseconds of waiting per run, which would swamp a 10 ms command.
enum BenchProcess {
  /// One finished run: exit status, output, wall and CPU (user + system) milliseconds, and the
  /// peak resident memory wait4 reports (ru_maxrss).
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    var wallMs: Double
    var cpuMs: Double
    /// ru_maxrss in bytes. posix_spawn starts the child in this process's address space (vfork)
    /// and exec keeps that space's high-water mark, so this is at least `ownPeakBytes`.
    var maxRSSBytes: Int
  }

  /// Median and best wall time and mean CPU time of several runs, in ms.
  struct Timing {
    var median: Double
    var best: Double
    var cpu: Double
    var last: Run

    init(_ runs: [Run]) {
      let walls = runs.map(\.wallMs).sorted()
      median = walls[walls.count / 2]
      best = walls[0]
      cpu = runs.map(\.cpuMs).reduce(0, +) / Double(runs.count)
      last = runs[runs.count - 1]
    }
  }

  static func run(_ executable: String, _ arguments: [String]) -> Run? {
    let base = FileManager.default.temporaryDirectory.path + "/plumb-bench-child.\(getpid())"
    let outPath = base + ".out", errPath = base + ".err"
    defer { unlink(outPath); unlink(errPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    func text(_ path: String) -> String {
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    // Exited normally: the status is in bits 8-15; killed by a signal: 128 + the signal.
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Run(status: code, stdout: text(outPath), stderr: text(errPath), wallMs: wall,
               cpuMs: ms(usage.ru_utime) + ms(usage.ru_stime), maxRSSBytes: usage.ru_maxrss * 1024)
  }

  /// Runs each command `repetitions` times, round-robin (one run of each, then the next round),
  /// so a change of load on the shared machine falls on every command alike. nil entries for
  /// commands that could not be spawned.
  static func interleaved(_ commands: [(executable: String, arguments: [String])], repetitions: Int) -> [Timing?] {
    var runs = [[Run]](repeating: [], count: commands.count)
    var failed = Set<Int>()
    for _ in 0..<repetitions {
      for (i, c) in commands.enumerated() where !failed.contains(i) {
        if let r = run(c.executable, c.arguments) { runs[i].append(r) } else { failed.insert(i) }
      }
    }
    return runs.enumerated().map { i, r in failed.contains(i) || r.isEmpty ? nil : Timing(r) }
  }

  /// This process's own peak resident memory in bytes: the floor of a child's ru_maxrss.
  static var ownPeakBytes: Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  /// The first executable file called `name` on PATH.
  static func which(_ name: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(dir)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// The `plumb` built beside this benchmark (plumb-bench depends on the `plumb` target, so
  /// `swift run -c release plumb-bench` builds both), or nil with the reason printed.
  static func plumbExecutable() -> String? {
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let plumb = own.appendingPathComponent("plumb").path
    guard FileManager.default.isExecutableFile(atPath: plumb) else {
      print("  plumb: not built beside \(CommandLine.arguments[0]) (swift build -c release --product plumb), skipped")
      return nil
    }
    return plumb
  }

  static func format(_ v: Double) -> String {
    v >= 100 ? String(format: "%.0f", v) : v >= 10 ? String(format: "%.1f", v) : String(format: "%.2f", v)
  }

  /// `label` padded to `width`, then the columns right-aligned in 10 characters each.
  static func row(_ label: String, _ columns: [String], width: Int = 58) {
    let pad = String(repeating: " ", count: max(1, width - label.count))
    print("    \(label)\(pad)" + columns.map { String(repeating: " ", count: max(1, 10 - $0.count)) + $0 }.joined())
  }

  /// How this build links the Swift runtime and Foundation (plumb is built with the same flags):
  /// `--static-swift-stdlib` links them into the binary, which removes most of start-up.
  static var swiftRuntimeLinking: String {
    // Read with read(2): /proc files report a size of 0, and a sized read stops short.
    let fd = open("/proc/self/maps", O_RDONLY)
    guard fd >= 0 else { return "unknown" }
    defer { close(fd) }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = read(fd, &chunk, chunk.count)
      if n <= 0 { break }
      bytes += chunk[..<n]
    }
    return String(decoding: bytes, as: UTF8.self).contains("libswiftCore.so") ? "shared libraries (the default)" : "static (--static-swift-stdlib)"
  }

  /// The load averages from /proc/loadavg: the machine is shared, so figures say what it was doing.
  static var loadAverage: String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }
}
