import Foundation
import PlumbGraphics

/// The report's `index.html`: a fixed shell (markup, style sheet and script that never change
/// with the run) plus the run as JSON in a `<script type="application/json">` block, which the
/// browser never executes and the page's script reads with `JSON.parse`. Nothing from the data
/// is written as markup; the Content-Security-Policy allows exactly this style sheet and this
/// script by their hashes, so even a string that escaped its escaping could not run.
struct ReportPage {
  var title: String
  var run: ReportRun

  /// The data block's element id.
  static let dataID = "plumb-report-data"

  func html() -> String {
    """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    \(ReportPolicy.meta(styles: [ReportStyle.css], scripts: [ReportScript.source]))
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escapeHTML(title))</title>
    <style>\(ReportStyle.css)</style>
    <script type="application/json" id="\(Self.dataID)">\(dataJSON())</script>
    </head><body>
    <noscript><p>This report's viewer needs JavaScript; report.md beside this page lists the same goldens.</p></noscript>
    <script>\(ReportScript.source)</script>
    </body></html>

    """
  }

  /// The page's data: `{title, note?, goldens: [...]}`, as JSON that cannot end its `<script>`
  /// element or open a comment: every `<`, `>` and `&` is written as a `\u` escape (inside JSON
  /// they only occur in strings, where the escape means the same character), and so are the line
  /// separators U+2028/2029.
  func dataJSON() -> String {
    struct Data: Encodable {
      var title: String
      var note: String?
      var goldens: [ReportGolden]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let goldens = run.goldens.map { g in
      var g = g
      g.frames = g.frames.map(Self.shownAsText)
      return g
    }
    let bytes = (try? encoder.encode(Data(title: title, note: run.note, goldens: goldens))) ?? Foundation.Data("{}".utf8)
    return Self.scriptSafe(String(decoding: bytes, as: UTF8.self))
  }

  /// A frame whose text from its `summary.json` (message, layout sentences, renderers, size) is
  /// escaped as on the terminal: the page shows it as DOM text only, but a bidi control would
  /// still reorder what the reviewer reads, and a control character garble it. Line feeds, tabs
  /// and U+2028/2029 stay (in DOM text they only break or space lines; the JSON escapes the
  /// latter). The Markdown and JUnit outputs replace the same characters their own way.
  static func shownAsText(_ frame: ReportFrame) -> ReportFrame {
    let keep: Set<Unicode.Scalar> = ["\n", "\t", "\u{2028}", "\u{2029}"]
    let text = { (s: String) in TerminalText.escape(s, keeping: keep) }
    var f = frame
    f.layout = frame.layout.map(text)
    f.message = frame.message.map(text)
    f.renderer = frame.renderer.map(text)
    f.goldenRenderer = frame.goldenRenderer.map(text)
    f.sizeMismatch = frame.sizeMismatch.map(text)
    return f
  }

  /// JSON text made safe to embed in an HTML `<script>` element.
  static func scriptSafe(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": out += "\\u003c"
      case ">": out += "\\u003e"
      case "&": out += "\\u0026"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
