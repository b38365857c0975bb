import Foundation
import PlumbGraphics
@testable import PlumbGoldens
import Testing
@testable import PlumbCLI

/// Every string in the report page comes from data; none may add markup or script.
@Suite struct ReportEscapingTests {
  static func summary(suite: String = "S", name: String, layout: [String] = []) -> GoldenFailureSummary {
    GoldenFailureSummary(suite: suite, name: name, golden: "g.png", differentPixels: 1, totalPixels: 4,
                         largestDelta: 0.2, loosestPassingThreshold: nil, layoutChanges: layout,
                         sizeMismatch: nil, goldenRenderer: nil, message: "m")
  }

  /// The page's JSON data block, decoded.
  static func data(_ html: String) throws -> [String: Any] {
    let open = try #require(html.range(of: "<script type=\"application/json\" id=\"\(ReportPage.dataID)\">"))
    let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
    let json = String(html[open.upperBound..<close.lowerBound])
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  static func firstFrame(_ data: [String: Any]) throws -> [String: Any] {
    let goldens = try #require(data["goldens"] as? [[String: Any]])
    return try #require((goldens.first?["frames"] as? [[String: Any]])?.first)
  }

  /// A `"` in a name once closed the `src` attribute, and the `onerror` after it ran. Names now
  /// reach the page only as JSON data, and URLs built from them are percent-encoded.
  @Test func quoteInANameCannotOpenAnAttribute() throws {
    let name = "x\" onerror=\"alert(1)"
    let html = ReviewReport(title: "t", failures: [Self.summary(name: name)]).html()
    #expect(!html.contains("<img"), "no image markup is written; the script builds it")
    let frame = try Self.firstFrame(Self.data(html))
    #expect(frame["stem"] as? String == name)
    #expect(frame["diff"] as? String == "S/x%22%20onerror%3D%22alert%281%29/diff.png")
  }

  /// The page shows data as DOM text, but a bidi override or an escape sequence from a summary
  /// still reordered or garbled what the reviewer read: they are written as `\u{…}`.
  @Test func bidiAndControlCharactersFromASummaryAreEscaped() throws {
    var summary = Self.summary(name: "n", layout: ["Text \u{202E}gnp.exe\u{202C} moved"])
    summary.message = "Golden mismatch\n\u{1B}[2J\u{2066}x"
    let frame = try Self.firstFrame(Self.data(ReviewReport(title: "t", failures: [summary]).html()))
    #expect(frame["layout"] as? [String] == ["Text \\u{202E}gnp.exe\\u{202C} moved"])
    #expect(frame["message"] as? String == "Golden mismatch\n\\u{1B}[2J\\u{2066}x")
  }

  @Test func singleQuotesAndAmpersandsAreEscapedToo() throws {
    let layout = "<img src=x onerror=alert(1)> & 'q'"
    let html = ReviewReport(title: "a'b", failures: [Self.summary(name: "n", layout: [layout])]).html()
    #expect(!html.contains("<img src=x"))
    #expect(html.contains("\\u003cimg src=x onerror=alert(1)\\u003e \\u0026 'q'"))
    #expect(try Self.firstFrame(Self.data(html))["layout"] as? [String] == [layout])
    #expect(html.contains("<title>a&#39;b</title>"))
  }

  /// No string in the data can end the data block, open a comment or start a script.
  @Test func dataCannotCloseItsScriptElement() throws {
    let hostile = "</script><script>alert(1)</script><!-- \u{2028}"
    let html = ReviewReport(title: hostile, failures: [Self.summary(name: "n", layout: [hostile])]).html()
    #expect(html.components(separatedBy: "</script>").count == 3, "the data block and the page's script end once each")
    #expect(!html.contains("<!--"))
    let block = try #require(html.components(separatedBy: "id=\"\(ReportPage.dataID)\">").last?.components(separatedBy: "</script>").first)
    #expect(!block.contains("\u{2028}") && block.contains("\\u2028"), "a line separator is escaped in the data")
    let data = try Self.data(html)
    #expect(data["title"] as? String == hostile)
    #expect(try Self.firstFrame(data)["layout"] as? [String] == [hostile])
  }

  /// The page forbids every script it did not bring itself, and every network fetch.
  @Test func contentSecurityPolicyForbidsInlineScriptFromTheData() throws {
    let html = ReviewReport(title: "t", failures: [Self.summary(name: "n")]).html()
    let meta = try #require(html.components(separatedBy: "\n").first { $0.contains("http-equiv=\"Content-Security-Policy\"") })
    #expect(meta.contains("default-src 'none'"))
    // Exactly the page's own script and style sheet, by hash.
    #expect(meta.contains("script-src 'sha256-\(SHA256Digest.base64(Array(ReportScript.source.utf8)))'"))
    #expect(meta.contains("style-src 'sha256-\(SHA256Digest.base64(Array(ReportStyle.css.utf8)))'"))
    #expect(html.contains("<script>\(ReportScript.source)</script>"))
    #expect(html.contains("<style>\(ReportStyle.css)</style>"))
    #expect(!meta.contains("'unsafe-inline'"))
    #expect(meta.contains("img-src 'self'"))
    // The meta comes before anything built from data.
    let metaAt = try #require(html.range(of: "Content-Security-Policy")).lowerBound
    let titleAt = try #require(html.range(of: "<title>")).lowerBound
    #expect(metaAt < titleAt)
  }
}
