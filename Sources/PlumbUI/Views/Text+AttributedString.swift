import Foundation

extension Text {
  /// Text of an attributed string, as SwiftUI's `Text(_: AttributedString)` (iOS 15): each run is
  /// drawn with its SwiftUI attributes (font, colours, underline, strikethrough, kern, tracking,
  /// baseline offset) and its Markdown intents and links, over the text's own style.
  /// Disfavoured: Foundation's `AttributedString` takes string literals here, and `Text("key")`
  /// must stay a localized key.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
    attributedRuns = attributedContent.runs.map { run in
      AttributedRun(string: String(attributedContent[run.range].characters), attributes: TextAttributes(run: run))
    }
  }
}
