import Foundation
import PlumbGraphics
@testable import PlumbUI
import Testing

/// The quick check that decides whether a Text literal goes through the Markdown parser
/// (docs/text.md, "Styled text"): it must find every inline construct and pass plain punctuation.
@Suite struct TextMarkdownCheckTests {
  @Test(arguments: [
    ("Tap **Save** to keep it", "**bold**"),
    ("an *important* step", "*italic*"),
    ("an _important_ step", "_italic_"),
    ("~~old~~ new", "~~strikethrough~~"),
    ("run `swift test`", "`code`"),
    ("read [the docs](https://example.com)", "[link](url)"),
  ])
  func markdownIsFound(text: String, construct: String) {
    #expect(TextMarkdownCheck.construct(in: text) == construct)
  }

  /// Plain punctuation is not Markdown: a lone star, snake_case, 2 * 3 * 4, brackets alone.
  @Test(arguments: ["5 * 3 = 15", "2 * 3 * 4", "file_name_here", "rating: *", "[draft]", "a ** b", "price_", "`"])
  func plainTextIsNot(text: String) {
    #expect(TextMarkdownCheck.construct(in: text) == nil)
  }

  /// Styled text draws; nothing warns that it is not drawn.
  @Test @MainActor func markdownAndDecorationsDrawWithoutWarnings() {
    let (_, warnings) = RenderWarnings.collecting {
      _ = ViewHost(VStack {
        Text("Tap **Save**"); Text("and *then*")
        Text("a").underline()
        Text("c").kerning(2) + Text("d").tracking(1).baselineOffset(2)
      })
    }
    #expect(warnings.isEmpty, "\(warnings)")
  }

  /// Apple's attribute syntax for automatic grammar agreement is not read: drawn as typed, warned.
  @Test @MainActor func inflectionAttributeWarns() {
    let (_, warnings) = RenderWarnings.collecting { _ = ViewHost(Text("^[2 apple](inflect: true)")) }
    #expect(warnings.contains { $0.contains("^[…](inflect: true)") }, "\(warnings)")
    let (_, quiet) = RenderWarnings.collecting { _ = ViewHost(Text(verbatim: "^[2 apple](inflect: true)")) }
    #expect(quiet.isEmpty)
  }
}
