import Foundation
import PlumbPNG

/// The speed of the `plumb` command itself (issue 13): `plumb --help`, and `plumb diff` of a
/// phone-size pair, identical and differing, beside ImageMagick's `compare -metric AE` on the
/// same files, each a whole process, run round-robin. Goal: `plumb diff` ≥ 10× faster by wall.
enum StartupBenchmark {
  /// Runs of each command; PLUMB_BENCH_STARTUP_RUNS overrides it.
  static let repetitions = ProcessInfo.processInfo.environment["PLUMB_BENCH_STARTUP_RUNS"].flatMap { Int($0) } ?? 21

  static func run() throws {
    guard let plumb = BenchProcess.plumbExecutable() else { return }
    let pair = try inputs()
    print("  pair: \(pair.what)")
    print("  Swift runtime and Foundation: \(BenchProcess.swiftRuntimeLinking)")
    func file(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }
    print("  identical: \(file(pair.a)) vs a copy; differing: \(file(pair.a)) vs \(file(pair.b));"
      + " re-encoded: the same pixels written by libdeflate level 9")
    let compare = ["/usr/bin/compare", "/usr/local/bin/compare"].first { FileManager.default.isExecutableFile(atPath: $0) }
    var commands: [(label: String, executable: String, arguments: [String])] = [
      ("plumb --help", plumb, ["--help"]),
      ("plumb diff, identical pair", plumb, ["diff", pair.a, pair.copyOfA]),
      ("plumb diff, differing pair", plumb, ["diff", pair.a, pair.b]),
      // Same pixels, other bytes: what an identical pair costs without the same-bytes shortcut.
      ("plumb diff, same pixels re-encoded", plumb, ["diff", pair.a, pair.reencodedA]),
    ]
    if let compare {
      commands += [("compare -metric AE, identical pair", compare, ["-metric", "AE", pair.a, pair.copyOfA, "null:"]),
                   ("compare -metric AE, differing pair", compare, ["-metric", "AE", pair.a, pair.b, "null:"])]
    } else {
      print("  ImageMagick compare: not installed (apt-get install imagemagick); only plumb is timed")
    }
    print("  load average before: \(BenchProcess.loadAverage) (2 shared cores: wall times swing with load, CPU much less)")
    let timings = BenchProcess.interleaved(commands.map { ($0.executable, $0.arguments) }, repetitions: repetitions)
    print("")
    BenchProcess.row("whole process, \(repetitions) runs each, round-robin", ["median", "best", "CPU"])
    for (c, t) in zip(commands, timings) {
      guard let t else { BenchProcess.row(c.label, ["failed"]); continue }
      BenchProcess.row(c.label + outcome(t.last), [t.median, t.best, t.cpu].map { BenchProcess.format($0) + " ms" })
    }
    print("  load average after: \(BenchProcess.loadAverage)")
    guard compare != nil, timings.count == 6, let ours = timings[1], let oursDiff = timings[2],
          let oursReencoded = timings[3], let theirs = timings[4], let theirsDiff = timings[5] else { return }
    print("")
    BenchProcess.row("compare ÷ plumb diff (goal ≥ 10× by wall)", ["median", "best", "CPU"])
    for (label, p, m) in [("identical pair", ours, theirs), ("differing pair", oursDiff, theirsDiff),
                          ("same pixels re-encoded (vs compare's identical pair)", oursReencoded, theirs)] {
      BenchProcess.row(label, [m.median / p.median, m.best / p.best, m.cpu / p.cpu].map { BenchProcess.format($0) + "×" })
    }
  }

  /// What a run printed, briefly: plumb's verdict, or compare's pixel count.
  private static func outcome(_ r: BenchProcess.Run) -> String {
    if r.stdout.hasPrefix("equal") { return " (equal)" }
    if r.stdout.hasPrefix("different") { return " (different)" }
    let count = r.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    return count.isEmpty || count.count > 14 ? " (exit \(r.status))" : " (AE \(count))"
  }

  /// Two catalog goldens at iPhone size when run from the package root (a screen and a later
  /// frame of its transition), else the diff benchmark's drawn settings pair; plus a copy of the
  /// first as a separate file, so the identical pair is compared as two files.
  private static func inputs() throws -> (what: String, a: String, b: String, copyOfA: String, reencodedA: String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-startup").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let cwd = FileManager.default.currentDirectoryPath
    let a: String, b: String, what: String
    let goldenA = cwd + "/Goldens/Catalog/custom-popup.f00.png", goldenB = cwd + "/Goldens/Catalog/custom-popup.f01.png"
    if FileManager.default.fileExists(atPath: goldenA), FileManager.default.fileExists(atPath: goldenB) {
      (a, b) = (goldenA, goldenB)
      let size = (try? PNG.readFile(a)).map { "\($0.width)×\($0.height)" } ?? "?"
      what = "two catalog goldens, \(size) (a pop-up appearing: its first and second transition frame)"
    } else {
      let (x, y) = UIPair.make(menuMoved: true)
      (a, b) = (dir + "/a.png", dir + "/b.png")
      try PNG.writeFile(PNG.encode(x), to: a)
      try PNG.writeFile(PNG.encode(y), to: b)
      what = "the diff benchmark's settings screen, \(x.width)×\(x.height) (no Goldens/ here)"
    }
    let copy = dir + "/identical-copy.png"
    try? FileManager.default.removeItem(atPath: copy)
    try FileManager.default.copyItem(atPath: a, toPath: copy)
    let reencoded = dir + "/same-pixels-other-bytes.png"
    let image = try PNG.readFile(a)
    try PNG.writeFile(PNG.encode(image, options: PNGEncodeOptions(compression: .libdeflate(level: 9))), to: reencoded)
    if FileManager.default.contentsEqual(atPath: a, andPath: reencoded) {
      print("  (the re-encoded copy came out byte-identical: its row measures the shortcut too)")
    }
    return (what, a, b, copy, reencoded)
  }
}
