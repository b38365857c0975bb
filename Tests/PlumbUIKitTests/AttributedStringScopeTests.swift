import PlumbTestSupport
import Testing

/// `AttributedString` attributes by name under `import SwiftUI` and `import UIKit`, as apps set
/// them (round 9's ANSI-colouring view): a name both scopes have is SwiftUI's (`.red` is a
/// `Color`), unless the value's type is UIKit's, as on iOS.
@Suite struct AttributedStringScopeTests {
  static let swiftUIOnly = """
    import SwiftUI

    func colored(_ s: String) -> AttributedString {
      var out = AttributedString(s)
      out.foregroundColor = .red
      out.backgroundColor = .yellow
      out.font = .system(size: 12).monospaced()
      out.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .gray)
      let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
      let md = (try? AttributedString(markdown: "**\\(s)**", options: options)) ?? out
      return out + md
    }
    """

  static let both = """
    import SwiftUI
    import UIKit

    func colored(_ s: String) -> AttributedString {
      var out = AttributedString(s)
      out.foregroundColor = .red
      let color: Color? = out.foregroundColor
      out.foregroundColor = UIColor.blue
      out.uiKit.foregroundColor = UIColor.blue
      out.font = UIFont.systemFont(ofSize: 12)
      out.underlineStyle = NSUnderlineStyle.single
      var c = AttributeContainer()
      c.inlinePresentationIntent = .stronglyEmphasized
      out.mergeAttributes(c)
      _ = color
      return out
    }
    """

  @Test(arguments: [5, 6]) func swiftUIScopeTypeChecks(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.swiftUIOnly, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }

  @Test(arguments: [5, 6]) func bothScopesTypeCheckAndSwiftUIsNameWins(mode: Int) {
    let said = SnippetTypeCheck.diagnostics(Self.both, swiftVersion: mode)
    #expect(said == nil, "Swift \(mode): \(said ?? "")")
  }
}
