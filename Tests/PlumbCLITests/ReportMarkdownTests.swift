import Foundation
@testable import PlumbGoldens
import Testing
@testable import PlumbCLI

/// The Markdown summary: every string from the run stays text in its cell (each test here fails
/// if its kind of escaping is dropped), the length is capped with the number left out, and
/// images are links under the base URL, percent-encoded, or absent (and said to be).
@Suite struct ReportMarkdownTests {
  private func failure(_ name: String, layout: [String] = [], status: GoldenFailureSummary.Status = .failed,
                       suite: String = "S") -> GoldenFailureSummary {
    GoldenFailureSummary(suite: suite, name: name, golden: "G/\(suite)/\(name).png", differentPixels: 30, totalPixels: 3000,
                         largestDelta: 0.5, loosestPassingThreshold: nil, layoutChanges: layout, sizeMismatch: nil,
                         goldenRenderer: nil, message: "m", status: status)
  }

  private func markdown(_ failures: [GoldenFailureSummary], title: String = "t", verdicts: [GoldenVerdict]? = nil,
                        base: String? = nil, maxBytes: Int = 60_000) -> String {
    let outcome = RunOutcome(run: ReportRun(failures: failures), verdicts: verdicts, listsGoldensFolder: false)
    return MarkdownSummary(title: title, outcome: outcome, imageBaseURL: base, maxBytes: maxBytes).render()
  }

  /// The table rows (lines starting with a golden's code span).
  private func rows(_ md: String) -> [Substring] { md.split(separator: "\n").filter { $0.hasPrefix("| `") } }

  /// `|` not preceded by an unescaped backslash: the cell separators GitHub sees.
  private func separators(_ line: Substring) -> Int {
    var n = 0, escaped = false
    for c in line {
      if c == "|" && !escaped { n += 1 }
      escaped = c == "\\" && !escaped
    }
    return n
  }

  @Test func aPipeInALayoutSentenceDoesNotSplitTheTable() {
    let md = markdown([failure("home", layout: ["Label “a|b|c” moved 4 pt down"])])
    let r = rows(md)
    #expect(r.count == 1)
    #expect(r.allSatisfy { separators($0) == 5 }, "four cells, five separators: \(r)")
    #expect(md.contains("a\\|b\\|c"))
  }

