import Foundation
import PlumbGoldens
import PlumbPNG

/// `plumb report`: turns the artifacts of failed goldens into an HTML + Markdown review report.
enum ReportCommand: PlumbCommand {
  static let spec = CommandSpec(
    name: "report", abstract: "Write an HTML and Markdown review report of failed goldens.",
    discussion: """
      Reads the artifacts that failing golden assertions and 'plumb verify' leave (summary.json \
      with actual, golden and diff PNGs) and writes a self-contained folder: index.html (a viewer \
      over every golden of the run: side by side, slider, onion skin, blink, diff, zoom, changed \
      regions boxed, layout changes first; keys in docs/report.md; --goldens adds the passed and \
      removed goldens) and report.md (a table for a pull-request comment). \
      The artifacts may come from an untrusted run: a missing folder, an unreadable or unsafe \
      summary (a suite or name that is not a safe golden name) and a symbolic link among the \
      images are errors (exit 2); images are copied as bytes. --out must not be, or lie inside, \
      the artifacts folder.
      """,
    options: [
      OptionSpec("artifacts", value: "dir", default: ".build/plumb-artifacts", help: "Where the failures' artifacts are."),
      OptionSpec("out", value: "dir", default: "plumb-report", help: "The report folder to write."),
      OptionSpec("title", value: "text", default: "Plumbline golden report", help: "The report's title."),
      OptionSpec("goldens", value: "dir",
                 help: "The Goldens folder: also list passed and removed goldens (from the ledger of the run's tests)."),
    ])

  static func run(_ args: ParsedArguments, console: Console) throws -> ExitStatus {
    let artifacts = args.option("artifacts")!
    let out = args.option("out")!
    // Compared resolved (symlinks, '..', trailing '/'): writing the report into the artifacts
    // would replace each artifact by a copy of itself, and the other way round read the report.
    if ContainedPath.resolved(out) == ContainedPath.resolved(artifacts) {
      throw CommandError("The report folder \(out) is the same folder as the artifacts \(artifacts); choose another --out.")
    }
    if ContainedPath.isInside(out, root: artifacts) || ContainedPath.isInside(artifacts, root: out) {
      throw CommandError("The report folder \(out) and the artifacts \(artifacts) lie inside one another; choose another --out.")
    }
    let failures: [GoldenFailureSummary]
    do {
      failures = try GoldenFailureSummary.all(in: artifacts)
    } catch {
      throw CommandError("Refusing the artifacts in \(artifacts): \(error)")
    }
    do {
      let goldens = args.option("goldens")
      try ReviewReport(title: args.option("title")!, failures: failures, goldens: goldens).write(to: out, artifactsRoot: artifacts)
    } catch let error as GoldenError {
      throw CommandError("Refusing to write the report to \(out): \(error)")
    } catch let error as PNGError {
      throw CommandError("Refusing an artifact: \(error)")
    } catch {
      throw CommandError("Could not write the report to \(out): \(error.localizedDescription)")
    }
    let new = failures.filter { $0.status == .new }.count
    console.print("\(failures.count - new) failed golden(s)\(new > 0 ? ", \(new) new" : ""); report written to \(out)/index.html and \(out)/report.md")
    return .success
  }
}
