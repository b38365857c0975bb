import Foundation
import PlumbCatalog
import PlumbGraphics
import PlumbGoldens
import PlumbPNG

/// `plumb verify` and `plumb record`: the catalog's screens against a Goldens folder.
enum GoldenFolderRun {
  static let sharedOptions: [OptionSpec] = [
    OptionSpec("goldens", value: "dir", default: "Goldens", help: "The Goldens folder (screens go in its Catalog/ subfolder)."),
    OptionSpec("device", value: "name", default: CatalogRendering.goldenDevice.name, help: "Device preset to render on."),
    OptionSpec("artifacts", value: "dir", default: ".build/plumb-artifacts",
               help: "Where failures write actual, golden and diff PNGs (read by 'plumb report')."),
  ] + TraitOptions.options

  /// Verifies (or records, per `mode`) each screen; prints one line per golden and the failures.
  static func run(_ args: ParsedArguments, mode: RecordMode, console: Console) throws -> ExitStatus {
    let names = args.arguments("screens")
    let screens = try names.isEmpty ? Catalog.screens : names.map { name throws -> CatalogScreen in
      guard let s = Catalog.screen(named: name) else {
        throw UsageError.invalidChoice(what: "screen", value: name, valid: Catalog.screens.map(\.name))
      }
      return s
    }
    let device = try RenderCommand.resolveDevice(args.option("device")!)
    try RenderCommand.checkCanvas(of: device)
    // Traits select the variant's goldens (`home.dark.png`); display-list screens cannot take them.
    let traitVariant = try TraitOptions.variant(from: args)
    if !names.isEmpty { for s in screens { try TraitOptions.check(traitVariant, for: s) } }
    let goldens = URL(fileURLWithPath: args.option("goldens")!).standardizedFileURL.path
    let suite = device == CatalogRendering.goldenDevice ? CatalogRendering.goldenSuite : "\(CatalogRendering.goldenSuite)-\(device.name)"
    let jobs = screens.filter { traitVariant.nameSuffix == nil || !$0.ignoresTraits }
      .flatMap { s in CatalogRendering.goldenFrames(of: s).map { (s, traitVariant.suffix(appending: $0.variant), $0.time) } }
    // Created even when every golden matches, so that a report of a clean run finds it (and a
    // mistyped --artifacts for 'plumb report' is an error rather than an all-clear).
    try? FileManager.default.createDirectory(atPath: args.option("artifacts")!, withIntermediateDirectories: true)
    var failures = 0, recorded = 0
    for (index, (screen, variant, time)) in jobs.enumerated() {
      let location = try GoldenLocation(directory: goldens, suite: suite, name: screen.name, variant: variant)
      let failure = withGoldenConfiguration(artifactsDirectory: args.option("artifacts")!) {
        verifyGolden(
          of: { try CatalogRendering.render(screen, device: device, time: time, traits: traitVariant.traits) },
          named: screen.name, variant: variant, record: mode, goldensDirectory: goldens, suite: suite,
          warn: { console.error($0) })
      }
      let label = "[\(index + 1)/\(jobs.count)] \(location.relativeImagePath)"
      switch failure?.kind {
      case nil: console.progress("\(label): ok")
      case .recorded?: recorded += 1; console.progress("\(label): recorded")
      default:
        failures += 1
        console.progress("\(label): FAILED")
        console.print(failure!.message + "\n")
      }
    }
    console.print("\(jobs.count) golden(s): \(jobs.count - failures - recorded) matched, \(recorded) recorded, \(failures) failed.")
    return failures > 0 ? .differences : .success
  }
}

enum VerifyCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "verify", abstract: "Verify the catalog's screens against a Goldens folder.",
    discussion: """
      Exit 0 when every golden matches, 1 when any differs or is missing (never records). A \
      golden over 16384 pixels a side or \(PNGLimits.goldenImageBytes) bytes as RGBA is refused \
      from its header, before decoding (a failure naming the limit); so is a device whose canvas \
      is over those limits (exit 2).
      """,
    arguments: [ArgumentSpec("screens", help: "Screens to verify (default: all).", isOptional: true, isVariadic: true)],
    options: GoldenFolderRun.sharedOptions)

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
    options: GoldenFolderRun.sharedOptions + [
      OptionSpec("mode", value: "mode", default: "missing", help: "Which goldens to write.",
                 allowedValues: ["missing", "failed", "all"]),
    ])

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    try GoldenFolderRun.run(args, mode: RecordMode(args.option("mode")!)!, console: console)
  }
}
