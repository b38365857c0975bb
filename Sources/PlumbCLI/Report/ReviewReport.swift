import Foundation
import PlumbGoldens
import PlumbPNG

/// A pull-request review report of a run: an HTML page (every golden, failures first, with the
/// viewer's modes) and a Markdown summary for a PR comment, in one self-contained folder that CI
/// can upload as an artifact.
struct ReviewReport {
  var title: String
  var failures: [GoldenFailureSummary]

  /// The largest artifact PNG copied into a report, in bytes.
  static let maxImageFileBytes = 256 << 20

  /// The Goldens folder of the run, to list passed and removed goldens too (from its ledger).
  var goldens: String? = nil

  /// The run records' verdicts (`plumb verify` leaves them), to count passes and list goldens
  /// that could not be checked; nil when the artifacts hold none.
  var verdicts: [GoldenVerdict]? = nil
  /// Where the report folder will be published, for the Markdown's image links.
  var imageBaseURL: String? = nil
  /// Results of other runs the artifacts hold, left out (said in the Markdown).
  var otherRuns: String? = nil

  /// Writes `index.html` (the viewer over every golden of the run), `report.md` (the Markdown
  /// summary) and copies of the images into `folder`, reading every failure from `artifactsRoot`.
  @discardableResult
  func write(to folder: String, artifactsRoot: String) throws -> RunOutcome {
    try write(to: folder, entries: failures.map { ArtifactFolders.Entry(summary: $0, root: artifactsRoot) })
  }

  /// As `write(to:artifactsRoot:)`, each failure read from the folder it was found in.
  @discardableResult
  func write(to folder: String, entries: [ArtifactFolders.Entry]) throws -> RunOutcome {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let run = try ReportRun.collect(failures: entries, goldensRoot: goldens, copyingInto: folder)
    let page = ReportPage(title: title, run: run).html()
    let outcome = RunOutcome(run: run, verdicts: verdicts, listsGoldensFolder: goldens != nil)
    // Temp files of a killed earlier report go; the page and summary are written atomically.
    PNG.removeStaleTemporaryFiles(in: folder)
    for (name, text) in [("index.html", page), ("report.md", markdown(outcome))] {
      do { try PNG.writeFile(Array(text.utf8), to: "\(folder)/\(name)") } catch {
        throw CommandError("Could not write the report to \(folder): \(error)")
      }
    }
    return outcome
  }

  // MARK: - Markdown

  /// The Markdown summary of the run (see `MarkdownSummary`).
  func markdown(_ outcome: RunOutcome) -> String {
    MarkdownSummary(title: title, outcome: outcome, imageBaseURL: imageBaseURL, otherRuns: otherRuns).render()
  }

  // MARK: - HTML

  /// The viewer page for the failures alone (their images assumed beside it); see `ReportPage`.
  func html() -> String {
    ReportPage(title: title, run: ReportRun(failures: failures)).html()
  }

}

/// Escapes text for HTML element content and for attribute values in either quote style.
func escapeHTML(_ s: String) -> String {
  var out = ""
  for c in s {
    switch c {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&#39;"
    default: out.append(c)
    }
  }
  return out
}

/// A relative URL from path components: each is percent-encoded (only RFC 3986 unreserved
/// characters stay), so no component can add a scheme, a query, a fragment or a quote.
func urlPath(_ components: [String]) -> String {
  components.map { c in
    c.utf8.map { b -> String in
      switch b {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
           UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        return String(UnicodeScalar(b))
      default:
        return "%" + (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
      }
    }.joined()
  }.joined(separator: "/")
}
