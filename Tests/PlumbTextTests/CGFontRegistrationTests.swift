import CoreText
import Foundation
import PlumbGraphics
import Testing
@testable import PlumbText

/// Registering a font from its bytes, as apps load bundled fonts at launch (`CGDataProvider` →
/// `CGFont` → `CTFontManagerRegisterGraphicsFont`), and unregistering it (docs/fonts.md).
@Suite struct CGFontRegistrationTests {
  static func comfortaa() throws -> CGFont {
    let data = try Data(contentsOf: CustomFontTests.regular)
    let provider = try #require(CGDataProvider(data: data as CFData))
    return try #require(CGFont(provider))
  }

  @Test func cgFontReadsTheNamesAndMetricsOfItsBytes() throws {
    let font = try Self.comfortaa()
    #expect(font.postScriptName == "Comfortaa-Regular")
    #expect(font.fullName == "Comfortaa Regular")
    #expect(font.unitsPerEm == 1000)
    #expect(font.ascent == 881 && font.descent == -234 && font.leading == 0)
    #expect(font.numberOfGlyphs > 100)
    let fromURL = try #require(CGDataProvider(url: CustomFontTests.bold as CFURL))
    #expect(CGFont(fromURL)?.postScriptName == "Comfortaa-Bold")
  }

  @Test func bytesThatAreNoFontMakeNoFont() throws {
    let provider = try #require(CGDataProvider(data: Data("not a font at all".utf8) as CFData))
    #expect(CGFont(provider) == nil)
    #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/font.ttf") as CFURL) == nil)
  }

  /// Registered once (then "already registered", 105), laid out in the registered face (its own
  /// advances, not Inter's), unregistered (then "not registered", 201) and drawn as the system
  /// font again.
  @Test func registersLaysOutAndUnregisters() throws {
    let registry = FontRegistry(discoversResources: false)
    try FontRegistry.withRegistry(registry) {
      let font = try Self.comfortaa()
      var error: Unmanaged<CFError>?
      #expect(CTFontManagerRegisterGraphicsFont(font, &error))
      #expect(error == nil)
      #expect(registry.postScriptNames == ["Comfortaa-Regular"])
      #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
      let again = try #require(error?.takeRetainedValue())
      #expect(again.domain == kCTFontManagerErrorDomain)
      #expect(CFErrorGetCode(again) == CTFontManagerError.alreadyRegistered.rawValue)

      let (registered, warnings) = CustomFontTests.layout("Plumbline", CustomFontTests.custom("Comfortaa-Regular"), in: registry)
      #expect(warnings.isEmpty)
      #expect(registered.runs.map(\.fontName) == ["app:Comfortaa-Regular"])
      let fileRegistry = try CustomFontTests.comfortaa()
      let (fromFile, _) = CustomFontTests.layout("Plumbline", CustomFontTests.custom("Comfortaa-Regular"), in: fileRegistry)
      #expect(registered.size == fromFile.size, "the same face as the file's")

      error = nil
      #expect(CTFontManagerUnregisterGraphicsFont(font, &error))
      #expect(registry.postScriptNames.isEmpty)
      #expect(!CTFontManagerUnregisterGraphicsFont(font, &error))
      #expect(error?.takeRetainedValue().code == kCTFontManagerErrorNotRegistered)
      let (after, _) = CustomFontTests.layout("Plumbline", CustomFontTests.custom("Comfortaa-Regular"), in: registry)
      #expect(after.runs.map(\.fontName) != ["app:Comfortaa-Regular"])
    }
  }

  /// A font registered from its file is "already registered" as a graphics font, and
  /// `CTFontManagerUnregisterFontsForURL` removes it.
  @Test func fileAndGraphicsRegistrationMeet() throws {
    let registry = FontRegistry(discoversResources: false)
    try FontRegistry.withRegistry(registry) {
      let url = CustomFontTests.regular
      #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
      var error: Unmanaged<CFError>?
      let font = try Self.comfortaa()
      #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
      #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
      #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
      #expect(registry.postScriptNames.isEmpty)
      #expect(!CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
      #expect(error?.takeRetainedValue().code == kCTFontManagerErrorNotRegistered)
      #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil), "registrable again")
    }
  }
}
