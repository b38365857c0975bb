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

  /// Writes `index.html`, `report.md` and copies of the images into `folder`.
  func write(to folder: String, artifactsRoot: String) throws {
    let fm = FileManager.default
    try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for f in failures {
      // Suite and name come from summary.json: every path built from them stays inside its root.
      let dest = try ContainedPath.join(folder, [f.suite, f.name])
      try fm.createDirectory(atPath: dest, withIntermediateDirectories: true)
      for image in ["golden.png", "actual.png", "diff.png"] {
        let src = try ContainedPath.join(artifactsRoot, [f.suite, f.name, image])
        let isLink = (try? fm.destinationOfSymbolicLink(atPath: src)) != nil
        guard isLink || fm.fileExists(atPath: src) else { continue }
        // The bytes are copied, never a link (a link to ~/.ssh would upload the key with the
        // report): symbolic links, FIFOs and other non-files are refused.
        let bytes = try PNG.readRegularFile(src, maxBytes: Self.maxImageFileBytes, followSymlinks: false)
        try PNG.writeFile(bytes, to: try ContainedPath.join(folder, [f.suite, f.name, image]))
      }
    }
    try Data(html().utf8).write(to: URL(fileURLWithPath: "\(folder)/index.html"), options: .atomic)
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

  func html() -> String {
    var body = "<h1>\(escapeHTML(title))</h1>\n"
    if failures.isEmpty {
      body += "<p class=ok>Every golden matched.</p>\n"
    } else {
      body += "<p>\(failures.count) golden\(failures.count == 1 ? "" : "s") changed. Layout changes come first; "
        + "in the diff, red pixels differ and yellow ones are anti-aliasing.</p>\n<nav><ul>\n"
      for f in failures {
        body += "<li><a href=\"#\(anchor(f))\">\(escapeHTML(f.suite))/\(escapeHTML(f.name))</a> — \(f.differentPixels) px</li>\n"
      }
      body += "</ul></nav>\n"
    }
    for f in failures { body += section(f) }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      \(ReportPolicy.meta(styles: [Self.style]))
      <title>\(escapeHTML(title))</title>
      <style>\(Self.style)</style></head><body>
      \(body)</body></html>

      """
  }

  /// The page's only style sheet; the Content-Security-Policy allows it by its hash.
  static let style = """

    body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
    section { border-top: 1px solid #d1d1d6; padding-top: 12px; margin-top: 24px; }
    .images { display: flex; gap: 16px; align-items: flex-start; }
    figure { margin: 0; flex: 1; max-width: 360px; } img { width: 100%; border: 1px solid #d1d1d6; }
    figcaption { font-weight: 600; margin-bottom: 4px; } .warn { color: #c93400; } .ok { color: #248a3d; }
    ul.layout { font-family: ui-monospace, monospace; } pre { white-space: pre-wrap; background: #f2f2f7; padding: 8px; }

    """

  private func section(_ f: GoldenFailureSummary) -> String {
    var s = "<section id=\"\(anchor(f))\">\n<h2>\(escapeHTML(f.suite))/\(escapeHTML(f.name))</h2>\n"
    if f.layoutChanges.isEmpty {
      s += "<p>Layout unchanged: a pixel-only change (colour, text or rendering).</p>\n"
    } else {
      s += "<ul class=layout>\n" + f.layoutChanges.map { "<li>\(escapeHTML($0))</li>" }.joined(separator: "\n") + "\n</ul>\n"
    }
    s += "<p class=figures>\(f.differentPixels) pixels differ (\(percent(f))), largest colour distance "
      + String(format: "%.4f", f.largestDelta)
    if let t = f.loosestPassingThreshold { s += ", would pass at threshold ≥ " + String(format: "%.4f", t) }
    s += "</p>\n"
    if let m = f.sizeMismatch { s += "<p class=warn>Size changed: \(escapeHTML(m))</p>\n" }
    if let r = f.goldenRenderer { s += "<p class=warn>Golden recorded with another renderer: \(escapeHTML(r))</p>\n" }
    s += "<div class=images>\n"
    for (label, file) in [("Golden", "golden.png"), ("Actual", "actual.png"), ("Diff", "diff.png")] {
      let url = escapeHTML(urlPath([f.suite, f.name, file]))
      s += "<figure><figcaption>\(label)</figcaption><a href=\"\(url)\">"
        + "<img src=\"\(url)\" alt=\"\(label)\"></a></figure>\n"
    }
    s += "</div>\n<details><summary>Full message</summary><pre>\(escapeHTML(f.message))</pre></details>\n</section>\n"
    return s
  }

  private func percent(_ f: GoldenFailureSummary) -> String {
    f.totalPixels == 0 ? "0%" : String(format: "%.3f%%", Double(f.differentPixels) * 100 / Double(f.totalPixels))
  }

  private func anchor(_ f: GoldenFailureSummary) -> String {
    (f.suite + "-" + f.name).map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
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
