import Dispatch
import Foundation
import PlumbCLI
import PlumbDiff
import PlumbGraphics
import PlumbPNG
import PlumbRaster

/// Diff figures on a 1170×2532 UI pair (an iPhone 14 settings screen whose pop-up menu moved
/// 47 pt and whose toggle changed colour), beside peers measured in the same run: ImageMagick
/// `compare -metric AE` as a process, the reference JavaScript pixelmatch (from the mirror of
/// mapbox/pixelmatch, run by node on raw RGBA), the Python port and a Pillow decode.
enum DiffBenchmark {
  static func run() throws {
    // `plumb-bench diff --as-plumb diff a.png b.png` runs the `plumb` CLI itself: the stand-in
    // for the `plumb` executable when `swift run plumb-bench` did not build it (same libraries).
    let args = Array(CommandLine.arguments.dropFirst(2))
    if args.first == "--as-plumb" { exitWith(PlumbCLI.run(Array(args.dropFirst())).code) }
    // `plumb-bench diff --count <step> <runs> a.png b.png`: one step repeated, for callgrind.
    if args.first == "--count", args.count == 5, let runs = Int(args[2]) {
      exitWith(countStep(args[1], runs: runs, args[3], args[4]) ? 0 : 2)
    }

    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bench-diff").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let (a, b) = UIPair.make(menuMoved: true)
    let (_, toggled) = UIPair.make(menuMoved: false)
    let aPNG = dir + "/a.png", bPNG = dir + "/b.png", aRaw = dir + "/a.rgba", bRaw = dir + "/b.rgba"
    try PNG.writeFile(PNG.encode(a), to: aPNG)
    try PNG.writeFile(PNG.encode(b), to: bPNG)
    try? Data(a.pixels).write(to: URL(fileURLWithPath: aRaw))
    try? Data(b.pixels).write(to: URL(fileURLWithPath: bRaw))

    let result = pixelDiff(a, b)
    print("  pair: \(a.width)×\(a.height) UI screen; pop-up menu (with shadow) moved 47 pt, a toggle switched")
    print("  result: \(result.summary)")
    print("  small pair (only the toggle switched): \(pixelDiff(a, toggled).summary)")
    print("  (files in \(dir); the machine is shared: wall times vary with load, CPU times much less)")

    // MARK: ours, in memory
    let copyOfA = RGBAImage(width: a.width, height: a.height, pixels: a.pixels.map { $0 })  // own storage
    let plain = measure(runs: 31) { _ = pixelDiff(a, b) }
    let drawn = measure(runs: 31) { var d: RGBAImage?; _ = pixelDiff(a, b, diffImage: &d) }
    let small = measure(runs: 31) { _ = pixelDiff(a, toggled) }
    let smallDrawn = measure(runs: 31) { var d: RGBAImage?; _ = pixelDiff(a, toggled, diffImage: &d) }
    let identical = measure(runs: 31) { _ = pixelDiff(a, copyOfA) }
    let perceptual = measure(runs: 11) { _ = pixelDiff(a, b, options: .init(perceptual: .init())) }
    let decodeOurs = measure(runs: 11) { _ = try? PNG.readFile(aPNG) }
    let endToEnd = measure(runs: 11) { _ = decodeBothAndDiff(aPNG, bPNG) }

    print("")
    print("  PlumbDiff, in process (release)" + header)
    row("compare, no diff image (target ≤ 5 ms)", plain)
    row("compare + diff image (target ≤ 15 ms)", drawn)
    row("small pair: compare, no diff image", small)
    row("small pair: compare + diff image", smallDrawn)
    row("identical content (separate buffers)", identical)
    row("perceptual mode (CIEDE2000), no diff image", perceptual)
    row("PNG decode (PlumbPNG, one file)", decodeOurs)
    row("decode both concurrently + compare", endToEnd)

    // MARK: peers
    print("")
    print("  Peers, same run" + header)
    let magick = magickCompare(aPNG, bPNG)
    if let m = magick { row("ImageMagick compare -metric AE (process; AE \(m.output))", m.timing) }
    let js = javaScriptPixelmatch(dir: dir, aRaw: aRaw, bRaw: bRaw, width: a.width, height: a.height)
    for j in js {
      row("pixelmatch.js \(j.version), no output (count \(j.count))", j.plain)
      row("pixelmatch.js \(j.version), with diff output", j.withOutput)
    }
    // PLUMB_BENCH_SKIP_SLOW=1 skips the Python port (seconds per run) while iterating.
    let py = ProcessInfo.processInfo.environment["PLUMB_BENCH_SKIP_SLOW"] == "1" ? nil
      : pythonPeers(dir: dir, aPNG: aPNG, bPNG: bPNG)
    if let p = py {
      row("Pillow decode (one file)", p.decode)
      row("pixelmatch-py 0.4.0 (one full run; count \(p.count))", p.pixelmatch)
    }
    let process = plumbDiffProcess(aPNG, bPNG)
    if let p = process { row("plumb diff a.png b.png (whole process\(p.standIn ? ", via plumb-bench" : ""))", p.timing) }

    // MARK: instructions
    // The machine is shared, so times swing; instruction counts (callgrind) do not. Each step is
    // counted in a process that runs it once and three times: the difference halved is one run.
    let counts = ProcessInfo.processInfo.environment["PLUMB_BENCH_NO_CALLGRIND"] == "1" ? nil
      : instructionCounts(aPNG, bPNG, plumb: process.map { _ in plumbExecutable() })
    if let c = counts {
      print("")
      print("  Instructions (valgrind callgrind; per run)")
      for (label, n) in c.steps { print("    \(label)" + String(repeating: " ", count: max(1, 62 - label.count)) + millions(n)) }
    }

    // MARK: ratios
    print("")
    print("  Ratios: peer ÷ PlumbDiff (higher = PlumbDiff faster)      by best wall     by CPU")
    for j in js {
      ratio("compare vs pixelmatch.js \(j.version)", j.plain, plain)
      ratio("compare + diff image vs pixelmatch.js \(j.version) with output", j.withOutput, drawn)
    }
    if let p = py {
      ratio("compare vs pixelmatch-py", p.pixelmatch, plain)
      ratio("PlumbPNG decode vs Pillow decode", p.decode, decodeOurs)
    }
    if let m = magick {
      ratio("decode both + compare (in process) vs ImageMagick process", m.timing, endToEnd)
      if let p = process { ratio("plumb diff process vs ImageMagick process (target ≥ 10×)", m.timing, p.timing) }
    }
    if let c = counts, let ours = c.plumbProcess, let theirs = c.magickProcess {
      ratio("plumb diff process vs ImageMagick, by instructions", theirs, ours)
    }
    let agreeing = [("PlumbDiff", result.differentPixels)] + js.map { ("pixelmatch.js \($0.version)", $0.count) }
      + (py.map { [("pixelmatch-py", $0.count)] } ?? [])
    print("")
    print("  Mismatched-pixel counts agree: \(Set(agreeing.map(\.1)).count == 1 ? "yes" : "NO")"
      + " (" + agreeing.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ")")
  }

