import Foundation
import PlumbGraphics

/// The Markdown of a run for a pull-request comment or `$GITHUB_STEP_SUMMARY`: the counts, then
/// one table row per golden that changed (failed, new, could not be checked, removed) with its
/// first layout sentence and links to its images.
///
/// Everything in it but our own words may come from a fork's run: layout sentences (view names
/// and labels), messages, the title. Each such string is escaped so that it stays plain text in
/// one table cell: `|` cannot split the table, a newline cannot end the row, HTML does not pass
/// through (`<`, `>`, `&` become entities), Markdown punctuation (backticks, brackets, emphasis,
/// headings, autolinks) is backslash-escaped, and `@` cannot mention anyone. The whole text is
/// capped (GitHub refuses comments over 65,536 characters) and ends with "… N more" for the rows
/// left out. Images are links under a base URL given on the command line, because relative
/// links show nothing in a PR comment; without one there are no image links, and it says so.
struct MarkdownSummary {
  var title: String
  var outcome: RunOutcome
  /// Where the report folder is published (http or https), e.g. `https://example.com/run/42`.
  var imageBaseURL: String?
  /// Results of other runs left out of the counts (ArtifactFolders.otherRunsWarning), said once.
  var otherRuns: String? = nil
  /// The longest output, in UTF-8 bytes (which is never fewer than the characters GitHub counts).
  var maxBytes = 60_000
  /// The longest string from the data shown in a cell, in UTF-8 bytes before escaping.
  static let maxCellBytes = 300

  /// The statuses listed in the table, in this order.
  static let listed: [RunOutcome.Status] = [.failed, .new, .error, .removed]

  func render() -> String {
    var md = "# \(escapeMarkdown(Self.capped(title)))\n\n"
    md += counts() + "\n\n"
    if let otherRuns { md += "Not counted, " + escapeMarkdown(Self.capped(otherRuns)) + "\n\n" }
    let rows = outcome.goldens.filter { Self.listed.contains($0.status) }
    guard !rows.isEmpty else { return md + "Every golden matched.\n" }
    if imageBaseURL == nil {
      md += "No image links: this summary was written without `--image-base-url`; the images are in the report folder (`index.html`).\n\n"
    }
    md += imageBaseURL == nil
      ? "| Golden | Status | Pixels differing | First layout change |\n|---|---|---:|---|\n"
      : "| Golden | Status | Pixels differing | First layout change | Images |\n|---|---|---:|---|---|\n"
    let footer = "\nTo accept reviewed goldens from a downloaded artifact: `plumb accept --all --artifacts DIR` (or name them instead of `--all`).\n"
    func tail(_ n: Int) -> String { "\n… \(n) more golden\(n == 1 ? "" : "s") not listed; see the report.\n" }
    for (i, g) in rows.enumerated() {
      let row = self.row(g)
      // Room for this row and for the "… N more" line and footer that would follow a cut.
      if md.utf8.count + row.utf8.count + tail(rows.count).utf8.count + footer.utf8.count > maxBytes {
        return md + tail(rows.count - i) + footer
      }
      md += row
    }
    return md + footer
  }

  /// "**12 goldens**: 1 failed, 2 new, 0 removed, 9 passed."
  private func counts() -> String {
    let o = outcome
    var parts = ["\(o.count(.failed)) failed", "\(o.count(.new)) new"]
    let errors = o.count(.error)
    if errors > 0 { parts.append("\(errors) could not be checked") }
    parts.append("\(o.count(.removed)) removed")
    guard o.knowsPasses else {
      return "**Goldens**: " + parts.joined(separator: ", ")
        + "; passed goldens not counted (no run record among the artifacts, and no `--goldens`)."
    }
    parts.append("\(o.count(.passed)) passed")
    let total = o.goldens.count
    return "**\(total) golden\(total == 1 ? "" : "s")**: " + parts.joined(separator: ", ") + "."
  }

  private func row(_ g: RunOutcome.Golden) -> String {
    let status: String
    switch g.status {
    case .error: status = "could not be checked (\(g.detail ?? "error"))"
    default: status = g.status.rawValue
    }
    var pixels = "—"
    if g.status == .failed, let d = g.differentPixels, let t = g.totalPixels {
      pixels = "\(d) (" + (t == 0 ? "0%" : String(format: "%.3f%%", Double(d) * 100 / Double(t))) + ")"
    }
    var layout: String
    if let first = g.layoutChanges.first {
      layout = escapeMarkdown(Self.capped(first))
      if g.layoutChanges.count > 1 { layout += " (+\(g.layoutChanges.count - 1) more)" }
    } else {
      layout = g.status == .failed ? "none (pixel-only change)" : "—"
    }
    var cells = [Self.name(g.key), status, pixels, layout]
    if let base = imageBaseURL {
      let prefix = base.hasSuffix("/") ? base : base + "/"
      cells.append(g.images.isEmpty ? "—" : g.images.map { "[\($0.kind)](\(prefix)\($0.path))" }.joined(separator: " · "))
    }
    return "| " + cells.joined(separator: " | ") + " |\n"
  }

  /// A golden's name as a code span; names are validated golden names, but anything outside
  /// their characters is escaped as text rather than trusted inside backticks.
  static func name(_ key: String) -> String {
    let plain = key.unicodeScalars.allSatisfy {
      switch $0 { case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", " ", "/": true; default: false }
    }
    return plain ? "`\(key)`" : escapeMarkdown(capped(key))
  }

  /// At most `maxCellBytes` of UTF-8, cut between Unicode scalars, with "…" when cut (a single
  /// character of thousands of combining marks is cut too).
  static func capped(_ s: String) -> String {
    guard s.utf8.count > maxCellBytes else { return s }
    var out = String.UnicodeScalarView()
    var bytes = 0
    for scalar in s.unicodeScalars {
      bytes += String(scalar).utf8.count
      if bytes > maxCellBytes - 3 { break }
      out.append(scalar)
    }
    return String(out) + "…"
  }
}

/// Escapes a string from data so that GitHub Flavored Markdown shows it as plain text inside a
/// table cell: HTML-significant characters as entities, every Markdown punctuation character
/// backslash-escaped (CommonMark allows a backslash before any ASCII punctuation), line breaks
/// and tabs as spaces, `@` followed by a word joiner so that it mentions no one, and every
/// control, format (bidi marks, embeddings, overrides, isolates, zero-width) and line-separator
/// character replaced by U+FFFD (`TerminalText.isUnsafe`).
func escapeMarkdown(_ s: String) -> String {
  var out = ""
  for c in s {
    switch c {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "\"", "'", ":", "=", "$", "^":
      out += "\\" + String(c)
    case "@": out += "@\u{2060}"
    case "\t": out += " "
    default:
      if c.isNewline { out += " "; continue }
      var text = ""
      for scalar in c.unicodeScalars {
        text += TerminalText.isUnsafe(scalar) ? "\u{FFFD}" : String(scalar)
      }
      out += text
    }
  }
  return out
}
