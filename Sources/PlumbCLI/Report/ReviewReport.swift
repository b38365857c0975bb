import Foundation
import PlumbGoldens
import PlumbPNG

/// A pull-request review report of failed goldens: an HTML page (golden, actual and diff side
/// by side, layout changes first) and a Markdown summary for a PR comment, in one self-contained
/// folder that CI can upload as an artifact.
struct ReviewReport {
  var title: String
  var failures: [GoldenFailureSummary]

  /// The largest artifact PNG copied into a report, in bytes.
  static let maxImageFileBytes = 256 << 20

  /// The Goldens folder of the run, to list passed and removed goldens too (from its ledger).
  var goldens: String? = nil

  /// Writes `index.html` (the viewer over every golden of the run), `report.md` and copies of
  /// the images into `folder`.
  func write(to folder: String, artifactsRoot: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let run = try ReportRun.collect(failures: failures, artifactsRoot: artifactsRoot, goldensRoot: goldens, copyingInto: folder)
    let page = ReportPage(title: title, run: run).html()
    try Data(page.utf8).write(to: URL(fileURLWithPath: "\(folder)/index.html"), options: .atomic)
    try Data(markdown().utf8).write(to: URL(fileURLWithPath: "\(folder)/report.md"), options: .atomic)
  }

  // MARK: - Markdown

  func markdown() -> String {
    var md = "# \(title)\n\n"
    guard !failures.isEmpty else { return md + "Every golden matched.\n" }
    md += "\(failures.count) golden\(failures.count == 1 ? "" : "s") changed.\n\n"
    md += "| Golden | Pixels differing | Largest Δ | Layout changes |\n|---|---:|---:|---|\n"
    for f in failures {
      var layout = f.layoutChanges.isEmpty
        ? "none (pixel-only change)" : f.layoutChanges.prefix(3).joined(separator: "<br>")
      if f.layoutChanges.count > 3 { layout += "<br>… \(f.layoutChanges.count - 3) more" }
      md += "| `\(f.suite)/\(f.name)` | \(f.differentPixels) (\(percent(f))) | \(String(format: "%.3f", f.largestDelta)) | \(layout) |\n"
    }
    for f in failures {
      md += "\n## \(f.suite)/\(f.name)\n\n"
      if let s = f.sizeMismatch { md += "Size changed: \(s).\n\n" }
      if let r = f.goldenRenderer { md += "Golden recorded with another renderer: `\(r)`.\n\n" }
      if !f.layoutChanges.isEmpty { md += f.layoutChanges.map { "- \($0)" }.joined(separator: "\n") + "\n\n" }
      md += "| Golden | Actual | Diff |\n|---|---|---|\n"
      let link = { (file: String) in urlPath([f.suite, f.name, file]) }
      md += "| ![golden](\(link("golden.png"))) | ![actual](\(link("actual.png"))) | ![diff](\(link("diff.png"))) |\n"
    }
    return md
  }

  // MARK: - HTML

  /// The viewer page for the failures alone (their images assumed beside it); see `ReportPage`.
  func html() -> String {
    ReportPage(title: title, run: ReportRun(failures: failures)).html()
  }

  private func percent(_ f: GoldenFailureSummary) -> String {
    f.totalPixels == 0 ? "0%" : String(format: "%.3f%%", Double(f.differentPixels) * 100 / Double(f.totalPixels))
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
