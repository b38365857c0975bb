import Foundation
import PlumbGraphics
import PlumbGoldens
import PlumbPNG
import PlumbRaster
import PlumbUI

/// `plumb verify` and `plumb record`: the catalog's screens against a Goldens folder.
enum GoldenFolderRun {
  static let sharedOptions: [OptionSpec] = [
    OptionSpec("goldens", value: "dir", default: "Goldens", help: "The Goldens folder (screens go in its Catalog/ subfolder)."),
    OptionSpec("device", value: "name", default: ScreenRenderer.defaultDevice.name, help: "Device preset to render on."),
    OptionSpec("artifacts", value: "dir", default: ".build/plumb-artifacts",
               help: "Where failures write actual, golden and diff PNGs (read by 'plumb report')."),
  ] + TraitOptions.options

  /// Options of parallel and sharded runs, for both verify and record.
  static let runOptions: [OptionSpec] = [
    OptionSpec("jobs", value: "n", help: "Goldens rendered and compared at once (default: every core, here \(ParallelJobs.defaultJobs))."),
    OptionSpec("shard", value: "i/n", help: "Only this part of a deterministic partition of the goldens (by a stable hash of suite/name), e.g. 2/4 on the second of four CI machines."),
    OptionSpec("at", value: "seconds", help: "Take each screen this many seconds after it appeared on the render's main-queue clock, instead of after the 2 s settle horizon (goldens name.at1500ms.png; docs/time.md)."),
  ]

  /// One golden to verify: a screen at a moment, and where its golden lives.
  struct Job: Sendable {
    var screen: Screen
    var variant: String?
    var time: Double
    var location: GoldenLocation
  }

  /// Verifies (or records, per `mode`) each screen; prints one line per golden and the failures,
  /// in golden order whatever the number of jobs.
  static func run(_ args: ParsedArguments, mode: RecordMode, console: Console) throws -> ExitStatus {
    let names = args.arguments("screens")
    let set = ScreenSet.current
    let screens = try names.isEmpty ? set.screens : names.map { name throws -> Screen in
      guard let s = set.screen(named: name) else {
        throw UsageError.invalidChoice(what: "screen", value: name, valid: set.screens.map(\.name))
      }
      return s
    }
    let device = try RenderCommand.resolveDevice(args.option("device")!)
    try RenderCommand.checkCanvas(of: device)
    // Traits select the variant's goldens (`home.dark.png`); display-list screens cannot take them.
    let traitVariant = try { () throws -> Variant in
      var v = try TraitOptions.variant(from: args)
      v.time = try args.double("at", in: 0...3600)
      return v
    }()
    let horizon = traitVariant.time ?? ViewHost.defaultSettleHorizon
    if !names.isEmpty { for s in screens { try TraitOptions.check(traitVariant, for: s) } }
    let jobCount = try args.int("jobs", in: 1...256) ?? ParallelJobs.defaultJobs
    let shard = try args.option("shard").map { raw throws(UsageError) -> GoldenShard in
      guard let s = GoldenShard(raw) else { throw .invalidValue(option: "shard", value: raw, expected: "i/n with 1 ≤ i ≤ n") }
      return s
    }
    let goldens = URL(fileURLWithPath: args.option("goldens")!).standardizedFileURL.path
    let suite = set.suite(on: device)
    let jobs = try screens.filter { traitVariant.nameSuffix == nil || !$0.ignoresTraits }.flatMap { s in
      try s.goldenFrames.map { frame in
        let variant = traitVariant.suffix(appending: frame.variant)
        return Job(screen: s, variant: variant, time: frame.time,
                   location: try GoldenLocation(directory: goldens, suite: suite, name: s.name, variant: variant))
      }
    }.filter { shard?.contains("\($0.location.suite)/\($0.location.stem)") ?? true }
    let artifacts = args.option("artifacts")!
    // Created even when every golden matches, so that a report of a clean run finds it (and a
    // mistyped --artifacts for 'plumb report' is an error rather than an all-clear).
    try? FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
    let json = args.flag("json")
    // With --json, stdout holds only the JSON; the failures' messages go to stderr.
    let report: (String) -> Void = json ? { console.error($0) } : { console.print($0) }
    var verdicts: [GoldenVerdict] = []
    var failures = 0, recorded = 0
    // Each screen's render warnings are collected with it and printed under its line, the
    // first time this run sees each (in screen order, whatever the number of jobs).
    var warned = Set<String>()
    ParallelJobs.run(count: jobs.count, jobs: jobCount, { i in
      let job = jobs[i]
      return RenderWarnings.collecting {
        GoldenVerdict(withGoldenConfiguration(artifactsDirectory: artifacts) {
          verifyGolden(
            of: { try ScreenRenderer.render(job.screen, device: device, time: job.time, traits: traitVariant.traits,
                                            settleHorizon: horizon) },
            named: job.screen.name, variant: job.variant, tolerance: set.tolerance, record: mode, goldensDirectory: goldens, suite: suite,
            recordHint: .cli(tool: PlumbCLI.toolName, screen: job.screen.name), warn: { console.error($0) })
        }, at: job.location)
      }
    }, completed: { index, outcome in
      let verdict = outcome.value
      verdicts.append(verdict)
      let label = "[\(index + 1)/\(jobs.count)] \(jobs[index].location.relativeImagePath)"
      switch verdict.status {
      case .passed: console.progress("\(label): ok")
      case .recorded: recorded += 1; console.progress("\(label): recorded")
      default:
        failures += 1
        console.progress("\(label): FAILED")
      }
      for warning in outcome.warnings where warned.insert(warning).inserted {
        console.error("  warning: \(TerminalText.escape(warning))")
      }
      if verdict.status != .passed && verdict.status != .recorded { report((verdict.message ?? "") + "\n") }
    })
    let record = GoldenRunRecord(renderer: RendererFingerprint.current, shard: shard?.description, goldens: verdicts)
    try write(record, to: "\(artifacts)/\(GoldenRunRecord.fileName(shard: shard))", what: "the run record")
    if let junit = args.option("junit") {
      try write(Data(JUnitReport(name: "plumb \(mode == .never ? "verify" : "record")\(shard.map { " shard \($0)" } ?? "")",
                                 verdicts: verdicts).xml().utf8), to: junit, what: "the JUnit report")
    }
    if mode == .never && names.isEmpty && shard == nil {
      UncheckedGoldens.report(checked: jobs.map(\.location), screens: set.screens.map(\.name), report)
    }
    let line = "\(jobs.count) golden(s)\(shard.map { " in shard \($0)" } ?? ""): \(jobs.count - failures - recorded) matched, \(recorded) recorded, \(failures) failed."
    if json {
      // Unsafe characters in messages as JSON escapes: still valid JSON, nothing raw on a terminal.
      console.print(TerminalText.escapeJSON(String(decoding: try encoder.encode(record), as: UTF8.self)))
      console.error(line)
    } else {
      console.print(line)
    }
    return failures > 0 ? .differences : .success
  }

