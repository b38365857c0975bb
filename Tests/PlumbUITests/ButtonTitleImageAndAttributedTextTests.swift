import Foundation
import PlumbTesting
import PlumbUI
import Testing

// The iOS 17 title-and-image buttons and `Text(AttributedString)`.

@Suite struct ButtonTitleImageAndAttributedTextTests {
  /// `Button(_:systemImage:action:)` draws exactly what the long form with a `Label` draws.
  @Test @MainActor func systemImageButtonIsALabelButton() {
    let short = ViewHost(Button("Share", systemImage: "square.and.arrow.up") {}, device: .iPhoneSE3).displayList
    let long = ViewHost(Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }, device: .iPhoneSE3).displayList
    #expect(short == long)
    #expect(!short.items.isEmpty)
    let title: String = "Delete"
    let role = ViewHost(Button(title, systemImage: "trash", role: .destructive) {}, device: .iPhoneSE3).displayList
    let roleLong = ViewHost(Button(role: .destructive) {} label: { Label(title, systemImage: "trash") }, device: .iPhoneSE3).displayList
    #expect(role == roleLong)
    #expect(role != ViewHost(Button(title, systemImage: "trash") {}, device: .iPhoneSE3).displayList)
  }

  /// A plain attributed string draws as its characters and warns nothing; a link is drawn in
  /// the tint colour, with no warning.
  @Test @MainActor func attributedStringDrawsItsCharacters() {
    let (plain, quiet) = RenderWarnings.collecting {
      ViewHost(Text(AttributedString("Hello")), device: .iPhoneSE3).displayList
    }
    #expect(plain == ViewHost(Text(verbatim: "Hello"), device: .iPhoneSE3).displayList)
    #expect(quiet.isEmpty)
    var styled = AttributedString("Hello")
    styled.link = URL(string: "https://example.com")
    let (drawn, warnings) = RenderWarnings.collecting { ViewHost(Text(styled), device: .iPhoneSE3).displayList }
    #expect(drawn != plain)
    #expect(warnings.isEmpty)
  }

  /// A string literal stays a localized key (Foundation's AttributedString also takes literals):
  /// its Markdown is parsed, its characters drawn without the marks.
  @Test @MainActor func aLiteralIsStillALocalizedKey() {
    let literal = ViewHost(Text("Tap **Save**"), device: .iPhoneSE3).displayList
    #expect(literal != ViewHost(Text(verbatim: "Tap **Save**"), device: .iPhoneSE3).displayList)
    #expect(literal == ViewHost(Text(verbatim: "Tap ") + Text(verbatim: "Save").bold(), device: .iPhoneSE3).displayList)
  }

  /// SwiftUI's attribute scope by name (`string.foregroundColor`, `container.font`) and Markdown
  /// parsed into intents: both are drawn (docs/text.md, "Styled text").
  @Test @MainActor func swiftUIAttributesAndMarkdownAreDrawn() throws {
    var styled = try AttributedString(markdown: "Tap **Save**")
    #expect(String(styled.characters) == "Tap Save")
    // Explicit types, to name the attributes read back below.
    styled.foregroundColor = Color.red
    var container = AttributeContainer()
    container.font = Font.headline
    container.underlineStyle = Text.LineStyle.single
    styled.mergeAttributes(container)
    #expect(styled.runs.first?[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .red)
    #expect(styled.runs.first?[AttributeScopes.SwiftUIAttributes.FontAttribute.self] == .headline)
    let (drawn, warnings) = RenderWarnings.collecting { ViewHost(Text(styled), device: .iPhoneSE3).displayList }
    let same = Text(verbatim: "Tap ").foregroundColor(.red).font(.headline).underline()
      + Text(verbatim: "Save").foregroundColor(.red).font(.headline).bold().underline()
    #expect(drawn == ViewHost(same, device: .iPhoneSE3).displayList)
    #expect(drawn != ViewHost(Text(verbatim: "Tap Save"), device: .iPhoneSE3).displayList)
    #expect(warnings.isEmpty, "\(warnings)")
  }
}