  // MARK: - Measuring

  /// Wall time (median and best of the runs) and CPU time per run (all threads), in ms. The
  /// machine is shared by several agents, so wall times swing with load; the best run and the
  /// CPU time are the steadier figures.
  struct Timing {
    var median: Double
    var best: Double
    var cpu: Double?
  }

  private static let header = "\n    " + String(repeating: " ", count: 62) + "  median      best       CPU"

  private static func measure(runs: Int, _ body: () -> Void) -> Timing {
    body()  // warm-up: page in, fill caches
    var times: [Double] = []
    let cpuStart = cpuMs(RUSAGE_SELF)
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    let cpu = (cpuMs(RUSAGE_SELF) - cpuStart) / Double(runs)
    return Timing(median: times.sorted()[runs / 2], best: times.min()!, cpu: cpu)
  }

  private static func cpuMs(_ who: __rusage_who) -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(who.rawValue), &usage)
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
  }

  private static func row(_ label: String, _ t: Timing) {
    let pad = String(repeating: " ", count: max(1, 62 - label.count))
    print("    \(label)\(pad)\(column(t.median))\(column(t.best))\(t.cpu.map(column) ?? "          ")")
  }

  private static func column(_ ms: Double) -> String {
    let s = format(ms) + " ms"
    return String(repeating: " ", count: max(1, 10 - s.count)) + s
  }

  private static func ratio(_ label: String, _ peer: Timing, _ ours: Timing) {
    let pad = String(repeating: " ", count: max(1, 62 - label.count))
    let byWall = format(peer.best / ours.best) + "×"
    let byCPU = peer.cpu.flatMap { p in ours.cpu.map { format(p / $0) + "×" } } ?? "–"
    print("    \(label)\(pad)" + String(repeating: " ", count: max(1, 14 - byWall.count)) + byWall
      + String(repeating: " ", count: max(1, 11 - byCPU.count)) + byCPU)
  }

  private static func format(_ v: Double) -> String {
    v >= 100 ? String(format: "%.0f", v) : v >= 10 ? String(format: "%.1f", v) : String(format: "%.2f", v)
  }

  /// What `plumb diff` does before comparing: both files decoded at once on two threads.
  private static func decodeBothAndDiff(_ a: String, _ b: String) -> PixelDiffResult? {
    nonisolated(unsafe) var images: [RGBAImage?] = [nil, nil]
    let paths = [a, b]
    images.withUnsafeMutableBufferPointer { slots in
      nonisolated(unsafe) let slots = slots
      DispatchQueue.concurrentPerform(iterations: 2) { i in slots[i] = try? PNG.readFile(paths[i]) }
    }
    guard let x = images[0], let y = images[1] else { return nil }
    return pixelDiff(x, y)
  }

  // MARK: - Instruction counts

  /// Runs one step `runs` times (the `--count` mode): decode one file, or compare the decoded
  /// pair without or with a diff image.
  private static func countStep(_ step: String, runs: Int, _ a: String, _ b: String) -> Bool {
    guard let x = try? PNG.readFile(a), let y = try? PNG.readFile(b) else { return false }
    for _ in 0..<runs {
      switch step {
      case "decode": guard (try? PNG.readFile(a)) != nil else { return false }
      case "compare": _ = pixelDiff(x, y)
      case "compare-drawn": var d: RGBAImage?; _ = pixelDiff(x, y, diffImage: &d)
      default: return false
      }
    }
    return true
  }

  private struct Instructions {
    var steps: [(String, Double)] = []
    var plumbProcess: Timing?
    var magickProcess: Timing?
  }

  /// callgrind's "Collected : N" for one process, or nil without valgrind.
  private static func callgrind(_ command: [String]) -> Double? {
    guard let valgrind = which("valgrind"),
          let r = runProcess(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null"] + command),
          let line = r.stderr.split(separator: "\n").last(where: { $0.contains("Collected :") }),
          let n = Double(line.split(separator: " ").last ?? "") else { return nil }
    return n
  }

  private static func instructionCounts(_ a: String, _ b: String, plumb: [String]?) -> Instructions? {
    guard which("valgrind") != nil else { print("    valgrind: not installed, instruction counts skipped"); return nil }
    print("    (counting instructions with callgrind; PLUMB_BENCH_NO_CALLGRIND=1 skips it)")
    var out = Instructions()
    let me = CommandLine.arguments[0]
    for (step, label) in [("decode", "PNG decode (PlumbPNG, one file)"), ("compare", "compare, no diff image"),
                          ("compare-drawn", "compare + diff image")] {
      guard let one = callgrind([me, "diff", "--count", step, "1", a, b]),
            let three = callgrind([me, "diff", "--count", step, "3", a, b]) else { continue }
      out.steps.append((label, (three - one) / 2))
    }
    if let plumb, let n = callgrind(plumb + ["diff", a, b]) {
      out.steps.append(("plumb diff a.png b.png (whole process)", n))
      out.plumbProcess = Timing(median: n, best: n, cpu: n)
    }
    if let compare = which("compare"), let n = callgrind([compare, "-metric", "AE", a, b, "null:"]) {
      out.steps.append(("ImageMagick compare -metric AE (whole process)", n))
      out.magickProcess = Timing(median: n, best: n, cpu: n)
    }
    return out
  }

  private static func millions(_ n: Double) -> String {
    let s = String(format: "%.1f M", n / 1e6)
    return String(repeating: " ", count: max(1, 12 - s.count)) + s
  }

  // MARK: - Peers

  private struct ProcessRun { var status: Int32; var stdout: String; var stderr: String; var ms: Double; var cpu: Double }

  /// Runs a process once through `BenchProcess.run` (posix_spawn and wait4: Foundation's Process
  /// adds tens of milliseconds of waiting per run). CPU is the child's own user + system time.
  private static func runProcess(_ executable: String, _ arguments: [String]) -> ProcessRun? {
    BenchProcess.run(executable, arguments).map {
      ProcessRun(status: $0.status, stdout: $0.stdout, stderr: $0.stderr, ms: $0.wallMs, cpu: $0.cpuMs)
    }
  }

  /// Runs a process `runs` times: wall median and best, CPU (user + system) per run.
  private static func timeProcess(_ executable: String, _ arguments: [String], runs: Int) -> (Timing, ProcessRun)? {
    var last: ProcessRun?
    var times: [Double] = [], cpu = 0.0
    for _ in 0..<runs {
      guard let r = runProcess(executable, arguments) else { return nil }
      times.append(r.ms); cpu += r.cpu; last = r
    }
    return (Timing(median: times.sorted()[runs / 2], best: times.min()!, cpu: cpu / Double(runs)), last!)
  }

  private static func which(_ name: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(dir)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// `compare -metric AE a b null:` prints the mismatched pixel count on stderr (exit 1 = differ).
  private static func magickCompare(_ a: String, _ b: String) -> (timing: Timing, output: String)? {
    guard let compare = which("compare") else { print("    ImageMagick: not installed, skipped"); return nil }
    guard let (t, last) = timeProcess(compare, ["-metric", "AE", a, b, "null:"], runs: 11) else { return nil }
    return (t, last.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  private struct JSRun { var version: String; var count: Int; var plain: Timing; var withOutput: Timing }

  /// The reference implementation, checked out of the mirror into the temp directory (never into
  /// the repository) and run in node on the raw RGBA, timed inside node (11 runs after a warm-up;
  /// CPU from process.cpuUsage, which includes the garbage collector's threads).
  private static func javaScriptPixelmatch(dir: String, aRaw: String, bRaw: String,
                                           width: Int, height: Int) -> [JSRun] {
    // A git clone (or bare mirror) of mapbox/pixelmatch, named by PLUMB_PIXELMATCH_REPO.
    guard let mirror = ProcessInfo.processInfo.environment["PLUMB_PIXELMATCH_REPO"] else {
      print("    pixelmatch.js: set PLUMB_PIXELMATCH_REPO to a clone of github.com/mapbox/pixelmatch, skipped"); return []
    }
    guard let node = which("node"), let git = which("git") else {
      print("    pixelmatch.js: node or git missing, skipped"); return []
    }
    guard FileManager.default.fileExists(atPath: mirror) else {
      print("    pixelmatch.js: PLUMB_PIXELMATCH_REPO (\(mirror)) does not exist, skipped"); return []
    }
    let runner = dir + "/run-pixelmatch.mjs"
    let script = """
      import fs from 'fs';
      import { createRequire } from 'module';
      const [impl, aPath, bPath, w, h, runs] = process.argv.slice(2);
      const pixelmatch = impl.endsWith('.cjs') ? createRequire(import.meta.url)(impl) : (await import(impl)).default;
      const a = new Uint8Array(fs.readFileSync(aPath)), b = new Uint8Array(fs.readFileSync(bPath));
      const W = +w, H = +h, N = +runs, out = new Uint8Array(W * H * 4);
      const measure = (f) => { f(); const t = []; const c0 = process.cpuUsage();
        for (let i = 0; i < N; i++) {
          const s = process.hrtime.bigint(); f(); t.push(Number(process.hrtime.bigint() - s) / 1e6); }
        const c = process.cpuUsage(c0);
        t.sort((x, y) => x - y);
        return { median: t[N >> 1], best: t[0], cpu: (c.user + c.system) / 1000 / N }; };
      let count = 0;
      const plain = measure(() => { count = pixelmatch(a, b, null, W, H, { threshold: 0.1 }); });
      const withOutput = measure(() => { pixelmatch(a, b, out, W, H, { threshold: 0.1 }); });
      console.log(JSON.stringify({ count, plain, withOutput }));
      """
    try? Data(script.utf8).write(to: URL(fileURLWithPath: runner))
    var runs: [JSRun] = []
    // v5.3.0: the rules pixelmatch-py and PlumbDiff follow (alpha over white); v7.1.0: the last
    // YIQ release, with a 32-bit equality shortcut per pixel.
    for (tag, ext) in [("v5.3.0", "cjs"), ("v7.1.0", "mjs")] {
      let impl = "\(dir)/pixelmatch-\(tag).\(ext)"
      guard let src = runProcess(git, ["--git-dir", mirror, "show", "\(tag):index.js"]), src.status == 0 else {
        print("    pixelmatch.js \(tag): not in the mirror, skipped"); continue
      }
      try? Data(src.stdout.utf8).write(to: URL(fileURLWithPath: impl))
      guard let r = runProcess(node, [runner, impl, aRaw, bRaw, String(width), String(height), "11"]),
            r.status == 0,
            let json = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any],
            let count = json["count"] as? Int,
            let plain = timing(json["plain"]), let withOutput = timing(json["withOutput"]) else {
        print("    pixelmatch.js \(tag): run failed, skipped"); continue
      }
      runs.append(JSRun(version: tag, count: count, plain: plain, withOutput: withOutput))
    }
    return runs
  }

  private static func timing(_ any: Any?) -> Timing? {
    guard let d = any as? [String: Any], let m = d["median"] as? Double, let b = d["best"] as? Double else { return nil }
    return Timing(median: m, best: b, cpu: d["cpu"] as? Double)
  }

  /// Pillow decode (5 runs) and one full pixelmatch-py run (it takes seconds, so once).
  private static func pythonPeers(dir: String, aPNG: String, bPNG: String)
    -> (decode: Timing, pixelmatch: Timing, count: Int)? {
    guard let python = which("python3") else { print("    Python: not installed, skipped"); return nil }
    let script = dir + "/run-python-peers.py"
    let source = """
      import json, sys, time
      from PIL import Image
      from pixelmatch import pixelmatch
      a_path, b_path = sys.argv[1], sys.argv[2]
      def decode(p):
          return Image.open(p).convert("RGBA").tobytes()
      decode(a_path)
      times, c0 = [], time.process_time()
      for _ in range(5):
          t = time.perf_counter(); decode(a_path); times.append((time.perf_counter() - t) * 1000)
      cpu = (time.process_time() - c0) * 1000 / 5
      a, b = Image.open(a_path).convert("RGBA"), Image.open(b_path).convert("RGBA")
      t, c0 = time.perf_counter(), time.process_time()
      n = pixelmatch(a.tobytes(), b.tobytes(), a.width, a.height, None, threshold=0.1)
      pm, pm_cpu = (time.perf_counter() - t) * 1000, (time.process_time() - c0) * 1000
      print(json.dumps({"decode": {"median": sorted(times)[2], "best": min(times), "cpu": cpu},
                        "pixelmatch": {"median": pm, "best": pm, "cpu": pm_cpu}, "count": n}))
      """
    try? Data(source.utf8).write(to: URL(fileURLWithPath: script))
    print("    (running pixelmatch-py once on the full pair; it takes a while)")
    guard let r = runProcess(python, [script, aPNG, bPNG]), r.status == 0,
          let json = try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any],
          let decode = timing(json["decode"]), let pm = timing(json["pixelmatch"]),
          let count = json["count"] as? Int else {
      print("    Python peers failed (pip install pixelmatch pillow), skipped"); return nil
    }
    return (decode, pm, count)
  }

  /// The `plumb` front door built beside this benchmark (plumb-bench depends on it, so one build
  /// makes both), or this benchmark running the same CLI code (`--as-plumb`) when it is missing.
  private static func plumbExecutable() -> [String] {
    let plumb = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("plumb").path
    return FileManager.default.isExecutableFile(atPath: plumb) ? [plumb] : [CommandLine.arguments[0], "diff", "--as-plumb"]
  }

  private static func plumbDiffProcess(_ a: String, _ b: String) -> (timing: Timing, standIn: Bool)? {
    let command = plumbExecutable()
    let (exe, prefix) = (command[0], Array(command.dropFirst()))
    let standIn = !prefix.isEmpty
    if standIn {
      print("    (plumb missing beside plumb-bench: timing plumb-bench --as-plumb, the same CLI code with the"
        + " whole renderer loaded; swift build -c release --product plumb for the real front door)")
    }
    guard let probe = runProcess(exe, prefix + ["diff", a, b]), probe.status == 0 || probe.status == 1 else {
      print("    plumb diff: failed to run, skipped"); return nil
    }
    return timeProcess(exe, prefix + ["diff", a, b], runs: 15).map { ($0.0, standIn) }
  }
}

/// A settings screen at iPhone 14 size (390×844 pt @3x) drawn with PlumbRaster: navigation bar,
/// grouped rows with icons, text-like strokes (many anti-aliased edges at fractional positions),
/// toggles, and a pop-up menu with a shadow. The second image switches one toggle and, if asked,
/// moves the menu down 47 pt: the kinds of change a golden test catches.
enum UIPair {
  static func make(menuMoved: Bool) -> (RGBAImage, RGBAImage) {
    let canvas = Canvas(size: CGSize(width: 390, height: 844), scale: 3,
                        background: RGBAColor(r8: 242, g8: 242, b8: 247))
    let r = Rasterizer()
    return (r.render(screen(menuY: 104, toggleOn: true), on: canvas),
            r.render(screen(menuY: menuMoved ? 151 : 104, toggleOn: false), on: canvas))
  }

  private static func screen(menuY: Double, toggleOn: Bool) -> DisplayList {
    var items: [DisplayItem] = []
    // Navigation bar and large title.
    items.append(.fill(Path(rect: CGRect(x: 0, y: 0, width: 390, height: 96)), .solid(RGBAColor(r8: 249, g8: 249, b8: 249))))
    items += word(at: CGPoint(x: 16, y: 88), letters: 8, size: 26, color: .init(r8: 0, g8: 0, b8: 0))
    var y = 120.0
    for section in 0..<3 {
      let rows = [5, 4, 5][section]
      items.append(.fill(Path(roundedRect: CGRect(x: 16, y: y, width: 358, height: Double(rows) * 44),
                              cornerRadius: 10, style: .circular), .solid(.init(r8: 255, g8: 255, b8: 255))))
      for row in 0..<rows {
        let top = y + Double(row) * 44
        let hue = Double((section * 5 + row) * 37 % 255)
        items.append(.fill(Path(roundedRect: CGRect(x: 32, y: top + 8, width: 28, height: 28), cornerRadius: 6, style: .circular),
                           .solid(.init(r8: Int(hue), g8: 120, b8: 255 - Int(hue)))))
        items += word(at: CGPoint(x: 72.3, y: top + 28), letters: 6 + (row * 3 + section) % 7, size: 16,
                      color: .init(r8: 0, g8: 0, b8: 0))
        if row == 1 && section == 0 {
          let on = toggleOn
          items.append(.fill(Path(capsuleIn: CGRect(x: 307, y: top + 6.5, width: 51, height: 31)),
                             .solid(on ? .init(r8: 52, g8: 199, b8: 89) : .init(r8: 233, g8: 233, b8: 235))))
          items.append(.fill(Path(ellipseIn: CGRect(x: on ? 329 : 309, y: top + 8.5, width: 27, height: 27)),
                             .solid(.init(r8: 255, g8: 255, b8: 255))))
        } else {
          var chevron = Path()
          chevron.move(to: CGPoint(x: 352, y: top + 16)); chevron.addLine(to: CGPoint(x: 358, y: top + 22))
          chevron.addLine(to: CGPoint(x: 352, y: top + 28))
          items.append(.stroke(chevron, .solid(.init(r8: 196, g8: 196, b8: 199)),
                               StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)))
        }
        if row < rows - 1 {
          items.append(.fill(Path(rect: CGRect(x: 72, y: top + 43.67, width: 302, height: 0.33)),
                             .solid(.init(r8: 198, g8: 198, b8: 200))))
        }
      }
      y += Double(rows) * 44 + 36
    }
    // Pop-up menu (overlay) with a shadow.
    var menu: [DisplayItem] = [.fill(Path(roundedRect: CGRect(x: 16, y: menuY, width: 220, height: 132), cornerRadius: 12, style: .circular),
                                     .solid(.init(r8: 250, g8: 250, b8: 250)))]
    for i in 0..<3 {
      menu += word(at: CGPoint(x: 32.6, y: menuY + 28 + Double(i) * 44), letters: 5 + i, size: 16,
                   color: .init(r8: 0, g8: 0, b8: 0))
      if i < 2 {
        menu.append(.fill(Path(rect: CGRect(x: 16, y: menuY + 43.67 + Double(i) * 44, width: 220, height: 0.33)),
                          .solid(.init(r8: 198, g8: 198, b8: 200))))
      }
    }
    items.append(.group(DisplayGroup(items: menu, shadow: Shadow(radius: 16, offset: CGSize(width: 0, height: 4)),
                                     label: "PopMenu")))
    return DisplayList(items)
  }

  /// Text-like detail: letter stems and bowls at fractional positions, so edges are anti-aliased.
  private static func word(at origin: CGPoint, letters: Int, size: Double, color: RGBAColor) -> [DisplayItem] {
    var path = Path()
    let advance = size * 0.53, xHeight = size * 0.52, stem = size * 0.09
    for i in 0..<letters {
      let x = origin.x + Double(i) * advance
      switch i % 3 {
      case 0:  // a stem with an ascender
        path.addPath(Path(roundedRect: CGRect(x: x, y: origin.y - size * 0.72, width: stem, height: size * 0.72),
                          cornerRadius: stem / 2, style: .circular))
      case 1:  // a bowl
        path.addPath(Path(ellipseIn: CGRect(x: x, y: origin.y - xHeight, width: advance * 0.8, height: xHeight)))
      default:  // a short stem and a dot
        path.addPath(Path(rect: CGRect(x: x + 1, y: origin.y - xHeight, width: stem, height: xHeight)))
        path.addPath(Path(ellipseIn: CGRect(x: x + 0.8, y: origin.y - size * 0.72, width: stem * 1.4, height: stem * 1.4)))
      }
    }
    return [.stroke(path, .solid(color), StrokeStyle(lineWidth: stem * 0.6))]
  }
}
