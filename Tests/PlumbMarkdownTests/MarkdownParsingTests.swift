import Foundation
import PlumbMarkdown
import Testing

/// `AttributedString(markdown:)` as Foundation parses it on iOS (docs/text.md, "Markdown").
@Suite struct MarkdownParsingTests {
  /// The runs of `s`: text, inline intent and link.
  func runs(_ s: AttributedString) -> [(String, InlinePresentationIntent?, String?)] {
    s.runs.map { run in
      (String(s[run.range].characters), run.inlinePresentationIntent, run.link?.absoluteString)
    }
  }

  @Test func inlineMarksBecomeIntents() throws {
    let s = try AttributedString(markdown: "Plain **bold** *it* `code` ~~gone~~ [site](https://example.com)")
    #expect(String(s.characters) == "Plain bold it code gone site")
    let r = runs(s)
    #expect(r.contains { $0.0 == "bold" && $0.1 == .stronglyEmphasized })
    #expect(r.contains { $0.0 == "it" && $0.1 == .emphasized })
    #expect(r.contains { $0.0 == "code" && $0.1 == .code })
    #expect(r.contains { $0.0 == "gone" && $0.1 == .strikethrough })
    #expect(r.contains { $0.0 == "site" && $0.2 == "https://example.com" })
    #expect(r.first?.1 == nil)
  }

  @Test func nestedMarksCombine() throws {
    let s = try AttributedString(markdown: "***both***")
    #expect(runs(s).map(\.1) == [[.emphasized, .stronglyEmphasized]])
  }

  @Test func fullSyntaxSetsBlocksWithoutSeparators() throws {
    let s = try AttributedString(markdown: "# Title\n\nBody text\n\n- one\n- two")
    // As on iOS: the blocks' texts are joined with nothing between them.
    #expect(String(s.characters) == "TitleBody textonetwo")
    let intents = s.runs.map { $0.presentationIntent?.components.map(\.kind) ?? [] }
    #expect(intents.first == [.header(level: 1)])
    #expect(intents.contains([.paragraph]))
    #expect(intents.last == [.paragraph, .listItem(ordinal: 2), .unorderedList])
  }

  @Test func inlineOnlyLeavesBlockMarksAsTyped() throws {
    let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
    let s = try AttributedString(markdown: "# 1\n- item **b**\n1. first\n  indented  ", options: options)
    #expect(String(s.characters) == "# 1\n- item b\n1. first\n  indented  ")
    #expect(s.runs.allSatisfy { $0.presentationIntent == nil })
    let collapsed = try AttributedString(markdown: "a\n  b   *c*", options: .init(interpretedSyntax: .inlineOnly))
    #expect(String(collapsed.characters) == "a b c")
  }

  @Test func linksResolveAgainstTheBaseURL() throws {
    let s = try AttributedString(markdown: "[doc](guide/a.html)", baseURL: URL(string: "https://example.com/docs/"))
    #expect(s.runs.first?.link?.absoluteString == "https://example.com/docs/guide/a.html")
  }

  @Test func containerReadsTheIntent() {
    var container = AttributeContainer()
    container.inlinePresentationIntent = .code
    var s = AttributedString("x")
    s.mergeAttributes(container)
    #expect(s.runs.first?.inlinePresentationIntent == .code)
  }

  @Test func invalidUTF8DataThrows() {
    #expect(throws: MarkdownParsingError.self) { try AttributedString(markdown: Data([0xff, 0xfe, 0x41])) }
  }

  @Test func tablesAndCodeBlocks() throws {
    let s = try AttributedString(markdown: "```swift\nlet x = 1\n```\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |")
    let kinds = s.runs.compactMap { $0.presentationIntent?.components.first?.kind }
    #expect(kinds.first == .codeBlock(languageHint: "swift"))
    #expect(kinds.contains(.tableCell(columnIndex: 1)))
    let table = s.runs.compactMap { $0.presentationIntent?.components.last?.kind }.last
    #expect(table == .table(columns: [.init(alignment: .center), .init(alignment: .right)]))
  }

  /// Markdown is read many times in parallel (every Text of every screen): one registration.
  @Test func parsesConcurrently() async throws {
    try await withThrowingTaskGroup(of: String.self) { group in
      for i in 0..<16 { group.addTask { String(try AttributedString(markdown: "**\(i)**").characters) } }
      var seen = Set<String>()
      for try await s in group { seen.insert(s) }
      #expect(seen.count == 16)
    }
  }
}

/// A line that starts with inline syntax keeps it: only marks that would open a block are escaped
/// in inline-only parsing (what `Text` literals use).
@Suite struct InlineLineStartTests {
  @Test(arguments: [
    ("**Bold** start", "Bold start", InlinePresentationIntent.stronglyEmphasized),
    ("*Italic* start", "Italic start", InlinePresentationIntent.emphasized),
    ("_Italic_ start", "Italic start", InlinePresentationIntent.emphasized),
    ("~~old~~ new", "old new", InlinePresentationIntent.strikethrough),
    ("`code` first", "code first", InlinePresentationIntent.code),
  ])
  func inlineMarkAtLineStart(markdown: String, text: String, intent: InlinePresentationIntent) throws {
    let s = try AttributedString(markdown: markdown, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(s.characters) == text)
    #expect(s.runs.first?.inlinePresentationIntent == intent)
  }

  @Test(arguments: ["# Title", "- item", "* item", "+ item", "> quote", "---", "* * *", "```", "~~~", "1. one", "<div>"])
  func blockMarksStayAsTyped(line: String) throws {
    let s = try AttributedString(markdown: line, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(s.characters) == line)
  }
}
