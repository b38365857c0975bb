import Foundation
import PlumbGraphics
@testable import PlumbUI
import Testing

/// Markdown in Text literals and the text decorations that are not drawn warn instead of
/// drawing a silently different picture (docs/text.md).
@Suite struct TextMarkdownWarningTests {
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

  @Test @MainActor func literalMarkdownWarnsOnceVerbatimDoesNot() {
    let (_, warnings) = RenderWarnings.collecting {
      _ = ViewHost(VStack { Text("Tap **Save**"); Text("and *then*") })
    }
    #expect(warnings.filter { $0.hasPrefix("Text: inline Markdown") }.count == 1)
    let (_, quiet) = RenderWarnings.collecting {
      _ = ViewHost(VStack { Text(verbatim: "Tap **Save**"); Text(String("Tap **Save**")) })
    }
    #expect(!quiet.contains { $0.hasPrefix("Text: inline Markdown") })
  }

  @Test @MainActor func decorationsWarnWhenActive() {
    let (_, warnings) = RenderWarnings.collecting {
      _ = ViewHost(VStack {
        Text("a").underline()
        Text("b").strikethrough(false)
        Text("c").kerning(2) + Text("d").tracking(0)
      })
    }
    #expect(warnings.contains { $0.hasPrefix("Text.underline(_:)") })
    #expect(warnings.contains { $0.hasPrefix("Text.kerning(_:)") })
    #expect(!warnings.contains { $0.hasPrefix("Text.strikethrough(_:)") || $0.hasPrefix("Text.tracking(_:)") })
  }
}
