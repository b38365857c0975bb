import Foundation
import PlumbAssets
import PlumbGraphics
import Testing

/// Generated asset symbols (docs/assets.md): the identifier rule and the generated file.
@Suite struct AssetSymbolSourceTests {
  /// Asset names and the identifiers Xcode 15/16 generated for them, read from
  /// GeneratedAssetSymbols.swift files committed to public repositories (H: each pair was seen
  /// in Xcode's own output), then cases the rule decides that no such file showed (M).
  @Test(arguments: [
    ("AccentColor", AssetSymbolNames.Kind.color, "accent"),
    ("ButtonPrimaryBgColor", .color, "buttonPrimaryBg"),
    ("AppAccentPrimary", .color, "appAccentPrimary"),
    ("LaunchBackground", .color, "launchBackground"),
    ("AllSetImage", .image, "allSet"),
    ("bostonFernImage", .image, "bostonFern"),
    ("BackGroundImageV4", .image, "backGroundImageV4"),
    ("GameMode00", .image, "gameMode00"),
    ("GetStartedBG", .image, "getStartedBG"),
    ("AVR_Red_Smarthome", .image, "avrRedSmarthome"),
    ("checkmark_unchecked_DM", .image, "checkmarkUncheckedDM"),
    ("note-card-thumbnail-DM", .image, "noteCardThumbnailDM"),
    ("weather-clear", .image, "weatherClear"),
    ("googledrive", .image, "googledrive"),
    ("WebClipLinkIcon", .image, "webClipLinkIcon"),
    // M: the rule applied to shapes no generated file showed.
    ("Color", .color, "color"),
    ("Image", .image, "image"),
    ("LogoColor", .image, "logoColor"),
    ("2x-badge", .image, "_2xBadge"),
    ("default", .image, "`default`"),
    ("Icons/star-filled", .image, "iconsStarFilled"),
    ("café au lait", .color, "cafAuLait"),
  ])
  func identifiers(name: String, kind: AssetSymbolNames.Kind, expected: String) {
    #expect(AssetSymbolNames.identifier(for: name, kind: kind) == expected)
  }

  @Test func aNameWithoutLettersHasNoIdentifier() {
    #expect(AssetSymbolNames.identifier(for: "--", kind: .image) == nil)
    #expect(AssetSymbolNames.identifier(for: "", kind: .color) == nil)
  }

  @Test func theFileHasEveryMemberAndLeavesOutClashes() {
    let fixture = CatalogFixture()
    fixture.write("AccentColor.colorset/Contents.json", Self.colorSet)
    fixture.write("Red.colorset/Contents.json", Self.colorSet)
    fixture.write("logo.imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"a.png"}]}"#)
    fixture.write("logo.imageset/a.png", CatalogFixture.pngHeader(width: 2, height: 2))
    // "logoImage" also resolves to `logo`: the second in name order is left out, with a warning.
    fixture.write("logoImage.imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"a.png"}]}"#)
    fixture.write("logoImage.imageset/a.png", CatalogFixture.pngHeader(width: 2, height: 2))
    let source = AssetSymbolSource(catalogs: [AssetCatalog(reading: fixture.catalog)])
    #expect(source.colors.map(\.identifier) == ["accent", "red"])
    #expect(source.images.map(\.name) == ["logo"])
    #expect(source.problems.count == 2)
    #expect(source.problems.contains { $0.contains("\"logoImage\" resolves to the symbol logo, which \"logo\" already has") })
    #expect(source.problems.contains { $0.contains(fixture.catalog.path) && $0.contains("\"Red\" has the name of a SwiftUI colour") })

    let text = source.render(bundle: "Foundation.Bundle.module", modules: .init(swiftUI: "SwiftUI", uiKit: "UIKit"))
    #expect(text.contains("static let accent = ColorResource(name: \"AccentColor\", bundle: resourceBundle)"))
    #expect(text.contains("static let red = ColorResource(name: \"Red\", bundle: resourceBundle)"))
    #expect(text.contains("static var accent: Color { .init(.accent) }"))
    #expect(!text.contains("static var red"))
    #expect(text.contains("static var logo: UIImage { .init(resource: .logo) }"))
    #expect(text.contains("private let resourceBundle = Foundation.Bundle.module"))
    #expect(text.contains("import UIKit"))
    let noUIKit = source.render(bundle: "Foundation.Bundle.main", modules: .init(swiftUI: "PlumbUI"))
    #expect(!noUIKit.contains("UIKit") && !noUIKit.contains("UIColor") && noUIKit.contains("import PlumbUI"))
    // With the extensions off (a project's "Generate Swift Asset Symbol Extensions" = NO) only
    // the resources are written.
    let resourcesOnly = source.render(bundle: "Foundation.Bundle.main", modules: .init(swiftUI: "SwiftUI", uiKit: "UIKit"),
                                      extensions: false)
    #expect(resourcesOnly.contains("static let accent = ColorResource(name: \"AccentColor\", bundle: resourceBundle)"))
    #expect(!resourcesOnly.contains("extension Color {") && !resourcesOnly.contains("extension UIImage {"))
  }

  /// Folder names are data: a quote, a backslash, a newline or a non-ASCII character in a name
  /// can neither end the string literal nor the doc comment's line.
  @Test func hostileNamesAreEscaped() {
    let fixture = CatalogFixture()
    let name = "a\"b\\c\nd\u{202E}é"
    fixture.write("\(name).colorset/Contents.json", Self.colorSet)
    let source = AssetSymbolSource(catalogs: [AssetCatalog(reading: fixture.catalog)])
    #expect(source.colors.map(\.identifier) == ["aBCD"])
    let text = source.render(bundle: "Foundation.Bundle.main", modules: .init())
    #expect(text.contains(#"ColorResource(name: "a\"b\\c\u{a}d\u{202e}\u{e9}", bundle: resourceBundle)"#))
    #expect(text.contains(#"/// The "a"b\u{5c}c\u{a}d\u{202e}\u{e9}" asset catalog color resource."#))
    // Every line of the file is a declaration, a comment, blank, or a brace: no stray text.
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let t = line.trimmingCharacters(in: .whitespaces)
      #expect(t.hasPrefix("//") || t.hasPrefix("import") || t.hasPrefix("private let") || t.hasPrefix("extension")
              || t.hasPrefix("static") || t == "}", "\(t)")
      #expect(!t.unicodeScalars.contains { $0.value == 0x202E }, "\(t)")
    }
  }

  static let colorSet = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#
}
