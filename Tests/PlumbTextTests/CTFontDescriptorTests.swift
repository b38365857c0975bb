import CoreText
import Foundation
import PlumbGraphics
import Testing
@testable import PlumbText

/// Font descriptors and the font manager's lists answer with the fonts the app registered
/// (docs/fonts.md, "Descriptors"), not with made-up names.
@Suite struct CTFontDescriptorTests {
  @Test func registeredDescriptorsNameTheRegisteredFaces() throws {
    let registry = FontRegistry(discoversResources: false)
    try FontRegistry.withRegistry(registry) {
      #expect((CTFontManagerCopyRegisteredFontDescriptors(.process, true) as? [CTFontDescriptor])?.isEmpty == true)
      #expect(CTFontManagerRegisterFontsForURL(CustomFontTests.regular as CFURL, .process, nil))
      let provider = try #require(CGDataProvider(data: try Data(contentsOf: CustomFontTests.bold) as CFData))
      let bold = try #require(CGFont(provider))
      #expect(CTFontManagerRegisterGraphicsFont(bold, nil))

      let descriptors = try #require(CTFontManagerCopyRegisteredFontDescriptors(.process, true) as? [CTFontDescriptor])
      #expect(descriptors.compactMap { CTFontDescriptorCopyAttribute($0, kCTFontNameAttribute) as? String }
              == ["Comfortaa-Regular", "Comfortaa-Bold"])
      #expect(descriptors.compactMap { CTFontDescriptorCopyAttribute($0, kCTFontFamilyNameAttribute) as? String }
              == ["Comfortaa", "Comfortaa"])
      #expect(descriptors.compactMap { CTFontDescriptorCopyAttribute($0, kCTFontDisplayNameAttribute) as? String }
              == ["Comfortaa Regular", "Comfortaa Bold"])
      // The file's URL for the face registered from a file; none for the one registered from memory.
      #expect((CTFontDescriptorCopyAttribute(descriptors[0], kCTFontURLAttribute) as? URL)?.lastPathComponent
              == CustomFontTests.regular.lastPathComponent)
      #expect(CTFontDescriptorCopyAttribute(descriptors[1], kCTFontURLAttribute) == nil)
      #expect((CTFontManagerCopyRegisteredFontDescriptors(.process, false) as? [CTFontDescriptor])?.isEmpty == true)
      #expect(CTFontManagerCopyAvailableFontFamilyNames() as? [String] == ["Comfortaa"])
    }
  }

  @Test func descriptorsFindFontsByNameOrFamily() throws {
    let registry = FontRegistry(discoversResources: false)
    FontRegistry.withRegistry(registry) {
      #expect(CTFontManagerRegisterFontsForURL(CustomFontTests.regular as CFURL, .process, nil))
      #expect(CTFontManagerRegisterFontsForURL(CustomFontTests.bold as CFURL, .process, nil))

      let byName = CTFontDescriptorCreateWithNameAndSize("Comfortaa-Bold" as CFString, 20)
      #expect(CTFontDescriptorCopyAttribute(byName, kCTFontFamilyNameAttribute) as? String == "Comfortaa")
      #expect(CTFontDescriptorCopyAttribute(byName, kCTFontSizeAttribute) as? Double == 20)
      let font = CTFontCreateWithFontDescriptor(byName, 0, nil)
      #expect(CTFontCopyPostScriptName(font) as String == "Comfortaa-Bold")
      #expect(CTFontGetSize(font) == 20)

      let byFamily = CTFontDescriptorCreateWithAttributes([kCTFontFamilyNameAttribute: "Comfortaa"] as CFDictionary)
      let regular = CTFontCreateWithFontDescriptor(byFamily, 15, nil)
      #expect(CTFontCopyPostScriptName(regular) as String == "Comfortaa-Regular")
      #expect(CTFontCopyFamilyName(regular) as String == "Comfortaa")
      #expect(CTFontCopyFullName(regular) as String == "Comfortaa Regular")
      #expect(CTFontGetSize(regular) == 15)
      #expect(CTFontGetSize(CTFontCreateWithFontDescriptor(byFamily, 0, nil)) == 12)
      #expect(CTFontDescriptorCopyAttribute(CTFontCopyFontDescriptor(regular), kCTFontNameAttribute) as? String == "Comfortaa-Regular")

      let (missing, warnings) = RenderWarnings.collecting { CTFontCreateWithName("NoSuchFont" as CFString, 12, nil) }
      #expect(CTFontCopyPostScriptName(missing) as String == ".SFUI-Regular")
      #expect(warnings.contains { $0.contains("\"NoSuchFont\"") }, "\(warnings)")
      #expect(CTFontDescriptorCopyAttribute(CTFontDescriptorCreateWithNameAndSize("NoSuchFont" as CFString, 12),
                                            kCTFontFamilyNameAttribute) == nil)
    }
  }
}
