import Foundation
import PlumbGoldens
import PlumbTesting
import PlumbUI
import Testing

// Xcode's pseudolanguages as render traits: each rewrites localized strings, leaves verbatim
// strings alone, and a label that fits in English is reported truncated under double length.

@Suite struct PseudolanguageTests {
  @Test func eachPseudolanguageRewritesAString() {
    #expect(Pseudolanguage.doubleLength.apply(to: "Save") == "Save Save")
    #expect(Pseudolanguage.bounded.apply(to: "Save") == "[# Save #]")
    #expect(Pseudolanguage.accented.apply(to: "Save 12") == "Šåvé 12")
    #expect(Pseudolanguage.accented.apply(to: "Save").count == 4)
    #expect(Pseudolanguage.rightToLeft.apply(to: "Save") == "\u{202E}Save\u{202C}")
    #expect(Pseudolanguage.doubleLength.apply(to: "") == "")
  }

  @Test func variantsNameAndParseTheirGoldens() throws {
    #expect(Variant.pseudolanguage(.doubleLength).nameSuffix == "pseudo-double")
    #expect((Variant.dark + .pseudolanguage(.accented)).nameSuffix == "dark.pseudo-accented")
    let parsed = try #require(Variant.parse(suffix: "dark.pseudo-bounded"))
    #expect(parsed.variant.traits.pseudolanguage == .bounded)
    #expect(parsed.variant.traits.colorScheme == .dark)
    #expect(Variant.parse(suffix: "pseudo-klingon") == nil)
  }

  /// A localized label changes; `Text(verbatim:)` does not; the right-to-left one flips layout.
  @Test @MainActor func onlyLocalizedTextsChange() {
    func shown(_ view: some View, _ p: Pseudolanguage?) -> [String] {
      let host = ViewHost(view.frame(width: 150).lineLimit(1), device: .custom(width: 400, height: 100, scale: 1),
                          traits: RenderTraits(pseudolanguage: p))
      return host.truncatedTexts.map(\.string)
    }
    #expect(shown(Text("Settings"), nil).isEmpty)
    #expect(shown(Text("Settings"), .doubleLength) == ["Settings Settings"])
    #expect(shown(Text(verbatim: "Settings"), .doubleLength).isEmpty)
    var env = EnvironmentValues()
    RenderTraits(pseudolanguage: .rightToLeft).apply(to: &env)
    #expect(env.layoutDirection == .rightToLeft)
    RenderTraits(layoutDirection: .leftToRight, pseudolanguage: .rightToLeft).apply(to: &env)
    #expect(env.pseudolanguage == .rightToLeft)
  }

  /// Navigation titles and text-field prompts given as keys are localized strings too; a title
  /// from a `String` is not.
  @Test @MainActor func titlesAndPromptsGivenAsKeysChange() {
    func names(_ view: some View) -> [String] {
      ViewHost(view, device: .iPhoneSE3, traits: RenderTraits(pseudolanguage: .bounded))
        .layoutSnapshot.root.flattened.map(\.name).filter { $0.hasPrefix("Text(") }
    }
    let keyed = names(NavigationStack { TextField("Search", text: .constant("")).navigationTitle("Inbox") })
    #expect(keyed.contains("Text(\"[# Inbox #]\")"), "\(keyed)")
    #expect(keyed.contains("Text(\"[# Search #]\")"), "\(keyed)")
    let title = "Inbox"
    let plain = names(NavigationStack { Color.clear.navigationTitle(title) })
    #expect(plain.contains("Text(\"Inbox\")"), "\(plain)")
  }

  /// The assertion names the label a double-length translation cuts off, and passes in English.
  @Test @MainActor func doubleLengthTruncatesALabelThatFitsInEnglish() async {
    let row = HStack {
      Text("Notifications").lineLimit(1)
      Spacer()
      Text(verbatim: "On").foregroundStyle(.secondary)
    }
    .padding()
    .frame(width: 230)
    await assertNoTruncatedText(of: row, device: .iPhoneSE3)
    await withKnownIssue {
      await assertNoTruncatedText(of: row, variant: .pseudolanguage(.doubleLength), device: .iPhoneSE3)
    } matching: { issue in
      let said = issue.comments.map(\.rawValue).joined()
      return said.contains("“Notifications Notifications” is cut to") && said.contains("pseudo-double")
    }
  }
}
