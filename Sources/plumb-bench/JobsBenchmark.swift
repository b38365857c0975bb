import Foundation

/// `plumb verify` of the whole catalog with `--jobs 1` and `--jobs 2`, each a child process, run
/// alternately (median of a few). Goal: ≥ 1.5× faster with two jobs on two cores (issue 13).
/// CPU per run is shown too: two jobs that take much more CPU than one point at contention
/// (locks, the main actor) rather than at a lack of cores.
enum JobsBenchmark {
  static func run() throws {
    guard let plumb = BenchProcess.plumbExecutable() else { return }
    let goldens = FileManager.default.currentDirectoryPath + "/Goldens"
    guard FileManager.default.fileExists(atPath: goldens + "/Catalog") else {
      print("  no Goldens/Catalog in the current directory (run from the package root), skipped"); return
    }
    let runs = ProcessInfo.processInfo.environment["PLUMB_BENCH_JOBS_RUNS"].flatMap { Int($0) } ?? 3
    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-jobs").path
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("  plumb verify --goldens \(goldens) --jobs N; \(runs) runs each, alternating; \(cores) cores")
    print("  load average before: \(BenchProcess.loadAverage)")
    let commands = [1, 2].map { n in (plumb, ["verify", "--goldens", goldens, "--artifacts", "\(artifacts)-\(n)", "--jobs", "\(n)"]) }
    let timings = BenchProcess.interleaved(commands, repetitions: runs)
    print("")
    BenchProcess.row("whole process", ["median", "best", "CPU"])
    for (n, t) in zip([1, 2], timings) {
      guard let t else { BenchProcess.row("--jobs \(n)", ["failed"]); continue }
      let summary = t.last.stdout.split(separator: "\n").last.map(String.init) ?? ""
      BenchProcess.row("--jobs \(n) (exit \(t.last.status))", [t.median, t.best, t.cpu].map { String(format: "%.2f s", $0 / 1000) })
      print("      \(summary)")
    }
    print("  load average after: \(BenchProcess.loadAverage)")
    if let one = timings[0], let two = timings[1] {
      print("")
      BenchProcess.row("--jobs 1 ÷ --jobs 2 (goal ≥ 1.5× by wall)", [one.median / two.median, one.best / two.best].map { BenchProcess.format($0) + "×" })
      BenchProcess.row("CPU of --jobs 2 ÷ CPU of --jobs 1 (1× = no overhead)", [BenchProcess.format(two.cpu / one.cpu) + "×"])
    }
  }
}