  @Test func aNewlineInALayoutSentenceDoesNotEndTheRow() {
    let md = markdown([failure("home", layout: ["Label moved\n| forged | row |\r\nand\u{2028}more"])])
    let lines = md.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("| forged") }, "\(md)")
    #expect(rows(md).count == 1 && !md.contains("\r") && !md.contains("\u{2028}"))
    #expect(rows(md)[0].contains("Label moved \\| forged \\| row \\| and more"), "\(rows(md))")
  }

  @Test func htmlDoesNotPassThrough() {
    let md = markdown([failure("home", layout: ["<script>alert(1)</script><img src=x onerror=alert(2)> &lt;b&gt;"])],
                      title: "PR <b>#1</b>")
    #expect(!md.contains("<script") && !md.contains("<img") && !md.contains("<b>"), "\(md)")
    #expect(md.contains("&lt;script&gt;") && md.contains("&lt;img src\\=x onerror\\=alert\\(2\\)&gt;"), "\(md)")
    // An entity in the data shows as typed, not as the character it names.
    #expect(md.contains("&amp;lt;b&amp;gt;"))
    #expect(md.hasPrefix("# PR &lt;b&gt;\\#1&lt;/b&gt;\n"), "\(md.prefix(60))")
  }

  @Test func backticksEmphasisAndLinksStayText() {
    let md = markdown([failure("home", layout: ["`code` **bold** _it_ [link](javascript:alert(1)) ![i](https://evil.example/x.png) https://evil.example"])])
    #expect(!md.contains("`code`") && !md.contains("**bold**") && !md.contains("_it_"))
    #expect(!md.contains("[link](") && md.contains("\\[link\\]\\(javascript\\:alert\\(1\\)\\)"), "\(md)")
    #expect(!md.contains("![i]") && !md.contains("https://evil"))
  }

  @Test func anAtSignMentionsNoOne() {
    let md = markdown([failure("home", layout: ["Reviewed by @octocat and @org/team"])])
    #expect(!md.contains("@octocat") && md.contains("@\u{2060}octocat") && md.contains("@\u{2060}org"))
  }

  @Test func controlAndBidiCharactersAreReplaced() {
    let md = markdown([failure("home", layout: ["a\u{1}b\u{1B}[31mc\u{202E}d\u{2066}e"])])
    #expect(!md.unicodeScalars.contains { $0.value == 1 || $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x2066 })
    #expect(md.contains("a\u{FFFD}b\u{FFFD}\\[31mc\u{FFFD}d\u{FFFD}e"), "\(md)")
  }

  /// U+200F (and the other bidi marks, isolates, zero-width and separator characters) once
  /// passed the Markdown escaping: every control and format character is replaced.
  @Test func everyBidiAndFormatCharacterIsReplaced() {
    let hostile: [Unicode.Scalar] = ["\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
                                     "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{FEFF}", "\u{2028}", "\u{2029}",
                                     "\u{85}", "\u{9B}", "\u{E0041}"]
    for scalar in hostile {
      let md = markdown([failure("home", layout: ["x\(Character(scalar))y"])], title: "t\(Character(scalar))")
      #expect(!md.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16))")
    }
    let junit = JUnitReport(name: "n\u{200F}", verdicts: [GoldenVerdict(suite: "S", name: "a", status: .failed,
                                                                       message: "moved \u{202E}gnp.exe \u{2066}x")]).xml()
    #expect(!junit.unicodeScalars.contains { [0x200F, 0x202E, 0x2066].contains($0.value) }, "\(junit)")
  }

  /// A goldens name outside golden-name characters cannot reach a code span unescaped (names are
  /// validated when read, but the summary does not rely on it).
  @Test func anUnexpectedNameIsEscapedNotQuoted() {
    #expect(MarkdownSummary.name("S/home") == "`S/home`")
    #expect(MarkdownSummary.name("S/a`|<b>") == "S/a\\`\\|&lt;b&gt;")
  }

  @Test func lengthIsCappedWithTheNumberLeftOut() {
    let long = String(repeating: "Row “x” moved 12 pt down. ", count: 40)
    let failures = (0..<3000).map { failure(String(format: "golden-%04d", $0), layout: [long]) }
    let md = markdown(failures, base: "https://example.com/r")
    #expect(md.utf8.count <= 60_000)
    let listed = rows(md).count
    #expect(listed > 20 && listed < 3000)
    #expect(md.contains("\n… \(3000 - listed) more goldens not listed; see the report.\n"), "\(md.suffix(300))")
    // A cell holds at most the capped sentence, cut with an ellipsis.
    #expect(!md.contains(long.prefix(400)) && md.contains("…"))
    // Everything fits when it can.
    let few = markdown(Array(failures.prefix(3)))
    #expect(rows(few).count == 3 && !few.contains("more goldens not listed"))
  }

  /// One character of thousands of combining marks is one grapheme: the cap counts bytes.
  @Test func aHugeSingleCharacterIsCapped() {
    let zalgo = "Z" + String(repeating: "\u{0301}", count: 50_000)
    let md = markdown([failure("home", layout: [zalgo])], maxBytes: 5000)
    #expect(md.utf8.count < 5000)
    #expect(rows(md).count == 1)
  }

  @Test func imagesAreLinksUnderTheBaseURLPercentEncoded() {
    let md = markdown([failure("home page"), failure("new-one", status: .new)],
                      verdicts: [GoldenVerdict(suite: "S", name: "home page", status: .failed),
                                 GoldenVerdict(suite: "S", name: "new-one", status: .missing),
                                 GoldenVerdict(suite: "S", name: "ok", status: .passed)],
                      base: "https://example.com/run/7/")
    #expect(md.contains("[diff](https://example.com/run/7/S/home%20page/diff.png)"), "\(md)")
    #expect(md.contains("| `S/new-one` | new | — | — | [actual](https://example.com/run/7/S/new-one/actual.png) |"), "\(md)")
    #expect(md.contains("**3 goldens**: 1 failed, 1 new, 0 removed, 1 passed."), "\(md)")
  }

  @Test func withoutABaseURLThereAreNoImageLinksAndItSaysSo() {
    let md = markdown([failure("home")])
    #expect(!md.contains("]("), "\(md)")
    #expect(md.contains("No image links: this summary was written without `--image-base-url`"))
    #expect(md.contains("**Goldens**: 1 failed, 0 new, 0 removed; passed goldens not counted"), "\(md)")
  }

  @Test func aBaseURLThatCouldBreakALinkIsRefused() throws {
    let s = Scratch()
    try FileManager.default.createDirectory(atPath: s.path("a"), withIntermediateDirectories: true)
    // A clean run's artifacts: a run record with no failure (an empty folder is refused).
    try JSONEncoder().encode(GoldenRunRecord(renderer: "test", shard: nil, goldens: []))
      .write(to: URL(fileURLWithPath: s.path("a/plumb-run.json")))
    for bad in ["javascript:alert(1)", "https://x.example/a)b", "https://x.example/ a", "ftp://x.example", "https://",
                "https://x.example/\"><b>", "https://x.example/\u{e9}", "https://x.example/a\nb"] {
      let r = runPlumb(["report", "--artifacts", s.path("a"), "--out", s.path("r"), "--image-base-url", bad])
      #expect(r.status == .failure, "\(bad)")
      #expect(r.err.contains("--image-base-url"), "\(r.err)")
    }
    let ok = runPlumb(["report", "--artifacts", s.path("a"), "--out", s.path("r"), "--image-base-url", "http://x.example/run%201"])
    #expect(ok.status == .success, "\(ok.err)")
  }

  /// `--markdown PATH` writes the same summary as the report folder's report.md, and the
  /// defaults of a clean run say every golden matched.
  @Test func markdownFileIsTheReportsSummary() throws {
    let s = Scratch()
    try s.artifact(in: s.path("a"), folder: "S/n", suite: "S", name: "n")
    let r = runPlumb(["report", "--artifacts", s.path("a"), "--out", s.path("r"), "--markdown", s.path("summary.md"),
                      "--image-base-url", "https://example.com/x"])
    #expect(r.status == .success, "\(r.err)")
    let md = try String(contentsOfFile: s.path("summary.md"), encoding: .utf8)
    #expect(md == (try String(contentsOfFile: s.path("r/report.md"), encoding: .utf8)))
    #expect(md.contains("| `S/n` | failed | 3 (6.250%) | none (pixel-only change) | [golden](https://example.com/x/S/n/golden.png)"), "\(md)")
  }
}