  static let encoder: JSONEncoder = {
    let e = JSONEncoder()
    e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return e
  }()

  static func write(_ record: GoldenRunRecord, to path: String, what: String) throws {
    try write(try encoder.encode(record), to: path, what: what)
  }

  static func write(_ data: Data, to path: String, what: String) throws {
    do { try PNG.writeFile(Array(data), to: path) } catch {
      throw CommandError("Could not write \(what) to \(path): \(error)")
    }
  }
}

enum VerifyCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "verify", abstract: "Verify the catalog's screens against a Goldens folder.",
    discussion: """
      Exit 0 when every golden matches, 1 when any differs or is missing (never records). A \
      golden over 16384 pixels a side or \(PNGLimits.goldenImageBytes) bytes as RGBA is refused \
      from its header, before decoding (a failure naming the limit); so is a device whose canvas \
      is over those limits (exit 2). Every verdict, passes included, is also written to the \
      artifacts folder as plumb-run.json (plumb-run-<i>-of-<n>.json for a shard), which 'plumb \
      report' reads to count and list every golden. Goldens are rendered and compared --jobs at \
      a time; the output is in golden order whatever the number of jobs.
      """,
    arguments: [ArgumentSpec("screens", help: "Screens to verify (default: all).", isOptional: true, isVariadic: true)],
    options: GoldenFolderRun.sharedOptions + GoldenFolderRun.runOptions + [
      .flag("json", help: "Print every golden and its verdict as JSON on stdout (messages go to stderr)."),
      OptionSpec("junit", value: "path", help: "Also write a JUnit XML report, one test case per golden."),
    ])

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    try GoldenFolderRun.run(args, mode: .never, console: console)
  }
}

enum RecordCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "record", abstract: "Record goldens of the catalog's screens into a Goldens folder.",
    discussion: """
      Writes missing goldens (--mode missing), also failing ones (failed), or every one that \
      differs (all). Goldens that still match are never rewritten. Each golden is rendered twice \
      and only written when both renders agree; files are replaced atomically.
      """,
    arguments: [ArgumentSpec("screens", help: "Screens to record (default: all).", isOptional: true, isVariadic: true)],
    options: GoldenFolderRun.sharedOptions + GoldenFolderRun.runOptions + [
      OptionSpec("mode", value: "mode", default: "missing", help: "Which goldens to write.",
                 allowedValues: ["missing", "failed", "all"]),
    ])

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    try GoldenFolderRun.run(args, mode: RecordMode(args.option("mode")!)!, console: console)
  }
}
