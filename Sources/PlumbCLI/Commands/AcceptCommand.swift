import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbPNG
import PlumbRaster

/// `plumb accept`: makes reviewed actuals the new goldens, copied from an artifacts folder (a
/// local run's, or a CI artifact downloaded from a pull request) instead of re-rendered.
enum AcceptCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "accept", abstract: "Copy reviewed actuals from an artifacts folder into the Goldens folder.",
    discussion: """
      Each named golden ('Catalog/shapes', 'Catalog/shapes.png' or just 'shapes' when that is \
      unique), or every one with --all, is replaced by the actual.png of its artifact, byte for \
      byte, with its actual.layout.json as the layout sidecar: sidecar first, PNG last, each by \
      temporary file and rename, as 'plumb record' writes a pair. Every selected artifact is \
      checked before anything is written, so a refusal leaves the Goldens folder untouched. \
      An artifact rendered with other library or font versions than this machine's renderer \
      (its PNG's renderer fingerprint) is refused, printing both fingerprints, unless --force: \
      such a golden would fail every local run. Artifacts may come from an untrusted run: an \
      unsafe suite or name, a symbolic link, a non-regular file, a PNG whose stored pixel hash \
      does not match its pixels, or a sidecar that is not a layout are refused (exit 2).
      """,
    arguments: [ArgumentSpec("goldens-to-accept", help: "Goldens to accept (suite/name, or name).",
                             isOptional: true, isVariadic: true)],
    options: [
      OptionSpec("artifacts", value: "dir", default: ".build/plumb-artifacts",
                 help: "An artifacts folder; repeat it for the shards of a CI run.", isRepeatable: true),
      OptionSpec("goldens", value: "dir", default: "Goldens", help: "The Goldens folder to write into."),
      .flag("all", help: "Accept every failed or new golden in the artifacts."),
      .flag("force", help: "Accept artifacts rendered with other library or font versions."),
    ])

  /// One artifact checked and ready to be written.
  struct Checked {
    var key: String
    var png: [UInt8]
    var sidecar: [UInt8]?
    var imagePath: String
    var layoutPath: String
  }

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    let names = args.arguments("goldens-to-accept")
    let all = args.flag("all")
    if all == !names.isEmpty {
      throw CommandError(all ? "Give either golden names or --all, not both."
                             : "Name the goldens to accept (suite/name), or pass --all. See 'plumb accept --help'.")
    }
    let folders = try ArtifactFolders.read(args.optionValues("artifacts"))
    folders.warnSkipped(console)
    if let otherRuns = folders.otherRunsWarning() { console.error("warning: " + otherRuns) }
    // Every summary is a failed or new golden; one whose actual is missing or unsafe is refused
    // by `check`, never skipped.
    let selected = try all ? folders.entries : names.map { try select($0, from: folders.entries) }
    guard !selected.isEmpty else {
      console.print("Nothing to accept: the artifacts hold no failed or new golden.")
      return .success
    }
    let goldens = args.option("goldens")!
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: goldens, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandError("No Goldens folder at \(goldens).")
    }
    var refusals: [String] = []
    var checked: [Checked] = []
    for entry in selected {
      do throws(CommandError) {
        checked.append(try check(entry, in: folders, goldens: goldens, force: args.flag("force")))
      } catch {
        refusals.append(error.message)
      }
    }
    guard refusals.isEmpty else {
      for r in refusals { console.error("Refused: \(r)") }
      throw CommandError("Nothing was accepted (\(refusals.count) of \(selected.count) refused).")
    }
    for c in checked {
      let folder = (c.imagePath as NSString).deletingLastPathComponent
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        PNG.removeStaleTemporaryFiles(in: folder)
        // The pair as 'record' writes it: sidecar first, PNG last, each atomically.
        if let sidecar = c.sidecar {
          try PNG.writeFile(sidecar, to: c.layoutPath)
        } else if FileManager.default.fileExists(atPath: c.layoutPath) {
          try FileManager.default.removeItem(atPath: c.layoutPath)
        }
        try PNG.writeFile(c.png, to: c.imagePath)
      } catch {
        throw CommandError("Could not write \(c.imagePath): \(error)")
      }
      console.print("accepted \(c.key) → \(c.imagePath)\(c.sidecar == nil ? "" : " (+ .layout.json)")")
    }
    console.print("\(checked.count) golden(s) accepted; look at the diff in git and commit them.")
    return .success
  }

  /// The entry a name on the command line means.
  static func select(_ raw: String, from entries: [ArtifactFolders.Entry]) throws(CommandError) -> ArtifactFolders.Entry {
    let name = raw.hasSuffix(".png") ? String(raw.dropLast(4)) : raw
    if let e = entries.first(where: { $0.key == name }) { return e }
    let byName = entries.filter { $0.summary.name == name }
    if byName.count == 1 { return byName[0] }
    let known = entries.map(\.key)
    if byName.count > 1 {
      throw CommandError("'\(raw)' is ambiguous: \(byName.map(\.key).joined(separator: ", ")); name it as suite/name.")
    }
    throw CommandError("No failed or new golden '\(raw)' in the artifacts. "
      + (known.isEmpty ? "They hold none." : "Acceptable: \(known.joined(separator: ", ")).")
      + (suggestion(for: name, in: entries).map { " Did you mean '\($0)'?" } ?? ""))
  }

  /// The nearest `suite/name` to a mistyped name, compared with whole keys and bare names.
  static func suggestion(for name: String, in entries: [ArtifactFolders.Entry]) -> String? {
    if let key = closestMatch(to: name, in: entries.map(\.key)) { return key }
    guard let bare = closestMatch(to: name, in: entries.map(\.summary.name)) else { return nil }
    return entries.first { $0.summary.name == bare }?.key
  }

  /// Reads and checks one artifact: regular files only, a PNG within the golden limits whose
  /// stored pixel hash is its pixels' hash, the same renderer unless forced, a valid sidecar.
  static func check(_ entry: ArtifactFolders.Entry, in folders: ArtifactFolders, goldens: String,
                    force: Bool) throws(CommandError) -> Checked {
    let s = entry.summary
    let pngPath = try folders.path(entry, "actual.png")
    let png = try ArtifactFolders.readArtifact(pngPath, maxBytes: 2 * PNGLimits.goldenImageBytes + (1 << 20))
    let metadata: PNGMetadata
    let image: RGBAImage
    do {
      metadata = try PNG.readMetadata(png, source: pngPath)
      image = try PNG.decode(png, limits: .goldens, source: pngPath)
    } catch {
      throw CommandError("\(entry.key): \(error)")
    }
    // verify trusts a golden's stored hash (its fast path), so a hash that lies would make any
    // rendering with that hash pass against pixels nobody reviewed.
    guard metadata.pixelHash == PixelHash.of(image) else {
      throw CommandError("\(entry.key): \(pngPath) carries a pixel hash that is not the hash of its pixels.")
    }
    let here = RendererFingerprint.current
    let there = metadata.rendererFingerprint ?? "none recorded"
    if there != here && !force {
      throw CommandError("""
        \(entry.key) was rendered with other library or font versions than this machine's renderer:
            artifact: \(there)
            here:     \(here)
          As a golden it would fail every local run. Re-record it here (plumb record --mode failed), or pass --force.
        """)
    }
    let sidecarPath = try folders.path(entry, "actual.layout.json")
    var sidecar: [UInt8]?
    if ArtifactFolders.present(sidecarPath) {
      let bytes = try ArtifactFolders.readArtifact(sidecarPath, maxBytes: 64 << 20)
      guard (try? LayoutSnapshot.decode(Data(bytes))) != nil else {
        throw CommandError("\(entry.key): \(sidecarPath) is not a layout sidecar.")
      }
      sidecar = bytes
    }
    let location: GoldenLocation
    do { location = try GoldenLocation(directory: goldens, suite: s.suite, name: s.name) } catch {
      throw CommandError("\(entry.key): \(error)")
    }
    for path in [location.imagePath, location.layoutPath] where !ContainedPath.isInside(path, root: goldens) {
      throw CommandError("\(entry.key): \(path) resolves outside \(goldens) (through a symbolic link); refused.")
    }
    if sidecar == nil && FileManager.default.fileExists(atPath: location.layoutPath) && !force {
      throw CommandError("\(entry.key): the artifact has no actual.layout.json but the golden has a layout sidecar "
        + "(an artifact of an older plumb?); accepting would drop the layout. Re-record it, or pass --force.")
    }
    return Checked(key: entry.key, png: png, sidecar: sidecar, imagePath: location.imagePath, layoutPath: location.layoutPath)
  }
}
