import Foundation
import PlumbGoldens
import PlumbPNG

/// `plumb report`: turns the artifacts of a run (one folder, or the shards of a CI matrix) into
/// an HTML review page, a Markdown summary and, on request, JUnit XML.
enum ReportCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "report", abstract: "Write an HTML and Markdown review report of failed goldens.",
    discussion: """
      Reads the artifacts that failing golden assertions and 'plumb verify' leave (summary.json \
      with actual, golden and diff PNGs) and writes a self-contained folder: index.html (a viewer \
      over every golden of the run: side by side, slider, onion skin, blink, diff, zoom, changed \
      regions boxed, layout changes first; keys in docs/report.md; --goldens adds the passed and \
      removed goldens) and report.md (the Markdown summary). \
      Several --artifacts folders (the shards of a CI matrix, each downloaded into its own folder) \
      are merged into one report: the same golden in two folders with different results is an \
      error naming both; an identical duplicate is kept once. The run records 'plumb verify' \
      leaves (plumb-run*.json) count the passed goldens and list those that could not be checked. \
      --markdown also writes the summary elsewhere (a file for a pull-request comment, or \
      $GITHUB_STEP_SUMMARY): counts, one row per changed golden with its first layout sentence, \
      every string from the run escaped, at most 60000 bytes ("… N more"); image links only with \
      --image-base-url. --junit writes one test case per golden: failed and new goldens are \
      failures (a new golden cannot pass a run that may not record), unreadable ones errors, \
      removed ones skipped. \
      The artifacts may come from an untrusted run: a missing folder, an unreadable or unsafe \
      summary or run record (a suite or name that is not a safe golden name) and a symbolic link \
      among the images are errors (exit 2); images are copied as bytes. So is a folder holding \
      neither a summary nor a run record (empty, or not a run's artifacts). Entries that are not \
      read (symbolic links, folders without summary.json, unsafe folder names, other files) are \
      named on stderr. --out must not be, or lie inside, an artifacts folder.
      """,
    options: [
      OptionSpec("artifacts", value: "dir", default: ".build/plumb-artifacts",
                 help: "Where the failures' artifacts are; repeat it to merge the shards of a CI run.", isRepeatable: true),
      OptionSpec("out", value: "dir", default: "plumb-report", help: "The report folder to write."),
      OptionSpec("title", value: "text", default: "Plumbline golden report", help: "The report's title."),
      OptionSpec("goldens", value: "dir",
                 help: "The Goldens folder: also list passed and removed goldens (from the ledger of the run's tests)."),
      OptionSpec("markdown", value: "path",
                 help: "Also write the Markdown summary to this file (a PR comment's body, or $GITHUB_STEP_SUMMARY)."),
      OptionSpec("image-base-url", value: "url",
                 help: "Where the report folder is published (http or https): the Markdown links each image under it."),
      OptionSpec("junit", value: "path", help: "Also write a JUnit XML report, one test case per golden."),
    ])

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    let roots = args.optionValues("artifacts")
    let out = args.option("out")!
    let imageBaseURL = try Self.imageBaseURL(args.option("image-base-url"))
    for artifacts in roots { try checkApart(out: out, artifacts: artifacts) }
    let folders = try ArtifactFolders.read(roots)
    folders.warnSkipped(console)
    let otherRuns = folders.otherRunsWarning()
    if let otherRuns { console.error("warning: " + otherRuns) }
    if let goldens = args.option("goldens") {
      let skipped = ReportRun.skippedGoldenEntries(in: goldens)
      for line in skipped.prefix(ArtifactFolders.maxSkippedNamed) { console.error("warning: skipped \(goldens)/\(line)") }
      if skipped.count > ArtifactFolders.maxSkippedNamed {
        console.error("warning: skipped \(skipped.count - ArtifactFolders.maxSkippedNamed) more entries of \(goldens)")
      }
    }
    let verdicts = try folders.verdicts()
    let failures = folders.entries.map(\.summary)
    let title = args.option("title")!
    let outcome: RunOutcome
    do {
      let report = ReviewReport(title: title, failures: failures, goldens: args.option("goldens"),
                                verdicts: verdicts, imageBaseURL: imageBaseURL, otherRuns: otherRuns)
      outcome = try report.write(to: out, entries: folders.entries)
      if let path = args.option("markdown") {
        try GoldenFolderRun.write(Data(report.markdown(outcome).utf8), to: path, what: "the Markdown summary")
      }
      if let path = args.option("junit") {
        try GoldenFolderRun.write(Data(outcome.junit(name: title).xml().utf8), to: path, what: "the JUnit report")
      }
    } catch let error as CommandError {
      throw error
    } catch let error as GoldenError {
      throw CommandError("Refusing to write the report to \(out): \(error)")
    } catch let error as PNGError {
      throw CommandError("Refusing an artifact: \(error)")
    } catch {
      throw CommandError("Could not write the report to \(out): \(error.localizedDescription)")
    }
    let failed = outcome.count(.failed), new = outcome.count(.new), errors = outcome.count(.error)
    var line = "\(failed) failed golden(s)\(new > 0 ? ", \(new) new" : "")\(errors > 0 ? ", \(errors) could not be checked" : "")"
    if roots.count > 1 { line += " in \(roots.count) artifacts folders" }
    console.print(line + "; report written to \(out)/index.html and \(out)/report.md")
    return .success
  }

  /// Refuses a report folder that is, lies inside, or contains an artifacts folder. Compared
  /// resolved (symlinks, '..', trailing '/'): writing the report into the artifacts would
  /// replace each artifact by a copy of itself, and the other way round read the report.
  static func checkApart(out: String, artifacts: String) throws {
    if ContainedPath.resolved(out) == ContainedPath.resolved(artifacts) {
      throw CommandError("The report folder \(out) is the same folder as the artifacts \(artifacts); choose another --out.")
    }
    if ContainedPath.isInside(out, root: artifacts) || ContainedPath.isInside(artifacts, root: out) {
      throw CommandError("The report folder \(out) and the artifacts \(artifacts) lie inside one another; choose another --out.")
    }
  }

  /// The base URL of image links, checked: it is typed by a person (or a CI variable) but goes
  /// verbatim into Markdown links, so it must be http(s) and hold nothing that could end a link
  /// or add markup.
  static func imageBaseURL(_ raw: String?) throws(UsageError) -> String? {
    guard let raw else { return nil }
    let lower = raw.lowercased()
    let scheme = lower.hasPrefix("https://") ? 8 : lower.hasPrefix("http://") ? 7 : 0
    let forbidden = Set(" ()<>[]{}\"'`\\|^")
    guard scheme > 0, raw.count > scheme,
          raw.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && !forbidden.contains(Character($0)) }) else {
      throw .invalidValue(option: "image-base-url", value: raw,
                          expected: "an http:// or https:// URL of printable ASCII without spaces, quotes, brackets or parentheses")
    }
    return raw
  }
}
