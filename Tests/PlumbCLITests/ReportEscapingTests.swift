import Foundation
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

  /// A `"` in a name once closed the `src` attribute, and the `onerror` after it ran.
  @Test func quoteInANameCannotOpenAnAttribute() {
    let html = ReviewReport(title: "t", failures: [Self.summary(name: "x\" onerror=\"alert(1)")]).html()
    #expect(!html.contains("\" onerror="))
    #expect(!html.contains("' onerror="))
    #expect(html.contains("src=\"S/x%22%20onerror%3D%22alert%281%29/diff.png\""), "\(html)")
  }

  @Test func singleQuotesAndAmpersandsAreEscapedToo() {
    let html = ReviewReport(title: "a'b", failures: [Self.summary(name: "n", layout: ["<img src=x onerror=alert(1)> & 'q'"])]).html()
    #expect(!html.contains("<img src=x"))
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &#39;q&#39;"))
    #expect(html.contains("<title>a&#39;b</title>"))
  }

  /// The page forbids every script it did not bring itself, and every network fetch.
  @Test func contentSecurityPolicyForbidsInlineScriptFromTheData() throws {
    let html = ReviewReport(title: "t", failures: [Self.summary(name: "n")]).html()
    let meta = try #require(html.components(separatedBy: "\n").first { $0.contains("http-equiv=\"Content-Security-Policy\"") })
    #expect(meta.contains("default-src 'none'"))
    #expect(meta.contains("script-src 'none'") || meta.contains("script-src 'sha256-"))
    #expect(!meta.contains("'unsafe-inline'"))
    #expect(meta.contains("img-src 'self'"))
    // The meta comes before anything built from data.
    let metaAt = try #require(html.range(of: "Content-Security-Policy")).lowerBound
    let titleAt = try #require(html.range(of: "<title>")).lowerBound
    #expect(metaAt < titleAt)
  }
}
