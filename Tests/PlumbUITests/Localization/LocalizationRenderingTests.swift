import Foundation
import PlumbGoldens
import PlumbGraphics
import PlumbLocalizationFixture
import PlumbTesting
@testable import PlumbUI
import Testing

/// A localised target drawn in its languages: the variant's locale picks the table's language,
/// and the pixels are those of the translation itself (docs/localization.md).
@Suite struct LocalizationRenderingTests {
  let bundle = LocalizationFixture.bundle

  @MainActor func pixels(_ view: some View, locale: String? = nil) async throws -> RGBAImage {
    let traits = RenderTraits(locale: locale.map { Locale(identifier: $0) })
    return try await renderView(view.frame(width: 300, height: 40, alignment: .leading),
                                options: ViewRenderOptions(device: .custom(width: 300, height: 40, scale: 1),
                                                           background: .white, traits: traits)).image
  }

  @Test(arguments: [("de", "Einstellungen"), ("ar", "الإعدادات"), ("en", "Settings"), ("de-CH", "Einstellungen")])
  @MainActor func catalogKeyDrawsTheTranslation(locale: String, expected: String) async throws {
    let localized = try await pixels(Text("settings.title", tableName: "Fixture", bundle: bundle), locale: locale)
    let literal = try await pixels(Text(verbatim: expected), locale: locale)
    #expect(localized == literal, "Text(\"settings.title\") in \(locale) should draw \(expected)")
    let key = try await pixels(Text(verbatim: "settings.title"), locale: locale)
    #expect(localized != key, "the key itself was drawn in \(locale)")
  }

  @Test(arguments: [("de", 1, "1 Artikel"), ("de", 5, "5 Artikel insgesamt"), ("en", 1, "1 item"), ("ar", 2, "عنصران")])
  @MainActor func pluralVariationDrawsItsForm(locale: String, count: Int, expected: String) async throws {
    let localized = try await pixels(Text("\(count) items", tableName: "Fixture", bundle: bundle), locale: locale)
    let literal = try await pixels(Text(verbatim: expected), locale: locale)
    #expect(localized == literal, "\"\\(\(count)) items\" in \(locale) should draw \(expected)")
  }

  @Test @MainActor func stringsTableDrawsGermanAndFallsBackToEnglish() async throws {
    let german = try await pixels(Text("notifications", tableName: "Settings", bundle: bundle), locale: "de")
    #expect(german == (try await pixels(Text(verbatim: "Mitteilungen"), locale: "de")))
    let (fallback, warnings) = try await RenderWarnings.collecting {
      try await pixels(Text("sounds", tableName: "Settings", bundle: bundle), locale: "de")
    }
    #expect(fallback == (try await pixels(Text(verbatim: "Sounds"), locale: "de")))
    #expect(warnings.contains { $0.contains("\"sounds\"") && $0.contains("de") && $0.contains("table Settings") },
            "the missing German entry should warn naming key, language and table: \(warnings)")
  }

  @Test @MainActor func screenRendersInEachLanguage() async throws {
    var images: [RGBAImage] = []
    for locale in ["en", "de", "ar"] {
      let r = try await renderView(LocalizedSettingsScreen(count: 3),
                                   options: ViewRenderOptions(device: .custom(width: 320, height: 140, scale: 2),
                                                              traits: RenderTraits(locale: Locale(identifier: locale))))
      let names = r.layout?.root.flattened.map(\.name) ?? []
      images.append(r.image)
      if locale == "de" {
        #expect(names.contains("Text(\"Einstellungen\")") && names.contains("Text(\"3 ungelesene Nachrichten\")"), "\(names)")
      }
      if locale == "ar" { #expect(names.contains("Text(\"3 رسائل غير مقروءة\")"), "\(names)") }
    }
    #expect(images[0] != images[1] && images[1] != images[2])
  }

  /// The fixture screen in each of its languages, as goldens: English,
  /// German, and Arabic (with its plural form for three) right to left, as an Arabic device lays it out.
  @Test @MainActor func settingsGoldensInEachLanguage() async {
    await assertGolden(of: LocalizedSettingsScreen(count: 3),
                       variants: [.locale("en"), .locale("de"), .locale("ar") + .rightToLeft], named: "settings",
                       device: .custom(width: 320, height: 140, scale: 2))
  }
}

/// The longest-translation pseudolanguage: per key, the widest of its translations.
@Suite struct LongestTranslationTests {
  let bundle = LocalizationFixture.bundle

  @MainActor func width(_ text: Text, _ pseudo: Pseudolanguage? = nil) -> CGFloat {
    let host = ViewHost(text.fixedSize().id("t"), device: .custom(width: 600, height: 100, scale: 1),
                        traits: RenderTraits(pseudolanguage: pseudo))
    return host.layoutSnapshot.frame("t")?.width ?? -1
  }

  @Test @MainActor func theWidestTranslationIsDrawn() {
    let longest = width(Text("settings.title", tableName: "Fixture", bundle: bundle), .longestTranslation)
    let each = ["Settings", "Einstellungen", "الإعدادات"].map { width(Text(verbatim: $0)) }
    #expect(longest == each.max())
    #expect(longest > width(Text("settings.title", tableName: "Fixture", bundle: bundle)))
    // A key no table has is drawn as itself.
    #expect(width(Text("no.such.key", tableName: "Fixture", bundle: bundle), .longestTranslation)
            == width(Text(verbatim: "no.such.key")))
  }
}
