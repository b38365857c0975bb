import Foundation
import PlumbGraphics
import PlumbLocalizationFixture
@testable import PlumbUI
import PlumbText
import Testing

/// The lookup's language fallback chain and Foundation-style format specifiers.
@Suite struct LocalizationLookupTests {
  let bundlePath = LocalizedText.folder(of: LocalizationFixture.bundle)

  init() { _ = TextEngine() }  // installs ICU's plural rules

  func lookup(_ key: String, _ locale: String, table: String? = "Fixture", arguments: [LocalizedArgument] = [],
              device: Device? = nil) -> String? {
    var env = EnvironmentValues()
    env.locale = Locale(identifier: locale)
    let context = TextFormatContext(environment: env) { Date(timeIntervalSinceReferenceDate: 0) }
    return LocalizedText(key: key, arguments: arguments.map { .value($0) }, table: table, bundlePath: bundlePath)
      .string(context, device: device)
  }

  @Test func languageChainIsMostSpecificFirst() {
    #expect(LocalizationLookup.preferredLanguages(for: Locale(identifier: "de_CH")) == ["de-CH", "de"])
    #expect(LocalizationLookup.preferredLanguages(for: Locale(identifier: "zh-Hans-CN")) == ["zh-Hans-CN", "zh-Hans", "zh"])
    #expect(LocalizationLookup.choose(["de-CH", "de"], among: ["en", "de", "ar"]) == "de")
    #expect(LocalizationLookup.choose(["pt-BR", "pt"], among: ["pt_BR", "pt"]) == "pt_BR")
    #expect(LocalizationLookup.choose(["fr"], among: ["en", "de"]) == nil)
  }

  @Test func fallbackChain() {
    #expect(lookup("settings.title", "de_CH") == "Einstellungen")    // de-CH → de
    #expect(lookup("settings.title", "fr") == "Settings")             // no French: development language
    #expect(lookup("Save", "en") == "Save")                           // a catalog key with no English value is its own
    #expect(lookup("Save", "de") == "Sichern")
    #expect(lookup("Only in English", "de") == "Only in English")     // untranslated: the source text
    #expect(lookup("sounds", "de", table: "Settings") == "Sounds")    // de.lproj lacks it: en.lproj's
    #expect(lookup("no such key", "de") == nil)                       // nowhere: the caller draws the key
    #expect(lookup("notifications", "de", table: "Nope") == nil)      // no such table
  }

  @Test func missingLanguageWarnsOnceNamingIt() {
    let (_, warnings) = RenderWarnings.collecting {
      _ = lookup("settings.title", "fr")
      _ = lookup("Save", "fr")
    }
    #expect(warnings.filter { $0.contains("no fr localization") && $0.contains("table Fixture") }.count == 1, "\(warnings)")
  }

  @Test func formatSpecifiersAsFoundationAppliesThem() {
    #expect(lookup("Hello, %@!", "de", arguments: [.string("Ada")]) == "Hallo, Ada!")
    #expect(lookup("Progress %.1f", "de", arguments: [.double(3.5)]) == "Fortschritt 3,5")
    #expect(lookup("%lld files in %@", "de", arguments: [.int(1), .string("Bonn")]) == "1 Datei in Bonn")
    #expect(lookup("%lld files in %@", "de", arguments: [.int(7), .string("Bonn")]) == "7 Dateien in Bonn")
  }

  @Test func formatterHandlesPositionsWidthsAndMismatches() {
    let f = LocalizedFormatter(language: "en", locale: Locale(identifier: "en_US"), idiom: "iphone", key: "k")
    #expect(f.string(.text("%2$@ before %1$@"), arguments: [.string("a"), .string("b")]) == "b before a")
    #expect(f.string(.text("%05d|%-3d|%x|%%"), arguments: [.int(42), .int(7), .int(255)]) == "00042|7  |ff|%")
    #expect(f.string(.text("100%"), arguments: []) == "100%")
    let (s, warnings) = RenderWarnings.collecting { f.string(.text("%d and %@ and %@"), arguments: [.string("x"), .int(3)]) }
    #expect(s == "x and 3 and %@")
    #expect(warnings.count == 2, "\(warnings)")  // %d given text; a third argument missing
  }

  @Test(arguments: [(0, "لا عناصر"), (1, "عنصر واحد"), (2, "عنصران"), (3, "3 عناصر"), (11, "11 عنصرًا"), (100, "100 عنصر")])
  func arabicHasSixPluralForms(n: Int, expected: String) {
    #expect(lookup("%lld items", "ar", arguments: [.int(Int64(n))]) == expected)
  }

  @Test func icuPluralCategories() {
    let rules = ICUPluralRules()
    #expect([1, 2, 5, 21].map { rules.pluralCategory(of: Double($0), language: "ru") } == [.one, .few, .many, .one])
    #expect([0, 1, 2, 3, 11, 100].map { rules.pluralCategory(of: Double($0), language: "ar") } == [.zero, .one, .two, .few, .many, .other])
    #expect(rules.pluralCategory(of: 1, language: "ja") == .other)
  }

  @Test func deviceVariation() {
    #expect(lookup("Tap here", "de", device: .iPhone14) == "Hier tippen")
    #expect(lookup("Tap here", "de", device: .iPad10) == "Hier auf dem iPad tippen")
  }

  @Test func interpolatedKeysAreWrittenAsSwiftUIWritesThem() {
    let n = 3, name = "Ada", x = 2.5
    let key: LocalizedStringKey = "\(n) of \(name), \(x, specifier: "%.1f") at 100%"
    #expect(key.formatKey == "%lld of %@, %.1f at 100%%")
    #expect(key.key == "3 of Ada, 2.5 at 100%")
    let value: String.LocalizationValue = "\(n) items"
    #expect(value.formatKey == "%lld items")
  }

  @Test @MainActor func stringLocalizedUsesTheRenderLanguage() throws {
    #expect(String(localized: "settings.title", table: "Fixture", bundle: LocalizationFixture.bundle) == "Settings")  // outside a host: en_US
    let host = ViewHost(FoundationLookups(), traits: RenderTraits(locale: Locale(identifier: "de")))
    let names = host.layoutSnapshot.root.flattened.map(\.name)
    for expected in ["Einstellungen", "4 Artikel insgesamt", "Mitteilungen", "Sichern", "Fallback"] {
      #expect(names.contains("Text(\"\(expected)\")"), "\(expected) not in \(names)")
    }
  }
}

/// Strings looked up in a body with Foundation's API rather than `Text("key")`.
private struct FoundationLookups: View {
  let bundle = LocalizationFixture.bundle
  var body: some View {
    VStack {
      Text(verbatim: String(localized: "settings.title", table: "Fixture", bundle: bundle))
      Text(verbatim: String(localized: "\(4) items", table: "Fixture", bundle: bundle))
      Text(verbatim: String(localized: "notifications", table: "Settings", bundle: bundle))
      Text(verbatim: String(localized: LocalizedStringResource("Save", table: "Fixture", bundle: .atURL(bundle.resourceURL!))))
      Text(verbatim: String(localized: "missing.key", defaultValue: "Fallback", table: "Fixture", bundle: bundle))
    }
  }
}
